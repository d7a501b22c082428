import { api, type Essay } from '@academy/shared';

/** GET /courses/student/{courseId}/essays/: every topic essay and the final one. */
export function getEssays(courseId: number): Promise<Essay[]> {
  return api.get<Essay[]>(`/courses/student/${courseId}/essays/`, {
    fallback: 'essaysFetch',
    addition: { name: 'completion', probe: false },
  });
}
