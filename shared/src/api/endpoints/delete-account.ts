import { api } from '../client';

/** DELETE /student/student/delete/ */
export function deleteAccount(): Promise<void> {
  return api.delete<void>('/student/student/delete/', { fallback: 'accountDeletion' });
}
