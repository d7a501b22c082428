import { api, type Tokens } from '@academy/shared';

/** POST /student/auth/oidc/exchange/: the one-time code from the provider's round trip, for our tokens. */
export function postOidcExchange(code: string): Promise<Tokens> {
  return api.post<Tokens>('/student/auth/oidc/exchange/', {
    fallback: 'authorization',
    json: { code },
    anonymous: true,
  });
}
