import { QUESTION_COUNT_CAP } from '@academy/contract';
import {
  DEMO,
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  signIn,
} from '../../test-helpers/test-app';

/**
 * The questions listing's pages on a lecture of a few hundred questions: a page in the far half is read
 * from the other end and must hold exactly the rows the page from the near end held (decision 0193);
 * a search counts at most QUESTION_COUNT_CAP matches, says so (`count_capped`) and pages on by `next`
 * (decision 0189); `next` carries a keyset cursor, and walking by it gives the table's order whatever
 * is asked or deleted meanwhile; a cursor the API did not write for that page is refused (decision 0194).
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

/**
 * The third lecture of the demo course with QUESTIONS questions (by id: every third answered, the
 * next one after each of those marked by the demo student, every seventh by an instructor).
 */
async function seedLecture(t: TestApp): Promise<number> {
  const lectures = await t.db.query<{ id: number }>(
    'SELECT l.id FROM lectures l JOIN topics t ON t.id = l.topic_id ORDER BY t.position, l.position',
  );
  const lecture = lectures[2]?.id ?? 0;
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
  await t.db.query(
    `INSERT INTO question_marks (user_id, question_id, created_at)
     SELECT u.id, q.id, now() FROM questions q, users u
      WHERE q.lecture_id = $1 AND q.id % 3 = 1 AND u.email = $2`,
    [lecture, DEMO.email],
  );
  await t.db.query('UPDATE questions SET important_at = now() WHERE lecture_id = $1 AND id % 7 = 0', [
    lecture,
  ]);
  return lecture;
}

/** Each sort of the listing as the table's own ORDER BY. */
const SORTS = {
  newest: 'id DESC',
  oldest: 'id ASC',
  alphabetical: 'lower(title) ASC, id ASC',
} as const;
type Sort = keyof typeof SORTS;

