import type { Queryable } from '../db/database';

/** SQL for the terms a course is delivered in and the term each enrolment belongs to (decision 0701). */

export interface TermRow {
  id: number;
  title: string;
  starts_at: Date;
  ends_at: Date;
}

/** The term of a student's enrolment in a course: null when not enrolled or not yet placed in one. */
export async function enrolmentTerm(
  db: Queryable,
  userId: number,
  courseId: number,
): Promise<TermRow | null> {
  const [row] = await db.query<TermRow>(
    `SELECT ct.id, ct.title, ct.starts_at, ct.ends_at
       FROM enrollments e JOIN course_terms ct ON ct.id = e.term_id
      WHERE e.user_id = $1 AND e.course_id = $2`,
    [userId, courseId],
  );
  return row ?? null;
}
