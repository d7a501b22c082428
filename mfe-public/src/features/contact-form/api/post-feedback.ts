import { api, type FeedbackPayload, type DetailResponse } from '@academy/shared';

/** POST /courses/feedback/ */
export function postFeedback(payload: FeedbackPayload): Promise<DetailResponse> {
  return api.post<DetailResponse>('/courses/feedback/', { fallback: 'feedback', json: payload });
}
