import type { Queryable } from '../db/database';
import type { KeyQuestion, ScoredAnswer } from '../completion/scoring';

/** SQL for the tests after each topic and the students' attempts (decision 0702). */

export interface TestListRow {
  id: number;
  topic_id: number;
  title: string;
  question_count: number;
  max_score: number;
  open: boolean;
  attempts: number;
  best_score: number | null;
  last_submitted_at: Date | null;
}

/** A course's tests in topic order, each with whether it is open for the student and their standing. */
export function listCourseTests(
  db: Queryable,
  courseId: number,
  userId: number,
  now: Date,
): Promise<TestListRow[]> {
  return db.query<TestListRow>(
    `SELECT tt.id, tt.topic_id, tt.title,
            (SELECT count(*)::int FROM test_questions q WHERE q.test_id = tt.id AND q.retired_at IS NULL) AS question_count,
            (SELECT coalesce(sum(q.points), 0)::int FROM test_questions q
              WHERE q.test_id = tt.id AND q.retired_at IS NULL) AS max_score,
            topic_open_for(t.id, $2, $3::timestamptz) AS open,
            count(a.id)::int AS attempts, max(a.score) AS best_score, max(a.submitted_at) AS last_submitted_at
       FROM topic_tests tt
       JOIN topics t ON t.id = tt.topic_id
       LEFT JOIN test_attempts a ON a.test_id = tt.id AND a.user_id = $2
      WHERE t.course_id = $1
      GROUP BY tt.id, t.id
      ORDER BY t.position, t.id`,
    [courseId, userId, now],
  );
}

export interface TestAccess {
  id: number;
  course_id: number;
  topic_id: number;
  title: string;
  enrolled: boolean;
  open: boolean;
}

/** Where a test sits and whether the student may take it; null when there is no such test. */
export async function testAccess(
  db: Queryable,
  testId: number,
  userId: number,
  now: Date,
): Promise<TestAccess | null> {
  const [row] = await db.query<TestAccess>(
    `SELECT tt.id, t.course_id, t.id AS topic_id, tt.title,
            EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = t.course_id AND e.user_id = $2) AS enrolled,
            topic_open_for(t.id, $2, $3::timestamptz) AS open
       FROM topic_tests tt JOIN topics t ON t.id = tt.topic_id
      WHERE tt.id = $1`,
    [testId, userId, now],
  );
  return row ?? null;
}

export interface QuestionWithKey extends KeyQuestion {
  prompt: string;
  labels: string[];
}

/**
 * A test's current questions in order (not those a replacement retired), with their choices and the
 * key (which stays on the server).
 */
export async function testQuestions(db: Queryable, testId: number): Promise<QuestionWithKey[]> {
  const rows = await db.query<{
    id: number;
    prompt: string;
    kind: 'single' | 'multiple';
    points: number;
    choice_id: number | null;
    label: string | null;
    correct: boolean | null;
  }>(
    `SELECT q.id, q.prompt, q.kind, q.points, c.id AS choice_id, c.label, c.correct
       FROM test_questions q LEFT JOIN test_choices c ON c.question_id = q.id
      WHERE q.test_id = $1 AND q.retired_at IS NULL
      ORDER BY q.position, q.id, c.position, c.id`,
    [testId],
  );
  const questions: QuestionWithKey[] = [];
  for (const row of rows) {
    let question = questions[questions.length - 1];
    if (!question || question.id !== row.id) {
      question = {
        id: row.id,
        prompt: row.prompt,
        kind: row.kind,
        points: row.points,
        choices: [],
        correct: [],
        labels: [],
      };
      questions.push(question);
    }
    if (row.choice_id === null) continue;
    (question.choices as number[]).push(row.choice_id);
    question.labels.push(row.label ?? '');
    if (row.correct) (question.correct as number[]).push(row.choice_id);
  }
  return questions;
}

export interface AttemptStanding {
  attempts: number;
  best_score: number | null;
  last_submitted_at: Date | null;
}

export async function attemptStanding(
  db: Queryable,
  testId: number,
  userId: number,
): Promise<AttemptStanding> {
  const [row] = await db.query<AttemptStanding>(
    `SELECT count(*)::int AS attempts, max(score) AS best_score, max(submitted_at) AS last_submitted_at
       FROM test_attempts WHERE test_id = $1 AND user_id = $2`,
    [testId, userId],
  );
  return row ?? { attempts: 0, best_score: null, last_submitted_at: null };
}

