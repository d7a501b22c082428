import { api, type Essay, type EssaySubmitPayload } from '@academy/shared';

/** POST /courses/student/{courseId}/essays/topics/{topicId}/submit/ */
export function postTopicEssaySubmit(
  courseId: number,
  topicId: number,
  payload: EssaySubmitPayload,
): Promise<Essay> {
  return api.post<Essay>(`/courses/student/${courseId}/essays/topics/${topicId}/submit/`, {
    fallback: 'essaySubmit',
    json: payload,
    addition: { name: 'completion', probe: false },
  });
}
