import { api } from '../client';
import type { User } from '../types';

/** GET /student/student/detail/ */
export function getProfile(): Promise<User> {
  return api.get<User>('/student/student/detail/', { fallback: 'authorization' });
}
