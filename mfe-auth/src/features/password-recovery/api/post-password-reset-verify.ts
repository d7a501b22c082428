import { api, type PasswordResetVerifyPayload, type PasswordResetVerifyResponse } from '@academy/shared';

/** POST /student/auth/password-reset/verify/ */
export function postPasswordResetVerify(
  payload: PasswordResetVerifyPayload,
): Promise<PasswordResetVerifyResponse> {
  return api.post<PasswordResetVerifyResponse>('/student/auth/password-reset/verify/', {
    fallback: 'passwordRecovery',
    json: payload,
    anonymous: true,
  });
}
