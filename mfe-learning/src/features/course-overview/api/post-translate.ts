import { api, type TranslatePayload, type TranslateResponse } from '@academy/shared';

/** POST /courses/translate/ */
export function postTranslate(payload: TranslatePayload): Promise<TranslateResponse> {
  return api.post<TranslateResponse>('/courses/translate/', {
    fallback: 'translation',
    json: payload,
    addition: { name: 'translation', probe: true },
  });
}
