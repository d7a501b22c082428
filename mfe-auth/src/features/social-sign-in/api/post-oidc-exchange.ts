import { api, type Tokens } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /student/auth/oidc/exchange/: the one-time code from the provider's round trip, for our tokens. */
export function postOidcExchange(code: string): Promise<Tokens> {
  return api.call(endpoints.oidcExchange, { json: { code } });
}
