import { api, type Essay, type EssaySubmitPayload } from '@academy/shared';

/** POST /courses/student/{courseId}/essays/final/submit/ */
export function postFinalEssaySubmit(courseId: number, payload: EssaySubmitPayload): Promise<Essay> {
  return api.post<Essay>(`/courses/student/${courseId}/essays/final/submit/`, {
    fallback: 'essaySubmit',
    json: payload,
    addition: { name: 'completion', probe: false },
  });
}
