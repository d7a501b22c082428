import type { Static } from '@fastify/type-provider-typebox';
import type { Queryable } from '../db/database';
import type { CourseProgress, LectureProgress } from '@academy/contract';

/** SQL for each student's position in each lecture and the lectures they completed. */

export type LectureProgressBody = Static<typeof LectureProgress>;
export type CourseProgressBody = Static<typeof CourseProgress>;

interface ProgressRow {
  lecture_id: number;
  position_seconds: number;
  completed_at: Date | null;
  updated_at: Date;
}

function progressBody(row: ProgressRow): LectureProgressBody {
  return {
    lecture: row.lecture_id,
    position: row.position_seconds,
    completed: row.completed_at !== null,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export interface ProgressSave {
  userId: number;
  lectureId: number;
  position: number;
  completed: boolean;
  now: Date;
}

/**
 * Saves a position (and, when told, the completion) in one statement that also checks the access
 * rules: the student is enrolled in the lecture's course, its topic is open, and the position is at
 * most the lecture's duration. Null when any rule fails (the caller then asks `lectureStanding` why).
 * Completion is kept once reached: a later save at an earlier position does not undo it.
 */
export async function saveLectureProgress(
  db: Queryable,
  save: ProgressSave,
): Promise<LectureProgressBody | null> {
  const [row] = await db.query<ProgressRow>(
    `INSERT INTO lecture_progress (user_id, lecture_id, position_seconds, completed_at, updated_at)
     SELECT $1, l.id, $3::float8, CASE WHEN $4::boolean THEN $5::timestamptz END, $5::timestamptz
       FROM lectures l
       JOIN topics t ON t.id = l.topic_id
       JOIN enrollments e ON e.course_id = t.course_id AND e.user_id = $1
      WHERE l.id = $2
        AND topic_open_for(t.id, $1, $5::timestamptz)
        AND $3::float8 <= l.duration * 60
     ON CONFLICT (user_id, lecture_id) DO UPDATE
        SET position_seconds = EXCLUDED.position_seconds,
            completed_at = coalesce(lecture_progress.completed_at, EXCLUDED.completed_at),
            updated_at = EXCLUDED.updated_at
     RETURNING lecture_id, position_seconds, completed_at, updated_at`,
    [save.userId, save.lectureId, save.position, save.completed, save.now],
  );
  return row ? progressBody(row) : null;
}

export interface LectureStanding {
  enrolled: boolean;
  open: boolean;
  /** The longest position a save may carry, in seconds. */
  maxPosition: number;
}

/** Why a save was refused: null when there is no such lecture. */
export async function lectureStanding(
  db: Queryable,
  lectureId: number,
  userId: number,
  now: Date,
): Promise<LectureStanding | null> {
  const [row] = await db.query<{ open: boolean; enrolled: boolean; max_position: number }>(
    `SELECT topic_open_for(t.id, $2, $3::timestamptz) AS open,
            EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = t.course_id AND e.user_id = $2) AS enrolled,
            (l.duration * 60)::float8 AS max_position
       FROM lectures l JOIN topics t ON t.id = l.topic_id WHERE l.id = $1`,
    [lectureId, userId, now],
  );
  return row ? { enrolled: row.enrolled, open: row.open, maxPosition: row.max_position } : null;
}

interface CourseProgressRow {
  topic_id: number;
  lecture_id: number;
  position_seconds: number | null;
  completed_at: Date | null;
  updated_at: Date | null;
}

/** One student's progress through one course: per lecture, per topic, and where to resume. */
export async function courseProgress(
  db: Queryable,
  courseId: number,
  userId: number,
): Promise<CourseProgressBody> {
  const rows = await db.query<CourseProgressRow>(
    `SELECT t.id AS topic_id, l.id AS lecture_id, p.position_seconds, p.completed_at, p.updated_at
       FROM topics t
       JOIN lectures l ON l.topic_id = t.id
       LEFT JOIN lecture_progress p ON p.lecture_id = l.id AND p.user_id = $2
      WHERE t.course_id = $1
      ORDER BY t.position, t.id, l.position, l.id`,
    [courseId, userId],
  );
  const body: CourseProgressBody = {
    course: courseId,
    completed_lectures: [],
    lectures: [],
    topics: [],
    last: null,
  };
  let lastSaved = -Infinity;
  for (const row of rows) {
    let topic = body.topics[body.topics.length - 1];
    if (!topic || topic.topic !== row.topic_id) {
      topic = { topic: row.topic_id, completed: 0, total: 0 };
      body.topics.push(topic);
    }
    topic.total += 1;
    if (row.updated_at === null || row.position_seconds === null) continue;
    const saved = progressBody({
      lecture_id: row.lecture_id,
      position_seconds: row.position_seconds,
      completed_at: row.completed_at,
      updated_at: row.updated_at,
    });
    body.lectures.push(saved);
    if (saved.completed) {
      topic.completed += 1;
      body.completed_lectures.push(row.lecture_id);
    }
    const savedAt = new Date(row.updated_at).getTime();
    if (savedAt > lastSaved) {
      lastSaved = savedAt;
      body.last = { lecture: row.lecture_id, position: row.position_seconds };
    }
  }
  return body;
}
