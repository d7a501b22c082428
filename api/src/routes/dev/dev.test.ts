import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  productionEnv,
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

  it('has no dev outbox route and no dev clock', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/__dev/outbox' })).statusCode).toBe(404);
    const clock = await t.app.inject({
      method: 'POST',
      url: '/__dev/clock',
      payload: { offset_seconds: 3600 },
    });
    expect(clock.statusCode).toBe(404);
  });

  it('serves no OpenAPI explorer unless API_DOCS=true', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
  });
});
