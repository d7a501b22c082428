import { api } from '../client';
import type { PasswordResetVerifyPayload, PasswordResetVerifyResponse } from '../types';

/** POST /student/auth/password-reset/verify/ */
export function postPasswordResetVerify(payload: PasswordResetVerifyPayload): Promise<PasswordResetVerifyResponse> {
  return api.post<PasswordResetVerifyResponse>('/student/auth/password-reset/verify/', { fallback: 'passwordRecovery', json: payload, anonymous: true });
}
