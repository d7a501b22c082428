import { api, type RegisterPayload, type RegisterResponse } from '@academy/shared';

/** POST /student/auth/register/ */
export function postRegister(payload: RegisterPayload): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/student/auth/register/', {
    fallback: 'registration',
    json: payload,
    anonymous: true,
  });
}
