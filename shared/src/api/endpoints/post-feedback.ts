import { api } from '../client';
import type { FeedbackPayload, DetailResponse } from '../types';

/** POST /courses/feedback/ */
export function postFeedback(payload: FeedbackPayload): Promise<DetailResponse> {
  return api.post<DetailResponse>('/courses/feedback/', { fallback: 'feedback', json: payload });
}
