import type { Queryable } from '../db/database';

/**
 * A course's topics (all, or the ids given) in order, each with whether it is open for the student
 * at a moment, by the schedule rule of migration 0090 (decision 0701).
 */
export function topicsOpenFor(
  db: Queryable,
  courseId: number,
  userId: number,
  now: Date,
  topicIds: number[] | null,
): Promise<{ id: number; open: boolean }[]> {
  return db.query<{ id: number; open: boolean }>(
    `SELECT t.id, topic_open_for(t.id, $2, $3::timestamptz) AS open
       FROM topics t
      WHERE t.course_id = $1 AND ($4::int[] IS NULL OR t.id = ANY($4::int[]))
      ORDER BY t.position, t.id`,
    [courseId, userId, now, topicIds],
  );
}
