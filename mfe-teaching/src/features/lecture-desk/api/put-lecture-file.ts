import { api, type StaffLecture } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** A language a lecture's captions come in, as the API lists them. */
export type CaptionLanguage = StaffLecture['captions'][number];

/** A lecture's file: its video, its material, or its captions in one language (decision 0175). */
export type LectureFileKind = 'video' | 'material' | { captions: CaptionLanguage };

/**
 * PUT /teaching/lectures/{id}/video/, …/material/ or …/captions/{language}/ with the file in part
 * `file`, reporting the share sent (0..1). Aborting `signal` stops the upload; the lecture then keeps
 * its old file (decision 0801).
 */
export function putLectureFile(
  id: number,
  kind: LectureFileKind,
  file: Blob,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<StaffLecture> {
  const body = new FormData();
  body.append('file', file);
  const sent = { body, signal: options.signal, onUploadProgress: options.onProgress };
  if (typeof kind === 'object')
    return api.call(endpoints.lectureCaptions, {
      params: { lectureId: id, language: kind.captions },
      ...sent,
    });
  return api.call(kind === 'video' ? endpoints.lectureVideo : endpoints.lectureMaterial, {
    params: { lectureId: id },
    ...sent,
  });
}

/** DELETE /teaching/lectures/{id}/captions/{language}/: students have no captions in it from then on. */
export function deleteLectureCaptions(id: number, language: CaptionLanguage): Promise<StaffLecture> {
  return api.call(endpoints.removeLectureCaptions, { params: { lectureId: id, language } });
}
