import type { Database } from '../db/database';
import { QUESTION_COUNT_CAP } from '@academy/contract';
import {
  describeOnPostgres,
  executedPlanOf,
  indexesOf,
  openPlanDatabase,
  planOf,
  rowsProduced,
  scansOf,
  seqScans,
} from '../test-helpers/query-plans';
import { insertCourseAndTopics } from '../test-helpers/test-app';
import { lectureQuestionsSql, type QuestionQuery } from './question-listing';
import { essayQueueSql } from './staff-essays';
import { staffQuestionsSql } from './staff-questions';

/**
 * The plans PostgreSQL picks for the Q&A listing, its search and the essay queue on a data set shaped
 * like a busy academy (decision 0188): 200,000 questions over 60 lectures, a few lectures holding most
 * of them, 300,000 answers, 12,000 essays. Each statement must reach the questions (and essays)
 * through an index, never a sequential scan. PostgreSQL only: PGlite is the embedded default for the
 * demo data, and plans at this size are PostgreSQL's business.
 */

const QUESTIONS = 200_000;
const LECTURES = 60;

describeOnPostgres('query plans at scale (PostgreSQL)', () => {
  let db: Database;
  let drop: () => Promise<void>;
  /** The lecture with the most questions, and one with few. */
  let hot: number;
  let cold: number;
  let student: number;

  const plan = (sql: { text: string; params: unknown[] }) => planOf(db, sql);

  beforeAll(async () => {
    ({ db, drop } = await openPlanDatabase());
    await insertCourseAndTopics(db, 6);
    await db.query(
      `INSERT INTO lectures (id, topic_id, position, title)
       SELECT i, 1 + (i - 1) / 10, i, 'Lecture ' || i FROM generate_series(1, $1::int) i`,
      [LECTURES],
    );
    await db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name)
       SELECT 'student' || i || '@academy.test', 'x', 'First' || i, 'Last' || i FROM generate_series(1, 2000) i`,
    );
    // Words of the course; a question is 6 to 17 of them. Lecture 1 + floor(60 * r^2): lecture 1
    // gets about 13% of the questions, lecture 60 about 0.1%.
    await db.query(
      `WITH words AS (SELECT string_to_array(
          'arbitration tribunal award seat consent clause jurisdiction hearing evidence witness costs ' ||
          'appeal annulment enforcement convention procedure counsel claimant respondent interim ' ||
          'measures emergency arbitrator challenge impartiality disclosure document production expert ' ||
          'damages interest settlement mediation language venue institution rules ad hoc party', ' ') AS w)
       INSERT INTO questions (lecture_id, user_id, title, content, created_at)
       SELECT 1 + floor($2::int * power(random(), 2))::int,
              1 + (i % 2000),
              initcap(words.w[1 + (i * 7) % 40] || ' ' || words.w[1 + (i * 13) % 40]),
              array_to_string(ARRAY(SELECT words.w[1 + floor(random() * 40)::int]
                                      FROM generate_series(1, 6 + i % 12) WHERE i > 0), ' ') || '?',
              now() - (i || ' seconds')::interval
         FROM generate_series(1, $1::int) i, words`,
      [QUESTIONS, LECTURES],
    );
    // A rare phrase, searched for below: a few dozen questions.
    await db.query(`UPDATE questions SET content = content || ' lis pendens' WHERE id % 5000 = 0`);
    // Three answers in five questions on average, skewed too.
    await db.query(
      `INSERT INTO answers (question_id, user_id, title, content, created_at, by_instructor)
       SELECT 1 + floor($1::int * random())::int, 1 + (i % 2000), 'An answer', 'An answer to it', now(), i % 4 = 0
         FROM generate_series(1, $1::int * 3 / 2) i`,
      [QUESTIONS],
    );
    await db.query(
      `INSERT INTO essays (user_id, course_id, topic_id, status, body, version, created_at, updated_at)
       SELECT 1 + i / 6, 1, 1 + i % 6, (ARRAY['draft', 'submitted', 'accepted', 'returned'])[1 + (i / 5) % 4],
              'An essay', CASE WHEN (i / 5) % 4 = 0 THEN 0 ELSE 1 END, now(), now()
         FROM generate_series(0, 11999) i`,
    );
    await db.query(
      `INSERT INTO essay_versions (essay_id, version, body, word_count, submitted_at, status)
       SELECT id, 1, body, 2, now() - (id || ' minutes')::interval, CASE WHEN status = 'draft' THEN 'submitted' ELSE status END
         FROM essays WHERE version = 1`,
    );
    await db.query('VACUUM ANALYZE');
    const [busiest] = await db.query<{ lecture_id: number }>(
      'SELECT lecture_id FROM lecture_question_counts ORDER BY questions_count DESC LIMIT 1',
    );
    const [quiet] = await db.query<{ lecture_id: number }>(
      'SELECT lecture_id FROM lecture_question_counts WHERE questions_count > 0 ORDER BY questions_count LIMIT 1',
    );
    hot = busiest?.lecture_id ?? 0;
    cold = quiet?.lecture_id ?? 0;
    student = 1;
  }, 600_000);
  afterAll(() => drop());

  const listing = (overrides: Partial<QuestionQuery>): QuestionQuery => ({
    lectureId: hot,
    userId: student,
    search: '',
    filter: 'all',
    sort: 'newest',
    limit: 20,
    offset: 0,
    ...overrides,
  });

  it('keeps the counts the curriculum reads in step with a bulk load', async () => {
    const [kept] = await db.query<{ questions: number; answered: number }>(
      'SELECT sum(questions_count)::int AS questions, sum(answered_count)::int AS answered FROM lecture_question_counts',
    );
    const [counted] = await db.query<{ questions: number; answered: number }>(
      `SELECT count(*)::int AS questions,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id))::int AS answered
         FROM questions q`,
    );
    expect(kept).toEqual(counted);
    expect(counted?.questions).toBe(QUESTIONS);
    const [skew] = await db.query<{ share: number }>(
      'SELECT max(questions_count)::float / sum(questions_count) AS share FROM lecture_question_counts',
    );
    expect(skew?.share).toBeGreaterThan(0.1);
  });

  it('searches through the trigram indexes, on the busiest lecture and on a quiet one', async () => {
    for (const lectureId of [hot, cold]) {
      const sql = lectureQuestionsSql(listing({ lectureId, search: 'lis pendens' }));
      for (const statement of [sql.page, sql.count]) {
        const nodes = await plan(statement);
        expect(seqScans(nodes, 'questions')).toEqual([]);
        if (lectureId === hot)
          expect(indexesOf(nodes)).toEqual(
            expect.arrayContaining(['questions_title_trgm', 'questions_content_trgm']),
          );
      }
    }
    // The instructors' search across every lecture.
    const staff = staffQuestionsSql({
      unanswered: false,
      search: 'lis pendens',
      courseId: null,
      lectureId: null,
      limit: 20,
      offset: 0,
    });
    for (const statement of [staff.page, staff.count]) {
      const nodes = await plan(statement);
      expect(seqScans(nodes, 'questions')).toEqual([]);
      expect(indexesOf(nodes)).toEqual(expect.arrayContaining(['questions_content_trgm']));
    }
  });

  it('lists, filters and sorts a lecture through its indexes', async () => {
    const cases: Partial<QuestionQuery>[] = [
      { sort: 'newest' },
      { sort: 'oldest', offset: 2000 },
      { sort: 'alphabetical' },
      { filter: 'answered' },
      { filter: 'unanswered', sort: 'oldest' },
      { filter: 'important' },
      { lectureId: cold },
    ];
    for (const overrides of cases) {
      const sql = lectureQuestionsSql(listing(overrides));
      const page = await plan(sql.page);
      expect({ overrides, seqScans: seqScans(page, 'questions') }).toEqual({ overrides, seqScans: [] });
      expect(scansOf(page, 'questions').length).toBeGreaterThan(0);
      // The total of an unsearched listing is the lecture's kept count, not a count of its questions
      // (which PostgreSQL scans in full at scale 1, a quarter of the table being one lecture's); the
      // student's "important" marks are counted through their indexes.
      const count = await plan(sql.count);
      expect({ overrides, seqScans: seqScans(count, 'questions') }).toEqual({ overrides, seqScans: [] });
      const kept = overrides.filter !== 'important';
      expect({ overrides, questionsRead: scansOf(count, 'questions').length > 0 }).toEqual({
        overrides,
        questionsRead: !kept,
      });
    }
    const alphabetical = await plan(lectureQuestionsSql(listing({ sort: 'alphabetical' })).page);
    expect(indexesOf(alphabetical)).toContain('questions_lecture_title');
  });

  it("counts a common word's matches only up to the cap, through an index", async () => {
    // 'clause' is in about a quarter of the questions: thousands on the busiest lecture.
    const [matching] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM questions WHERE lecture_id = $1 AND (title ILIKE '%clause%' OR content ILIKE '%clause%')`,
      [hot],
    );
    expect(matching?.n).toBeGreaterThan(10 * QUESTION_COUNT_CAP);
    for (const filter of ['all', 'unanswered'] as const) {
      const sql = lectureQuestionsSql(listing({ search: 'clause', filter }));
      const count = await executedPlanOf(db, sql.count);
      expect({ filter, seqScans: seqScans(count, 'questions') }).toEqual({ filter, seqScans: [] });
      expect(rowsProduced(count, 'questions')).toBeLessThanOrEqual(QUESTION_COUNT_CAP + 1);
      const [counted] = await db.query<{ total: number }>(sql.count.text, sql.count.params);
      expect(counted?.total).toBe(QUESTION_COUNT_CAP + 1);
      // The page reads one row more than it shows, to tell whether another follows.
      const page = await executedPlanOf(db, sql.page);
      expect(seqScans(page, 'questions')).toEqual([]);
      expect(rowsProduced(page, 'questions')).toBeLessThanOrEqual(21);
    }
    // The instructors' list, every question of the academy unsearched, counts up to the cap as well.
    for (const search of ['', 'clause']) {
      const staff = staffQuestionsSql({
        unanswered: false,
        search,
        courseId: null,
        lectureId: null,
        limit: 20,
        offset: 0,
      });
      const count = await executedPlanOf(db, staff.count);
      expect({ search, seqScans: seqScans(count, 'questions') }).toEqual({ search, seqScans: [] });
      expect({ search, read: rowsProduced(count, 'questions') <= QUESTION_COUNT_CAP + 1 }).toEqual({
        search,
        read: true,
      });
    }
    // The student's "important" filter is counted (their own marks) and stops at the cap too.
    const important = await executedPlanOf(db, lectureQuestionsSql(listing({ filter: 'important' })).count);
    expect(seqScans(important, 'questions')).toEqual([]);
  });

  it('reads a page of the far half of a listing from the other end, the last page a page of rows', async () => {
    const [kept] = await db.query<{ total: number }>(
      'SELECT questions_count AS total FROM lecture_question_counts WHERE lecture_id = $1',
      [hot],
    );
    const total = kept?.total ?? 0;
    const last = Math.floor((total - 1) / 20) * 20;
    for (const sort of ['oldest', 'newest', 'alphabetical'] as const) {
      const sql = lectureQuestionsSql(listing({ sort, offset: last }), total);
      expect({ sort, reversed: sql.reversed }).toEqual({ sort, reversed: true });
      const nodes = await executedPlanOf(db, sql.page);
      expect({ sort, seqScans: seqScans(nodes, 'questions') }).toEqual({ sort, seqScans: [] });
      expect({ sort, read: rowsProduced(nodes, 'questions') }).toEqual({ sort, read: total - last });
    }
    // The near half is read forward as before.
    expect(lectureQuestionsSql(listing({ sort: 'oldest', offset: 20 }), total).reversed).toBe(false);
  });

  it('reads a cursor page in the middle of a listing as a page of rows, for every sort, filter and a search', async () => {
    const sorts = {
      newest: 'q.id DESC',
      oldest: 'q.id ASC',
      alphabetical: 'lower(q.title) ASC, q.id ASC',
    } as const;
    const filters = {
      all: 'TRUE',
      answered: 'q.answers_count > 0',
      unanswered: 'q.answers_count = 0',
    } as const;
    const searches = {
      '': 'TRUE',
      clause: "(q.title ILIKE '%clause%' OR q.content ILIKE '%clause%')",
    } as const;
    for (const sort of Object.keys(sorts) as (keyof typeof sorts)[])
      for (const filter of Object.keys(filters) as (keyof typeof filters)[])
        for (const search of Object.keys(searches) as (keyof typeof searches)[]) {
          const where = `q.lecture_id = $1 AND ${filters[filter]} AND ${searches[search]}`;
          const [counted] = await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM questions q WHERE ${where}`,
            [hot],
          );
          // The last row of the page before the middle one: the cursor `next` carries to it.
          const offset = Math.floor((counted?.n ?? 0) / 40) * 20;
          const [key] = await db.query<{ id: number; title: string }>(
            `SELECT q.id, lower(q.title) AS title FROM questions q WHERE ${where}
              ORDER BY ${sorts[sort]} OFFSET $2 LIMIT 1`,
            [hot, offset - 1],
          );
          const query = listing({ sort, filter, search, offset });
          const cursor = lectureQuestionsSql({
            ...query,
            after: { id: key?.id ?? 0, title: key?.title ?? '' },
          });
          const nodes = await executedPlanOf(db, cursor.page);
          const what = { sort, filter, search, offset };
          expect({ ...what, seqScans: seqScans(nodes, 'questions') }).toEqual({ ...what, seqScans: [] });
          // One row more than the page, to tell whether another follows; no row skipped before it.
          expect({ ...what, read: rowsProduced(nodes, 'questions') }).toEqual({ ...what, read: 21 });
          expect(cursor.page.text).not.toContain('OFFSET');
          // The rows are the page's own: the ones OFFSET finds at that place.
          const [byCursor, byOffset] = await Promise.all(
            [cursor, lectureQuestionsSql(query)].map((sql) =>
              db.query<{ id: number }>(sql.page.text, sql.page.params),
            ),
          );
          expect({ ...what, ids: byCursor?.slice(0, 20).map((row) => row.id) }).toEqual({
            ...what,
            ids: byOffset?.slice(0, 20).map((row) => row.id),
          });
          if (filter === 'all' && search === '') {
            // What the cursor saves: the same page by OFFSET reads every row before it.
            const skipped = await executedPlanOf(db, lectureQuestionsSql(query).page);
            expect({ ...what, skippedAll: rowsProduced(skipped, 'questions') >= offset + 20 }).toEqual({
              ...what,
              skippedAll: true,
            });
          }
        }
  });

  it('pages the essay queue without reading every essay', async () => {
    const sql = essayQueueSql({ status: 'submitted', topic: null, courseId: 1, limit: 20, offset: 0 });
    for (const statement of [sql.page, sql.count]) {
      const nodes = await plan(statement);
      expect(seqScans(nodes, 'essays')).toEqual([]);
    }
  });
});
