import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { TcpProxy } from '../test-helpers/tcp-proxy';
import { type TestApp, createTestApp } from '../test-helpers/test-app';

const signInFrom = (t: TestApp, email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/student/auth/token/',
    payload: { email, password: 'whatever-1' },
    remoteAddress,
  });

/** What /health says about the rate-limit counters: "shared" through Redis, or "local" to this process. */
async function rateLimitsOf(t: TestApp): Promise<unknown> {
  const health = await t.app.inject({ method: 'GET', url: '/health' });
  expect(health.statusCode).toBe(200);
  return health.json<{ rateLimits?: unknown }>().rateLimits;
}

describe('rate limits per address and per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      seed: false,
      env: {
        AUTH_RATE_LIMIT_PER_MINUTE: '3',
        ACCOUNT_RATE_LIMIT_PER_MINUTE: '2',
        EMAIL_RATE_LIMIT_PER_MINUTE: '4',
      },
    });
  });
  afterAll(() => t.close());

  const signIn = (email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/student/auth/token/',
      payload: { email, password: 'whatever-1' },
      remoteAddress,
      headers,
    });

  it('throttles one account named from one address, and from many only past the cap per e-mail', async () => {
    expect((await signIn('target@example.test', '10.0.0.1')).statusCode).toBe(401);
    expect((await signIn('Target@Example.test', '10.0.0.1')).statusCode).toBe(401);
    const third = await signIn('target@example.test', '10.0.0.1');
    expect(third.statusCode).toBe(429);
    const retryAfter = Number(third.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(third.json()).toEqual({
      detail: `Request was throttled. Expected available in ${retryAfter} seconds.`,
    });
    expect((await signIn('target@example.test', '10.0.0.2')).statusCode).toBe(401);
    expect((await signIn('target@example.test', '10.0.0.3')).statusCode).toBe(429);
    expect((await signIn('someone.else@example.test', '10.0.0.3')).statusCode).toBe(401);
  });

  it('throttles one address trying many accounts, translated', async () => {
    for (const email of ['a@example.test', 'b@example.test', 'c@example.test'])
      expect((await signIn(email, '10.0.1.1')).statusCode).toBe(401);
    const fourth = await signIn('d@example.test', '10.0.1.1', { 'accept-language': 'kk' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<{ detail: string }>().detail).toMatch(
      /^Сұрау шектелді\. \d+ секундтан кейін қайталаңыз\.$/,
    );
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, so a forged header buys no new allowance', async () => {
    const attempt = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/student/auth/token/refresh/',
        payload: { refresh: 'not-a-token' },
        remoteAddress: '10.0.4.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (const forged of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect((await attempt(forged)).statusCode).toBe(401);
    expect((await attempt('203.0.113.4')).statusCode).toBe(429);
  });

  it('limits token/refresh/ too', async () => {
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/student/auth/token/refresh/',
        payload: { refresh: 'not-a-token' },
        remoteAddress: '10.0.2.1',
      });
    for (let i = 0; i < 3; i += 1) expect((await refresh()).statusCode).toBe(401);
    expect((await refresh()).statusCode).toBe(429);
  });

  it('limits every code endpoint', async () => {
    const endpoints: [string, object][] = [
      [
        'register/',
        { email: 'x@example.test', password1: 'Tribunal-Seat-42', password2: 'Tribunal-Seat-42' },
      ],
      ['verify-email/', { email: 'x@example.test', code: '0000' }],
      ['resend-code/', { email: 'x@example.test' }],
      ['password-reset/', { email: 'x@example.test' }],
      ['password-reset/verify/', { email: 'x@example.test', code: '00000000' }],
      ['password-reset/confirm/', { reset_token: 'x', new_password1: 'a', new_password2: 'a' }],
    ];
    for (const [index, [url, payload]] of endpoints.entries()) {
      const from = `10.0.3.${index + 1}`;
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push(
          (
            await t.app.inject({
              method: 'POST',
              url: `/student/auth/${url}`,
              payload: { ...payload },
              remoteAddress: from,
            })
          ).statusCode,
        );
      expect([url, statuses[3]]).toEqual([url, 429]);
    }
  });
});

