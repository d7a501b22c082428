import { api, type Certificate } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /courses/student/{courseId}/certificate/: issues it once every requirement is met. */
export function postCertificate(courseId: number): Promise<Certificate> {
  return api.call(endpoints.certificate, { params: { courseId } });
}
