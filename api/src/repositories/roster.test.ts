import type { Database } from '../db/database';
import { databaseTargets, openCourseDatabase } from '../test-helpers/test-app';
import { containsPattern } from './question-listing';
import { listRoster, type RosterFilter, type RosterRowData } from './roster';

/**
 * The roster reads enrolment_summaries (migration 0130, decision 0136). Each kind of write that changes
 * a student's row must leave it exact in the same transaction: a lecture completed, a better and a
 * worse attempt, an essay submitted, returned and accepted, a certificate issued and revoked, and
 * two writes for one student at once.
 */

const ALL: RosterFilter = { courseId: 1, search: '', essays: 'any', certificate: 'any', sort: 'name' };

describe.each(databaseTargets())('roster summaries (%s)', (target) => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    ({ db, drop } = await openCourseDatabase(target, 2));
    // A second course, whose topic and lecture stay off course 1's roster.
    await db.query(
      `INSERT INTO courses (id, title, course_description, tenge_price, new_price, old_price)
       VALUES (2, 'Mediation', 'Another', 1, 1, 1)`,
    );
    await db.query(`INSERT INTO topics (id, course_id, position, title) VALUES (3, 2, 1, 'Other')`);
    await db.query(
      `INSERT INTO lectures (id, topic_id, position, title)
       VALUES (1, 1, 1, 'L1'), (2, 1, 2, 'L2'), (3, 2, 1, 'L3'), (4, 3, 1, 'Other course')`,
    );
    await db.query(
      `INSERT INTO topic_tests (id, topic_id, title) VALUES (1, 1, 'T1'), (2, 2, 'T2'), (3, 3, 'T3')`,
    );
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name)
       VALUES (1, 'aida@academy.test', 'x', 'Aida', 'Bekova'), (2, 'yerlan@academy.test', 'x', 'Yerlan', 'Sadyk')`,
    );
    await db.query(
      `INSERT INTO enrollments (user_id, course_id, created_at) VALUES (1, 1, now()), (2, 1, now())`,
    );
  });
  afterEach(() => drop());

  async function rowOf(userId: number): Promise<RosterRowData> {
    const { rows } = await listRoster(db, ALL, { limit: 50, offset: 0 }, containsPattern);
    const row = rows.find((r) => r.user_id === userId);
    if (!row) throw new Error(`student ${userId} is not on the roster`);
    return row;
  }
  const complete = (userId: number, lectureId: number, on: Pick<Database, 'query'> = db) =>
    on.query(
      `INSERT INTO lecture_progress (user_id, lecture_id, position_seconds, completed_at, updated_at)
       VALUES ($1, $2, 10, now(), now())
       ON CONFLICT (user_id, lecture_id) DO UPDATE SET completed_at = coalesce(lecture_progress.completed_at, now())`,
      [userId, lectureId],
    );
  let attempts = 0;
  const attempt = (userId: number, testId: number, score: number, on: Pick<Database, 'query'> = db) =>
    on.query(
      `INSERT INTO test_attempts (test_id, user_id, number, score, max_score, answers, submitted_at)
       VALUES ($1, $2, $3, $4, 10, '[]', now())`,
      [testId, userId, ++attempts, score],
    );
  const essayStatus = (userId: number, topicId: number | null, status: string) =>
    db.query(
      `INSERT INTO essays (user_id, course_id, topic_id, status, body, created_at, updated_at)
       VALUES ($1, 1, $2, $3, 'Text', now(), now())
       ON CONFLICT (user_id, course_id, topic_id) DO UPDATE SET status = excluded.status, updated_at = now()`,
      [userId, topicId, status],
    );

  it('starts from the enrolment, with nothing done', async () => {
    expect(await rowOf(1)).toMatchObject({
      lectures_completed: 0,
      lectures_total: 3,
      test_points: 0,
      draft: 0,
      submitted: 0,
      final_essay: null,
      certificate_number: null,
    });
  });

  it('counts a completed lecture once, and only in its own course', async () => {
    await complete(1, 1);
    await complete(1, 1);
    await complete(1, 3);
    await complete(1, 4);
    // Saving the position again (not a completion) changes nothing.
    await db.query('UPDATE lecture_progress SET position_seconds = 50 WHERE user_id = 1 AND lecture_id = 2');
    expect((await rowOf(1)).lectures_completed).toBe(2);
    expect((await rowOf(2)).lectures_completed).toBe(0);
  });

  it('sums the best attempt at each test: a worse attempt leaves it, a better one raises it', async () => {
    await attempt(1, 1, 6);
    expect((await rowOf(1)).test_points).toBe(6);
    await attempt(1, 1, 3);
    expect((await rowOf(1)).test_points).toBe(6);
    await attempt(1, 1, 9);
    await attempt(1, 2, 4);
    // Another course's test is not this course's points.
    await attempt(1, 3, 10);
    expect((await rowOf(1)).test_points).toBe(13);
  });

  it('follows an essay through draft, submission, return, resubmission and acceptance', async () => {
    await essayStatus(1, 1, 'draft');
    expect(await rowOf(1)).toMatchObject({ draft: 1, submitted: 0 });
    await essayStatus(1, 1, 'submitted');
    expect(await rowOf(1)).toMatchObject({ draft: 0, submitted: 1 });
    await essayStatus(1, 1, 'returned');
    expect(await rowOf(1)).toMatchObject({ submitted: 0, returned: 1 });
    await essayStatus(1, null, 'submitted');
    expect(await rowOf(1)).toMatchObject({ submitted: 1, returned: 1, final_essay: 'submitted' });
    await essayStatus(1, null, 'accepted');
    expect(await rowOf(1)).toMatchObject({ submitted: 0, accepted: 1, final_essay: 'accepted' });
    const accepted = await listRoster(
      db,
      { ...ALL, essays: 'final_accepted' },
      { limit: 50, offset: 0 },
      containsPattern,
    );
    expect(accepted.rows.map((r) => r.user_id)).toEqual([1]);
  });

  it('shows a certificate when issued and as revoked when withdrawn', async () => {
    await db.query(
      `INSERT INTO certificates (number, user_id, course_id, student_name, course_title, issued_at)
       VALUES ('AB-123', 1, 1, 'Aida Bekova', 'Arbitration', now())`,
    );
    expect(await rowOf(1)).toMatchObject({ certificate_number: 'AB-123', certificate_revoked: false });
    await db.query(
      `UPDATE certificates SET revoked_at = now(), revocation_reason = 'Copied' WHERE number = 'AB-123'`,
    );
    expect(await rowOf(1)).toMatchObject({ certificate_number: 'AB-123', certificate_revoked: true });
    const revoked = await listRoster(
      db,
      { ...ALL, certificate: 'revoked' },
      { limit: 50, offset: 0 },
      containsPattern,
    );
    expect(revoked.rows.map((r) => r.user_id)).toEqual([1]);
  });

  it('gives a late enrolment what the student already did, and drops the row with the enrolment', async () => {
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name) VALUES (3, 'c@a.test', 'x', 'C', 'D')`,
    );
    await complete(3, 1);
    await attempt(3, 1, 7);
    await db.query(`INSERT INTO enrollments (user_id, course_id, created_at) VALUES (3, 1, now())`);
    expect(await rowOf(3)).toMatchObject({ lectures_completed: 1, test_points: 7 });
    await db.query('DELETE FROM enrollments WHERE user_id = 3');
    await expect(rowOf(3)).rejects.toThrow('not on the roster');
  });

  it('forgets the completions of a deleted lecture and the points of a deleted test', async () => {
    await complete(1, 1);
    await complete(1, 2);
    await attempt(1, 1, 5);
    await attempt(1, 2, 4);
    await db.query('DELETE FROM lectures WHERE id = 2');
    await db.query('DELETE FROM topic_tests WHERE id = 2');
    expect(await rowOf(1)).toMatchObject({ lectures_completed: 1, lectures_total: 2, test_points: 5 });
  });

  if (target === 'postgres') {
    it('counts both of two concurrent writes for one student', async () => {
      // The first writer holds the student's row until the second has taken its snapshot and waits
      // for the lock: the second must recompute after the first commits, or it would miss its attempt.
      let second: Promise<unknown> = Promise.resolve();
      await db.transaction(async (tx) => {
        await attempt(1, 1, 9, tx);
        await complete(1, 1, tx);
        second = db.transaction((other) => attempt(1, 2, 4, other));
        const waiting = async () => {
          const [row] = await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%test_attempts%'`,
          );
          return (row?.n ?? 0) > 0;
        };
        for (let tries = 0; tries < 100 && !(await waiting()); tries += 1)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(await waiting()).toBe(true);
      });
      await second;
      expect(await rowOf(1)).toMatchObject({ lectures_completed: 1, test_points: 13 });
    });
  }
});
