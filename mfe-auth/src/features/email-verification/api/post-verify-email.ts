import { api, type VerifyEmailPayload, type Tokens } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /student/auth/verify-email/ */
export function postVerifyEmail(payload: VerifyEmailPayload): Promise<Tokens> {
  return api.call(endpoints.verifyEmail, { json: payload });
}
