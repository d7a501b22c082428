import { api, type Completion } from '@academy/shared';

/** GET /courses/student/{courseId}/completion/: the requirements checklist and the certificate. */
export function getCompletion(courseId: number): Promise<Completion> {
  return api.get<Completion>(`/courses/student/${courseId}/completion/`, {
    fallback: 'completionFetch',
    addition: { name: 'completion', probe: false },
  });
}
