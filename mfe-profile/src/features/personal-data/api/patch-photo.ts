import { api, type User } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** Share of the file sent so far, 0..1. */
export type UploadProgress = (fraction: number) => void;

/**
 * PATCH /student/student/update_photo/ with the file in field "photo", through the kernel's client
 * like every call (headers, token refresh, errors), reporting the upload's progress; it may take up
 * to UPLOAD_TIMEOUT_MS (the table's).
 */
export async function patchPhoto(photo: Blob, onProgress: UploadProgress = () => undefined): Promise<User> {
  const body = new FormData();
  body.append('photo', photo);
  const user = await api.call(endpoints.photoUpload, { body, onUploadProgress: onProgress });
  onProgress(1);
  return user;
}
