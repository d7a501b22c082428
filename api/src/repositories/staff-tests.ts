import type { Database, Queryable } from '../db/database';
import { testQuestions } from './tests';

/**
 * SQL for writing a topic's test (decisions 0702, 0192). A replacement retires the current questions
 * (they stay, so past attempts keep their questions and scores) and adds the new ones under the next
 * version; new attempts are scored against the current questions only.
 */

export interface StaffTestRow {
  id: number | null;
  topic_id: number;
  title: string;
  version: number;
  attempts: number;
  questions: {
    id: number;
    prompt: string;
    kind: 'single' | 'multiple';
    points: number;
    choices: { id: number; label: string; correct: boolean }[];
  }[];
}

export interface NewQuestion {
  prompt: string;
  kind: 'single' | 'multiple';
  points: number;
  choices: { label: string; correct: boolean }[];
}

/** The topic's test with its key; a topic without a test answers an empty one; null: no such topic. */
export async function findStaffTest(db: Queryable, topicId: number): Promise<StaffTestRow | null> {
  const [head] = await db.query<{
    topic_id: number;
    id: number | null;
    title: string | null;
    version: number | null;
    attempts: number;
  }>(
    `SELECT t.id AS topic_id, tt.id, tt.title, tt.version,
            (SELECT count(*)::int FROM test_attempts a WHERE a.test_id = tt.id) AS attempts
       FROM topics t LEFT JOIN topic_tests tt ON tt.topic_id = t.id
      WHERE t.id = $1`,
    [topicId],
  );
  if (!head) return null;
  const test: StaffTestRow = {
    id: head.id,
    topic_id: head.topic_id,
    title: head.title ?? '',
    version: head.version ?? 0,
    attempts: head.attempts,
    questions: [],
  };
  if (head.id === null) return test;
  test.questions = (await testQuestions(db, head.id)).map((question) => ({
    id: question.id,
    prompt: question.prompt,
    kind: question.kind,
    points: question.points,
    choices: question.choices.map((id, index) => ({
      id,
      label: question.labels[index] ?? '',
      correct: question.correct.includes(id),
    })),
  }));
  return test;
}

/** Replaces the topic's questions (creating its test if needed); null when there is no such topic. */
export async function replaceTest(
  db: Database,
  topicId: number,
  test: { title: string; questions: NewQuestion[] },
  now: Date,
): Promise<StaffTestRow | null> {
  const done = await db.transaction(async (tx) => {
    const [topic] = await tx.query<{ id: number }>('SELECT id FROM topics WHERE id = $1 FOR UPDATE', [
      topicId,
    ]);
    if (!topic) return false;
    const [saved] = await tx.query<{ id: number }>(
      `INSERT INTO topic_tests (topic_id, title) VALUES ($1, $2)
       ON CONFLICT (topic_id) DO UPDATE SET title = EXCLUDED.title, version = topic_tests.version + 1
       RETURNING id`,
      [topicId, test.title],
    );
    if (!saved) throw new Error('INSERT … RETURNING gave no row');
    await tx.query('UPDATE test_questions SET retired_at = $2 WHERE test_id = $1 AND retired_at IS NULL', [
      saved.id,
      now,
    ]);
    const questions = await tx.query<{ id: number; position: number }>(
      `INSERT INTO test_questions (test_id, position, prompt, kind, points)
       SELECT $1, q.position, q.prompt, q.kind, q.points
         FROM jsonb_to_recordset($2::jsonb) AS q(position int, prompt text, kind text, points int)
       RETURNING id, position`,
      [
        saved.id,
        JSON.stringify(
          test.questions.map((question, position) => ({
            position,
            prompt: question.prompt,
            kind: question.kind,
            points: question.points,
          })),
        ),
      ],
    );
    const idAt = new Map(questions.map((row) => [row.position, row.id]));
    await tx.query(
      `INSERT INTO test_choices (question_id, position, label, correct)
       SELECT c.question_id, c.position, c.label, c.correct
         FROM jsonb_to_recordset($1::jsonb) AS c(question_id int, position int, label text, correct boolean)`,
      [
        JSON.stringify(
          test.questions.flatMap((question, position) =>
            question.choices.map((choice, choicePosition) => ({
              question_id: idAt.get(position),
              position: choicePosition,
              label: choice.label,
              correct: choice.correct,
            })),
          ),
        ),
      ],
    );
    return true;
  });
  return done ? findStaffTest(db, topicId) : null;
}
