import type { Database } from '../db/database';
import { type EssayRow, recordEvaluation } from '../repositories/essays';

/**
 * The instructors' evaluation of a submitted essay (decision 0703): accepted (the certificate's
 * "positive instructor evaluation" when it is the final essay), or returned for revision with
 * feedback. The development route calls it today; the staff endpoint of the teaching side will,
 * with the evaluator's id.
 */
export interface Evaluation {
  essayId: number;
  verdict: 'accepted' | 'returned';
  feedback: string;
  /** The staff member's user id; null from the development route. */
  evaluatorId: number | null;
  now: Date;
}

export type EvaluationOutcome = EssayRow | 'not_found' | 'not_submitted';

export async function evaluateEssay(db: Database, evaluation: Evaluation): Promise<EvaluationOutcome> {
  const outcome = await recordEvaluation(db, { ...evaluation, feedback: evaluation.feedback.trim() });
  return outcome === null ? 'not_found' : outcome;
}
