import type { Database, Queryable } from '../db/database';

/** SQL for the students' essays and their submitted versions (decision 0703). */

export type EssayStatus = 'draft' | 'submitted' | 'accepted' | 'returned';

export interface EssayRow {
  id: number;
  user_id: number;
  course_id: number;
  topic_id: number | null;
  status: EssayStatus;
  body: string;
  word_count: number;
  version: number;
  updated_at: Date;
  /** Of the latest version, when there is one. */
  submitted_at: Date | null;
  feedback: string | null;
  evaluated_at: Date | null;
}

export interface EssayVersionRow {
  version: number;
  body: string;
  word_count: number;
  status: 'submitted' | 'accepted' | 'returned';
  feedback: string;
  submitted_at: Date;
  evaluated_at: Date | null;
}

const ESSAY_SELECT = `SELECT e.id, e.user_id, e.course_id, e.topic_id, e.status, e.body, e.word_count, e.version,
       e.updated_at, v.submitted_at, v.feedback, v.evaluated_at
  FROM essays e LEFT JOIN essay_versions v ON v.essay_id = e.id AND v.version = e.version`;

/** The student's essay after a topic (topicId) or their final essay (null); null when never saved. */
export async function findEssay(
  db: Queryable,
  userId: number,
  courseId: number,
  topicId: number | null,
): Promise<EssayRow | null> {
  const [row] = await db.query<EssayRow>(
    `${ESSAY_SELECT} WHERE e.user_id = $1 AND e.course_id = $2 AND e.topic_id IS NOT DISTINCT FROM $3::int`,
    [userId, courseId, topicId],
  );
  return row ?? null;
}

export async function findEssayById(db: Queryable, essayId: number): Promise<EssayRow | null> {
  const [row] = await db.query<EssayRow>(`${ESSAY_SELECT} WHERE e.id = $1`, [essayId]);
  return row ?? null;
}

/** Every essay of the student in the course. */
export function listEssays(db: Queryable, userId: number, courseId: number): Promise<EssayRow[]> {
  return db.query<EssayRow>(`${ESSAY_SELECT} WHERE e.user_id = $1 AND e.course_id = $2 ORDER BY e.id`, [
    userId,
    courseId,
  ]);
}

export function essayVersions(db: Queryable, essayId: number): Promise<EssayVersionRow[]> {
  return db.query<EssayVersionRow>(
    `SELECT version, body, word_count, status, feedback, submitted_at, evaluated_at
       FROM essay_versions WHERE essay_id = $1 ORDER BY version`,
    [essayId],
  );
}

export interface DraftSave {
  userId: number;
  courseId: number;
  topicId: number | null;
  body: string;
  wordCount: number;
  now: Date;
}

/** Saves a draft's text unless the essay is submitted or accepted; answers the id, or no row then. */
const SAVE_DRAFT = `INSERT INTO essays (user_id, course_id, topic_id, body, word_count, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (user_id, course_id, topic_id) DO UPDATE
        SET body = EXCLUDED.body, word_count = EXCLUDED.word_count,
            updated_at = CASE WHEN essays.body = EXCLUDED.body THEN essays.updated_at ELSE EXCLUDED.updated_at END
      WHERE essays.status IN ('draft', 'returned')
     RETURNING id`;

const saveParams = (save: DraftSave) => [
  save.userId,
  save.courseId,
  save.topicId,
  save.body,
  save.wordCount,
  save.now,
];

/**
 * Saves the text of a draft (or of a returned essay under revision), creating the essay on its first
 * save; saving the same text again changes nothing. Null when the essay is submitted or accepted:
 * read-only. A save waiting on a submission's row lock sees the submission, and is refused.
 */
export async function saveDraft(db: Queryable, save: DraftSave): Promise<EssayRow | null> {
  const [saved] = await db.query<{ id: number }>(SAVE_DRAFT, saveParams(save));
  return saved ? findEssayById(db, saved.id) : null;
}

/**
 * Submits the essay, after `check` approves its text (the word limit), in one transaction with the
 * essay row locked: the submission is a new version. With `text` the draft is saved first in the same
 * transaction (kept even when `check` refuses it), so a draft save racing the submission either comes
 * before it (and is replaced by `text`) or after it (and is refused): the submission holds `text`.
 * Answers the essay, or why not: 'missing' (never saved), 'read_only' (already submitted or
 * accepted), or what `check` said.
 */
