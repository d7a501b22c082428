import { api } from '../client';
import type { TranslatePayload, TranslateResponse } from '../types';

/** POST /courses/translate/ with a list: one call for all the course texts of a screen (decision 0150). */
export function postTranslate(payload: TranslatePayload): Promise<TranslateResponse> {
  return api.post<TranslateResponse>('/courses/translate/', { fallback: 'translation', json: payload });
}
