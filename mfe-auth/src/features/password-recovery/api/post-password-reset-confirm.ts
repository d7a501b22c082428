import { api, type PasswordResetConfirmPayload, type DetailResponse } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /student/auth/password-reset/confirm/ */
export function postPasswordResetConfirm(payload: PasswordResetConfirmPayload): Promise<DetailResponse> {
  return api.call(endpoints.passwordResetConfirm, { json: payload });
}
