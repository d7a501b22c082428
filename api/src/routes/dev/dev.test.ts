import { type TestApp, createTestApp, databaseTargets, productionEnv } from '../../test-helpers/test-app';

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

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      seed: false,
      env: productionEnv(),
    });
  });
  afterAll(() => t.close());

  it('has no dev outbox route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/__dev/outbox' })).statusCode).toBe(404);
  });

  it('serves no OpenAPI explorer unless API_DOCS=true', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
  });
});
