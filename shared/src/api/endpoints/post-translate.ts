import { api } from '../client';
import type { TranslatePayload, TranslateResponse } from '../types';

/** POST /courses/translate/ */
export function postTranslate(payload: TranslatePayload): Promise<TranslateResponse> {
  return api.post<TranslateResponse>('/courses/translate/', { fallback: 'translation', json: payload });
}
