import type { Database } from '../db/database';
import {
  type AttemptRow,
  attemptStanding,
  findAttempt,
  insertAttempt,
  keysOf,
  listAttempts,
  listCourseTests,
  testAccess,
  testQuestions,
} from '../repositories/tests';
import type { AttemptBodyShape, TestSummaryBody, TopicTestBody } from '@academy/contract/completion';
import { nextAttemptAt } from './cooldown';
import { keyRevealed } from './requirements';
import { type AnswerProblem, type GivenAnswer, answerProblem, maxScore, scoreAttempt } from './scoring';

/**
 * Tests after each topic (decision 0702): read without their key, taken with retakes after a
 * cooldown, scored here, the best attempt counting. A closed topic's test is refused as its lectures
 * are ("This topic is not open yet.", 403).
 */

export type TestRefusal = 'not_found' | 'not_enrolled' | 'topic_closed';

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

async function access(db: Database, testId: number, userId: number, now: Date) {
  const test = await testAccess(db, testId, userId, now);
  if (test === null) return 'not_found' as const;
  if (!test.enrolled) return 'not_enrolled' as const;
  if (!test.open) return 'topic_closed' as const;
  return test;
}

function standingBody(standing: {
  attempts: number;
  best_score: number | null;
  last_submitted_at: Date | null;
}) {
  return {
    attempts: standing.attempts,
    best_score: standing.best_score,
    next_attempt_at: iso(
      nextAttemptAt(standing.attempts, standing.last_submitted_at && new Date(standing.last_submitted_at)),
    ),
  };
}

/** The course's tests for an enrolled student (the caller checked the enrolment). */
export async function courseTests(
  db: Database,
  courseId: number,
  userId: number,
  now: Date,
): Promise<TestSummaryBody[]> {
  const rows = await listCourseTests(db, courseId, userId, now);
  return rows.map((row) => ({
    id: row.id,
    topic: row.topic_id,
    title: row.title,
    question_count: row.question_count,
    max_score: row.max_score,
    is_open: row.open,
    ...standingBody(row),
  }));
}

/** A test to take: its questions and choices, never which are correct. */
export async function readTest(
  db: Database,
  testId: number,
  userId: number,
  now: Date,
): Promise<TopicTestBody | TestRefusal> {
  const test = await access(db, testId, userId, now);
  if (typeof test === 'string') return test;
  const [questions, standing] = await Promise.all([
    testQuestions(db, testId),
    attemptStanding(db, testId, userId),
  ]);
  return {
    id: test.id,
    topic: test.topic_id,
    title: test.title,
    max_score: maxScore(questions),
    questions: questions.map((question) => ({
      id: question.id,
      prompt: question.prompt,
      kind: question.kind,
      points: question.points,
      choices: question.choices.map((id, index) => ({ id, label: question.labels[index] ?? '' })),
    })),
    ...standingBody(standing),
  };
}

function attemptBody(row: AttemptRow, keys: Map<number, number[]> | null): AttemptBodyShape {
  return {
    id: row.id,
    test: row.test_id,
    number: row.number,
    score: row.score,
    max_score: row.max_score,
    submitted_at: new Date(row.submitted_at).toISOString(),
    key_revealed: keys !== null,
    answers: row.answers.map((answer) => ({
      question: answer.question,
      choices: answer.choices,
      correct: answer.correct,
      points: answer.points,
      correct_choices: keys === null ? null : (keys.get(answer.question) ?? []),
    })),
  };
}

/** The test keys an attempt of this student may show: all of them once the tests requirement is met. */
async function keysFor(db: Database, courseId: number, userId: number, testIds: number[]) {
  return (await keyRevealed(db, courseId, userId)) ? keysOf(db, testIds) : null;
}

export type SubmitOutcome =
  | { kind: 'scored'; attempt: AttemptBodyShape & { best_score: number; next_attempt_at: string } }
  | { kind: 'refused'; reason: TestRefusal }
  | { kind: 'invalid'; problem: AnswerProblem }
  | { kind: 'cooldown'; retryAfterSeconds: number };

/**
 * Scores and records an attempt, unless the test is closed to the student, the answers do not fit
 * its questions, or the cooldown since the previous attempt has not passed. Of two submissions
 * racing past the cooldown only one is recorded; the other waits like any early one.
 */
export async function submitAttempt(
  db: Database,
  submission: { testId: number; userId: number; answers: GivenAnswer[]; now: Date },
): Promise<SubmitOutcome> {
  const { testId, userId, now } = submission;
  const test = await access(db, testId, userId, now);
  if (typeof test === 'string') return { kind: 'refused', reason: test };
  const questions = await testQuestions(db, testId);
  const problem = answerProblem(questions, submission.answers);
  if (problem !== null) return { kind: 'invalid', problem };
  const waitUntil = async () => {
    const standing = await attemptStanding(db, testId, userId);
    return nextAttemptAt(
      standing.attempts,
      standing.last_submitted_at && new Date(standing.last_submitted_at),
    );
  };
  const before = await attemptStanding(db, testId, userId);
  const allowedAt = nextAttemptAt(
    before.attempts,
    before.last_submitted_at && new Date(before.last_submitted_at),
  );
  const cooldown = (until: Date | null) => ({
    kind: 'cooldown' as const,
    retryAfterSeconds: Math.max(1, Math.ceil(((until?.getTime() ?? now.getTime()) - now.getTime()) / 1000)),
  });
  if (allowedAt !== null && allowedAt.getTime() > now.getTime()) return cooldown(allowedAt);
  const scored = scoreAttempt(questions, submission.answers);
  const row = await insertAttempt(db, {
    testId,
    userId,
    number: before.attempts + 1,
    score: scored.score,
    maxScore: scored.max_score,
    answers: scored.answers,
    now,
  });
  if (row === null) return cooldown(await waitUntil());
  const after = await attemptStanding(db, testId, userId);
  const keys = await keysFor(db, test.course_id, userId, [testId]);
  return {
    kind: 'scored',
    attempt: {
      ...attemptBody(row, keys),
      best_score: after.best_score ?? row.score,
      next_attempt_at: (nextAttemptAt(after.attempts, new Date(row.submitted_at)) ?? now).toISOString(),
    },
  };
}

/** The student's attempts at a test, first to last. */
export async function testAttempts(
  db: Database,
  testId: number,
  userId: number,
  now: Date,
): Promise<AttemptBodyShape[] | TestRefusal> {
  const test = await access(db, testId, userId, now);
  if (typeof test === 'string') return test;
  const rows = await listAttempts(db, testId, userId);
  const keys = await keysFor(db, test.course_id, userId, [testId]);
  return rows.map((row) => attemptBody(row, keys));
}

/** One attempt of the student's own; null for anyone else's or none. */
export async function attemptOf(
  db: Database,
  attemptId: number,
  userId: number,
): Promise<AttemptBodyShape | null> {
  const row = await findAttempt(db, attemptId, userId);
  if (row === null) return null;
  return attemptBody(row, await keysFor(db, row.course_id, userId, [row.test_id]));
}