/** The lecture's question ids in the order a sort states, read straight from the table. */
async function tableOrder(t: TestApp, lecture: number, order: string, where = 'TRUE'): Promise<number[]> {
  const rows = await t.db.query<{ id: number }>(
    `SELECT id FROM questions q WHERE lecture_id = $1 AND ${where} ORDER BY ${order}`,
    [lecture],
  );
  return rows.map((row) => row.id);
}

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
  const expected = (order: string, where?: string) => tableOrder(t, lecture, order, where);

  beforeAll(async () => {
    t = await createTestApp(target, { demoQuestions: false });
    demo = (await signIn(t.app)).access;
    lecture = await seedLecture(t);
  });
  afterAll(() => t.close());

  const filters = { all: 'TRUE', unanswered: 'answers_count = 0' } as const;

  const combinations = (Object.keys(SORTS) as Sort[]).flatMap((sort) =>
    (Object.keys(filters) as (keyof typeof filters)[]).map((filter) => [sort, filter] as const),
  );
  it.each(combinations)(
    'serves every page of sort=%s filter=%s, the far half from the other end, in order',
    async (sort, filter) => {
      const all = await expected(SORTS[sort], filters[filter]);
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

describe.each(databaseTargets())('question listing cursors on %s', (target) => {
  let t: TestApp;
  let demo: string;
  let lecture: number;

  const get = (url: string, language = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(demo), 'accept-language': language } });
  const page = async (url: string) => {
    const response = await get(url);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<Page>();
  };
  const ids = (shown: Page) => shown.results.map((question) => question.id);
  /** Every page from `url` on, following `next`. */
  const walk = async (url: string) => {
    const pages: Page[] = [];
    for (let next: string | null = url; next !== null; next = pages.at(-1)?.next ?? null) {
      pages.push(await page(next));
      if (pages.length > 100) throw new Error('next never ends');
    }
    return pages;
  };
  const expected = (order: string, where?: string) => tableOrder(t, lecture, order, where);
  const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  const decode = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as object;
  const cursorOf = (link: string | null) => new URL(link ?? 'http://x.invalid/').searchParams.get('cursor');

  beforeAll(async () => {
    t = await createTestApp(target, { demoQuestions: false });
    demo = (await signIn(t.app)).access;
    lecture = await seedLecture(t);
  });
  afterAll(() => t.close());

  const filters = {
    all: 'TRUE',
    answered: 'answers_count > 0',
    unanswered: 'answers_count = 0',
    important: `(important_at IS NOT NULL OR id IN (SELECT question_id FROM question_marks m JOIN users u ON u.id = m.user_id
                 WHERE u.email = '${DEMO.email}'))`,
  } as const;
  const searches = { '': 'TRUE', clause: "(title ILIKE '%clause%' OR content ILIKE '%clause%')" } as const;
  const cases = (Object.keys(SORTS) as Sort[]).flatMap((sort) =>
    (Object.keys(filters) as (keyof typeof filters)[]).flatMap((filter) =>
      (Object.keys(searches) as (keyof typeof searches)[]).map((search) => [sort, filter, search] as const),
    ),
  );

  it.each(cases)(
    'walks sort=%s filter=%s search=%p by the cursors of next: the table order, each page as its number serves it',
    async (sort, filter, search) => {
      const all = await expected(SORTS[sort], `${filters[filter]} AND ${searches[search]}`);
      expect(all.length).toBeGreaterThan(20);
      for (const size of sort === 'alphabetical' && filter === 'all' ? [20, 7] : [20]) {
        const query = `lecture=${lecture}&sort=${sort}&filter=${filter}&search=${search}&page_size=${size}`;
        const pages = await walk(`/courses/questions/?${query}`);
        expect({ size, ids: pages.flatMap(ids) }).toEqual({ size, ids: all });
        for (const [index, shown] of pages.entries()) {
          const number = index + 1;
          if (shown.next !== null) {
            const next = new URL(shown.next);
            expect({ number, page: next.searchParams.get('page') }).toEqual({
              number,
              page: String(number + 1),
            });
            expect({ number, cursor: next.searchParams.get('cursor') }).toEqual({
              number,
              cursor: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
            });
          }
          if (number > 1) {
            // The same page by its number (OFFSET) holds the same rows, count, and links.
            expect({ number, shown }).toEqual({
              number,
              shown: await page(`/courses/questions/?${query}&page=${number}`),
            });
            expect({ number, previousCursor: cursorOf(shown.previous) }).toEqual({
              number,
              previousCursor: null,
            });
          }
        }
      }
    },
  );

  it('reads the rows after the cursor’s row, not an offset', async () => {
    const all = await expected(SORTS.alphabetical);
    const first = await page(`/courses/questions/?lecture=${lecture}&sort=alphabetical`);
    const cursor = decode(cursorOf(first.next) ?? '');
    // A cursor for page 2 that names the 40th row: page 2 is then rows 41 to 60.
    const [row] = await t.db.query<{ key: string }>(
      'SELECT lower(title) AS key FROM questions WHERE id = $1',
      [all[39]],
    );
    const moved = encode({ ...cursor, i: all[39], t: row?.key });
    const shown = await page(
      `/courses/questions/?lecture=${lecture}&sort=alphabetical&page=2&cursor=${moved}`,
    );
    expect(ids(shown)).toEqual(all.slice(40, 60));
  });

  it('refuses a malformed, tampered or mismatched cursor with 400, translated', async () => {
    const base = `/courses/questions/?lecture=${lecture}`;
    const newest = cursorOf((await page(`${base}&sort=newest`)).next) ?? '';
    const alphabetical = cursorOf((await page(`${base}&sort=alphabetical`)).next) ?? '';
    const real = decode(alphabetical) as { i: number; t: string };
    const invalid = { cursor: ['Invalid cursor.'] };
    const refused: [string, string, object][] = [
      ['garbage', `${base}&page=2&cursor=${encodeURIComponent('not a cursor!')}`, invalid],
      ['base64 of text', `${base}&page=2&cursor=${Buffer.from('hello').toString('base64url')}`, invalid],
      [
        'not UTF-8',
        `${base}&page=2&cursor=${Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')}`,
        invalid,
      ],
      ['JSON null', `${base}&page=2&cursor=${encode(null)}`, invalid],
      ['JSON array', `${base}&page=2&cursor=${encode([2, 1])}`, invalid],
      ['padded', `${base}&page=2&cursor=${newest}%3D`, invalid],
      ['sort of another cursor', `${base}&sort=alphabetical&page=2&cursor=${newest}`, invalid],
      ['filter of another cursor', `${base}&filter=unanswered&page=2&cursor=${newest}`, invalid],
      ['search of another cursor', `${base}&search=clause&page=2&cursor=${newest}`, invalid],
      ['page size of another cursor', `${base}&page_size=21&page=2&cursor=${newest}`, invalid],
      [
        'lecture of another cursor',
        `/courses/questions/?lecture=${lecture + 1}&page=2&cursor=${newest}`,
        invalid,
      ],
      ['page of another cursor', `${base}&page=3&cursor=${newest}`, invalid],
      ['cursor without its page', `${base}&cursor=${newest}`, invalid],
      [
        'id as a string',
        `${base}&sort=alphabetical&page=2&cursor=${encode({ ...real, i: String(real.i) })}`,
        invalid,
      ],
      ['fractional id', `${base}&sort=alphabetical&page=2&cursor=${encode({ ...real, i: 1.5 })}`, invalid],
      ['id past int4', `${base}&sort=alphabetical&page=2&cursor=${encode({ ...real, i: 2 ** 31 })}`, invalid],
      ['title as a number', `${base}&sort=alphabetical&page=2&cursor=${encode({ ...real, t: 7 })}`, invalid],
      [
        'title with NUL',
        `${base}&sort=alphabetical&page=2&cursor=${encode({ ...real, t: 'a\u0000b' })}`,
        invalid,
      ],
      [
        'lone surrogate',
        `${base}&sort=alphabetical&page=2&cursor=${encode({ ...real, t: '\ud800' })}`,
        invalid,
      ],
      [
        'title missing',
        `${base}&sort=alphabetical&page=2&cursor=${encode({ ...real, t: undefined })}`,
        invalid,
      ],
      ['title on newest', `${base}&page=2&cursor=${encode({ ...decode(newest), t: 'a' })}`, invalid],
      ['extra field', `${base}&sort=alphabetical&page=2&cursor=${encode({ ...real, x: 1 })}`, invalid],
      [
        'fingerprint changed',
        `${base}&sort=alphabetical&page=2&cursor=${encode({ ...real, l: 'AAAAAAAAAAAA' })}`,
        invalid,
      ],
      ['NUL byte', `${base}&page=2&cursor=${newest}%00`, { cursor: ['Null characters are not allowed.'] }],
      [
        'too long',
        `${base}&page=2&cursor=${'A'.repeat(1025)}`,
        { cursor: ['Ensure this field has no more than 1024 characters.'] },
      ],
    ];
    for (const [what, url, body] of refused) {
      const response = await get(url);
      expect({ what, status: response.statusCode, body: response.json() }).toEqual({
        what,
        status: 400,
        body,
      });
    }
    const russian = await get(`${base}&sort=oldest&page=2&cursor=${newest}`, 'ru');
    expect({ status: russian.statusCode, body: russian.json() }).toEqual({
      status: 400,
      body: { cursor: ['Неправильный курсор.'] },
    });
    const kazakh = await get(`${base}&sort=oldest&page=2&cursor=${newest}`, 'kk');
    expect(kazakh.json()).toEqual({ cursor: ['Жарамсыз курсор.'] });
    // The untouched cursors are served.
    expect((await get(`${base}&page=2&cursor=${newest}`)).statusCode).toBe(200);
    expect((await get(`${base}&sort=alphabetical&page=2&cursor=${alphabetical}`)).statusCode).toBe(200);
  });

  // Last: it changes the lecture's questions.
  it.each(Object.keys(SORTS) as Sort[])(
    'walks sort=%s by cursors without repeating or skipping a row while questions are asked and deleted',
    async (sort) => {
      const base = `/courses/questions/?lecture=${lecture}&sort=${sort}`;
      const before = await expected(SORTS[sort]);
      const first = await page(base);
      const seen = ids(first);
      expect(seen).toEqual(before.slice(0, 20));
      // Two questions asked now: first in newest and alphabetical order (before the cursor), last in
      // oldest; deleted: the very row the cursor names (shown) and one not shown yet. By OFFSET the
      // next pages would move by one row (+2 -1 before them, or -1): a row repeated, or one skipped.
      const asked = (
        await t.db.query<{ id: number }>(
          `INSERT INTO questions (lecture_id, user_id, title, content, created_at)
           SELECT $1, (SELECT min(id) FROM users), 'Aaa asked meanwhile ' || i, 'About the seat', now()
             FROM generate_series(1, 2) i RETURNING id`,
          [lecture],
        )
      )
        .map((row) => row.id)
        .sort((a, b) => a - b);
      const deleted = [seen[19], before[30]];
      await t.db.query('DELETE FROM questions WHERE id = ANY($1::int[])', [deleted]);
      const rest = (await walk(first.next ?? '')).flatMap(ids);
      const walked = [...seen, ...rest];
      expect(new Set(walked).size).toBe(walked.length);
      expect(rest).toEqual([
        ...before.slice(20).filter((id) => !deleted.includes(id)),
        ...(sort === 'oldest' ? asked : []),
      ]);
    },
  );
});
