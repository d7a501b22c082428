import { api, type PasswordChangePayload, type PasswordChangeResponse } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** PATCH /student/reset-password/: needs the current password; answers a fresh token pair for this device. */
export function patchPassword(payload: PasswordChangePayload): Promise<PasswordChangeResponse> {
  return api.call(endpoints.passwordChange, { json: payload });
}
