import type { Queryable } from '../db/database';

/**
 * SQL for seminars as the instructors manage them (decision 0134). Students read them through the
 * cached content (repositories/content.ts), which leaves cancelled ones out; the seminars trigger of
 * migration 0070 drops every cached copy on each change here.
 */

export interface StaffSeminarRow {
  id: number;
  course_id: number;
  title: string;
  date: string;
  time: string;
  teacher_name: string;
  link: string;
  cancelled_at: Date | null;
  cancellation_reason: string;
  /** The revision calendars know it by (iCalendar SEQUENCE, decision 0168). */
  sequence: number;
}

const COLUMNS = `id, course_id, title, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI:SS') AS time,
  teacher_name, link, cancelled_at, cancellation_reason, sequence`;

export async function listStaffSeminars(
  db: Queryable,
  query: { courseId: number | null; cancelled: boolean; limit: number; offset: number },
): Promise<{ count: number; rows: StaffSeminarRow[] }> {
  const rows = await db.query<StaffSeminarRow & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM seminars
      WHERE ($1::int IS NULL OR course_id = $1::int) AND ($2::boolean OR cancelled_at IS NULL)
      ORDER BY date, time, id LIMIT $3 OFFSET $4`,
    [query.courseId, query.cancelled, query.limit, query.offset],
  );
  return { count: rows[0]?.total ?? 0, rows };
}

export async function findStaffSeminar(db: Queryable, id: number): Promise<StaffSeminarRow | null> {
  const [row] = await db.query<StaffSeminarRow>(`SELECT ${COLUMNS} FROM seminars WHERE id = $1`, [id]);
  return row ?? null;
}

export interface SeminarFields {
  title: string;
  date: string;
  time: string;
  teacher_name: string;
  link: string;
}

/** Null when the course does not exist. */
export async function insertSeminar(
  db: Queryable,
  courseId: number,
  fields: SeminarFields,
): Promise<StaffSeminarRow | null> {
  const [row] = await db.query<StaffSeminarRow>(
    `INSERT INTO seminars (course_id, title, date, time, teacher_name, link)
     SELECT c.id, $2, $3::date, $4::time, $5, $6 FROM courses c WHERE c.id = $1
     RETURNING ${COLUMNS}`,
    [courseId, fields.title, fields.date, fields.time, fields.teacher_name, fields.link],
  );
  return row ?? null;
}

/**
 * Changes the fields given of a seminar that is not cancelled: 'cancelled' when it is, null when
 * there is no such seminar. Every field is one a calendar shows, so the sequence rises by one when
 * any of them takes a new value, and stays when the values sent are the ones stored (decision 0168).
 */
export async function updateSeminar(
  db: Queryable,
  id: number,
  fields: Partial<SeminarFields>,
): Promise<StaffSeminarRow | 'cancelled' | null> {
  const [row] = await db.query<StaffSeminarRow>(
    `UPDATE seminars SET title = coalesce($2, title), date = coalesce($3::date, date),
            time = coalesce($4::time, time), teacher_name = coalesce($5, teacher_name), link = coalesce($6, link),
            sequence = sequence + CASE
              WHEN (coalesce($2, title), coalesce($3::date, date), coalesce($4::time, time),
                    coalesce($5, teacher_name), coalesce($6, link))
                   IS DISTINCT FROM (title, date, time, teacher_name, link) THEN 1 ELSE 0 END
      WHERE id = $1 AND cancelled_at IS NULL
     RETURNING ${COLUMNS}`,
    [
      id,
      fields.title ?? null,
      fields.date ?? null,
      fields.time ?? null,
      fields.teacher_name ?? null,
      fields.link ?? null,
    ],
  );
  if (row) return row;
  return (await findStaffSeminar(db, id)) ? 'cancelled' : null;
}

/**
 * Cancels a seminar (repeating it keeps the first cancellation, and its sequence); null when there is
 * none.
 */
export async function cancelSeminar(
  db: Queryable,
  id: number,
  reason: string,
  now: Date,
): Promise<StaffSeminarRow | null> {
  const [row] = await db.query<StaffSeminarRow>(
    `UPDATE seminars SET cancelled_at = coalesce(cancelled_at, $2),
            cancellation_reason = CASE WHEN cancelled_at IS NULL THEN $3 ELSE cancellation_reason END,
            sequence = sequence + CASE WHEN cancelled_at IS NULL THEN 1 ELSE 0 END
      WHERE id = $1
     RETURNING ${COLUMNS}`,
    [id, now, reason],
  );
  return row ?? null;
}
