import { api } from '../client';
import type { PasswordChangePayload, DetailResponse } from '../types';

/** PATCH /student/reset-password/ */
export function patchPassword(payload: PasswordChangePayload): Promise<DetailResponse> {
  return api.patch<DetailResponse>('/student/reset-password/', { fallback: 'passwordReset', json: payload });
}
