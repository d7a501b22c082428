import { api, type PublicCertificate } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/certificates/{number}/: anyone may check a certificate; 404 for an unknown number. */
export function getCertificate(number: string): Promise<PublicCertificate> {
  return api.call(endpoints.certificate, { params: { number } });
}
