import type { Static } from '@fastify/type-provider-typebox';
import type { Queryable } from '../db/database';
import {
  QUESTION_COUNT_CAP,
  type ListedQuestion,
  type QUESTION_FILTERS,
  type QUESTION_SORTS,
} from '@academy/contract';
import type { MediaUrl } from './content';
import { attachAnswers, questionBody } from './learning';
import { cappedPage, pageClause, parameters } from './sql';

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
 * ILIKE (decision 0188). `param` adds the pattern to the query's parameters and names it.
 */
export function searchCondition(search: string, param: (value: unknown) => string): string {
  if (search === '') return 'TRUE';
  const pattern = param(containsPattern(search));
  return `(q.title ILIKE ${pattern} OR q.content ILIKE ${pattern})`;
}

/**
 * A row's place in a sort: its id, and for the alphabetical sort its `lower(title)` as the database
 * computes it (a cursor carries the key of a page's last row, decision 0194).
 */
export interface QuestionKey {
  id: number;
  title?: string;
}

export interface QuestionQuery {
  lectureId: number;
  userId: number;
  search: string;
  filter: QuestionFilter;
  sort: QuestionSort;
  limit: number;
  /** The page's offset: its rows are skipped, unless `after` says where the page starts. */
  offset: number;
  /** A keyset cursor's key: the page is the rows that follow this one in the sort, with no OFFSET. */
  after?: QuestionKey;
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
  /** `lower(title)`: selected for the alphabetical sort, whose cursor carries it. */
  title_key?: string;
}

/**
 * The count of a searched listing (or of the "important" filter, which depends on the student's own
 * marks) stops at QUESTION_COUNT_CAP: counting every match of a common word read 93,000 rows of the
 * busiest lecture at scale 1 (decision 0184). Past it the wire's `count` is a lower bound.
 */
const COUNT_CAP = QUESTION_COUNT_CAP;

/** The order of each sort read from the other end: its rows reversed are the same rows, in order. */
const SORT_REVERSED_SQL: Record<QuestionSort, string> = {
  newest: 'q.id ASC',
  oldest: 'q.id DESC',
  alphabetical: 'lower(q.title) DESC, q.id DESC',
};

export interface ListingSql {
  page: { text: string; params: unknown[] };
  count: { text: string; params: unknown[] };
  /**
   * Whether the count is exact and cheap (the kept per-lecture counts): it is read before the page,
   * and the page may then be read from the other end. Otherwise the count stops at COUNT_CAP and runs
   * beside the page, which reads one row more than asked to tell whether another page follows.
   */
  exactCount: boolean;
  /** The page's rows come in the reversed order (read from the far end): the caller reverses them. */
  reversed: boolean;
  /** How many rows the page asks for; 0: the window is past the end, no row to read. */
  limit: number;
}

/**
 * The rows after a key in each sort, the sort's own columns compared as a row: the condition the
 * sort's index (`questions (lecture_id, id)`, `questions (lecture_id, lower(title), id)`) starts its
 * scan at, so a page reads a page of rows wherever it stands.
 */
const AFTER_SQL: Record<QuestionSort, (key: QuestionKey, param: (value: unknown) => string) => string> = {
  newest: (key, param) => `q.id < ${param(key.id)}`,
  oldest: (key, param) => `q.id > ${param(key.id)}`,
  alphabetical: (key, param) =>
    `(lower(q.title), q.id) > (${param(key.title ?? '')}::text, ${param(key.id)}::int)`,
};

/** The rows a window reads from the far end of `total`: the offset from that end and how many. */
function reversedWindow(total: number, limit: number, offset: number): { limit: number; offset: number } {
  const fromEnd = total - offset - limit;
  return { limit: Math.max(0, limit + Math.min(0, fromEnd)), offset: Math.max(0, fromEnd) };
}

/**
 * The SQL of a student's question listing: the page's rows, and the count of all that match. Exported
 * so that the plan test (question-plans.test.ts) explains exactly what the listing runs. With `total`
 * (the exact count, read first) a page in the far half of the listing is read from the other end in
 * the reversed order: the last page of 278,831 questions then reads 11 rows instead of skipping
 * 278,820 (decision 0193). With `query.after` (a cursor) the page is the rows after that key, read
 * forward with no OFFSET (decision 0194), one more than asked to tell whether another page follows.
 */
