import { api, type ProfileUpdatePayload, type User } from '@academy/shared';

/** PATCH /student/student/update/ */
export function patchProfile(payload: ProfileUpdatePayload): Promise<User> {
  return api.patch<User>('/student/student/update/', { fallback: 'profileUpdate', json: payload });
}
