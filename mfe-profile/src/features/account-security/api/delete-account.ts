import { api } from '@academy/shared';

/** DELETE /student/student/delete/ */
export function deleteAccount(): Promise<void> {
  return api.delete<void>('/student/student/delete/', { fallback: 'accountDeletion' });
}
