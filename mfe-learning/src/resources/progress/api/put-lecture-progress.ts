import { api, type LectureProgress, type LectureProgressPayload } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/**
 * PUT /courses/student/lectures/{lectureId}/progress/. When the page is being left, the save goes out
 * with `keepalive` so that the browser finishes it after the page is gone; the kernel's client starts
 * it at once, with the headers of every call (sendBeacon is no option: it cannot carry the bearer
 * token, decision 0170). Nobody reads the answer then.
 */
export async function putLectureProgress(
  lectureId: number,
  payload: LectureProgressPayload,
  options: { leaving?: boolean } = {},
): Promise<LectureProgress | null> {
  const saved = api.call(endpoints.lectureProgress, {
    params: { lectureId },
    json: payload,
    keepalive: options.leaving === true,
  });
  if (!options.leaving) return saved;
  await saved;
  return null;
}
