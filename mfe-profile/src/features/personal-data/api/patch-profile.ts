import { api, type ProfileUpdatePayload, type User } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** PATCH /student/student/update/ */
export function patchProfile(payload: ProfileUpdatePayload): Promise<User> {
  return api.call(endpoints.profileUpdate, { json: payload });
}
