import type { Queryable } from '../db/database';

/**
 * SQL for the instructors' roster (decision 0190): one row per enrolment, with progress, the sum of
 * the best attempt at each test, essay states and the certificate. Filtering, sorting and paging
 * happen in one statement, whose aggregates each read their table once per course (grouped), not
 * once per student.
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
  name: 'lower(r.last_name), lower(r.first_name), r.email',
  '-name': 'lower(r.last_name) DESC, lower(r.first_name) DESC, r.email DESC',
  progress: 'r.lectures_completed, r.email',
  '-progress': 'r.lectures_completed DESC, r.email',
  test_points: 'r.test_points, r.email',
  '-test_points': 'r.test_points DESC, r.email',
  enrolled: 'r.enrolled_at, r.email',
  '-enrolled': 'r.enrolled_at DESC, r.email',
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

function rosterSql(filter: RosterFilter, paged: boolean): string {
  return `
  WITH enrolled AS (
    SELECT e.user_id, e.course_id, e.created_at AS enrolled_at, u.email, u.first_name, u.last_name
      FROM enrollments e JOIN users u ON u.id = e.user_id
     WHERE ($1::int IS NULL OR e.course_id = $1::int)
       AND ($2::text = '' OR u.email ILIKE $3 OR u.first_name ILIKE $3 OR u.last_name ILIKE $3
            OR (u.first_name || ' ' || u.last_name) ILIKE $3)
  ),
  lecture_totals AS (
    SELECT t.course_id, count(*)::int AS total
      FROM lectures l JOIN topics t ON t.id = l.topic_id
     WHERE ($1::int IS NULL OR t.course_id = $1::int) GROUP BY t.course_id
  ),
  completed AS (
    SELECT p.user_id, t.course_id, count(*)::int AS done
      FROM lecture_progress p JOIN lectures l ON l.id = p.lecture_id JOIN topics t ON t.id = l.topic_id
     WHERE p.completed_at IS NOT NULL AND ($1::int IS NULL OR t.course_id = $1::int)
     GROUP BY p.user_id, t.course_id
  ),
  points AS (
    SELECT b.user_id, b.course_id, sum(b.best)::int AS points
      FROM (SELECT a.user_id, t.course_id, max(a.score) AS best
              FROM test_attempts a JOIN topic_tests tt ON tt.id = a.test_id JOIN topics t ON t.id = tt.topic_id
             WHERE $1::int IS NULL OR t.course_id = $1::int
             GROUP BY a.user_id, t.course_id, a.test_id) b
     GROUP BY b.user_id, b.course_id
  ),
  essay_states AS (
    SELECT es.user_id, es.course_id,
           count(*) FILTER (WHERE es.status = 'draft')::int AS draft,
           count(*) FILTER (WHERE es.status = 'submitted')::int AS submitted,
           count(*) FILTER (WHERE es.status = 'accepted')::int AS accepted,
           count(*) FILTER (WHERE es.status = 'returned')::int AS returned,
           max(es.status) FILTER (WHERE es.topic_id IS NULL) AS final_essay
      FROM essays es WHERE $1::int IS NULL OR es.course_id = $1::int
     GROUP BY es.user_id, es.course_id
  ),
  r AS (
    SELECT en.*, coalesce(c.done, 0) AS lectures_completed, coalesce(lt.total, 0) AS lectures_total,
           coalesce(pt.points, 0) AS test_points,
           coalesce(es.draft, 0) AS draft, coalesce(es.submitted, 0) AS submitted,
           coalesce(es.accepted, 0) AS accepted, coalesce(es.returned, 0) AS returned, es.final_essay,
           ce.number AS certificate_number, ce.issued_at AS certificate_issued_at,
           (ce.revoked_at IS NOT NULL) AS certificate_revoked
      FROM enrolled en
      LEFT JOIN lecture_totals lt ON lt.course_id = en.course_id
      LEFT JOIN completed c ON c.user_id = en.user_id AND c.course_id = en.course_id
      LEFT JOIN points pt ON pt.user_id = en.user_id AND pt.course_id = en.course_id
      LEFT JOIN essay_states es ON es.user_id = en.user_id AND es.course_id = en.course_id
      LEFT JOIN certificates ce ON ce.user_id = en.user_id AND ce.course_id = en.course_id
  )
  SELECT r.*${paged ? ', count(*) OVER ()::int AS total' : ''} FROM r
   WHERE ${ESSAY_SQL[filter.essays]} AND ${CERTIFICATE_SQL[filter.certificate]}
   ORDER BY ${SORT_SQL[filter.sort]}, r.user_id, r.course_id
   ${paged ? 'LIMIT $4 OFFSET $5' : ''}`;
}

function rosterParams(filter: RosterFilter, search: string, pattern: string) {
  return [filter.courseId, search, pattern];
}

/** One page of the roster and how many rows match. */
export async function listRoster(
  db: Queryable,
  filter: RosterFilter,
  page: { limit: number; offset: number },
  containsPattern: (text: string) => string,
): Promise<{ count: number; rows: RosterRowData[] }> {
  const search = filter.search.trim();
  const rows = await db.query<RosterRowData & { total: number }>(rosterSql(filter, true), [
    ...rosterParams(filter, search, containsPattern(search)),
    page.limit,
    page.offset,
  ]);
  return { count: rows[0]?.total ?? 0, rows };
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
    const rows = await db.query<RosterRowData>(`${rosterSql(filter, false)} LIMIT $4 OFFSET $5`, [
      ...rosterParams(filter, search, containsPattern(search)),
      batchSize,
      offset,
    ]);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}
