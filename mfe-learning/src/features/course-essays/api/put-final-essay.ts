import { api, type Essay, type EssayDraftPayload } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** PUT /courses/student/{courseId}/essays/final/: saves the draft. */
export function putFinalEssay(courseId: number, payload: EssayDraftPayload): Promise<Essay> {
  return api.call(endpoints.finalEssay, { params: { courseId }, json: payload });
}
