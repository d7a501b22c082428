import { api, type Essay, type EssaySubmitPayload } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /courses/student/{courseId}/essays/topics/{topicId}/submit/ */
export function postTopicEssaySubmit(
  courseId: number,
  topicId: number,
  payload: EssaySubmitPayload,
): Promise<Essay> {
  return api.call(endpoints.topicEssaySubmit, { params: { courseId, topicId }, json: payload });
}
