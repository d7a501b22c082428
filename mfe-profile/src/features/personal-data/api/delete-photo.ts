import { api, type User } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** DELETE /student/student/update_photo/: removes the photo file; answers the student with photo null (docs/decisions/0161). */
export function deletePhoto(): Promise<User> {
  return api.call(endpoints.photoRemoval);
}
