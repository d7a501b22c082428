import { api, type PasswordResetConfirmPayload, type DetailResponse } from '@academy/shared';

/** POST /student/auth/password-reset/confirm/ */
export function postPasswordResetConfirm(payload: PasswordResetConfirmPayload): Promise<DetailResponse> {
  return api.post<DetailResponse>('/student/auth/password-reset/confirm/', {
    fallback: 'passwordRecovery',
    json: payload,
    anonymous: true,
  });
}
