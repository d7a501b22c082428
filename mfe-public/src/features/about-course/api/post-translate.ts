import { api, type Language } from '@academy/shared';

export interface TranslateTextsPayload {
  texts: string[];
  target: Language;
}

export interface TranslateTextsResponse {
  /** In the order sent; `translated` is false when the service failed and `text` is the original. */
  translations: { text: string; translated: boolean }[];
}

/** POST /courses/translate/ with a list: one call for all the titles of a screen (decision 0150). */
export function postTranslateTexts(payload: TranslateTextsPayload): Promise<TranslateTextsResponse> {
  return api.post<TranslateTextsResponse>('/courses/translate/', {
    fallback: 'translation',
    json: payload,
    addition: { name: 'translation', probe: true },
  });
}
