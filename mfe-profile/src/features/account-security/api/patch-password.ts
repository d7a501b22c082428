import { api, type PasswordChangePayload, type PasswordChangeResponse } from '@academy/shared';

/** PATCH /student/reset-password/: needs the current password; answers a fresh token pair for this device. */
export function patchPassword(payload: PasswordChangePayload): Promise<PasswordChangeResponse> {
  return api.patch<PasswordChangeResponse>('/student/reset-password/', {
    fallback: 'passwordReset',
    json: payload,
  });
}
