import type { Queryable } from '../db/database';
import { pageClause } from './sql';

/**
 * SQL for the instructors' roster (decision 0136): one row per enrolment, with progress, the sum of
 * the best attempt at each test, essay states and the certificate. Those figures come from
 * enrolment_summaries (migration 0130), which triggers keep exact in the writing transaction, so a
 * page reads that table and users, never the progress, attempts or essays. Filtering, sorting and
 * paging happen in one statement.
 */

export type RosterSort =
  'name' | '-name' | 'progress' | '-progress' | 'test_points' | '-test_points' | 'enrolled' | '-enrolled';
export type RosterEssayFilter = 'any' | 'waiting' | 'returned' | 'final_accepted';
export type RosterCertificateFilter = 'any' | 'valid' | 'revoked' | 'none';

export interface RosterFilter {
  courseId: number | null;
  search: string;
  essays: RosterEssayFilter;
  certificate: RosterCertificateFilter;
  sort: RosterSort;
}

export interface RosterRowData {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  course_id: number;
  enrolled_at: Date;
  lectures_completed: number;
  lectures_total: number;
  test_points: number;
  draft: number;
  submitted: number;
  accepted: number;
  returned: number;
  final_essay: 'draft' | 'submitted' | 'accepted' | 'returned' | null;
  certificate_number: string | null;
  certificate_issued_at: Date | null;
  certificate_revoked: boolean | null;
}

// Fixed fragments chosen by an enum value: nothing the caller sends is spliced into SQL.
const SORT_SQL: Record<RosterSort, string> = {
  name: 'lower(u.last_name), lower(u.first_name), u.email',
  '-name': 'lower(u.last_name) DESC, lower(u.first_name) DESC, u.email DESC',
  progress: 'r.lectures_completed, u.email',
  '-progress': 'r.lectures_completed DESC, u.email',
  test_points: 'r.test_points, u.email',
  '-test_points': 'r.test_points DESC, u.email',
  enrolled: 'r.enrolled_at, u.email',
  '-enrolled': 'r.enrolled_at DESC, u.email',
};
const ESSAY_SQL: Record<RosterEssayFilter, string> = {
  any: 'TRUE',
  waiting: 'r.submitted > 0',
  returned: 'r.returned > 0',
  final_accepted: "r.final_essay = 'accepted'",
};
const CERTIFICATE_SQL: Record<RosterCertificateFilter, string> = {
  any: 'TRUE',
  valid: 'r.certificate_number IS NOT NULL AND NOT r.certificate_revoked',
  revoked: 'r.certificate_revoked',
  none: 'r.certificate_number IS NULL',
};

// The enrolments a filter keeps: summaries `r` of the course, their students `u` when searched by name.
function rosterWhere(filter: RosterFilter): string {
  return `($1::int IS NULL OR r.course_id = $1::int)
     AND ($2::text = '' OR u.email ILIKE $3 OR u.first_name ILIKE $3 OR u.last_name ILIKE $3
          OR (u.first_name || ' ' || u.last_name) ILIKE $3)
     AND ${ESSAY_SQL[filter.essays]} AND ${CERTIFICATE_SQL[filter.certificate]}`;
}

/** The roster's statement; `window` is its LIMIT and OFFSET, after the three parameters of rosterParams. */
function rosterSql(filter: RosterFilter, window: string): string {
  return `
  WITH lecture_totals AS (
    SELECT t.course_id, count(*)::int AS total
      FROM lectures l JOIN topics t ON t.id = l.topic_id
     WHERE ($1::int IS NULL OR t.course_id = $1::int) GROUP BY t.course_id
  )
  SELECT r.user_id, r.course_id, r.enrolled_at, u.email, u.first_name, u.last_name,
         r.lectures_completed, coalesce(lt.total, 0) AS lectures_total, r.test_points,
         r.draft, r.submitted, r.accepted, r.returned, r.final_essay,
         r.certificate_number, r.certificate_issued_at, r.certificate_revoked
    FROM enrolment_summaries r
    JOIN users u ON u.id = r.user_id
    LEFT JOIN lecture_totals lt ON lt.course_id = r.course_id
   WHERE ${rosterWhere(filter)}
   ORDER BY ${SORT_SQL[filter.sort]}, r.user_id, r.course_id
   ${window}`;
}

/**
 * How many enrolments match, as its own statement: a count over the whole result in the page's
 * statement (`count(*) OVER ()`) made every page read and sort every matching row before it could
 * stop at its own. Unsearched and unfiltered (the default view), it is the number of summaries kept
 * per course in `roster_counts` (migration 0143), never the summaries themselves. Filtered, it reads
 * the summaries alone (their course index); a search joins the students it has to match.
 */
function rosterCountSql(filter: RosterFilter, searched: boolean): string {
  if (searched)
    return `SELECT count(*)::int AS total FROM enrolment_summaries r JOIN users u ON u.id = r.user_id
             WHERE ${rosterWhere(filter)}`;
  if (filter.essays === 'any' && filter.certificate === 'any')
    return `SELECT coalesce(sum(c.enrolments), 0)::int AS total FROM roster_counts c
             WHERE ($1::int IS NULL OR c.course_id = $1::int)`;
  return `SELECT count(*)::int AS total FROM enrolment_summaries r
           WHERE ($1::int IS NULL OR r.course_id = $1::int)
             AND ${ESSAY_SQL[filter.essays]} AND ${CERTIFICATE_SQL[filter.certificate]}`;
}

function rosterParams(filter: RosterFilter, search: string, pattern: string) {
  return [filter.courseId, search, pattern];
}

/** The statements of one roster page and of its count, with their parameters (also for the query-plan test). */
export function rosterPageSql(
  filter: RosterFilter,
  page: { limit: number; offset: number },
  containsPattern: (text: string) => string,
): { page: { text: string; params: unknown[] }; count: { text: string; params: unknown[] } } {
  const search = filter.search.trim();
  const params = rosterParams(filter, search, containsPattern(search));
  const pageParams: unknown[] = [...params];
  const window = pageClause(page, (value) => `$${pageParams.push(value)}`);
  return {
    page: { text: rosterSql(filter, window), params: pageParams },
    count: search
      ? { text: rosterCountSql(filter, true), params }
      : { text: rosterCountSql(filter, false), params: [filter.courseId] },
  };
}

/** One page of the roster and how many rows match. */
export async function listRoster(
  db: Queryable,
  filter: RosterFilter,
  page: { limit: number; offset: number },
  containsPattern: (text: string) => string,
): Promise<{ count: number; rows: RosterRowData[] }> {
  const sql = rosterPageSql(filter, page, containsPattern);
  const [rows, [counted]] = await Promise.all([
    db.query<RosterRowData>(sql.page.text, sql.page.params),
    db.query<{ total: number }>(sql.count.text, sql.count.params),
  ]);
  return { count: counted?.total ?? 0, rows };
}

/** The whole roster as filtered and sorted, a batch at a time (for the CSV export). */
export async function* rosterBatches(
  db: Queryable,
  filter: RosterFilter,
  containsPattern: (text: string) => string,
  batchSize = 500,
): AsyncGenerator<RosterRowData[]> {
  const search = filter.search.trim();
  for (let offset = 0; ; offset += batchSize) {
    const rows = await db.query<RosterRowData>(rosterSql(filter, 'LIMIT $4 OFFSET $5'), [
      ...rosterParams(filter, search, containsPattern(search)),
      batchSize,
      offset,
    ]);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}