export function lectureQuestionsSql(query: QuestionQuery, total?: number): ListingSql {
  const { params, param } = parameters();
  const marks = `LEFT JOIN question_marks m ON m.question_id = q.id AND m.user_id = ${param(query.userId)}`;
  const where = `WHERE q.lecture_id = ${param(query.lectureId)}
        AND ${searchCondition(query.search.trim(), param)}
        AND ${FILTER_SQL[query.filter]}`;
  const kept = query.search.trim() === '' ? COUNTER_SQL[query.filter] : undefined;
  const count =
    kept !== undefined
      ? { text: kept, params: [query.lectureId] }
      : {
          // The cap is the count's own last parameter, not one of the page's.
          text: `SELECT count(*)::int AS total
                   FROM (SELECT 1 FROM questions q ${marks} ${where} ORDER BY q.lecture_id, q.id LIMIT $${params.length + 1}) matching`,
          params: [...params, COUNT_CAP + 1],
        };
  const after = query.after;
  const reversed =
    after === undefined && kept !== undefined && total !== undefined && query.offset > total / 2;
  const window = reversed
    ? reversedWindow(total, query.limit, query.offset)
    : {
        limit: kept === undefined || after !== undefined ? query.limit + 1 : query.limit,
        offset: query.offset,
      };
  const titleKey = query.sort === 'alphabetical' ? ', lower(q.title) AS title_key' : '';
  return {
    page: {
      text: `SELECT q.id, q.lecture_id, q.title, q.content, q.created_at, q.answers_count,
            qu.id AS author_id, qu.first_name, qu.last_name, qu.photo,
            (m.user_id IS NOT NULL) AS is_important,
            (q.important_at IS NOT NULL) AS marked_by_instructor${titleKey}
       FROM questions q
       LEFT JOIN users qu ON qu.id = q.user_id
       ${marks}
      ${where}
        ${after === undefined ? '' : `AND ${AFTER_SQL[query.sort](after, param)}`}
      ORDER BY ${(reversed ? SORT_REVERSED_SQL : SORT_SQL)[query.sort]}
      ${pageClause(after === undefined ? window : { limit: window.limit }, param)}`,
      params,
    },
    count,
    exactCount: kept !== undefined,
    reversed,
    limit: window.limit,
  };
}

/**
 * One page of questions, each with its newest answers, and the number of all that match: exact, or
 * (`countCapped`) a lower bound past COUNT_CAP, with `more` saying whether rows follow the page, and
 * `last`, the key of the page's last row (for the cursor of `next`).
 */
export async function listLectureQuestions(
  db: Queryable,
  mediaUrl: MediaUrl,
  query: QuestionQuery,
): Promise<{
  count: number;
  countCapped: boolean;
  more?: boolean;
  results: ListedQuestionBody[];
  last?: QuestionKey;
}> {
  const first = lectureQuestionsSql(query);
  let rows: ListedRow[];
  let found: { count: number; countCapped: boolean; more?: boolean };
  const countOf = async (statement: { text: string; params: unknown[] }) =>
    (await db.query<{ total: number }>(statement.text, statement.params))[0]?.total ?? 0;
  if (first.exactCount && query.after !== undefined) {
    // A cursor's page is read forward, beside the kept count: the extra row says whether one follows.
    const [page, total] = await Promise.all([
      db.query<ListedRow>(first.page.text, first.page.params),
      countOf(first.count),
    ]);
    rows = page.slice(0, query.limit);
    found = { count: total, countCapped: false, more: page.length > query.limit };
  } else if (first.exactCount) {
    // The first page is never in the far half: it is read beside the count, with no wait for it.
    const known = query.offset === 0 ? undefined : await countOf(first.count);
    const sql = known === undefined ? first : lectureQuestionsSql(query, known);
    const [page, total] = await Promise.all([
      sql.limit === 0 ? [] : db.query<ListedRow>(sql.page.text, sql.page.params),
      known ?? countOf(first.count),
    ]);
    rows = sql.reversed ? [...page].reverse() : page;
    found = { count: total, countCapped: false };
  } else {
    const [page, counted] = await Promise.all([
      db.query<ListedRow>(first.page.text, first.page.params),
      countOf(first.count),
    ]);
    ({ results: rows, ...found } = cappedPage(page, counted, query, COUNT_CAP));
  }
  const results: ListedQuestionBody[] = rows.map((row) => ({
    ...questionBody(mediaUrl, row),
    is_important: row.is_important,
    marked_by_instructor: row.marked_by_instructor,
  }));
  await attachAnswers(db, mediaUrl, results, 'newest');
  const lastRow = rows.at(-1);
  const last =
    lastRow === undefined
      ? undefined
      : { id: lastRow.id, ...(lastRow.title_key === undefined ? {} : { title: lastRow.title_key }) };
  return { ...found, results, ...(last === undefined ? {} : { last }) };
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
