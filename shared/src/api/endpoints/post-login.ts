import { api } from '../client';
import type { LoginPayload, Tokens } from '../types';
import { kernelEndpoints } from './table';

/** POST /student/auth/token/: the auth remote's sign-in and the profile's standalone frame (2.1.0). */
export function postLogin(payload: LoginPayload): Promise<Tokens> {
  return api.call(kernelEndpoints.login, { json: payload });
}
