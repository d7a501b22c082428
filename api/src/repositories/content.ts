import type { Static } from '@fastify/type-provider-typebox';
import type { Loaded } from '../cache/group-cache';
import type { Queryable } from '../db/database';
import type { PublicTopic } from '@academy/contract';

/**
 * SQL for course content; every row comes out in the API's wire shape (media keys turned into
 * absolute URLs by the caller's `MediaUrl`). The routes read most of it through the content cache
 * (content/course-content.ts).
 */

/** The absolute URL of a stored media key (MediaStorage's `url`). */
export type MediaUrl = (key: string) => string;

interface CourseRow {
  id: number;
  title: string;
  course_description: string;
  introductory_video: string;
  tenge_price: string;
  new_price: string;
  old_price: string;
  discount_percentage: number;
  lessons_count: number;
  students_count: number;
  total_minutes: number;
  last_update: Date;
  next_lesson_at: Date | null;
}

const COURSE_SELECT = `
  SELECT c.id, c.title, c.course_description, c.introductory_video,
         c.tenge_price::text AS tenge_price, c.new_price::text AS new_price, c.old_price::text AS old_price,
         c.discount_percentage,
         (SELECT count(*)::int FROM lectures l JOIN topics t ON t.id = l.topic_id WHERE t.course_id = c.id) AS lessons_count,
         (SELECT count(*)::int FROM enrollments e WHERE e.course_id = c.id) AS students_count,
         (SELECT coalesce(sum(l.duration), 0)::float8 FROM lectures l JOIN topics t ON t.id = l.topic_id
           WHERE t.course_id = c.id) AS total_minutes,
         c.updated_at AS last_update,
         coalesce(c.next_lesson_at,
           (SELECT min((s.date + s.time) AT TIME ZONE 'UTC') FROM seminars s
             WHERE s.course_id = c.id AND s.cancelled_at IS NULL AND (s.date + s.time) AT TIME ZONE 'UTC' > now())) AS next_lesson_at
    FROM courses c`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The URL of a media key, '' for none. */
export function urlOrEmpty(mediaUrl: MediaUrl, key: string | null): string {
  return key ? mediaUrl(key) : '';
}

function courseBody(mediaUrl: MediaUrl, row: CourseRow) {
  return {
    ...row,
    introductory_video: urlOrEmpty(mediaUrl, row.introductory_video),
    last_update: new Date(row.last_update).toISOString(),
    next_lesson_at: iso(row.next_lesson_at),
  };
}

export type CourseBody = ReturnType<typeof courseBody>;

/** The courses with the moment their data goes stale on its own: next_lesson_at moves on when a seminar starts. */
export async function selectCourses(db: Queryable, mediaUrl: MediaUrl): Promise<Loaded<CourseBody[]>> {
  const rows = await db.query<CourseRow>(`${COURSE_SELECT} ORDER BY c.id`);
  let validUntil = Infinity;
  for (const row of rows) {
    const next = row.next_lesson_at === null ? Infinity : new Date(row.next_lesson_at).getTime();
    if (next < validUntil) validUntil = next;
  }
  return { value: rows.map((row) => courseBody(mediaUrl, row)), validUntil };
}

export async function listEnrolledCourses(
  db: Queryable,
  mediaUrl: MediaUrl,
  userId: number,
): Promise<CourseBody[]> {
  const rows = await db.query<CourseRow>(
    `${COURSE_SELECT} WHERE c.id IN (SELECT course_id FROM enrollments WHERE user_id = $1) ORDER BY c.id`,
    [userId],
  );
  return rows.map((row) => courseBody(mediaUrl, row));
}

interface PublicLectureRow {
  topic_id: number;
  topic_title: string;
  id: number | null;
  title: string | null;
  duration: number | null;
  teacher_name: string | null;
  has_video: boolean | null;
  has_material: boolean | null;
}

export type PublicTopicBody = Static<typeof PublicTopic>;

export async function selectPublicTopics(db: Queryable): Promise<PublicTopicBody[]> {
  const rows = await db.query<PublicLectureRow>(
    `SELECT t.id AS topic_id, t.title AS topic_title, l.id, l.title, l.duration::float8 AS duration, l.teacher_name,
            l.video <> '' AS has_video, l.material <> '' AS has_material
       FROM topics t LEFT JOIN lectures l ON l.topic_id = t.id
      ORDER BY t.course_id, t.position, t.id, l.position, l.id`,
  );
  const topics: PublicTopicBody[] = [];
  for (const row of rows) {
    let topic = topics[topics.length - 1];
    if (!topic || topic.id !== row.topic_id) {
      topic = { id: row.topic_id, title: row.topic_title, lectures: [] };
      topics.push(topic);
    }
    if (row.id !== null) {
      topic.lectures.push({
        id: row.id,
        title: row.title ?? '',
        duration: row.duration ?? 0,
        teacher_name: row.teacher_name ?? '',
        has_video: row.has_video === true,
        has_material: row.has_material === true,
      });
    }
  }
  return topics;
}

interface SeminarRow {
  id: number;
  title: string;
  date: string;
  time: string;
  teacher_name: string;
  link: string;
}

const SEMINAR_SELECT = `SELECT id, title, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI:SS') AS time,
  teacher_name, link FROM seminars WHERE cancelled_at IS NULL`;

const seminarBody = ({ teacher_name, ...row }: SeminarRow) => ({ ...row, teacher: { teacher_name } });

/**
 * How many seminars the students' list shows (decision 0186): SPEC section 7 fixes it as a plain
 * array, so it is bounded by the latest ones (by date) instead of paged; the staff list pages all.
 */
export const SEMINARS_LISTED = 200;

/** The seminars students see, by date: cancelled ones are left out (decision 0134). */
export async function selectSeminars(db: Queryable) {
  const rows = await db.query<SeminarRow>(
    `SELECT * FROM (${SEMINAR_SELECT} ORDER BY seminars.date DESC, seminars.time DESC, id DESC LIMIT $1) latest
      ORDER BY date, time, id`,
    [SEMINARS_LISTED],
  );
  return rows.map(seminarBody);
}

export async function selectOrganisationPeople(db: Queryable, mediaUrl: MediaUrl) {
  const rows = await db.query<{
    id: number;
    full_name: string;
    position: string;
    photo: string;
    description: string;
    location: string;
    status: 'INSTRUCTOR' | 'MEMBER';
  }>(
    'SELECT id, full_name, position, photo, description, location, status FROM organisation_people ORDER BY position_order, id',
  );
  return rows.map((row) => ({
    ...row,
    photo: urlOrEmpty(mediaUrl, row.photo),
    description: urlOrEmpty(mediaUrl, row.description),
  }));
}

export async function selectBooks(db: Queryable, mediaUrl: MediaUrl) {
  const rows = await db.query<{ id: number; title: string; author: string; cover: string; link: string }>(
    'SELECT id, title, author, cover, link FROM books ORDER BY position_order, id',
  );
  return rows.map((row) => ({ ...row, cover: urlOrEmpty(mediaUrl, row.cover) }));
}
