import { api, type Essay, type EssaySubmitPayload } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /courses/student/{courseId}/essays/final/submit/ */
export function postFinalEssaySubmit(courseId: number, payload: EssaySubmitPayload): Promise<Essay> {
  return api.call(endpoints.finalEssaySubmit, { params: { courseId }, json: payload });
}