export interface AttemptRow {
  id: number;
  test_id: number;
  course_id: number;
  number: number;
  score: number;
  max_score: number;
  answers: ScoredAnswer[];
  submitted_at: Date;
}

const ATTEMPT_SELECT = `SELECT a.id, a.test_id, t.course_id, a.number, a.score, a.max_score, a.answers, a.submitted_at
   FROM test_attempts a JOIN topic_tests tt ON tt.id = a.test_id JOIN topics t ON t.id = tt.topic_id`;

/** JSON columns come back parsed from `pg` and PGlite alike; a string (a driver that does not) is parsed here. */
function attemptRow(row: AttemptRow): AttemptRow {
  const answers: unknown = row.answers;
  return { ...row, answers: (typeof answers === 'string' ? JSON.parse(answers) : answers) as ScoredAnswer[] };
}

/**
 * Records the student's `number`th attempt; null when that number is taken (another submission won
 * the race past the cooldown).
 */
export async function insertAttempt(
  db: Queryable,
  attempt: {
    testId: number;
    userId: number;
    number: number;
    score: number;
    maxScore: number;
    answers: ScoredAnswer[];
    now: Date;
  },
): Promise<AttemptRow | null> {
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO test_attempts (test_id, user_id, number, score, max_score, answers, submitted_at, test_version)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, (SELECT version FROM topic_tests WHERE id = $1))
     ON CONFLICT (test_id, user_id, number) DO NOTHING
     RETURNING id`,
    [
      attempt.testId,
      attempt.userId,
      attempt.number,
      attempt.score,
      attempt.maxScore,
      JSON.stringify(attempt.answers),
      attempt.now,
    ],
  );
  return inserted ? findAttempt(db, inserted.id, attempt.userId) : null;
}

/** One of the student's attempts; null when there is none of theirs with this id. */
export async function findAttempt(
  db: Queryable,
  attemptId: number,
  userId: number,
): Promise<AttemptRow | null> {
  const [row] = await db.query<AttemptRow>(`${ATTEMPT_SELECT} WHERE a.id = $1 AND a.user_id = $2`, [
    attemptId,
    userId,
  ]);
  return row ? attemptRow(row) : null;
}

/** The student's attempts at a test, first to last. */
export async function listAttempts(db: Queryable, testId: number, userId: number): Promise<AttemptRow[]> {
  const rows = await db.query<AttemptRow>(
    `${ATTEMPT_SELECT} WHERE a.test_id = $1 AND a.user_id = $2 ORDER BY a.number`,
    [testId, userId],
  );
  return rows.map(attemptRow);
}

/** The key of every question of the given tests: question id → correct choice ids. */
export async function keysOf(db: Queryable, testIds: number[]): Promise<Map<number, number[]>> {
  if (testIds.length === 0) return new Map();
  const rows = await db.query<{ question_id: number; id: number }>(
    `SELECT c.question_id, c.id FROM test_choices c JOIN test_questions q ON q.id = c.question_id
      WHERE q.test_id = ANY($1::int[]) AND c.correct ORDER BY c.question_id, c.position, c.id`,
    [testIds],
  );
  const keys = new Map<number, number[]>();
  for (const row of rows) keys.set(row.question_id, [...(keys.get(row.question_id) ?? []), row.id]);
  return keys;
}

/** The sum of the student's best attempt at each test of the course, and the most there is. */
export async function testPoints(
  db: Queryable,
  courseId: number,
  userId: number,
): Promise<{ points: number; max: number }> {
  const [row] = await db.query<{ points: number; max: number }>(
    `SELECT
       coalesce((SELECT sum(best) FROM (
          SELECT max(a.score) AS best FROM test_attempts a
            JOIN topic_tests tt ON tt.id = a.test_id JOIN topics t ON t.id = tt.topic_id
           WHERE t.course_id = $1 AND a.user_id = $2 GROUP BY a.test_id) b), 0)::int AS points,
       coalesce((SELECT sum(q.points) FROM test_questions q
            JOIN topic_tests tt ON tt.id = q.test_id JOIN topics t ON t.id = tt.topic_id
           WHERE t.course_id = $1 AND q.retired_at IS NULL), 0)::int AS max`,
    [courseId, userId],
  );
  return row ?? { points: 0, max: 0 };
}
