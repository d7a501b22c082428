import type { AddressInfo } from 'node:net';
import { AppMetrics, type JobQueueStats, RELEASES_PER_REMOTE } from './app-metrics';
import { startMetricsListener } from './metrics-listener';
import { JOB_NAMES } from '../jobs/queue';
import { sample } from '../test-helpers/metrics';
import { type TestApp, createTestApp, databaseTargets } from '../test-helpers/test-app';

const TOKEN = 'scrape-token-for-the-tests-0164';

function metricsUrl(t: TestApp): string {
  const address = t.app.academy.metrics?.address;
  if (!address) throw new Error('the metrics listener is not listening');
  return `http://127.0.0.1:${address.port}/metrics`;
}

async function scrape(t: TestApp, token: string | null = TOKEN): Promise<string> {
  const response = await fetch(metricsUrl(t), token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (response.status !== 200) throw new Error(`scrape answered ${response.status}`);
  return response.text();
}

const REPORT = {
  remote: 'mfe_auth',
  version: '1.4.0+3f2a1bc',
  kind: 'render',
  route: '/login',
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined',
};

describe.each(databaseTargets())('the metrics on %s', (target) => {
  let t: TestApp;
  let api: string;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    api = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('are not served on the public port, with the token or without', async () => {
    for (const path of ['/metrics', '/metrics/']) {
      expect((await fetch(`${api}${path}`)).status).toBe(404);
      const withToken = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(withToken.status).not.toBe(200);
      expect(await withToken.text()).not.toContain('academy_');
    }
  });

  it('answer 401 on their own port without the token or with another one', async () => {
    const none = await fetch(metricsUrl(t));
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const wrong = await fetch(metricsUrl(t), { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('academy_');
  });

  it('answer 404 beside /metrics and 405 to a POST', async () => {
    const headers = { authorization: `Bearer ${TOKEN}` };
    expect((await fetch(metricsUrl(t).replace('/metrics', '/'), { headers })).status).toBe(404);
    expect((await fetch(metricsUrl(t), { method: 'POST', headers })).status).toBe(405);
  });

  it('count requests by route pattern and status, and time them, whichever path answered', async () => {
    const before = await scrape(t);
    const fromMemory = t.app.academy.front.answered;
    const route = '/courses/teacher_courses/:id';
    const count = (text: string, status: string) =>
      sample(text, 'academy_http_requests_total', { method: 'GET', route, status_code: status }) ?? 0;
    // The first request loads, the second is answered from memory before routing (decision 0122).
    for (const id of [1, 1, 999999]) await fetch(`${api}/courses/teacher_courses/${id}`);
    await fetch(`${api}/no/such/path/${Date.now()}`);
    const after = await scrape(t);

    expect(count(after, '200') - count(before, '200')).toBe(2);
    expect(count(after, '404') - count(before, '404')).toBe(1);
    expect(t.app.academy.front.answered - fromMemory).toBe(1);
    const timed = (text: string) =>
      sample(text, 'academy_http_request_duration_seconds_count', { method: 'GET', route }) ?? 0;
    expect(timed(after) - timed(before)).toBe(3);
    expect(
      sample(after, 'academy_http_request_duration_seconds_bucket', { method: 'GET', route, le: '+Inf' }),
    ).toBe(timed(after));
    expect(after).not.toMatch(/route="\/no\/such/);
    expect(
      sample(after, 'academy_http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('count cache hits and misses', async () => {
    const before = await scrape(t);
    await t.app.inject({ method: 'GET', url: '/courses/books/', headers: { 'accept-language': 'kk' } });
    await t.app.inject({ method: 'GET', url: '/courses/books/', headers: { 'accept-language': 'kk' } });
    const after = await scrape(t);
    const moved = (name: string) =>
      (sample(after, name, { cache: 'prepared' }) ?? 0) - (sample(before, name, { cache: 'prepared' }) ?? 0);
    expect(moved('academy_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(moved('academy_cache_hits_total')).toBeGreaterThanOrEqual(1);
  });

  it('count client error reports by remote and release, other releases past the limit', async () => {
    const send = (version: string) =>
      t.app.inject({ method: 'POST', url: '/client-errors/', payload: { ...REPORT, version } });
    expect((await send('1.4.0+3f2a1bc')).statusCode).toBe(204);
    expect((await send('1.4.0+3f2a1bc')).statusCode).toBe(204);
    // A refused report is not counted.
    await t.app.inject({ method: 'POST', url: '/client-errors/', payload: { ...REPORT, remote: 'nope' } });
    let text = await scrape(t);
    expect(
      sample(text, 'academy_client_errors_total', {
        remote: 'mfe_auth',
        release: '1.4.0+3f2a1bc',
        kind: 'render',
      }),
    ).toBe(2);
    expect(text).not.toContain('remote="nope"');

    for (let i = 0; i < RELEASES_PER_REMOTE + 3; i += 1) await send(`2.0.${i}`);
    text = await scrape(t);
    const releases = new Set(
      [...text.matchAll(/^academy_client_errors_total\{remote="mfe_auth",release="([^"]+)"/gm)].map(
        (m) => m[1],
      ),
    );
    expect(releases.size).toBe(RELEASES_PER_REMOTE + 1);
    expect(
      sample(text, 'academy_client_errors_total', { remote: 'mfe_auth', release: 'other', kind: 'render' }),
    ).toBe(4);
  });

  it('report the database pool on PostgreSQL only', async () => {
    const text = await scrape(t);
    if (target === 'postgres') {
      expect(sample(text, 'academy_db_pool_max')).toBe(4);
      expect(sample(text, 'academy_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'academy_db_pool_connections', { state: 'busy' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'academy_db_pool_waiting')).toBe(0);
    } else {
      expect(sample(text, 'academy_db_pool_max')).toBeUndefined();
    }
  });
});

describe('the job queue series', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { METRICS_PORT: '0', HEALTH_TIMEOUT_MS: '200' } });
  });
  afterAll(() => t.close());

  it('read every queue of the app’s own job queue at each scrape', async () => {
    const text = await scrape(t, null);
    for (const queue of JOB_NAMES) {
      expect(sample(text, 'academy_jobs_queued', { queue })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'academy_jobs_dead', { queue })).toBe(0);
    }
  });

  /** Metrics of the test app's database and caches, reading jobs from `source`. */
  function metricsWith(source: () => Promise<JobQueueStats[]>): AppMetrics {
    const { db, cache } = t.app.academy;
    const metrics = new AppMetrics({ db, cache, log: t.app.log, collectTimeoutMs: 200 });
    metrics.watchJobQueues(source);
    return metrics;
  }

  it('report what the source answers', async () => {
    const text = await metricsWith(async () => [
      { name: 'mail', queued: 3, active: 1, retrying: 2, dead: 1, oldestQueuedSeconds: 42 },
    ]).collect();
    expect(sample(text, 'academy_jobs_queued', { queue: 'mail' })).toBe(3);
    expect(sample(text, 'academy_jobs_active', { queue: 'mail' })).toBe(1);
    expect(sample(text, 'academy_jobs_retrying', { queue: 'mail' })).toBe(2);
    expect(sample(text, 'academy_jobs_dead', { queue: 'mail' })).toBe(1);
    expect(sample(text, 'academy_jobs_oldest_queued_seconds', { queue: 'mail' })).toBe(42);
  });

  it('leave the series out and count the failure when the source fails or is too slow', async () => {
    let answer: () => Promise<JobQueueStats[]> = () => Promise.reject(new Error('connection refused'));
    const metrics = metricsWith(() => answer());
    let text = await metrics.collect();
    expect(sample(text, 'academy_jobs_queued', { queue: 'mail' })).toBeUndefined();
    expect(sample(text, 'academy_metrics_collect_failures_total', { collector: 'jobs' })).toBe(1);

    answer = () => new Promise(() => undefined);
    const started = Date.now();
    text = await metrics.collect();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(sample(text, 'academy_metrics_collect_failures_total', { collector: 'jobs' })).toBe(2);
  });

  it('take one source only: the app’s queue is watched already', () => {
    expect(() => t.app.academy.metrics?.watchJobQueues(() => Promise.resolve([]))).toThrow(/already watched/);
  });
});

describe('without METRICS_PORT', () => {
  it('collects nothing and listens nowhere else', async () => {
    const t = await createTestApp('pglite', { seed: false });
    try {
      expect(t.app.academy.metrics).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('a metrics port already taken', () => {
  it('refuses to start the listener, naming the address', async () => {
    const t = await createTestApp('pglite', { seed: false, env: { METRICS_PORT: '0' } });
    try {
      const { metrics, config } = t.app.academy;
      if (metrics === null || config.metrics === null) throw new Error('metrics are off');
      const port = metrics.address?.port ?? 0;
      await expect(startMetricsListener(metrics, { ...config.metrics, port }, t.app.log)).rejects.toThrow(
        /EADDRINUSE/,
      );
    } finally {
      await t.close();
    }
  });
});
