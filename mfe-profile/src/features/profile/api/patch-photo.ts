import { api, type User } from '@academy/shared';

/** PATCH /student/student/update_photo/ */
export function patchPhoto(photo: Blob): Promise<User> {
  const body = new FormData();
  body.append('photo', photo);
  return api.patch<User>('/student/student/update_photo/', { fallback: 'photoUpdate', body });
}
