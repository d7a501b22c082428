import {
  api,
  getRuntimeConfig,
  useTokenStore,
  type LectureProgress,
  type LectureProgressPayload,
} from '@academy/shared';

/**
 * PUT /courses/student/lectures/{lectureId}/progress/. When the page is being left, the save goes out
 * with `fetch(..., { keepalive: true })` straight away so the browser finishes it after the page is
 * gone (the client's lazy loading and token refresh cannot run then); sendBeacon is no option because
 * it cannot carry the bearer token (decision 0170).
 */
export async function putLectureProgress(
  lectureId: number,
  payload: LectureProgressPayload,
  options: { leaving?: boolean } = {},
): Promise<LectureProgress | null> {
  const path = `/courses/student/lectures/${lectureId}/progress/`;
  if (!options.leaving) {
    return api.request<LectureProgress>('put', path, {
      fallback: 'progressSave',
      json: payload,
      addition: { name: 'progress', probe: false },
    });
  }
  const token = useTokenStore.getState().token;
  await fetch(`${getRuntimeConfig().apiBaseUrl}${path}`, {
    method: 'PUT',
    keepalive: true,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(payload),
  });
  return null;
}
