import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  signIn,
} from '../../test-helpers/test-app';

interface Listed {
  id: number;
  title: string;
  content: string;
  is_important: boolean;
  marked_by_instructor?: boolean;
  answers: { id: number; content: string }[];
}
interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: Listed[];
}

describe.each(databaseTargets())('question listing on %s', (target) => {
  let t: TestApp;
  let demo: string;
  let lecture: number;
  let closedLecture: number;
  const ids: Record<string, number> = {};

  const post = async (path: string, access: string, payload: object) => {
    t.clock.advance(1000);
    const response = await t.app.inject({
      method: 'POST',
      url: `/courses/${path}`,
      headers: bearer(access),
      payload,
    });
    if (response.statusCode !== 201) throw new Error(`${path}: ${response.body}`);
    return response.json<{ id: number }>().id;
  };
  const list = (access: string, query: string, language = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/courses/questions/?${query}`,
      headers: { ...bearer(access), 'accept-language': language },
    });
  const titles = async (query: string) =>
    (await list(demo, query)).json<Page>().results.map((question) => question.content);
  const mark = (method: 'PUT' | 'DELETE', id: number | string, access = demo) =>
    t.app.inject({ method, url: `/courses/questions/${id}/important/`, headers: bearer(access) });

  beforeAll(async () => {
    t = await createTestApp(target, { demoQuestions: false });
    demo = (await signIn(t.app)).access;
    const lectures = await t.db.query<{ id: number; position: number }>(
      `SELECT l.id, t.position FROM lectures l JOIN topics t ON t.id = l.topic_id ORDER BY t.position, l.position`,
    );
    // Without the demo's questions, the second lecture holds only what this file posts.
    lecture = lectures[1]?.id ?? 0;
    closedLecture = lectures.find((row) => row.position === 16)?.id ?? 0;
    ids.seat = await post('questions/', demo, { lecture, content: 'Where is the seat of arbitration?' });
    ids.costs = await post('questions/', demo, {
      lecture,
      content: 'Who bears the costs of 100% of the hearing?',
    });
    ids.appeal = await post('questions/', demo, { lecture, content: 'can an award be appealed?' });
    await post('answers/', demo, { question: ids.seat, content: 'First answer' });
    await post('answers/', demo, { question: ids.seat, content: 'Second answer' });
  });
  afterAll(() => t.close());

  it("lists a lecture's questions newest first in DRF's page shape, answers newest first", async () => {
    const response = await list(demo, `lecture=${lecture}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page).toMatchObject({ count: 3, next: null, previous: null });
    expect(page.results.map((question) => question.id)).toEqual([ids.appeal, ids.costs, ids.seat]);
    expect(page.results[2]?.answers.map((answer) => answer.content)).toEqual([
      'Second answer',
      'First answer',
    ]);
    expect(page.results[0]).toMatchObject({ is_important: false, user: { first_name: expect.any(String) } });
  });

  it('sorts oldest first and alphabetically by title, ignoring case', async () => {
    expect(await titles(`lecture=${lecture}&sort=oldest`)).toEqual([
      'Where is the seat of arbitration?',
      'Who bears the costs of 100% of the hearing?',
      'can an award be appealed?',
    ]);
    expect(await titles(`lecture=${lecture}&sort=alphabetical`)).toEqual([
      'can an award be appealed?',
      'Where is the seat of arbitration?',
      'Who bears the costs of 100% of the hearing?',
    ]);
  });

  it('searches title and text ignoring case, with % taken literally', async () => {
    expect(await titles(`lecture=${lecture}&search=SEAT`)).toEqual(['Where is the seat of arbitration?']);
    expect(await titles(`lecture=${lecture}&search=${encodeURIComponent('100%')}`)).toEqual([
      'Who bears the costs of 100% of the hearing?',
    ]);
    expect(await titles(`lecture=${lecture}&search=${encodeURIComponent('%')}`)).toHaveLength(1);
    expect(await titles(`lecture=${lecture}&search=_`)).toEqual([]);
    expect((await list(demo, `lecture=${lecture}&search=nothing-like-this`)).json()).toEqual({
      count: 0,
      count_capped: false,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('filters answered and unanswered questions, combined with search and sort', async () => {
    expect(await titles(`lecture=${lecture}&filter=answered`)).toEqual(['Where is the seat of arbitration?']);
    expect(await titles(`lecture=${lecture}&filter=unanswered&sort=oldest`)).toEqual([
      'Who bears the costs of 100% of the hearing?',
      'can an award be appealed?',
    ]);
    expect(await titles(`lecture=${lecture}&filter=unanswered&search=award`)).toEqual([
      'can an award be appealed?',
    ]);
  });

  it('counts each filter exactly as questions and answers come and go (the lecture’s kept counts)', async () => {
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          ['all', 'answered', 'unanswered'].map(
            async (filter) =>
              [filter, (await list(demo, `lecture=${lecture}&filter=${filter}`)).json<Page>().count] as const,
          ),
        ),
      );
    expect(await counts()).toEqual({ all: 3, answered: 1, unanswered: 2 });
    const extra = await post('questions/', demo, { lecture, content: 'Is a counted question counted?' });
    expect(await counts()).toEqual({ all: 4, answered: 1, unanswered: 3 });
    await post('answers/', demo, { question: extra, content: 'Yes' });
    expect(await counts()).toEqual({ all: 4, answered: 2, unanswered: 2 });
    await t.db.query('DELETE FROM questions WHERE id = $1', [extra]);
    expect(await counts()).toEqual({ all: 3, answered: 1, unanswered: 2 });
  });

  it('keeps each student’s important marks private, and marking twice changes nothing', async () => {
    expect(await titles(`lecture=${lecture}&filter=important`)).toEqual([]);
    expect((await mark('PUT', ids.costs ?? 0)).json()).toEqual({ question: ids.costs, is_important: true });
    expect((await mark('PUT', ids.costs ?? 0)).statusCode).toBe(200);
    const page = (await list(demo, `lecture=${lecture}&filter=important`)).json<Page>();
    expect(
      page.results.map((question) => [question.id, question.is_important, question.marked_by_instructor]),
    ).toEqual([[ids.costs, true, false]]);

    const other = await newStudent(t, 'questions-other@example.test');
    await t.db.query(
      `INSERT INTO enrollments (user_id, course_id, created_at)
       SELECT id, 1, now() FROM users WHERE email = 'questions-other@example.test'`,
    );
    const theirs = (await list(other.access, `lecture=${lecture}`)).json<Page>();
    expect(theirs.results.every((question) => !question.is_important)).toBe(true);
    expect((await list(other.access, `lecture=${lecture}&filter=important`)).json<Page>().count).toBe(0);

    expect((await mark('DELETE', ids.costs ?? 0)).json()).toEqual({
      question: ids.costs,
      is_important: false,
    });
    expect((await mark('DELETE', ids.costs ?? 0)).statusCode).toBe(200);
    expect(await titles(`lecture=${lecture}&filter=important`)).toEqual([]);
  });

  it('pages with next and previous links, and refuses a page past the end', async () => {
    const first = (await list(demo, `lecture=${lecture}&page_size=2&sort=oldest`)).json<Page>();
    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    // The page's own query and the next page number, and the keyset cursor that leads there.
    const next = new URL(first.next ?? '');
    expect(`${next.origin}${next.pathname}`).toBe('http://api.test/courses/questions/');
    expect([...next.searchParams.keys()]).toEqual(['lecture', 'page_size', 'sort', 'page', 'cursor']);
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    for (const query of [`lecture=${lecture}&page_size=2&sort=oldest&page=2`, next.search.slice(1)]) {
      const second = (await list(demo, query)).json<Page>();
      expect(second.results.map((question) => question.id)).toEqual([ids.appeal]);
      expect(second.next).toBeNull();
      expect(second.previous).toBe(
        `http://api.test/courses/questions/?lecture=${lecture}&page_size=2&sort=oldest`,
      );
    }
    const past = await list(demo, `lecture=${lecture}&page=9`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('refuses malformed parameters in DRF’s field-error shape, translated', async () => {
    expect((await list(demo, `lecture=${lecture}&filter=starred`)).json()).toEqual({
      filter: ['"starred" is not a valid choice.'],
    });
    expect((await list(demo, `lecture=${lecture}&sort=random`)).statusCode).toBe(400);
    expect((await list(demo, '')).json()).toEqual({ lecture: ['This field is required.'] });
    expect((await list(demo, 'lecture=abc')).json()).toEqual({ lecture: ['A valid integer is required.'] });
    expect((await list(demo, `lecture=${lecture}&search=%00`)).json()).toEqual({
      search: ['Null characters are not allowed.'],
    });
    expect((await list(demo, `lecture=${lecture}&search=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await list(demo, `lecture=${lecture}&page=0`)).statusCode).toBe(400);
    expect((await list(demo, `lecture=${lecture}&page_size=1000`)).statusCode).toBe(400);
    expect((await list(demo, `lecture=${lecture}&filter=starred`, 'ru')).json()).toEqual({
      filter: ['Значения "starred" нет среди допустимых вариантов.'],
    });
    expect((await mark('PUT', 'abc')).statusCode).toBe(400);
  });

  it('refuses unknown lectures and questions, closed topics, students who did not buy, and no token', async () => {
    expect((await list(demo, 'lecture=999999')).json()).toEqual({
      lecture: ['Invalid pk "999999" - object does not exist.'],
    });
    const closed = await list(demo, `lecture=${closedLecture}`);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ detail: 'This topic is not open yet.' });
    const [hidden] = await t.db.query<{ id: number }>(
      `INSERT INTO questions (lecture_id, user_id, title, content) VALUES ($1, NULL, 'Early', 'Early') RETURNING id`,
      [closedLecture],
    );
    expect((await mark('PUT', hidden?.id ?? 0)).statusCode).toBe(403);
    expect((await mark('PUT', 999999)).statusCode).toBe(404);

    const outsider = await newStudent(t, 'questions-outsider@example.test');
    expect((await list(outsider.access, `lecture=${lecture}`)).statusCode).toBe(403);
    expect((await mark('PUT', ids.seat ?? 0, outsider.access)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/courses/questions/?lecture=${lecture}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
