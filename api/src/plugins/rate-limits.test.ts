import { type TestApp, createTestApp } from '../test-helpers/test-app';

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
  it('keeps answering (the limits are skipped and the outage logged) instead of failing requests', async () => {
    const t = await createTestApp('pglite', {
      seed: false,
      env: { REDIS_URL: 'redis://127.0.0.1:1', AUTH_RATE_LIMIT_PER_MINUTE: '1' },
    });
    try {
      const started = performance.now();
      for (let i = 0; i < 3; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/student/auth/token/',
          payload: { email: 'x@example.test', password: 'whatever-1' },
        });
        expect(response.statusCode).toBe(401);
      }
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      await t.close();
    }
  });
});
