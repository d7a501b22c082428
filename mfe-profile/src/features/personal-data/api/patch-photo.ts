import {
  currentLanguage,
  errorFromResponse,
  getProfile,
  getRuntimeConfig,
  offlineError,
  timeoutError,
  useTokenStore,
  type Language,
  type User,
} from '@academy/shared';

export const PHOTO_PATH = '/student/student/update_photo/';
/** A photo may take longer than a JSON call on a slow line; the student sees the progress meanwhile. */
export const UPLOAD_TIMEOUT_MS = 120_000;

const ACCEPT_LANGUAGE: Record<Language, string> = { en: 'en-US', ru: 'ru-RU', kk: 'kk-KZ' };

/** Share of the file sent so far, 0..1. */
export type UploadProgress = (fraction: number) => void;

interface Answer {
  status: number;
  data: unknown;
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One multipart PATCH through XMLHttpRequest: fetch reports no upload progress (a streamed
 * request body needs HTTP/2, which the API does not speak), XHR's upload events do.
 */
function send(photo: Blob, token: string | null, onProgress: UploadProgress): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PATCH', `${getRuntimeConfig().apiBaseUrl}${PHOTO_PATH}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', ACCEPT_LANGUAGE[currentLanguage()]);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, data: parse(xhr.responseText) });
    xhr.ontimeout = () => reject(timeoutError());
    xhr.onerror = () => reject(offlineError());
    xhr.onabort = () => reject(offlineError());
    const body = new FormData();
    body.append('photo', photo);
    xhr.send(body);
  });
}

function tokenNotValid({ status, data }: Answer): boolean {
  return (
    status === 401 &&
    typeof data === 'object' &&
    data !== null &&
    (data as Record<string, unknown>).code === 'token_not_valid'
  );
}

/**
 * PATCH /student/student/update_photo/ with the file in field "photo", reporting progress.
 * An expired access token is renewed through the kernel's client (one authenticated read
 * refreshes it for every caller) and the upload is sent once more.
 */
export async function patchPhoto(photo: Blob, onProgress: UploadProgress = () => undefined): Promise<User> {
  const sentWith = useTokenStore.getState().token;
  let answer = await send(photo, sentWith, onProgress);
  if (tokenNotValid(answer) && sentWith) {
    await getProfile();
    onProgress(0);
    answer = await send(photo, useTokenStore.getState().token, onProgress);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw errorFromResponse(answer.status, answer.data, 'photoUpdate');
  }
  onProgress(1);
  return answer.data as User;
}
