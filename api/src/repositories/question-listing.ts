import type { Static } from '@fastify/type-provider-typebox';
import type { Queryable } from '../db/database';
import type { ListedQuestion, QUESTION_FILTERS, QUESTION_SORTS } from '../schemas';
import type { MediaUrl } from './content';
import { attachAnswers, questionBody } from './learning';
import { parameters } from './sql';

/** SQL for one lecture's questions as a student lists them: searched, filtered, sorted, a page at a time. */

export type ListedQuestionBody = Static<typeof ListedQuestion>;

export type QuestionFilter = (typeof QUESTION_FILTERS)[number];
export type QuestionSort = (typeof QUESTION_SORTS)[number];

// Fixed fragments chosen by an enum value: nothing the caller sends is ever spliced into SQL.
const FILTER_SQL: Record<QuestionFilter, string> = {
  all: 'TRUE',
  important: '(m.user_id IS NOT NULL OR q.important_at IS NOT NULL)',
  answered: 'q.answers_count > 0',
  unanswered: 'q.answers_count = 0',
};
/**
 * The total of an unsearched listing, read from the counts the database keeps per lecture (migration
 * 0110, `lecture_question_counts`) instead of counting the lecture's questions on every page: a busy
 * lecture's 278,831 questions took 146 ms to count (decision 0184). The "important" filter depends on
 * the student's own marks and is counted, from its small indexed sets.
 */
const COUNTER_SQL: Partial<Record<QuestionFilter, string>> = {
  all: 'SELECT coalesce((SELECT questions_count FROM lecture_question_counts WHERE lecture_id = $1), 0)::int AS total',
  answered:
    'SELECT coalesce((SELECT answered_count FROM lecture_question_counts WHERE lecture_id = $1), 0)::int AS total',
  unanswered:
    'SELECT coalesce((SELECT questions_count - answered_count FROM lecture_question_counts WHERE lecture_id = $1), 0)::int AS total',
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

/**
 * The search condition on questions `q`, present only when there is something to search (so the
 * planner never sees a search it could skip): the trigram indexes of migration 0110 serve each
 * ILIKE (decision 0183). `param` adds the pattern to the query's parameters and names it.
 */
export function searchCondition(search: string, param: (value: unknown) => string): string {
  if (search === '') return 'TRUE';
  const pattern = param(containsPattern(search));
  return `(q.title ILIKE ${pattern} OR q.content ILIKE ${pattern})`;
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
  answers_count: number;
  author_id: number | null;
  first_name: string | null;
  last_name: string | null;
  photo: string | null;
  is_important: boolean;
  marked_by_instructor: boolean;
}

/**
 * The SQL of a student's question listing: the page's rows, and the count of all that match. Exported
 * so that the plan test (question-plans.test.ts) explains exactly what the listing runs.
 */
export function lectureQuestionsSql(query: QuestionQuery): {
  page: { text: string; params: unknown[] };
  count: { text: string; params: unknown[] };
} {
  const { params, param } = parameters();
  const marks = `LEFT JOIN question_marks m ON m.question_id = q.id AND m.user_id = ${param(query.userId)}`;
  const where = `WHERE q.lecture_id = ${param(query.lectureId)}
        AND ${searchCondition(query.search.trim(), param)}
        AND ${FILTER_SQL[query.filter]}`;
  const counted = COUNTER_SQL[query.filter];
  const count =
    query.search.trim() === '' && counted !== undefined
      ? { text: counted, params: [query.lectureId] }
      : { text: `SELECT count(*)::int AS total FROM questions q ${marks} ${where}`, params: [...params] };
  return {
    page: {
      text: `SELECT q.id, q.lecture_id, q.title, q.content, q.created_at, q.answers_count,
            qu.id AS author_id, qu.first_name, qu.last_name, qu.photo,
            (m.user_id IS NOT NULL) AS is_important,
            (q.important_at IS NOT NULL) AS marked_by_instructor
       FROM questions q
       LEFT JOIN users qu ON qu.id = q.user_id
       ${marks}
      ${where}
      ORDER BY ${SORT_SQL[query.sort]}
      LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`,
      params,
    },
    count,
  };
}

/** One page of questions, each with its newest answers, and the number of all that match. */
export async function listLectureQuestions(
  db: Queryable,
  mediaUrl: MediaUrl,
  query: QuestionQuery,
): Promise<{ count: number; results: ListedQuestionBody[] }> {
  const sql = lectureQuestionsSql(query);
  const [rows, [counted]] = await Promise.all([
    db.query<ListedRow>(sql.page.text, sql.page.params),
    db.query<{ total: number }>(sql.count.text, sql.count.params),
  ]);
  const results: ListedQuestionBody[] = rows.map((row) => ({
    ...questionBody(mediaUrl, row),
    is_important: row.is_important,
    marked_by_instructor: row.marked_by_instructor,
  }));
  await attachAnswers(db, mediaUrl, results, 'newest');
  return { count: counted?.total ?? 0, results };
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
