import { api, type Essay, type EssayDraftPayload } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** PUT /courses/student/{courseId}/essays/topics/{topicId}/: saves the draft. */
export function putTopicEssay(courseId: number, topicId: number, payload: EssayDraftPayload): Promise<Essay> {
  return api.call(endpoints.topicEssay, { params: { courseId, topicId }, json: payload });
}
