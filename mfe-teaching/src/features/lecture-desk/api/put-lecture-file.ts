import { api, type StaffLecture } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

export type LectureFileKind = 'video' | 'material';

/**
 * PUT /teaching/lectures/{id}/video/ or …/material/ with the file in part `file`, reporting the share
 * sent (0..1). Aborting `signal` stops the upload; the lecture then keeps its old file (decision 0801).
 */
export function putLectureFile(
  id: number,
  kind: LectureFileKind,
  file: Blob,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<StaffLecture> {
  const body = new FormData();
  body.append('file', file);
  return api.call(kind === 'video' ? endpoints.lectureVideo : endpoints.lectureMaterial, {
    params: { lectureId: id },
    body,
    signal: options.signal,
    onUploadProgress: options.onProgress,
  });
}
