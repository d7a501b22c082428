import { api, type LoginPayload, type Tokens } from '@academy/shared';

/** POST /student/auth/token/ */
export function postLogin(payload: LoginPayload): Promise<Tokens> {
  return api.post<Tokens>('/student/auth/token/', {
    fallback: 'authorization',
    json: payload,
    anonymous: true,
  });
}
