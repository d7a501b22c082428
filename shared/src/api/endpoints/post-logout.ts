import { api } from '../client';
import type { TokenRefreshPayload } from '../types';
import { kernelEndpoints } from './table';

/**
 * POST /student/auth/token/blacklist/: ends the sign-in a refresh token belongs to; the session
 * store's signOut sends it. Not exported from the kernel: sign-out goes through the session store.
 */
export async function postLogout(payload: TokenRefreshPayload): Promise<void> {
  await api.call(kernelEndpoints.logout, { json: payload });
}
