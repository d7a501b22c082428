import { api } from '../client';
import type { ProfileUpdatePayload, User } from '../types';

/** PATCH /student/student/update/ */
export function patchProfile(payload: ProfileUpdatePayload): Promise<User> {
  return api.patch<User>('/student/student/update/', { fallback: 'profileUpdate', json: payload });
}
