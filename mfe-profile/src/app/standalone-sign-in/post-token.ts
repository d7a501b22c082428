import { api, type LoginPayload, type Tokens } from '@academy/shared';
import { endpoints } from '../../api/endpoints';

/** POST /student/auth/token/, for the standalone frame's sign-in only (the site signs in through mfe_auth). */
export function postToken(credentials: LoginPayload): Promise<Tokens> {
  return api.call(endpoints.login, { json: credentials });
}
