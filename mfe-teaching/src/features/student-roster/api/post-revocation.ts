import { api, type Revocation } from '@academy/shared';

/** POST /teaching/certificates/{number}/revocation/: its public verification page then says revoked. */
export function postRevocation(number: string, reason: string): Promise<Revocation> {
  return api.post<Revocation>(`/teaching/certificates/${encodeURIComponent(number)}/revocation/`, {
    fallback: 'certificate',
    json: { reason },
  });
}
