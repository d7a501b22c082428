import { api, type RegisterPayload, type RegisterResponse } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /student/auth/register/ */
export function postRegister(payload: RegisterPayload): Promise<RegisterResponse> {
  return api.call(endpoints.register, { json: payload });
}
