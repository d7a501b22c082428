import { api } from '../client';
import type { LoginPayload, Tokens } from '../types';

/** POST /student/auth/token/ */
export function postLogin(payload: LoginPayload): Promise<Tokens> {
  return api.post<Tokens>('/student/auth/token/', { fallback: 'authorization', json: payload, anonymous: true });
}
