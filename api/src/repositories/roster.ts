import type { Queryable } from '../db/database';

/**
 * SQL for the instructors' roster (decision 0190): one row per enrolment, with progress, the sum of
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
  WITH lecture_totals AS (
    SELECT t.course_id, count(*)::int AS total
      FROM lectures l JOIN topics t ON t.id = l.topic_id
     WHERE ($1::int IS NULL OR t.course_id = $1::int) GROUP BY t.course_id
  )
  SELECT r.*${paged ? ', count(*) OVER ()::int AS total' : ''} FROM (
    SELECT s.user_id, s.course_id, s.enrolled_at, u.email, u.first_name, u.last_name,
           s.lectures_completed, coalesce(lt.total, 0) AS lectures_total, s.test_points,
           s.draft, s.submitted, s.accepted, s.returned, s.final_essay,
           s.certificate_number, s.certificate_issued_at, s.certificate_revoked
      FROM enrolment_summaries s
      JOIN users u ON u.id = s.user_id
      LEFT JOIN lecture_totals lt ON lt.course_id = s.course_id
     WHERE ($1::int IS NULL OR s.course_id = $1::int)
       AND ($2::text = '' OR u.email ILIKE $3 OR u.first_name ILIKE $3 OR u.last_name ILIKE $3
            OR (u.first_name || ' ' || u.last_name) ILIKE $3)
  ) r
   WHERE ${ESSAY_SQL[filter.essays]} AND ${CERTIFICATE_SQL[filter.certificate]}
   ORDER BY ${SORT_SQL[filter.sort]}, r.user_id, r.course_id
   ${paged ? 'LIMIT $4 OFFSET $5' : ''}`;
}

function rosterParams(filter: RosterFilter, search: string, pattern: string) {
  return [filter.courseId, search, pattern];
}

/** The statement of one roster page and its parameters (also for the query-plan test). */
export function rosterPageSql(
  filter: RosterFilter,
  page: { limit: number; offset: number },
  containsPattern: (text: string) => string,
): { text: string; params: unknown[] } {
  const search = filter.search.trim();
  return {
    text: rosterSql(filter, true),
    params: [...rosterParams(filter, search, containsPattern(search)), page.limit, page.offset],
  };
}

/** One page of the roster and how many rows match. */
export async function listRoster(
  db: Queryable,
  filter: RosterFilter,
  page: { limit: number; offset: number },
  containsPattern: (text: string) => string,
): Promise<{ count: number; rows: RosterRowData[] }> {
  const { text, params } = rosterPageSql(filter, page, containsPattern);
  const rows = await db.query<RosterRowData & { total: number }>(text, params);
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
