import { api } from '../client';
import type { TokenRefreshPayload, Tokens } from '../types';

/** POST /student/auth/token/refresh/ */
export function postTokenRefresh(payload: TokenRefreshPayload): Promise<Tokens> {
  return api.post<Tokens>('/student/auth/token/refresh/', {
    fallback: 'tokenRefresh',
    json: payload,
    anonymous: true,
  });
}
