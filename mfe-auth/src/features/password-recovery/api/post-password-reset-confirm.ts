import { api, type PasswordResetConfirmPayload, type PasswordResetConfirmResponse } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /student/auth/password-reset/confirm/ */
export function postPasswordResetConfirm(
  payload: PasswordResetConfirmPayload,
): Promise<PasswordResetConfirmResponse> {
  return api.call(endpoints.passwordResetConfirm, { json: payload });
}
