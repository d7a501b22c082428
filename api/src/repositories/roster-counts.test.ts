import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../db/database';
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate';
import {
  databaseTargets,
  insertCourseAndTopics,
  openCourseDatabase,
  openTestDatabase,
} from '../test-helpers/test-app';
import { containsPattern } from './question-listing';
import { listRoster, type RosterFilter } from './roster';
import { deleteUser } from './users';

/**
 * The default roster's total comes from `roster_counts` (migration 0143, decision 0137), kept per
 * statement by triggers on enrolment_summaries. Every write that adds, removes or moves an enrolment
 * must leave it equal to counting the summaries (and the enrolments), per course and for all courses,
 * in its own transaction: a single enrolment, a bulk one as the seeds write it, a repeated one, a
 * deleted account, a refund, a deleted course, an emptied table, and the backfill of the migration.
 */

const DEFAULT: RosterFilter = { courseId: null, search: '', essays: 'any', certificate: 'any', sort: 'name' };
const COURSES = [null, 1, 2, 3];

async function addCourses(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO courses (id, title, course_description, tenge_price, new_price, old_price)
     VALUES (2, 'Mediation', 'Another', 1, 1, 1), (3, 'Nobody', 'Empty', 1, 1, 1)`,
  );
  await db.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name)
     SELECT i, 'student' || i || '@academy.test', 'x', 'Student', 'No. ' || i FROM generate_series(1, 40) i`,
  );
}

/**
 * Per course (null: all), the roster's total as answered, the kept counts read directly, and the
 * summaries and enrolments counted.
 */
async function totals(
  db: Database,
): Promise<{ course: number | null; roster: number; kept: number; summaries: number; enrolments: number }[]> {
  const result = [];
  for (const course of COURSES) {
    const { count } = await listRoster(
      db,
      { ...DEFAULT, courseId: course },
      { limit: 1, offset: 0 },
      containsPattern,
    );
    const [real] = await db.query<{ kept: number; summaries: number; enrolments: number }>(
      `SELECT (SELECT coalesce(sum(enrolments), 0)::int FROM roster_counts
                WHERE $1::int IS NULL OR course_id = $1::int) AS kept,
              (SELECT count(*)::int FROM enrolment_summaries WHERE $1::int IS NULL OR course_id = $1::int) AS summaries,
              (SELECT count(*)::int FROM enrollments WHERE $1::int IS NULL OR course_id = $1::int) AS enrolments`,
      [course],
    );
    result.push({
      course,
      roster: count,
      kept: real?.kept ?? -1,
      summaries: real?.summaries ?? -1,
      enrolments: real?.enrolments ?? -1,
    });
  }
  return result;
}

/** The roster's totals, each checked against the counted summaries and enrolments, as [all, 1, 2, 3]. */
async function expectTotals(db: Database, expected: number[]): Promise<void> {
  const got = await totals(db);
  expect(got).toEqual(
    COURSES.map((course, i) => ({
      course,
      roster: expected[i],
      kept: expected[i],
      summaries: expected[i],
      enrolments: expected[i],
    })),
  );
}

