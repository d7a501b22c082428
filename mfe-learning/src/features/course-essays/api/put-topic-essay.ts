import { api, type Essay, type EssayDraftPayload } from '@academy/shared';

/** PUT /courses/student/{courseId}/essays/topics/{topicId}/: saves the draft. */
export function putTopicEssay(courseId: number, topicId: number, payload: EssayDraftPayload): Promise<Essay> {
  return api.request<Essay>('put', `/courses/student/${courseId}/essays/topics/${topicId}/`, {
    fallback: 'essaySave',
    json: payload,
    addition: { name: 'completion', probe: false },
  });
}
