import { api } from '../client';
import type { User } from '../types';
import { kernelEndpoints } from './table';

/** The signed-in student's own record: the header asks for it on every page (shell/src/prerender.tsx). */
export const PROFILE_PATH = kernelEndpoints.profile.path;

/** GET /student/student/detail/ */
export function getProfile(): Promise<User> {
  return api.call(kernelEndpoints.profile);
}
