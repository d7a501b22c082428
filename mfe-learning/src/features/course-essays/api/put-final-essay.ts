import { api, type Essay, type EssayDraftPayload } from '@academy/shared';

/** PUT /courses/student/{courseId}/essays/final/: saves the draft. */
export function putFinalEssay(courseId: number, payload: EssayDraftPayload): Promise<Essay> {
  return api.request<Essay>('put', `/courses/student/${courseId}/essays/final/`, {
    fallback: 'essaySave',
    json: payload,
    addition: { name: 'completion', probe: false },
  });
}
