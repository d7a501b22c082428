import type { Course } from '../../../shared/src/api/types';
import { TcpProxy } from '../test-helpers/tcp-proxy';
import {
  type TestApp,
  bearer,
  changeDemoPassword,
  createSecondInstance,
  createTestApp,
  signIn,
} from '../test-helpers/test-app';

const DATABASE_URL = process.env.DATABASE_URL;
const onPostgres = DATABASE_URL ? describe : describe.skip;

const HEARTBEAT_MS = 200;
const HEARTBEAT_TIMEOUT_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Instance B reaches PostgreSQL through a proxy that can swallow its listening connection the way a
 * firewall or NAT forgets an idle flow: no FIN, no RST, nothing. Its pool keeps working.
 */
onPostgres('an instance whose notification connection goes silent (PostgreSQL only)', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;
  let proxy: TcpProxy;

  beforeEach(async () => {
    first = await createTestApp('postgres');
    const url = new URL(DATABASE_URL ?? '');
    proxy = new TcpProxy(url.hostname, Number(url.port || 5432));
    const viaProxy = new URL(url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(await proxy.listen());
    second = await createSecondInstance(first, {
      databaseUrl: viaProxy.toString(),
      config: { listenHeartbeatMs: HEARTBEAT_MS, listenHeartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS },
    });
  });
  afterEach(async () => {
    await second.close();
    await first.close();
    await proxy.close();
  });

  const topicsOn = (app: TestApp['app'], access: string) =>
    app.inject({ method: 'GET', url: '/courses/student/1/topics/', headers: bearer(access) });
  const health = async () => (await second.app.inject({ method: 'GET', url: '/health' })).json<unknown>();

  it('refuses a token revoked on the other instance within the heartbeat bound, says so on /health, and caches again once the connection is back', async () => {
    const phone = await signIn(first.app);
    const laptop = await signIn(first.app);
    // B keeps the student's standing in memory and answers from it.
    for (let i = 0; i < 2; i += 1) expect((await topicsOn(second.app, phone.access)).statusCode).toBe(200);
    expect(second.app.academy.standings.size).toBe(1);
    expect(await health()).toEqual({ status: 'ok', database: 'postgres', caches: 'on', rateLimits: 'local' });

    proxy.swallow(`LISTEN academy_cache_${first.schema}`);
    expect(proxy.swallowedConnections).toBe(1);
    const silenced = performance.now();
    // A's write waits (at most 2 s) for B to acknowledge it, which B cannot: it is not awaited here.
    const changed = changeDemoPassword(first.app, laptop.access);
    let status = 200;
    while (status === 200 && performance.now() - silenced < 5000) {
      status = (await topicsOn(second.app, phone.access)).statusCode;
      if (status === 200) await sleep(20);
    }
    const refusedAfter = performance.now() - silenced;
    expect(status).toBe(401);
    // Interval plus timeout, and room for a loaded machine.
    expect(refusedAfter).toBeLessThan(HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS + 1000);
    const renewed = (await changed).json<{ access: string }>();

    // Reconnecting through the same silent path does not bring the caches back: LISTEN gets no answer either.
    await sleep(3 * (HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS));
    expect(second.app.academy.cache.active).toBe(false);
    expect(await health()).toEqual({
      status: 'ok',
      database: 'postgres',
      caches: 'off',
      rateLimits: 'local',
    });
    // Meanwhile B answers from the database.
    expect((await topicsOn(second.app, renewed.access)).statusCode).toBe(200);
    expect((await topicsOn(second.app, phone.access)).statusCode).toBe(401);
    expect(second.app.academy.standings.size).toBe(0);
    await first.db.query("UPDATE courses SET title = 'Written while B was deaf' WHERE id = 1");
    const courses = await second.app.inject({ method: 'GET', url: '/courses/course/' });
    expect(courses.json<Course[]>()[0]?.title).toBe('Written while B was deaf');

    proxy.stopSwallowing();
    for (const started = performance.now(); !second.app.academy.cache.active; await sleep(20))
      if (performance.now() - started > 10_000) throw new Error('B did not listen again within 10 s');
    expect(await health()).toEqual({ status: 'ok', database: 'postgres', caches: 'on', rateLimits: 'local' });
    expect((await topicsOn(second.app, renewed.access)).statusCode).toBe(200);
    expect(second.app.academy.standings.size).toBe(1);
    // And B hears writes again.
    await first.db.query("UPDATE courses SET title = 'Heard by B again' WHERE id = 1");
    await first.app.academy.cache.barrier();
    const again = await second.app.inject({ method: 'GET', url: '/courses/course/' });
    expect(again.json<Course[]>()[0]?.title).toBe('Heard by B again');
  });
});
