import type { Database } from '../db/database';
import { describeOnPostgres, openPlanDatabase, planOf } from '../test-helpers/query-plans';
import { insertCourseAndTopics } from '../test-helpers/test-app';
import { containsPattern } from './question-listing';
import { type RosterFilter, rosterPageSql } from './roster';

/**
 * The plans PostgreSQL picks for roster pages (decision 0136) on a data set shaped like the large one
 * (decision 0184), scaled down: 30,000 enrolments in one course, 600,000 lecture-progress rows, 40,000
 * test attempts and 30,000 essays, a few students holding most of the activity. A page reads
 * enrolment_summaries and users only; the progress, attempts and essays are not in the plan at all,
 * so the page costs the same however busy the students are. PostgreSQL only, as in
 * question-plans.test.ts.
 */

const STUDENTS = 30_000;

describeOnPostgres('roster query plans at scale (PostgreSQL)', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const plan = (sql: { text: string; params: unknown[] }) => planOf(db, sql);

  beforeAll(async () => {
    ({ db, drop } = await openPlanDatabase());
    await insertCourseAndTopics(db, 16);
    await db.query(
      `INSERT INTO lectures (id, topic_id, position, title)
       SELECT i, 1 + (i - 1) / 5, i, 'Lecture ' || i FROM generate_series(1, 80) i`,
    );
    await db.query(
      `INSERT INTO topic_tests (id, topic_id, title) SELECT i, i, 'Test ' || i FROM generate_series(1, 16) i`,
    );
    await db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name)
       SELECT 'student' || i || '@academy.test', 'x', 'First' || (i % 997), 'Last' || (i % 1009)
         FROM generate_series(1, $1::int) i`,
      [STUDENTS],
    );
    await db.query(
      `INSERT INTO enrollments (user_id, course_id, created_at)
       SELECT id, 1, now() - (id || ' minutes')::interval FROM users`,
    );
    // Student 1 + floor(n * r^3): the first students did most of the watching, as in seed:large.
    await db.query(
      `INSERT INTO lecture_progress (user_id, lecture_id, position_seconds, completed_at, updated_at)
       SELECT DISTINCT ON (u, l) u, l, 30, CASE WHEN l % 3 = 0 THEN NULL ELSE now() END, now()
         FROM (SELECT 1 + floor($1::int * power(random(), 3))::int AS u, 1 + floor(80 * random())::int AS l
                 FROM generate_series(1, 600000)) s`,
      [STUDENTS],
    );
    await db.query(
      `INSERT INTO test_attempts (test_id, user_id, number, score, max_score, answers, submitted_at)
       SELECT 1 + i % 16, 1 + floor($1::int * power(random(), 2))::int, i, floor(random() * 11)::int, 10, '[]', now()
         FROM generate_series(1, 40000) i`,
      [STUDENTS],
    );
    await db.query(
      `INSERT INTO essays (user_id, course_id, topic_id, status, body, created_at, updated_at)
       SELECT 1 + i / 16, 1, CASE WHEN i % 16 = 15 THEN NULL ELSE 1 + i % 16 END,
              (ARRAY['draft', 'submitted', 'accepted', 'returned'])[1 + (i / 7) % 4], 'An essay', now(), now()
         FROM generate_series(0, 29999) i`,
    );
    await db.query(
      `INSERT INTO certificates (number, user_id, course_id, student_name, course_title, issued_at, revoked_at)
       SELECT 'N-' || i, i, 1, 'A student', 'Arbitration', now(), CASE WHEN i % 10 = 0 THEN now() END
         FROM generate_series(1, 1000) i`,
    );
    await db.query('VACUUM ANALYZE');
  }, 600_000);
  afterAll(() => drop());

  it('keeps the summaries of a bulk load equal to the activity they summarise', async () => {
    const [drift] = await db.query<{ wrong: number }>(
      `SELECT count(*)::int AS wrong FROM enrolment_summaries s
        WHERE s.lectures_completed <> (SELECT count(*) FROM lecture_progress p
                                        WHERE p.user_id = s.user_id AND p.completed_at IS NOT NULL)
           OR s.test_points <> (SELECT coalesce(sum(best), 0) FROM (SELECT max(score) AS best FROM test_attempts a
                                 WHERE a.user_id = s.user_id GROUP BY a.test_id) b)
           OR s.submitted <> (SELECT count(*) FROM essays e WHERE e.user_id = s.user_id AND e.status = 'submitted')`,
    );
    expect(drift?.wrong).toBe(0);
  });

  // Each filter, and the index its first page walks (in the sort's order, stopping at the page).
  const filters: [Partial<RosterFilter>, string][] = [
    [{}, 'users_roster_name'],
    [{ sort: '-progress' }, 'enrolment_summaries_progress'],
    [{ sort: 'progress' }, 'enrolment_summaries_progress'],
    [{ sort: '-test_points' }, 'enrolment_summaries_points'],
    [{ sort: '-enrolled' }, 'enrolment_summaries_enrolled'],
    [{ essays: 'waiting' }, 'enrolment_summaries_waiting'],
    [{ essays: 'final_accepted', sort: '-progress' }, 'enrolment_summaries_progress'],
    [{ certificate: 'valid' }, 'users_roster_name'],
    [{ search: 'student123', sort: '-test_points' }, 'enrolment_summaries_pkey'],
  ];

  it('counts the default view, of one course or of all, from the kept counts and never the enrolments', async () => {
    for (const courseId of [1, null]) {
      const filter: RosterFilter = { courseId, search: '', essays: 'any', certificate: 'any', sort: 'name' };
      const statements = rosterPageSql(filter, { limit: 20, offset: 0 }, containsPattern);
      const nodes = await plan(statements.count);
      expect({
        courseId,
        tables: [...new Set(nodes.flatMap((node) => node['Relation Name'] ?? []))],
      }).toEqual({
        courseId,
        tables: ['roster_counts'],
      });
      const [total] = await db.query<{ total: number }>(statements.count.text, statements.count.params);
      expect(total?.total).toBe(STUDENTS);
    }
  });

  it('reads neither the progress, the attempts nor the essays for any sort or filter, page 1 or deep', async () => {
    for (const [overrides, index] of filters) {
      for (const offset of [0, 20_000]) {
        const filter: RosterFilter = {
          courseId: 1,
          search: '',
          essays: 'any',
          certificate: 'any',
          sort: 'name',
          ...overrides,
        };
        const statements = rosterPageSql(filter, { limit: 20, offset }, containsPattern);
        const nodes = await plan(statements.page);
        const tables = [...new Set(nodes.flatMap((node) => node['Relation Name'] ?? []))].sort();
        expect({ overrides, offset, tables }).toEqual({
          overrides,
          offset,
          tables: ['enrolment_summaries', 'lectures', 'topics', 'users'],
        });
        // The default view's count reads the counts kept per course (migration 0143); a filtered one
        // reads the summaries alone, unless a search has to match the students' names.
        const counted = await plan(statements.count);
        const filtered = overrides.essays !== undefined || overrides.certificate !== undefined;
        expect({
          overrides,
          count: [...new Set(counted.flatMap((node) => node['Relation Name'] ?? []))].sort(),
        }).toEqual({
          overrides,
          count: overrides.search
            ? ['enrolment_summaries', 'users']
            : filtered
              ? ['enrolment_summaries']
              : ['roster_counts'],
        });
        if (offset === 0) {
          // Page 1 stops at its rows: no sort of the whole roster above the index it walks.
          expect({
            overrides,
            sorts: nodes.filter((node) => node['Node Type'] === 'Sort' && !overrides.search).length,
          }).toEqual({
            overrides,
            sorts: 0,
          });
          expect({
            overrides,
            windows: nodes.filter((node) => node['Node Type'] === 'WindowAgg').length,
          }).toEqual({
            overrides,
            windows: 0,
          });
          const indexes = nodes.flatMap((node) => node['Index Name'] ?? []);
          expect({ overrides, indexes }).toEqual({ overrides, indexes: expect.arrayContaining([index]) });
        }
        if (process.env.SHOW_PLANS)
          console.log(
            JSON.stringify(overrides),
            offset,
            nodes
              .map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''} ${n['Index Name'] ?? ''}`)
              .join(' | '),
          );
      }
    }
  });
});
