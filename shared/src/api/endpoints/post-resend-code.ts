import { api } from '../client';
import type { ResendCodePayload, DetailResponse } from '../types';

/** POST /student/auth/resend-code/ */
export function postResendCode(payload: ResendCodePayload): Promise<DetailResponse> {
  return api.post<DetailResponse>('/student/auth/resend-code/', { fallback: 'resendCode', json: payload, anonymous: true });
}
