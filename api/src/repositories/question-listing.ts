import type { Static } from '@fastify/type-provider-typebox';
import type { Queryable } from '../db/database';
import type { Answer, ListedQuestion, QUESTION_FILTERS, QUESTION_SORTS } from '../schemas';
import type { MediaUrl } from './content';
import { answerBody, questionBody } from './learning';

/** SQL for one lecture's questions as a student lists them: searched, filtered, sorted, a page at a time. */

export type ListedQuestionBody = Static<typeof ListedQuestion>;
type AnswerBody = Static<typeof Answer>;

export type QuestionFilter = (typeof QUESTION_FILTERS)[number];
export type QuestionSort = (typeof QUESTION_SORTS)[number];

// Fixed fragments chosen by an enum value: nothing the caller sends is ever spliced into SQL.
const FILTER_SQL: Record<QuestionFilter, string> = {
  all: 'TRUE',
  important: '(m.user_id IS NOT NULL OR q.important_at IS NOT NULL)',
  answered: 'EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id)',
  unanswered: 'NOT EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id)',
};
const SORT_SQL: Record<QuestionSort, string> = {
  newest: 'q.id DESC',
  oldest: 'q.id ASC',
  alphabetical: 'lower(q.title) ASC, q.id ASC',
};

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface QuestionQuery {
  lectureId: number;
  userId: number;
  search: string;
  filter: QuestionFilter;
  sort: QuestionSort;
  limit: number;
  offset: number;
}

interface ListedRow {
  id: number;
  lecture_id: number;
  title: string;
  content: string;
  created_at: Date;
  author_id: number | null;
  first_name: string | null;
  last_name: string | null;
  photo: string | null;
  is_important: boolean;
  marked_by_instructor: boolean;
  total: number;
}

interface AnswerRow {
  id: number;
  question_id: number;
  title: string;
  content: string;
  created_at: Date;
  author_id: number | null;
  first_name: string | null;
  last_name: string | null;
  photo: string | null;
  by_instructor: boolean;
}

/** One page of questions with their answers (newest first) and the number of all that match. */
export async function listLectureQuestions(
  db: Queryable,
  mediaUrl: MediaUrl,
  query: QuestionQuery,
): Promise<{ count: number; results: ListedQuestionBody[] }> {
  const search = query.search.trim();
  const rows = await db.query<ListedRow>(
    `SELECT q.id, q.lecture_id, q.title, q.content, q.created_at,
            qu.id AS author_id, qu.first_name, qu.last_name, qu.photo,
            (m.user_id IS NOT NULL) AS is_important,
            (q.important_at IS NOT NULL) AS marked_by_instructor,
            count(*) OVER ()::int AS total
       FROM questions q
       LEFT JOIN users qu ON qu.id = q.user_id
       LEFT JOIN question_marks m ON m.question_id = q.id AND m.user_id = $2
      WHERE q.lecture_id = $1
        AND ($3::text = '' OR q.title ILIKE $4 OR q.content ILIKE $4)
        AND ${FILTER_SQL[query.filter]}
      ORDER BY ${SORT_SQL[query.sort]}
      LIMIT $5 OFFSET $6`,
    [query.lectureId, query.userId, search, containsPattern(search), query.limit, query.offset],
  );
  const results: ListedQuestionBody[] = rows.map((row) => ({
    ...questionBody(mediaUrl, row),
    is_important: row.is_important,
    marked_by_instructor: row.marked_by_instructor,
  }));
  await attachAnswers(db, mediaUrl, results, 'newest');
  return { count: rows[0]?.total ?? 0, results };
}

/** Fills each question's `answers` (empty before) with its answers, newest or oldest first. */
export async function attachAnswers(
  db: Queryable,
  mediaUrl: MediaUrl,
  questions: { id: number; answers: AnswerBody[] }[],
  order: 'newest' | 'oldest',
): Promise<void> {
  if (questions.length === 0) return;
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answers = await db.query<AnswerRow>(
    `SELECT a.id, a.question_id, a.title, a.content, a.created_at,
            au.id AS author_id, au.first_name, au.last_name, au.photo, a.by_instructor
       FROM answers a LEFT JOIN users au ON au.id = a.user_id
      WHERE a.question_id = ANY($1::int[])
      ORDER BY a.id ${order === 'newest' ? 'DESC' : 'ASC'}`,
    [[...byId.keys()]],
  );
  for (const answer of answers) byId.get(answer.question_id)?.answers.push(answerBody(mediaUrl, answer));
}

/** Marks or unmarks a question as important for one student; repeating either changes nothing. */
export async function setQuestionMark(
  db: Queryable,
  input: { userId: number; questionId: number; important: boolean; now: Date },
): Promise<void> {
  if (input.important) {
    await db.query(
      `INSERT INTO question_marks (user_id, question_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, question_id) DO NOTHING`,
      [input.userId, input.questionId, input.now],
    );
  } else {
    await db.query('DELETE FROM question_marks WHERE user_id = $1 AND question_id = $2', [
      input.userId,
      input.questionId,
    ]);
  }
}
