import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  productionEnv,
  signIn,
  DEMO,
} from '../../test-helpers/test-app';

describe.each(databaseTargets())('dev outbox, CORS and rate limits on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false, env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('lists mails newest first, filtered by ?to=', async () => {
    for (const email of ['first@example.test', 'second@example.test']) {
      await t.app.inject({
        method: 'POST',
        url: '/student/auth/register/',
        payload: { email, password1: 'Tribunal-Seat-42', password2: 'Tribunal-Seat-42' },
      });
    }
    const all = (await t.app.inject({ method: 'GET', url: '/__dev/outbox' })).json<{ to: string }[]>();
    expect(all.map((mail) => mail.to)).toEqual(['second@example.test', 'first@example.test']);
    const one = await t.app.inject({ method: 'GET', url: '/__dev/outbox?to=FIRST@example.test' });
    expect(one.json()).toEqual([
      {
        to: 'first@example.test',
        subject: 'Your Academy verification code',
        text: expect.stringMatching(/^\d{4}$/m),
        html: expect.stringContaining('<p'),
        sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('throttles the sign-in endpoint per address with a DRF-style 429', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/student/auth/token/',
        payload: { email: 'x@example.test', password: 'whatever-1' },
      });
    await attempt();
    await attempt();
    await attempt();
    const throttled = await attempt();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json<{ detail: string }>().detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds\.$/,
    );
  });

  it('answers CORS preflights for the front-end origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/student/student/detail/',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe.each(databaseTargets())('the dev clock on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.app.inject({ method: 'POST', url: '/__dev/clock', payload: { offset_seconds: 0 } });
  });

  const setClock = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/__dev/clock', payload: payload as object });

  it("moves the app's clock forward, so a test's cooldown passes as it would in time, and back", async () => {
    const email = `clock-${target}@example.test`;
    const { access } = await newStudent(t, email);
    await t.db.query(
      'INSERT INTO enrollments (user_id, course_id, created_at) SELECT id, 1, $2 FROM users WHERE email = $1',
      [email, t.clock.now()],
    );
    const [test] = (
      await t.app.inject({ method: 'GET', url: '/courses/student/1/tests/', headers: bearer(access) })
    ).json<{ id: number }[]>();
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: `/courses/tests/${test?.id}/attempts/`,
        headers: bearer(access),
        payload: { answers: [] },
      });
    expect((await attempt()).statusCode).toBe(201);
    expect((await attempt()).statusCode).toBe(429);

    const moved = await setClock({ offset_seconds: 31 * 60 });
    expect(moved.statusCode).toBe(200);
    const state = moved.json<{ offset_seconds: number; now: string }>();
    expect(state.offset_seconds).toBe(31 * 60);
    expect(Date.parse(state.now) - t.clock.now().getTime()).toBe(31 * 60 * 1000);
    expect((await t.app.inject({ method: 'GET', url: '/__dev/clock' })).json()).toEqual(state);
    // The access token was issued half an hour ago on the app's clock: a new one is needed.
    const { access: fresh } = (
      await t.app.inject({
        method: 'POST',
        url: '/student/auth/token/',
        payload: { email, password: 'Tribunal-Seat-42' },
      })
    ).json<{ access: string }>();
    const retake = await t.app.inject({
      method: 'POST',
      url: `/courses/tests/${test?.id}/attempts/`,
      headers: bearer(fresh),
      payload: { answers: [] },
    });
    expect(retake.statusCode).toBe(201);
    expect(retake.json()).toMatchObject({ number: 2 });

    const back = await setClock({ offset_seconds: 0 });
    expect(back.json<{ offset_seconds: number }>().offset_seconds).toBe(0);
  });

  it('refuses an offset that is not a whole number of seconds from 0 to a year, naming the field', async () => {
    for (const payload of [
      { offset_seconds: -60 },
      { offset_seconds: 'soon' },
      { offset_seconds: 1e9 },
      {},
    ]) {
      const refused = await setClock(payload);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json<Record<string, unknown>>())).toEqual(['offset_seconds']);
    }
    expect((await t.app.inject({ method: 'GET', url: '/__dev/clock' })).json()).toMatchObject({
      offset_seconds: 0,
    });
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      seed: false,
      env: productionEnv(),
    });
  });
  afterAll(() => t.close());

  it('has no dev outbox route, no dev clock and no bulk questions', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/__dev/outbox' })).statusCode).toBe(404);
    const clock = await t.app.inject({
      method: 'POST',
      url: '/__dev/clock',
      payload: { offset_seconds: 3600 },
    });
    expect(clock.statusCode).toBe(404);
    const questions = await t.app.inject({
      method: 'POST',
      url: '/__dev/questions',
      payload: { lecture: 1, count: 5 },
    });
    expect(questions.statusCode).toBe(404);
  });

  it('serves no OpenAPI explorer unless API_DOCS=true', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
  });
});

describe.each(databaseTargets())('many questions under a lecture on %s', (target) => {
  let t: TestApp;
  let lecture: number;
  beforeAll(async () => {
    t = await createTestApp(target, { demoQuestions: false });
    // Without the demo's questions, the second lecture holds only what this test adds.
    const lectures = await t.db.query<{ id: number }>(
      'SELECT l.id FROM lectures l JOIN topics t ON t.id = l.topic_id ORDER BY t.position, l.position',
    );
    lecture = lectures[1]?.id ?? 0;
  });
  afterAll(() => t.close());

  const add = (payload: object) => t.app.inject({ method: 'POST', url: '/__dev/questions', payload });

  it('adds them in one go, the newest last, and the listing pages through them', async () => {
    const added = await add({ lecture, count: 5000, email: DEMO.email.toUpperCase() });
    expect(added.statusCode).toBe(200);
    const state = added.json<{ added: number; first_id: number; last_id: number }>();
    expect(state).toEqual({
      lecture,
      added: 5000,
      first_id: expect.any(Number),
      last_id: state.first_id + 4999,
    });
    const { access } = await signIn(t.app);
    const page = await t.app.inject({
      method: 'GET',
      url: `/courses/questions/?lecture=${lecture}&page=250`,
      headers: bearer(access),
    });
    expect(page.statusCode).toBe(200);
    const body = page.json<{
      count: number;
      next: string | null;
      results: { id: number; title: string; user: unknown }[];
    }>();
    expect(body.count).toBe(5000);
    expect(body.next).toBeNull();
    expect(body.results.at(-1)).toMatchObject({
      id: state.first_id,
      title: 'Question 1 about the seat of the arbitration',
      user: { first_name: expect.any(String) },
    });
    const [newest] = await t.db.query<{ id: number; created_at: Date }>(
      'SELECT id, created_at FROM questions WHERE lecture_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
      [lecture],
    );
    expect(newest?.id).toBe(state.last_id);
  });

  it('adds a deleted user’s questions when no author is named', async () => {
    const added = (await add({ lecture, count: 2 })).json<{ last_id: number }>();
    const [row] = await t.db.query<{ user_id: number | null }>(
      'SELECT user_id FROM questions WHERE id = $1',
      [added.last_id],
    );
    expect(row?.user_id).toBeNull();
  });

  it.each([
    [{ lecture: 999_999, count: 1 }, 404],
    [{ lecture: 1, count: 1, email: 'nobody@example.test' }, 404],
    [{ lecture: 1, count: 0 }, 400],
    [{ lecture: 1, count: 10_001 }, 400],
    [{ lecture: 'one', count: 1 }, 400],
  ])('refuses %j with %i', async (payload, status) => {
    expect((await add(payload)).statusCode).toBe(status);
  });
});
