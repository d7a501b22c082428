import { api } from '../client';
import type { TokenRefreshPayload, Tokens } from '../types';
import { kernelEndpoints } from './table';

/** POST /student/auth/token/refresh/ */
export function postTokenRefresh(payload: TokenRefreshPayload): Promise<Tokens> {
  return api.call(kernelEndpoints.tokenRefresh, { json: payload });
}
