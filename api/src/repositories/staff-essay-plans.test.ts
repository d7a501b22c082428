import type { Database } from '../db/database';
import {
  describeOnPostgres,
  indexesOf,
  openPlanDatabase,
  planOf,
  scansOf,
} from '../test-helpers/query-plans';
import { insertCourseAndTopics } from '../test-helpers/test-app';
import { essayQueueSql, type QueueQuery } from './staff-essays';

/**
 * The plans PostgreSQL picks for the instructors' essay queue on a data set shaped
 * like the large one (decision 0184), scaled down: 60,000 essays, four fifths of them submitted at
 * least once with one to three versions each, a tenth waiting. A page walks the essays in the order
 * of their latest submission (kept on the essay, migration 0142) and reads only its own rows' versions;
 * the total reads the kept counts. Before, page 1 walked every version by time and the count joined
 * every version. PostgreSQL only, as the other plan tests.
 */

const ESSAYS = 60_000;

describeOnPostgres('essay queue query plans at scale (PostgreSQL)', () => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await openPlanDatabase());
    await insertCourseAndTopics(db, 15);
    await db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name)
       SELECT 'student' || i || '@academy.test', 'x', 'First', 'Last' FROM generate_series(1, $1::int / 16 + 1) i`,
      [ESSAYS],
    );
    // As seed:large writes them: 20 % drafts, 10 % waiting, 10 % returned, 60 % accepted.
    await db.query(
      `INSERT INTO essays (user_id, course_id, topic_id, status, body, version, created_at, updated_at)
       SELECT 1 + i / 16, 1, CASE WHEN i % 16 = 15 THEN NULL ELSE 1 + i % 16 END, s.status, 'An essay',
              CASE WHEN s.status = 'draft' THEN 0 ELSE 1 + i % 3 END, now(), now()
         FROM generate_series(0, $1::int - 1) i
        CROSS JOIN LATERAL (SELECT CASE i % 10 WHEN 0 THEN 'draft' WHEN 1 THEN 'draft' WHEN 2 THEN 'submitted'
                                   WHEN 3 THEN 'returned' ELSE 'accepted' END AS status) s`,
      [ESSAYS],
    );
    await db.query(
      `INSERT INTO essay_versions (essay_id, version, body, word_count, submitted_at, status)
       SELECT e.id, v, 'An essay', 2, now() - ((e.id * 7 + v * 131) % 50000 || ' minutes')::interval,
              CASE WHEN v = e.version THEN CASE e.status WHEN 'returned' THEN 'returned' WHEN 'accepted' THEN 'accepted'
                                                          ELSE 'submitted' END
                   ELSE 'returned' END
         FROM essays e CROSS JOIN LATERAL generate_series(1, e.version) v`,
    );
    await db.query('VACUUM ANALYZE');
  }, 600_000);
  afterAll(() => drop());

  const PAGE: QueueQuery = { status: 'submitted', topic: null, courseId: null, limit: 20, offset: 0 };
  const queries: [string, QueueQuery][] = [
    ['waiting (the default)', PAGE],
    ['every status', { ...PAGE, status: 'all' }],
    ['accepted, of one course', { ...PAGE, status: 'accepted', courseId: 1 }],
    ['final essays', { ...PAGE, topic: 'final' }],
    ['one topic, every status', { ...PAGE, status: 'all', topic: 3 }],
  ];

  it('keeps the kept order and counts equal to the versions they summarise after a bulk load', async () => {
    const [drift] = await db.query<{ order: number; counts: number }>(
      `SELECT (SELECT count(*)::int FROM essays e LEFT JOIN essay_versions v ON v.essay_id = e.id AND v.version = e.version
                WHERE e.submitted_at IS DISTINCT FROM v.submitted_at) AS order,
              (SELECT count(*)::int FROM (
                 SELECT course_id, topic_id, status, count(*) AS n FROM essays WHERE version > 0
                  GROUP BY 1, 2, 3) r
                 FULL JOIN essay_queue_counts c ON c.course_id = r.course_id
                       AND c.topic_id IS NOT DISTINCT FROM r.topic_id AND c.status = r.status
                WHERE r.n IS DISTINCT FROM c.essays) AS counts`,
    );
    expect(drift).toEqual({ order: 0, counts: 0 });
  });

  it.each(queries)(
    'reads page 1 of %s in index order, with only its own rows’ versions',
    async (_, query) => {
      const nodes = await planOf(db, essayQueueSql(query).page);
      expect(nodes.filter((node) => node['Node Type'] === 'Sort')).toEqual([]);
      expect(indexesOf(nodes).filter((name) => name.startsWith('essays_queue_')).length).toBeGreaterThan(0);
      expect(scansOf(nodes, 'essay_versions').map((node) => node['Index Name'])).toEqual([
        'essay_versions_pkey',
      ]);
    },
  );

  // The API sends every statement by name (database.ts), so PostgreSQL may keep one plan for it after
  // five calls; with `LIMIT $n` it never could on this data and planned every call again (sql.ts,
  // `pageClause`). Six calls of page 1 on one connection, then the statement's plan counters.
  // The default list and every status: PostgreSQL keeps custom plans where its estimate of a generic
  // plan for a parameter (one course's accepted essays) says they are cheaper.
  it.each(queries.slice(0, 2))(
    'plans page 1 of %s once per connection, not on every call',
    async (_, query) => {
      const { text, params } = essayQueueSql(query).page;
      const literal = (value: unknown) =>
        typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
      const execute =
        params.length > 0 ? `EXECUTE page_1 (${params.map(literal).join(', ')})` : 'EXECUTE page_1';
      const [counters] = await db.transaction(async (tx) => {
        await tx.query(`PREPARE page_1 AS ${text}`);
        for (let call = 0; call < 6; call += 1) await tx.query(execute);
        const found = await tx.query<{ generic_plans: number; custom_plans: number }>(
          "SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE name = 'page_1'",
        );
        await tx.query('DEALLOCATE page_1');
        return found;
      });
      expect(counters?.generic_plans).toBeGreaterThan(0);
    },
  );

  it.each(queries)('counts %s from the kept counts, never the essays', async (_, query) => {
    const nodes = await planOf(db, essayQueueSql(query).count);
    expect(scansOf(nodes, 'essays')).toEqual([]);
    expect(scansOf(nodes, 'essay_versions')).toEqual([]);
    expect(scansOf(nodes, 'essay_queue_counts')).toHaveLength(1);
  });
});
