import { api, type User } from '@academy/shared';

/** A photo may take longer than a JSON call on a slow line; the student sees the progress meanwhile. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** Share of the file sent so far, 0..1. */
export type UploadProgress = (fraction: number) => void;

/**
 * PATCH /student/student/update_photo/ with the file in field "photo", through the kernel's client
 * like every call (headers, token refresh, errors), reporting the upload's progress.
 */
export async function patchPhoto(photo: Blob, onProgress: UploadProgress = () => undefined): Promise<User> {
  const body = new FormData();
  body.append('photo', photo);
  const user = await api.patch<User>('/student/student/update_photo/', {
    fallback: 'photoUpdate',
    body,
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: onProgress,
  });
  onProgress(1);
  return user;
}