export async function submitEssay<Refusal>(
  db: Database,
  save: Omit<DraftSave, 'body' | 'wordCount'> & { text?: { body: string; wordCount: number } },
  check: (essay: { body: string; word_count: number }) => Refusal | null,
  /** Runs in the submission's transaction once it is made (its notification, notifications/fan-out.ts). */
  within?: (tx: Queryable, essayId: number) => Promise<unknown>,
): Promise<EssayRow | 'missing' | 'read_only' | Refusal> {
  const { now, text, ...key } = save;
  const outcome = await db.transaction(async (tx) => {
    if (text && (await tx.query(SAVE_DRAFT, saveParams({ ...key, ...text, now }))).length === 0)
      return 'read_only' as const;
    const [essay] = await tx.query<{ id: number; status: EssayStatus; body: string; word_count: number }>(
      `SELECT id, status, body, word_count FROM essays
        WHERE user_id = $1 AND course_id = $2 AND topic_id IS NOT DISTINCT FROM $3::int FOR UPDATE`,
      [key.userId, key.courseId, key.topicId],
    );
    if (!essay) return 'missing' as const;
    if (essay.status !== 'draft' && essay.status !== 'returned') return 'read_only' as const;
    const refusal = check(essay);
    if (refusal !== null) return { kind: 'refused' as const, refusal };
    const [updated] = await tx.query<{ version: number }>(
      `UPDATE essays SET status = 'submitted', version = version + 1, updated_at = $2 WHERE id = $1
       RETURNING version`,
      [essay.id, now],
    );
    await tx.query(
      `INSERT INTO essay_versions (essay_id, version, body, word_count, submitted_at) VALUES ($1, $2, $3, $4, $5)`,
      [essay.id, updated?.version ?? 1, essay.body, essay.word_count, now],
    );
    await within?.(tx, essay.id);
    return { kind: 'submitted' as const, id: essay.id };
  });
  if (outcome === 'missing' || outcome === 'read_only') return outcome;
  if (outcome.kind === 'refused') return outcome.refusal;
  return (await findEssayById(db, outcome.id)) ?? 'missing';
}

/**
 * Records an evaluation of the essay's latest submission: accepted, or returned for revision with
 * feedback. Null when there is no such essay; 'not_submitted' when it awaits no evaluation.
 */
export async function recordEvaluation(
  db: Database,
  evaluation: {
    essayId: number;
    verdict: 'accepted' | 'returned';
    feedback: string;
    evaluatorId: number | null;
    now: Date;
    /** The submission the evaluator read; another one now (or one already evaluated) answers 'stale'. */
    expected?: { version: number; status: EssayStatus };
  },
  /** Runs in the evaluation's transaction once it is recorded (its notification). */
  within?: (tx: Queryable) => Promise<unknown>,
): Promise<EssayRow | 'not_submitted' | 'stale' | null> {
  const outcome = await db.transaction(async (tx) => {
    const [essay] = await tx.query<{ status: EssayStatus; version: number }>(
      'SELECT status, version FROM essays WHERE id = $1 FOR UPDATE',
      [evaluation.essayId],
    );
    if (!essay) return null;
    const { expected } = evaluation;
    if (expected && (expected.version !== essay.version || expected.status !== essay.status))
      return 'stale' as const;
    if (essay.status !== 'submitted') return 'not_submitted' as const;
    await tx.query('UPDATE essays SET status = $2, updated_at = $3 WHERE id = $1', [
      evaluation.essayId,
      evaluation.verdict,
      evaluation.now,
    ]);
    await tx.query(
      `UPDATE essay_versions SET status = $3, feedback = $4, evaluated_at = $5, evaluated_by = $6
        WHERE essay_id = $1 AND version = $2`,
      [
        evaluation.essayId,
        essay.version,
        evaluation.verdict,
        evaluation.feedback,
        evaluation.now,
        evaluation.evaluatorId,
      ],
    );
    await within?.(tx);
    return 'done' as const;
  });
  if (outcome !== 'done') return outcome;
  return findEssayById(db, evaluation.essayId);
}
