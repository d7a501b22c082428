import { api, type ResendCodePayload, type DetailResponse } from '@academy/shared';

/** POST /student/auth/resend-code/ */
export function postResendCode(payload: ResendCodePayload): Promise<DetailResponse> {
  return api.post<DetailResponse>('/student/auth/resend-code/', {
    fallback: 'resendCode',
    json: payload,
    anonymous: true,
  });
}
