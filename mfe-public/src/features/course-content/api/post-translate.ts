import { api, type TranslateTextsPayload, type TranslateTextsResponse } from '@academy/shared';

/** POST /courses/translate/ with a list: one call for all the titles of a screen (decision 0150). */
export function postTranslateTexts(payload: TranslateTextsPayload): Promise<TranslateTextsResponse> {
  return api.post<TranslateTextsResponse>('/courses/translate/', {
    fallback: 'translation',
    json: payload,
    addition: { name: 'translation', probe: true },
  });
}
