import { api, type Certificate } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/student/certificates/: the student's certificates of every course, newest first. */
export function getCertificates(): Promise<Certificate[]> {
  return api.call(endpoints.certificates);
}