describe.each(databaseTargets())('roster counts (%s)', (target) => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    ({ db, drop } = await openCourseDatabase(target, 2));
    await addCourses(db);
  });
  afterEach(() => drop());

  const enrol = (userId: number, courseId: number) =>
    db.query(
      'INSERT INTO enrollments (user_id, course_id, created_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING',
      [userId, courseId],
    );

  it('answers 0 with no enrolments, and counts single and bulk enrolments per course', async () => {
    await expectTotals(db, [0, 0, 0, 0]);
    await enrol(1, 1);
    await expectTotals(db, [1, 1, 0, 0]);
    // Enrolling twice (the seeds' and the payment's ON CONFLICT DO NOTHING) adds nothing.
    await enrol(1, 1);
    await expectTotals(db, [1, 1, 0, 0]);
    // One statement over two courses, as seed:large and the seeds' batches write them.
    await db.query(
      `INSERT INTO enrollments (user_id, course_id, created_at)
       SELECT i, 1 + i % 2, now() FROM generate_series(2, 31) i`,
    );
    await expectTotals(db, [31, 16, 15, 0]);
  });

  it('drops an enrolment with a deleted account, a refund, a deleted course, and keeps it on other updates', async () => {
    await db.query(
      `INSERT INTO enrollments (user_id, course_id, created_at)
       SELECT i, c, now() FROM generate_series(1, 10) i, generate_series(1, 2) c`,
    );
    await expectTotals(db, [20, 10, 10, 0]);
    // Account deletion: the user's enrolments and summaries go by cascade.
    await deleteUser(db, 1);
    await expectTotals(db, [18, 9, 9, 0]);
    // A refund, as staff record it: the enrolment deleted by its payment (here by its key).
    await db.query('DELETE FROM enrollments WHERE user_id = 2 AND course_id = 1');
    await expectTotals(db, [17, 8, 9, 0]);
    // Several accounts at once, in one statement.
    await db.query('DELETE FROM users WHERE id IN (3, 4, 5)');
    await expectTotals(db, [11, 5, 6, 0]);
    // Updates that keep the enrolment where it is (a payment attached, a date moved) change nothing.
    await db.query("UPDATE enrollments SET created_at = now() - interval '1 day' WHERE course_id = 2");
    await db.query(
      'UPDATE enrolment_summaries SET lectures_completed = lectures_completed WHERE course_id = 1',
    );
    await expectTotals(db, [11, 5, 6, 0]);
    // A deleted course takes its enrolments, summaries and count with it.
    await db.query('DELETE FROM courses WHERE id = 2');
    await expectTotals(db, [5, 5, 0, 0]);
    const [kept] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM roster_counts WHERE course_id = 2',
    );
    expect(kept?.n).toBe(0);
  });

  it('moves the count with a summary moved to another course', async () => {
    // A summary's key follows its enrolment's; to move one, the target enrolment must exist without
    // its own summary. Nothing in the application does this: the trigger is there so nothing can drift.
    await enrol(7, 1);
    await enrol(7, 2);
    await db.query('DELETE FROM enrolment_summaries WHERE user_id = 7 AND course_id = 2');
    await db.query('UPDATE enrolment_summaries SET course_id = 2 WHERE user_id = 7 AND course_id = 1');
    const got = await totals(db);
    expect(got.map(({ course, roster, kept, summaries }) => ({ course, roster, kept, summaries }))).toEqual([
      { course: null, roster: 1, kept: 1, summaries: 1 },
      { course: 1, roster: 0, kept: 0, summaries: 0 },
      { course: 2, roster: 1, kept: 1, summaries: 1 },
      { course: 3, roster: 0, kept: 0, summaries: 0 },
    ]);
  });

  it('empties the counts with the enrolments truncated, and counts again from there', async () => {
    await db.query(
      `INSERT INTO enrollments (user_id, course_id, created_at) SELECT i, 1, now() FROM generate_series(1, 5) i`,
    );
    await db.query('TRUNCATE enrollments CASCADE');
    await expectTotals(db, [0, 0, 0, 0]);
    await enrol(1, 2);
    await expectTotals(db, [1, 0, 1, 0]);
  });

  it('keeps the filtered and searched totals on the summaries', async () => {
    await db.query(
      `INSERT INTO enrollments (user_id, course_id, created_at) SELECT i, 1, now() FROM generate_series(1, 6) i`,
    );
    await db.query(
      `INSERT INTO certificates (number, user_id, course_id, student_name, course_title, issued_at)
       VALUES ('AB-1', 1, 1, 'A', 'Arbitration', now())`,
    );
    const count = async (filter: Partial<RosterFilter>) =>
      (await listRoster(db, { ...DEFAULT, ...filter }, { limit: 1, offset: 0 }, containsPattern)).count;
    expect(await count({})).toBe(6);
    expect(await count({ certificate: 'valid' })).toBe(1);
    expect(await count({ certificate: 'none', courseId: 1 })).toBe(5);
    expect(await count({ search: 'student3@' })).toBe(1);
    expect(await count({ search: 'nobody-at-all' })).toBe(0);
  });
});

describe.each(databaseTargets())('roster counts backfill (%s)', (target) => {
  it('counts the enrolments that were there before the migration', async () => {
    const earlier = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-migrations-'));
    const { db, drop } = await openTestDatabase(target);
    try {
      for (const file of await fs.readdir(MIGRATIONS_DIR))
        if (file < '0143') await fs.copyFile(path.join(MIGRATIONS_DIR, file), path.join(earlier, file));
      await runMigrations(db, earlier);
      await insertCourseAndTopics(db, 1);
      await addCourses(db);
      await db.query(
        `INSERT INTO enrollments (user_id, course_id, created_at)
         SELECT i, 1 + i % 2, now() FROM generate_series(1, 7) i`,
      );
      expect(await runMigrations(db)).toContain('0143-roster-counts.sql');
      await expectTotals(db, [7, 3, 4, 0]);
      await db.query('DELETE FROM users WHERE id = 2');
      await expectTotals(db, [6, 2, 4, 0]);
    } finally {
      await drop();
      await fs.rm(earlier, { recursive: true, force: true });
    }
  });
});
