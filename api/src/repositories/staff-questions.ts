import type { Static } from '@fastify/type-provider-typebox';
import type { Queryable } from '../db/database';
import type { StaffQuestion } from '@academy/contract/teaching';
import type { MediaUrl } from './content';
import { attachAnswers, questionBody } from './learning';
import { searchCondition } from './question-listing';
import { QUESTION_COUNT_CAP } from '@academy/contract';
import { cappedPage, type FoundPage, pageClause, parameters } from './sql';

/** SQL for the instructors' view of every lecture's questions (decisions 0132 and 0133). */

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
  answers_count: number;
  author_id: number | null;
  first_name: string | null;
  last_name: string | null;
  photo: string | null;
  important: boolean;
}

/**
 * The SQL of the instructors' question list: the page's rows (one more than asked, to tell whether
 * another page follows) and the count of all that match, up to the cap.
 */
export function staffQuestionsSql(query: StaffQuestionQuery): {
  page: { text: string; params: unknown[] };
  count: { text: string; params: unknown[] };
} {
  const { params, param } = parameters();
  const conditions = [searchCondition(query.search.trim(), param)];
  if (query.unanswered)
    conditions.push('NOT EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.by_instructor)');
  if (query.courseId !== null) conditions.push(`t.course_id = ${param(query.courseId)}`);
  if (query.lectureId !== null) conditions.push(`q.lecture_id = ${param(query.lectureId)}`);
  const lecture = 'JOIN lectures l ON l.id = q.lecture_id JOIN topics t ON t.id = l.topic_id';
  const where = `WHERE ${conditions.join('\n        AND ')}`;
  // At most QUESTION_COUNT_CAP + 1, in the page's order (decision 0189): unsearched, the list is
  // every question of the academy (1,000,000 at scale 1).
  const count = {
    text: `SELECT count(*)::int AS total
             FROM (SELECT 1 FROM questions q ${lecture} ${where} ORDER BY q.id DESC LIMIT $${params.length + 1}) matching`,
    params: [...params, QUESTION_COUNT_CAP + 1],
  };
  return {
    page: {
      text: `SELECT q.id, q.lecture_id, l.title AS lecture_title, t.id AS topic_id, t.title AS topic_title,
            t.course_id, q.title, q.content, q.created_at, q.answers_count,
            qu.id AS author_id, qu.first_name, qu.last_name, qu.photo,
            (q.important_at IS NOT NULL) AS important
       FROM questions q
       ${lecture}
       LEFT JOIN users qu ON qu.id = q.user_id
      ${where}
      ORDER BY q.id DESC
      ${pageClause({ limit: query.limit + 1, offset: query.offset }, param)}`,
      params,
    },
    count,
  };
}

/** One page of questions across all lectures, newest first, each with its oldest answers. */
export async function listStaffQuestions(
  db: Queryable,
  mediaUrl: MediaUrl,
  query: StaffQuestionQuery,
): Promise<FoundPage<StaffQuestionBody> & { countCapped: boolean }> {
  const sql = staffQuestionsSql(query);
  const [page, [counted]] = await Promise.all([
    db.query<Row>(sql.page.text, sql.page.params),
    db.query<{ total: number }>(sql.count.text, sql.count.params),
  ]);
  const { results: rows, ...found } = cappedPage(page, counted?.total ?? 0, query, QUESTION_COUNT_CAP);
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
      answers_count: row.answers_count,
    };
  });
  await attachAnswers(db, mediaUrl, results, 'oldest');
  return { ...found, results };
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
