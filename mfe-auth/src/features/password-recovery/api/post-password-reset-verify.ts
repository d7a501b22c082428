import { api, type PasswordResetVerifyPayload, type PasswordResetVerifyResponse } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /student/auth/password-reset/verify/ */
export function postPasswordResetVerify(
  payload: PasswordResetVerifyPayload,
): Promise<PasswordResetVerifyResponse> {
  return api.call(endpoints.passwordResetVerify, { json: payload });
}
