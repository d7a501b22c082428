import { api, type EvaluationPayload, type StaffEssay } from '@academy/shared';

/**
 * POST /teaching/essays/{id}/evaluation/: accept or return with feedback. The API answers 409
 * `stale_revision` when the essay changed since `revision` was read (another instructor's evaluation,
 * a new submission), and 409 `essay_not_submitted` when it no longer waits for one.
 */
export function postEvaluation(id: number, evaluation: EvaluationPayload): Promise<StaffEssay> {
  return api.post<StaffEssay>(`/teaching/essays/${id}/evaluation/`, {
    fallback: 'essaySave',
    json: evaluation,
  });
}
