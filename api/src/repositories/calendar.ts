import type { Queryable } from '../db/database';

/**
 * SQL for the course calendar (decision 0701): terms, and when each topic opens. A topic with
 * opens_after_days opens that many days after each term's start; else at its fixed opens_at; else
 * from the start. Students' locks are computed from these columns (topic_open_for of migration 0090)
 * and the cached curriculum is dropped by the topics trigger of migration 0070, so a change shows at
 * the student's next request.
 */

export interface TermRow {
  id: number;
  course_id: number;
  title: string;
  starts_at: Date;
  ends_at: Date;
  enrolment_closes_at: Date;
}

export interface CalendarTopicRow {
  id: number;
  course_id: number;
  position: number;
  title: string;
  opens_after_days: number | null;
  opens_at: Date | null;
}

export function listTerms(db: Queryable, courseId: number | null): Promise<TermRow[]> {
  return db.query<TermRow>(
    `SELECT id, course_id, title, starts_at, ends_at, enrolment_closes_at FROM course_terms
      WHERE $1::int IS NULL OR course_id = $1::int ORDER BY course_id, starts_at, id`,
    [courseId],
  );
}

export function listCalendarTopics(db: Queryable, courseId: number | null): Promise<CalendarTopicRow[]> {
  return db.query<CalendarTopicRow>(
    `SELECT id, course_id, position, title, opens_after_days, opens_at FROM topics
      WHERE $1::int IS NULL OR course_id = $1::int ORDER BY course_id, position, id`,
    [courseId],
  );
}

/**
 * Sets when a topic opens: after a number of days of each term, or at one fixed moment, or (both
 * null) from the start. Null when there is no such topic.
 */
export async function setTopicOpening(
  db: Queryable,
  topicId: number,
  opening: { opensAfterDays: number | null; opensAt: Date | null },
): Promise<CalendarTopicRow | null> {
  const [row] = await db.query<CalendarTopicRow>(
    `UPDATE topics SET opens_after_days = $2, opens_at = $3 WHERE id = $1
     RETURNING id, course_id, position, title, opens_after_days, opens_at`,
    [topicId, opening.opensAfterDays, opening.opensAt],
  );
  return row ?? null;
}
