import { api, type EvaluationPayload, type StaffEssay } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/**
 * POST /teaching/essays/{id}/evaluation/: accept or return with feedback. The API answers 409
 * `stale_revision` when the essay changed since `revision` was read (another instructor's evaluation,
 * a new submission), and 409 `essay_not_submitted` when it no longer waits for one.
 */
export function postEvaluation(id: number, evaluation: EvaluationPayload): Promise<StaffEssay> {
  return api.call(endpoints.evaluation, { params: { essayId: id }, json: evaluation });
}
