import { randomUUID } from 'node:crypto';
import { freePort } from '../../test-helpers/ports';
import { type TestApp, createTestApp, databaseTargets } from '../../test-helpers/test-app';

const ready = (t: TestApp) => t.app.inject({ method: 'GET', url: '/ready' });

describe.each(databaseTargets())('GET /ready on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false, env: { HEALTH_TIMEOUT_MS: '200' } });
  });
  afterAll(() => t.close());

  it('is ready when the database answers, naming each part checked', async () => {
    const response = await ready(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', parts: { database: 'ok' } });
  });

  it('answers 503 naming a part that fails, and one that does not answer within HEALTH_TIMEOUT_MS', async () => {
    t.app.academy.readiness.add('bucket', () => Promise.reject(new Error('NoSuchBucket')));
    t.app.academy.readiness.add('search', () => new Promise(() => undefined));
    const started = performance.now();
    const response = await ready(t);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      parts: { database: 'ok', bucket: 'failed', search: 'failed' },
    });
    // Liveness is the process and its database only: the instance is not restarted for a bucket.
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('refuses a second check under a name already registered', () => {
    expect(() => t.app.academy.readiness.add('database', () => Promise.resolve())).toThrow(
      'readiness check "database" is already registered',
    );
  });

  it('answers 503 from the moment a shutdown begins, while the other routes still answer', async () => {
    t.app.academy.readiness.beginShutdown();
    const response = await ready(t);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'shutting-down', parts: {} });
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('GET /ready with REDIS_URL', () => {
  const prefix = { REDIS_PREFIX: `academy-test:${randomUUID()}:` };
  const REDIS_URL = process.env.REDIS_URL;
  const withRedis = REDIS_URL ? it : it.skip;

  withRedis(`is ready when Redis answers (${REDIS_URL ?? 'REDIS_URL unset: skipped'})`, async () => {
    const t = await createTestApp('pglite', { seed: false, env: { REDIS_URL: REDIS_URL ?? '', ...prefix } });
    try {
      const response = await ready(t);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', parts: { database: 'ok', redis: 'ok' } });
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming redis when nothing listens at REDIS_URL', async () => {
    const port = await freePort();
    const t = await createTestApp('pglite', {
      seed: false,
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, HEALTH_TIMEOUT_MS: '500', ...prefix },
    });
    try {
      const response = await ready(t);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', parts: { database: 'ok', redis: 'failed' } });
      // The limits still hold in this process (docs/decisions/0112): alive, only not ready.
      expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({
        status: 'ok',
        rateLimits: 'local',
      });
    } finally {
      await t.close();
    }
  });
});

describe('GET /ready while shutting down', () => {
  it('is shutting down once app.close() has run, without a signal (tests, embedders)', async () => {
    const t = await createTestApp('pglite', { seed: false });
    await t.close();
    expect(t.app.academy.readiness.shuttingDown).toBe(true);
  });
});
