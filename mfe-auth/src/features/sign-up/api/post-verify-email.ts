import { api, type VerifyEmailPayload, type Tokens } from '@academy/shared';

/** POST /student/auth/verify-email/ */
export function postVerifyEmail(payload: VerifyEmailPayload): Promise<Tokens> {
  return api.post<Tokens>('/student/auth/verify-email/', {
    fallback: 'emailVerification',
    json: payload,
    anonymous: true,
  });
}
