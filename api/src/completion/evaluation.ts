import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import { recordEvent } from '../notifications/fan-out';
import { type EssayRow, type EssayStatus, recordEvaluation } from '../repositories/essays';

/**
 * The instructors' evaluation of a submitted essay (decision 0703): accepted (the certificate's
 * "positive instructor evaluation" when it is the final essay), or returned for revision with
 * feedback. The staff endpoint calls it with the evaluator's id and the revision they read
 * (decision 0191); the development route without either.
 */
export interface Evaluation {
  essayId: number;
  verdict: 'accepted' | 'returned';
  feedback: string;
  /** The staff member's user id; null from the development route. */
  evaluatorId: number | null;
  now: Date;
  /** The `revision` the evaluator read (essayRevision); absent: whatever is submitted now. */
  revision?: string;
}

export type EvaluationOutcome = EssayRow | 'not_found' | 'not_submitted' | 'stale';

const STATUSES: readonly EssayStatus[] = ['draft', 'submitted', 'accepted', 'returned'];

/**
 * The token of an essay's state as an evaluator read it: its submission number and status. Every
 * submission and every evaluation changes it, so an evaluation made against an older reading is
 * refused rather than written over another instructor's (decision 0191).
 */
export function essayRevision(essay: { version: number; status: EssayStatus }): string {
  return `${essay.version}.${essay.status}`;
}

/** The state a revision token names; null when it is not one (then it can match no essay). */
export function parseRevision(revision: string): { version: number; status: EssayStatus } | null {
  const match = /^(\d{1,9})\.([a-z]+)$/.exec(revision);
  const status = match?.[2] as EssayStatus | undefined;
  if (!match || !status || !STATUSES.includes(status)) return null;
  return { version: Number(match[1]), status };
}

/** Records the evaluation and, in its transaction, the student's notification (accepted or returned). */
export async function evaluateEssay(
  db: Database,
  jobs: JobQueue,
  evaluation: Evaluation,
): Promise<EvaluationOutcome> {
  const { revision, ...rest } = evaluation;
  let expected: { version: number; status: EssayStatus } | undefined;
  if (revision !== undefined) {
    const parsed = parseRevision(revision);
    // A token that names no state matches no essay: stale, as any other reading that is not current.
    expected = parsed ?? { version: -1, status: 'draft' };
  }
  const outcome = await recordEvaluation(
    db,
    { ...rest, feedback: evaluation.feedback.trim(), ...(expected ? { expected } : {}) },
    (tx) =>
      recordEvent(
        tx,
        jobs,
        { type: 'essay_evaluated', essayId: evaluation.essayId, actorId: evaluation.evaluatorId },
        evaluation.now,
      ),
  );
  if (typeof outcome === 'object' && outcome !== null) jobs.nudge('notify');
  return outcome === null ? 'not_found' : outcome;
}
