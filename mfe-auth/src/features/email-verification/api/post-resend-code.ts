import { api, type ResendCodePayload, type DetailResponse } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /student/auth/resend-code/ */
export function postResendCode(payload: ResendCodePayload): Promise<DetailResponse> {
  return api.call(endpoints.resendCode, { json: payload });
}
