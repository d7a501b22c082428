import { api, type PasswordResetRequestPayload, type PasswordResetRequestResponse } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /student/auth/password-reset/ */
export function postPasswordReset(
  payload: PasswordResetRequestPayload,
): Promise<PasswordResetRequestResponse> {
  return api.call(endpoints.passwordReset, { json: payload });
}
