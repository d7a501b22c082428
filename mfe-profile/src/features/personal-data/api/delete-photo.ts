import { api, type User } from '@academy/shared';

/** DELETE /student/student/update_photo/: removes the photo file; answers the student with photo null (docs/decisions/0161). */
export function deletePhoto(): Promise<User> {
  return api.delete<User>('/student/student/update_photo/', { fallback: 'photoUpdate' });
}
