import { api } from '../client';
import type { TranslateTextsPayload, TranslateTextsResponse } from '../types';
import { kernelEndpoints } from './table';

/**
 * POST /courses/translate/ with a list: one call for all the course texts of a screen (decision 0150).
 * An addition beyond the original contract: a backend without it leaves the texts as written (0211).
 */
export function postTranslate(payload: TranslateTextsPayload): Promise<TranslateTextsResponse> {
  return api.call(kernelEndpoints.translate, { json: payload });
}
