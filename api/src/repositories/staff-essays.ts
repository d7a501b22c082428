import type { Queryable } from '../db/database';
import type { EssayStatus } from './essays';
import { pageClause, parameters } from './sql';

/** SQL for the instructors' evaluation queue: submitted essays of every student (decision 0191). */

export type QueueStatus = 'submitted' | 'accepted' | 'returned' | 'all';

export interface QueuedEssayRow {
  id: number;
  course_id: number;
  topic_id: number | null;
  topic_title: string | null;
  status: EssayStatus;
  version: number;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  /** Of the latest submission: what the instructor evaluates (a returned essay's new draft is not). */
  body: string;
  word_count: number;
  feedback: string;
  submitted_at: Date;
  evaluated_at: Date | null;
}

const QUEUE_SELECT = `SELECT e.id, e.course_id, e.topic_id, t.title AS topic_title, e.status, e.version,
       u.id AS user_id, u.email, u.first_name, u.last_name,
       v.body, v.word_count, v.feedback, v.submitted_at, v.evaluated_at
  FROM essays e
  JOIN essay_versions v ON v.essay_id = e.id AND v.version = e.version
  JOIN users u ON u.id = e.user_id
  LEFT JOIN topics t ON t.id = e.topic_id`;

export interface QueueQuery {
  status: QueueStatus;
  /** A topic id, 'final' for the final essays, null for all. */
  topic: number | 'final' | null;
  courseId: number | null;
  limit: number;
  offset: number;
}

/**
 * The queue's SQL: the page's rows and the count of all that match (exported for the plan test,
 * staff-essay-plans.test.ts). Both read `essays` by the latest submission's time kept on it
 * (migration 0142), so a page reads a page of essays in index order and joins their versions only.
 */
export function essayQueueSql(query: QueueQuery): {
  page: { text: string; params: unknown[] };
  count: { text: string; params: unknown[] };
} {
  // The filters, on the essays for the page and on the kept counts for the total: the same columns.
  const filters: [column: string, value: unknown][] = [];
  if (query.status !== 'all') filters.push(['status', query.status]);
  if (query.topic !== null) filters.push(['topic_id', query.topic === 'final' ? null : query.topic]);
  if (query.courseId !== null) filters.push(['course_id', query.courseId]);
  const on = (alias: string, param: (value: unknown) => string) =>
    filters.map(([column, value]) =>
      value === null ? `${alias}.${column} IS NULL` : `${alias}.${column} = ${param(value)}`,
    );

  const { params, param } = parameters();
  // A submitted essay (version 1 and later) has the time of its latest submission; drafts have none.
  const where = `WHERE ${['e.submitted_at IS NOT NULL', ...on('e', param)].join(' AND ')}`;
  // The total from the counts kept per course, topic and status (migration 0142), never the essays.
  const counted = parameters();
  const count = {
    text: `SELECT coalesce(sum(c.essays), 0)::int AS total FROM essay_queue_counts c
            WHERE ${['TRUE', ...on('c', counted.param)].join(' AND ')}`,
    params: counted.params,
  };
  return {
    page: {
      text: `${QUEUE_SELECT} ${where}
      ORDER BY e.submitted_at, e.id
      ${pageClause(query, param)}`,
      params,
    },
    count,
  };
}

/**
 * One page of submitted essays, oldest latest-submission first, and how many match. An essay never
 * submitted (version 0) has no submission time, so drafts never appear.
 */
export async function listEssayQueue(
  db: Queryable,
  query: QueueQuery,
): Promise<{ count: number; rows: QueuedEssayRow[] }> {
  const sql = essayQueueSql(query);
  const [rows, [counted]] = await Promise.all([
    db.query<QueuedEssayRow>(sql.page.text, sql.page.params),
    db.query<{ total: number }>(sql.count.text, sql.count.params),
  ]);
  return { count: counted?.total ?? 0, rows };
}

/** One submitted essay as the instructors read it; null when there is none, or it was never submitted. */
export async function findQueuedEssay(db: Queryable, essayId: number): Promise<QueuedEssayRow | null> {
  const [row] = await db.query<QueuedEssayRow>(`${QUEUE_SELECT} WHERE e.id = $1`, [essayId]);
  return row ?? null;
}
