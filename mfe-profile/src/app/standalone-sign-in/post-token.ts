import { api, type LoginPayload, type Tokens } from '@academy/shared';

/** POST /student/auth/token/, for the standalone frame's sign-in only (the site signs in through mfe_auth). */
export function postToken(credentials: LoginPayload): Promise<Tokens> {
  return api.post<Tokens>('/student/auth/token/', {
    fallback: 'authorization',
    anonymous: true,
    json: credentials,
  });
}
