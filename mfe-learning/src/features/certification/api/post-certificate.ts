import { api, type Certificate } from '@academy/shared';

/** POST /courses/student/{courseId}/certificate/: issues it once every requirement is met. */
export function postCertificate(courseId: number): Promise<Certificate> {
  return api.post<Certificate>(`/courses/student/${courseId}/certificate/`, {
    fallback: 'certificate',
    addition: { name: 'completion', probe: false },
  });
}
