import { api, type AttemptPayload, type AttemptResult } from '@academy/shared';

/** POST /courses/tests/{testId}/attempts/: 429 with Retry-After during the cooldown (decision 0702). */
export function postAttempt(testId: number, payload: AttemptPayload): Promise<AttemptResult> {
  return api.post<AttemptResult>(`/courses/tests/${testId}/attempts/`, {
    fallback: 'testAttempt',
    json: payload,
    addition: { name: 'completion', probe: false },
  });
}
