import { api, type LoginPayload, type Tokens } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /student/auth/token/ */
export function postLogin(payload: LoginPayload): Promise<Tokens> {
  return api.call(endpoints.login, { json: payload });
}
