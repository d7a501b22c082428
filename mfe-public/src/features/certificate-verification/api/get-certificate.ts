import { api, type PublicCertificate } from '@academy/shared';

/** GET /courses/certificates/{number}/: anyone may check a certificate; 404 for an unknown number. */
export function getCertificate(number: string): Promise<PublicCertificate> {
  return api.get<PublicCertificate>(`/courses/certificates/${encodeURIComponent(number)}/`, {
    fallback: 'certificateFetch',
    anonymous: true,
  });
}
