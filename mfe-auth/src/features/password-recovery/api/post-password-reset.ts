import { api, type PasswordResetRequestPayload, type DetailResponse } from '@academy/shared';

/** POST /student/auth/password-reset/ */
export function postPasswordReset(payload: PasswordResetRequestPayload): Promise<DetailResponse> {
  return api.post<DetailResponse>('/student/auth/password-reset/', {
    fallback: 'passwordRecovery',
    json: payload,
    anonymous: true,
  });
}