describe('behind a reverse proxy', () => {
  it('tells students apart by X-Forwarded-For when TRUST_PROXY says the proxy is ours', async () => {
    const t = await createTestApp('pglite', {
      seed: false,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '127.0.0.1' },
    });
    const attempt = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/student/auth/token/refresh/',
        payload: { refresh: 'not-a-token' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    try {
      expect((await attempt('203.0.113.1')).statusCode).toBe(401);
      expect((await attempt('203.0.113.2')).statusCode).toBe(401);
      expect((await attempt('203.0.113.1')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('with REDIS_URL set but Redis down', () => {
  it('counts in this process instead: the limits hold, answers stay quick, and /health says "local"', async () => {
    const t = await createTestApp('pglite', {
      seed: false,
      env: {
        REDIS_URL: 'redis://127.0.0.1:1',
        AUTH_RATE_LIMIT_PER_MINUTE: '30',
        ACCOUNT_RATE_LIMIT_PER_MINUTE: '10',
      },
    });
    try {
      const started = performance.now();
      const statuses = [];
      for (let i = 0; i < 14; i += 1)
        statuses.push((await signInFrom(t, 'x@example.test', '10.0.5.1')).statusCode);
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(await rateLimitsOf(t)).toBe('local');
    } finally {
      await t.close();
    }
  });
});

const REDIS_URL = process.env.REDIS_URL;
const withRedis = REDIS_URL ? describe : describe.skip;

withRedis(`with a real Redis (${REDIS_URL ?? 'REDIS_URL unset: skipped'})`, () => {
  const prefix = `academy-test:${randomUUID()}:`;
  const redis = new Redis(REDIS_URL ?? '', { lazyConnect: true });
  beforeAll(() => redis.connect());
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** Every counter this suite's apps keep in Redis, by name without the prefix, with its count. */
  async function counters(): Promise<Record<string, string>> {
    const keys = (await redis.keys(`${prefix}*`)).sort();
    const values = keys.length > 0 ? await redis.mget(...keys) : [];
    return Object.fromEntries(keys.map((key, index) => [key.slice(prefix.length), values[index] ?? '']));
  }

  const limits = {
    AUTH_RATE_LIMIT_PER_MINUTE: '30',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '10',
    EMAIL_RATE_LIMIT_PER_MINUTE: '100',
    FEEDBACK_RATE_LIMIT_PER_HOUR: '5',
  };

  it('names each counter by its limit, its kind and the address or e-mail it counts', async () => {
    const t = await createTestApp('pglite', {
      seed: false,
      env: { ...limits, REDIS_URL: REDIS_URL ?? '', REDIS_PREFIX: `${prefix}names:` },
    });
    try {
      expect((await signInFrom(t, ' Named@Example.test', '10.8.0.1')).statusCode).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/student/auth/token/refresh/',
        payload: { refresh: 'not-a-token' },
        remoteAddress: '10.8.0.2',
      });
      expect(refresh.statusCode).toBe(401);
      const feedback = await t.app.inject({
        method: 'POST',
        url: '/courses/feedback/',
        payload: {},
        remoteAddress: '10.8.0.3',
      });
      expect(feedback.statusCode).toBe(400);
      expect(await counters()).toEqual({
        'names:rate-limit:auth:address:10.8.0.1': '1',
        'names:rate-limit:auth:address:10.8.0.1:email:named@example.test': '1',
        'names:rate-limit:auth:email:named@example.test': '1',
        'names:rate-limit:refresh:address:10.8.0.2': '1',
        'names:rate-limit:route:POST:/courses/feedback/:10.8.0.3': '1',
      });
      expect(await rateLimitsOf(t)).toBe('shared');
    } finally {
      await t.close();
    }
  });

  it('counts in this process while Redis is cut off mid-run, and shares the counters again once it is back', async () => {
    const { hostname, port } = new URL(REDIS_URL ?? '');
    const proxy = new TcpProxy(hostname, Number(port || 6379));
    const proxyPort = await proxy.listen();
    const env = {
      ...limits,
      AUTH_RATE_LIMIT_PER_MINUTE: '4',
      REDIS_URL: `redis://127.0.0.1:${proxyPort}`,
      REDIS_PREFIX: `${prefix}outage:`,
    };
    const t = await createTestApp('pglite', { seed: false, env });
    const key = 'outage:rate-limit:auth:address:10.9.0.1';
    try {
      for (let i = 0; i < 2; i += 1)
        expect((await signInFrom(t, `before${i}@example.test`, '10.9.0.1')).statusCode).toBe(401);
      expect((await counters())[key]).toBe('2');

      // Silent, as a dead network path is: the open connection stops answering, new ones hang.
      proxy.mode = 'black-hole';
      const started = performance.now();
      const during = [];
      for (let i = 0; i < 5; i += 1)
        during.push((await signInFrom(t, `during${i}@example.test`, '10.9.0.1')).statusCode);
      expect(during).toEqual([401, 401, 401, 401, 429]);
      // Only the first waits out the command timeout (500 ms) and the connection is then reopened;
      // had each waited it out, five would take 7 s or more (a bound for a busy machine, not a target).
      expect(performance.now() - started).toBeLessThan(4000);
      expect(await rateLimitsOf(t)).toBe('local');
      expect((await counters())[key]).toBe('2');

      proxy.mode = 'forward';
      proxy.cutAll();
      const deadline = Date.now() + 10_000;
      while ((await rateLimitsOf(t)) !== 'shared' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await rateLimitsOf(t)).toBe('shared');
      const after = [];
      for (let i = 0; i < 3; i += 1)
        after.push((await signInFrom(t, `after${i}@example.test`, '10.9.0.1')).statusCode);
      // Counting goes on from what Redis kept (2), the count every instance sees.
      expect(after).toEqual([401, 401, 429]);
      expect((await counters())[key]).toBe('5');
    } finally {
      await t.close();
      await proxy.close();
    }
  });
});
