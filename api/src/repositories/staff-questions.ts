import type { Static } from '@fastify/type-provider-typebox';
import type { Queryable } from '../db/database';
import type { StaffQuestion } from '../routes/teaching/schemas';
import type { MediaUrl } from './content';
import { questionBody } from './learning';
import { attachAnswers, containsPattern } from './question-listing';

/** SQL for the instructors' view of every lecture's questions (decision 0190). */

export type StaffQuestionBody = Static<typeof StaffQuestion>;

export interface StaffQuestionQuery {
  /** Only questions no instructor has answered. */
  unanswered: boolean;
  search: string;
  courseId: number | null;
  lectureId: number | null;
  limit: number;
  offset: number;
}

interface Row {
  id: number;
  lecture_id: number;
  lecture_title: string;
  topic_id: number;
  topic_title: string;
  course_id: number;
  title: string;
  content: string;
  created_at: Date;
  author_id: number | null;
  first_name: string | null;
  last_name: string | null;
  photo: string | null;
  important: boolean;
  total: number;
}

/** One page of questions across all lectures, newest first, with their answers (oldest first). */
export async function listStaffQuestions(
  db: Queryable,
  mediaUrl: MediaUrl,
  query: StaffQuestionQuery,
): Promise<{ count: number; results: StaffQuestionBody[] }> {
  const search = query.search.trim();
  const rows = await db.query<Row>(
    `SELECT q.id, q.lecture_id, l.title AS lecture_title, t.id AS topic_id, t.title AS topic_title,
            t.course_id, q.title, q.content, q.created_at,
            qu.id AS author_id, qu.first_name, qu.last_name, qu.photo,
            (q.important_at IS NOT NULL) AS important,
            count(*) OVER ()::int AS total
       FROM questions q
       JOIN lectures l ON l.id = q.lecture_id
       JOIN topics t ON t.id = l.topic_id
       LEFT JOIN users qu ON qu.id = q.user_id
      WHERE ($1::boolean IS FALSE
             OR NOT EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.by_instructor))
        AND ($2::text = '' OR q.title ILIKE $3 OR q.content ILIKE $3)
        AND ($4::int IS NULL OR t.course_id = $4::int)
        AND ($5::int IS NULL OR q.lecture_id = $5::int)
      ORDER BY q.id DESC
      LIMIT $6 OFFSET $7`,
    [
      query.unanswered,
      search,
      containsPattern(search),
      query.courseId,
      query.lectureId,
      query.limit,
      query.offset,
    ],
  );
  const results: StaffQuestionBody[] = rows.map((row) => {
    const question = questionBody(mediaUrl, row);
    return {
      id: question.id,
      lecture: row.lecture_id,
      lecture_title: row.lecture_title,
      topic: row.topic_id,
      topic_title: row.topic_title,
      course: row.course_id,
      title: question.title,
      content: question.content,
      created_at: question.created_at,
      user: question.user,
      is_important: row.important,
      answers: [],
    };
  });
  await attachAnswers(db, mediaUrl, results, 'oldest');
  return { count: rows[0]?.total ?? 0, results };
}

/**
 * Marks a question important for every student, or clears the mark; false when there is no such
 * question. The questions trigger of migration 0070 drops every cached copy.
 */
export async function setInstructorMark(
  db: Queryable,
  questionId: number,
  important: boolean,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE questions SET important_at = CASE WHEN $2 THEN coalesce(important_at, $3) END
      WHERE id = $1 RETURNING id`,
    [questionId, important, now],
  );
  return rows.length > 0;
}
