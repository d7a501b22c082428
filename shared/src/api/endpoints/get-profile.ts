import { api } from '../client';
import type { User } from '../types';

/** The signed-in student's own record: the header asks for it on every page (shell/src/prerender.tsx). */
export const PROFILE_PATH = '/student/student/detail/';

/** GET /student/student/detail/ */
export function getProfile(): Promise<User> {
  return api.get<User>(PROFILE_PATH, { fallback: 'authorization' });
}
