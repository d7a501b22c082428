import { api, type AttemptPayload, type AttemptResult } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /courses/tests/{testId}/attempts/: 429 with Retry-After during the cooldown (decision 0702). */
export function postAttempt(testId: number, payload: AttemptPayload): Promise<AttemptResult> {
  return api.call(endpoints.attempt, { params: { testId }, json: payload });
}
