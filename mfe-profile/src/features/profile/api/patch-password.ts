import { api, type PasswordChangePayload, type DetailResponse } from '@academy/shared';

/** PATCH /student/reset-password/ */
export function patchPassword(payload: PasswordChangePayload): Promise<DetailResponse> {
  return api.patch<DetailResponse>('/student/reset-password/', { fallback: 'passwordReset', json: payload });
}
