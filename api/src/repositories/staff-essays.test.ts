import type { Database } from '../db/database';
import { databaseTargets, openCourseDatabase } from '../test-helpers/test-app';
import { recordEvaluation, saveDraft, submitEssay } from './essays';
import { listEssayQueue, type QueueQuery } from './staff-essays';

/**
 * The instructors' queue reads the latest submission's time kept on `essays` and its total from
 * `essay_queue_counts` (migration 0142, decision 0184). Each write that moves an essay in or out of
 * the queue must leave both exact in its own transaction: a first submission, an evaluation, a
 * resubmission of a returned essay, a bulk load as the seeds write it, a student or a topic deleted.
 */

const WAITING: QueueQuery = { status: 'submitted', topic: null, courseId: null, limit: 20, offset: 0 };
const EVERY: QueueQuery = { ...WAITING, status: 'all' };

describe.each(databaseTargets())('essay queue order and counts (%s)', (target) => {
  let db: Database;
  let drop: () => Promise<void>;
  let clock = Date.parse('2026-11-01T09:00:00Z');
  const tick = () => new Date((clock += 60_000));

  beforeEach(async () => {
    ({ db, drop } = await openCourseDatabase(target, 2));
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name)
       SELECT i, 'student' || i || '@academy.test', 'x', 'Student', 'No. ' || i FROM generate_series(1, 4) i`,
    );
  });
  afterEach(() => drop());

  async function submit(userId: number, topicId: number | null): Promise<number> {
    await saveDraft(db, {
      userId,
      courseId: 1,
      topicId,
      body: 'An essay on the seat.',
      wordCount: 5,
      now: tick(),
    });
    const essay = await submitEssay(db, { userId, courseId: 1, topicId, now: tick() }, () => null);
    if (typeof essay !== 'object' || essay === null || !('id' in essay))
      throw new Error(`not submitted: ${essay}`);
    return essay.id;
  }
  const evaluate = (essayId: number, verdict: 'accepted' | 'returned') =>
    recordEvaluation(db, { essayId, verdict, feedback: 'Read', evaluatorId: null, now: tick() });

  /** The queue as an instructor reads it, and what counting the essays themselves gives. */
  async function queue(query: QueueQuery): Promise<{ ids: number[]; count: number; recount: number }> {
    const { rows, count } = await listEssayQueue(db, query);
    const [recount] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM essays
        WHERE version > 0 AND ($1::text = 'all' OR status = $1) AND ($2::boolean IS NOT TRUE OR topic_id IS NULL)`,
      [query.status, query.topic === 'final'],
    );
    return { ids: rows.map((row) => row.id), count, recount: recount?.n ?? -1 };
  }

  it('queues a first submission, leaves drafts out, and counts by status and topic', async () => {
    await saveDraft(db, { userId: 4, courseId: 1, topicId: 1, body: 'Not yet.', wordCount: 2, now: tick() });
    const first = await submit(1, 1);
    const second = await submit(2, null);
    expect(await queue(WAITING)).toEqual({ ids: [first, second], count: 2, recount: 2 });
    expect(await queue({ ...WAITING, topic: 'final' })).toEqual({ ids: [second], count: 1, recount: 1 });
    expect((await listEssayQueue(db, { ...WAITING, topic: 2 })).count).toBe(0);
    expect((await listEssayQueue(db, { ...WAITING, courseId: 2 })).count).toBe(0);
  });

  it('moves an evaluated essay to its status, and a resubmitted one to the end of the queue', async () => {
    const first = await submit(1, 1);
    const second = await submit(2, 1);
    await evaluate(first, 'returned');
    expect(await queue(WAITING)).toEqual({ ids: [second], count: 1, recount: 1 });
    expect(await queue({ ...WAITING, status: 'returned' })).toEqual({ ids: [first], count: 1, recount: 1 });

    // The revision saved as a draft keeps the essay returned until it is submitted again.
    await saveDraft(db, {
      userId: 1,
      courseId: 1,
      topicId: 1,
      body: 'A better essay.',
      wordCount: 3,
      now: tick(),
    });
    expect((await listEssayQueue(db, { ...WAITING, status: 'returned' })).count).toBe(1);
    await submitEssay(db, { userId: 1, courseId: 1, topicId: 1, now: tick() }, () => null);
    expect(await queue(WAITING)).toEqual({ ids: [second, first], count: 2, recount: 2 });
    expect((await listEssayQueue(db, { ...WAITING, status: 'returned' })).count).toBe(0);

    await evaluate(second, 'accepted');
    expect(await queue(EVERY)).toEqual({ ids: [second, first], count: 2, recount: 2 });
    expect(await queue(WAITING)).toEqual({ ids: [first], count: 1, recount: 1 });
  });

  it('keeps order and counts exact for a bulk load, a deleted student and a deleted topic', async () => {
    // As the seeds write them: the essays, then all their versions in one statement.
    await db.query(
      `INSERT INTO essays (id, user_id, course_id, topic_id, status, body, version, created_at, updated_at)
       VALUES (11, 1, 1, 1, 'submitted', 'a', 1, now(), now()), (12, 2, 1, 1, 'returned', 'b', 2, now(), now()),
              (13, 3, 1, 2, 'submitted', 'c', 1, now(), now())`,
    );
    await db.query(
      `INSERT INTO essay_versions (essay_id, version, body, word_count, submitted_at, status)
       VALUES (11, 1, 'a', 1, '2026-10-03', 'submitted'), (12, 1, 'b', 1, '2026-10-01', 'returned'),
              (12, 2, 'b', 1, '2026-10-05', 'returned'), (13, 1, 'c', 1, '2026-10-02', 'submitted')`,
    );
    // Ordered by the latest version's time: essay 12's first version (the oldest of all) is not it.
    expect(await queue(EVERY)).toEqual({ ids: [13, 11, 12], count: 3, recount: 3 });

    await db.query('DELETE FROM users WHERE id = 3');
    expect(await queue(WAITING)).toEqual({ ids: [11], count: 1, recount: 1 });
    await db.query('DELETE FROM topics WHERE id = 1');
    expect(await queue(EVERY)).toEqual({ ids: [], count: 0, recount: 0 });
    const [left] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM essay_queue_counts WHERE essays <> 0',
    );
    expect(left?.n).toBe(0);
  });
});
