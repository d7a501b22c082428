import { api, type Certificate } from '@academy/shared';

/** GET /courses/student/certificates/: the student's certificates of every course, newest first. */
export function getCertificates(): Promise<Certificate[]> {
  return api.get<Certificate[]>('/courses/student/certificates/', {
    fallback: 'certificate',
    addition: { name: 'completion', probe: true },
  });
}
