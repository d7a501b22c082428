import { QUESTION_COUNT_CAP } from '../../schemas';
import { type TestApp, bearer, createTestApp, databaseTargets, signIn } from '../../test-helpers/test-app';

/**
 * The questions listing's pages on a lecture of a few hundred questions (decision 0183): a page in the
 * far half is read from the other end and must hold exactly the rows the page from the near end held;
 * a search counts at most QUESTION_COUNT_CAP matches, says so (`count_capped`) and pages on by `next`.
 */

interface Page {
  count: number;
  count_capped?: boolean;
  next: string | null;
  previous: string | null;
  results: { id: number }[];
}

const QUESTIONS = 253;
// Five titles, two pairs alike but for case: the alphabetical sort ties on most rows and breaks the
// ties by id.
const TITLES = ['Same title', 'same TITLE', 'Another', 'another', 'Zeta'];

describe.each(databaseTargets())('question listing pages on %s', (target) => {
  let t: TestApp;
  let demo: string;
  let lecture: number;

  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/courses/questions/?${query}`, headers: bearer(demo) });
  const page = async (query: string) => {
    const response = await get(query);
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    return response.json<Page>();
  };
  /** The lecture's question ids in the order a sort states, read straight from the table. */
  const expected = async (order: string, where = 'TRUE') =>
    (
      await t.db.query<{ id: number }>(
        `SELECT id FROM questions q WHERE lecture_id = $1 AND ${where} ORDER BY ${order}`,
        [lecture],
      )
    ).map((row) => row.id);

  beforeAll(async () => {
    t = await createTestApp(target, { demoQuestions: false });
    demo = (await signIn(t.app)).access;
    const lectures = await t.db.query<{ id: number }>(
      'SELECT l.id FROM lectures l JOIN topics t ON t.id = l.topic_id ORDER BY t.position, l.position',
    );
    lecture = lectures[2]?.id ?? 0;
    await t.db.query(
      `INSERT INTO questions (lecture_id, user_id, title, content, created_at)
       SELECT $1, (SELECT min(id) FROM users), ($2::text[])[1 + i % 5],
              CASE WHEN i % 2 = 0 THEN 'About the clause ' ELSE 'About the seat ' END || i,
              now() - (i || ' seconds')::interval
         FROM generate_series(1, $3::int) i`,
      [lecture, TITLES, QUESTIONS],
    );
    await t.db.query(
      `INSERT INTO answers (question_id, user_id, title, content, created_at)
       SELECT id, user_id, 'Answer', 'An answer', now() FROM questions WHERE lecture_id = $1 AND id % 3 = 0`,
      [lecture],
    );
  });
  afterAll(() => t.close());

  const sorts = {
    newest: 'id DESC',
    oldest: 'id ASC',
    alphabetical: 'lower(title) ASC, id ASC',
  } as const;
  const filters = { all: 'TRUE', unanswered: 'answers_count = 0' } as const;

  const combinations = (Object.keys(sorts) as (keyof typeof sorts)[]).flatMap((sort) =>
    (Object.keys(filters) as (keyof typeof filters)[]).map((filter) => [sort, filter] as const),
  );
  it.each(combinations)(
    'serves every page of sort=%s filter=%s, the far half from the other end, in order',
    async (sort, filter) => {
      const all = await expected(sorts[sort], filters[filter]);
      expect(all.length).toBeGreaterThan(100);
      for (const size of sort === 'alphabetical' && filter === 'all' ? [20, 7] : [20]) {
        const pages = Math.ceil(all.length / size);
        for (let number = 1; number <= pages; number += 1) {
          const shown = await page(
            `lecture=${lecture}&sort=${sort}&filter=${filter}&page_size=${size}&page=${number}`,
          );
          expect({
            number,
            size,
            count: shown.count,
            capped: shown.count_capped,
            next: shown.next !== null,
          }).toEqual({
            number,
            size,
            count: all.length,
            capped: false,
            next: number < pages,
          });
          expect({ number, size, ids: shown.results.map((question) => question.id) }).toEqual({
            number,
            size,
            ids: all.slice((number - 1) * size, number * size),
          });
        }
        const past = await get(
          `lecture=${lecture}&sort=${sort}&filter=${filter}&page_size=${size}&page=${pages + 1}`,
        );
        expect(past.statusCode).toBe(404);
      }
    },
  );

  it('counts a search up to the cap, says the count is a lower bound, and pages on by next to the exact end', async () => {
    const matches = await expected('id DESC', "content ILIKE '%clause%'");
    expect(matches.length).toBeGreaterThan(QUESTION_COUNT_CAP);
    let url: string | null = `/courses/questions/?lecture=${lecture}&search=clause`;
    const seen: number[] = [];
    const counts: [number, boolean | undefined][] = [];
    while (url !== null) {
      const response: { statusCode: number; json: <T>() => T } = await t.app.inject({
        method: 'GET',
        url,
        headers: bearer(demo),
      });
      expect(response.statusCode).toBe(200);
      const shown: Page = response.json<Page>();
      seen.push(...shown.results.map((question) => question.id));
      counts.push([shown.count, shown.count_capped]);
      url = shown.next;
    }
    expect(seen).toEqual(matches);
    // Page 1 says "more than the cap"; past the cap the bound is what has been paged through; the last
    // page, which found no row after it, knows the exact total.
    const pages = Math.ceil(matches.length / 20);
    expect(counts).toEqual(
      Array.from({ length: pages }, (_, index) =>
        index === pages - 1
          ? [matches.length, false]
          : [Math.max(QUESTION_COUNT_CAP, (index + 1) * 20), true],
      ),
    );
    const last = await page(`lecture=${lecture}&search=clause&page_size=100&page=2`);
    expect(last).toMatchObject({ count: matches.length, count_capped: false, next: null });
    const past = await get(`lecture=${lecture}&search=clause&page=${pages + 1}`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('counts a search of fewer matches than the cap exactly', async () => {
    const matches = await expected('id ASC', "content ILIKE '%clause 1%'");
    expect(matches.length).toBeGreaterThan(20);
    expect(matches.length).toBeLessThanOrEqual(QUESTION_COUNT_CAP);
    const first = await page(`lecture=${lecture}&search=${encodeURIComponent('clause 1')}&sort=oldest`);
    expect(first).toMatchObject({ count: matches.length, count_capped: false });
    expect(first.results.map((question) => question.id)).toEqual(matches.slice(0, 20));
    const unsearched = await page(`lecture=${lecture}`);
    expect(unsearched).toMatchObject({ count: QUESTIONS, count_capped: false });
  });
});
