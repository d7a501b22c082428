import { api, type Revocation } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /teaching/certificates/{number}/revocation/: its public verification page then says revoked. */
export function postRevocation(number: string, reason: string): Promise<Revocation> {
  return api.call(endpoints.revocation, { params: { certificateNumber: number }, json: { reason } });
}
