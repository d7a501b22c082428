import { api, type PasswordResetRequestPayload, type PasswordResetRequestResponse } from '@academy/shared';

/** POST /student/auth/password-reset/ */
export function postPasswordReset(
  payload: PasswordResetRequestPayload,
): Promise<PasswordResetRequestResponse> {
  return api.post<PasswordResetRequestResponse>('/student/auth/password-reset/', {
    fallback: 'passwordRecovery',
    json: payload,
    anonymous: true,
  });
}
