import { api, type FeedbackPayload, type DetailResponse } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /courses/feedback/ */
export function postFeedback(payload: FeedbackPayload): Promise<DetailResponse> {
  return api.call(endpoints.feedback, { json: payload });
}
