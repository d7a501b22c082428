import { api } from '../client';
import type { Tokens } from '../types';

/** POST /student/auth/token/refresh/ */
export function postTokenRefresh(payload: { refresh: string }): Promise<Tokens> {
  return api.post<Tokens>('/student/auth/token/refresh/', {
    fallback: 'tokenRefresh',
    json: payload,
    anonymous: true,
  });
}
