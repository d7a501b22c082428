import { api } from '../client';
import type { PasswordResetConfirmPayload, DetailResponse } from '../types';

/** POST /student/auth/password-reset/confirm/ */
export function postPasswordResetConfirm(payload: PasswordResetConfirmPayload): Promise<DetailResponse> {
  return api.post<DetailResponse>('/student/auth/password-reset/confirm/', { fallback: 'passwordRecovery', json: payload, anonymous: true });
}
