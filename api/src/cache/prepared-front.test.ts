import { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import type { Course, StudentTopic } from '../../../shared/src/api/types';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import {
  type HttpAnswer,
  type TestApp,
  DEMO,
  NEW_DEMO_PASSWORD,
  bearer,
  changeDemoPassword,
  createSecondInstance,
  createTestApp,
  databaseTargets,
  newStudent,
  overHttp,
  signIn,
  SEEDED_ENROLMENTS,
} from '../test-helpers/test-app';
import { PreparedFront } from './prepared-front';

const PUBLIC_URLS = [
  '/courses/course/',
  '/courses/teacher_courses/',
  '/courses/teacher_courses/1',
  '/courses/teacher_courses/1/',
  '/courses/teacher_videos/1/',
  '/courses/topic/',
  '/courses/teacher_topics/1',
  '/courses/organisational-structure/',
  '/courses/seminars/',
  '/courses/seminars/1/',
  '/courses/books/',
];
const CURRICULUM = '/courses/student/1/topics/';
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Status, headers (less the per-connection ones) and body, to compare two answers by. */
function comparable(answer: { status: number; headers: Record<string, unknown>; body: string }) {
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !PER_CONNECTION.has(name.toLowerCase())),
  );
  return { status: answer.status, headers, body: answer.body };
}

describe.each(databaseTargets())('answers prepared bytes before routing (%s)', (target) => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof overHttp>>;
  beforeEach(async () => {
    t = await createTestApp(target);
    client = await overHttp(t.app);
  });
  afterEach(async () => {
    client.close();
    await t.close();
  });

  /** The same request through Fastify's route (inject skips the server and so the front). */
  const throughRoute = async (url: string, headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    return comparable({ status: response.statusCode, headers: response.headers, body: response.body });
  };
  /** Asked twice over HTTP: the first teaches the front, the second is answered by it. */
  const throughFront = async (url: string, headers: Record<string, string>) => {
    await client.request(url, headers);
    const before = t.app.academy.front.answered;
    const answer = await client.request(url, headers);
    expect(t.app.academy.front.answered).toBe(before + 1);
    return comparable(answer);
  };

  const askers: [string, Record<string, string>][] = [
    ['a bare request', {}],
    ['a Russian reader', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' }],
    ['a Kazakh reader', { 'accept-language': 'kk' }],
    ['the site (an allowed origin)', { origin: 'http://localhost:3000' }],
    ['another site (an origin not allowed)', { origin: 'https://elsewhere.example' }],
  ];

  it.each(askers)(
    'sends %s the very status, headers and bytes the route sends, for every public URL',
    async (_who, headers) => {
      for (const url of PUBLIC_URLS) {
        const route = await throughRoute(url, headers);
        expect(route.status).toBe(200);
        expect(await throughFront(url, headers)).toEqual(route);
      }
    },
  );

  it('answers a held ETag with the same 304 as the route', async () => {
    const { headers } = await client.request('/courses/course/');
    const conditional = { 'if-none-match': String(headers.etag) };
    const route = await throughRoute('/courses/course/', conditional);
    expect(route.status).toBe(304);
    expect(await throughFront('/courses/course/', conditional)).toEqual(route);
  });

  it('sends an enrolled student their curriculum as the route does, and a signed-in reader public pages', async () => {
    const { access } = await signIn(t.app);
    for (const url of [CURRICULUM, '/courses/course/']) {
      const route = await throughRoute(url, bearer(access));
      expect(route.status).toBe(200);
      expect(await throughFront(url, bearer(access))).toEqual(route);
    }
  });

  it('leaves to the route what it cannot answer: a bad token, a query string, HEAD, a preflight', async () => {
    await client.request('/courses/course/');
    const answered = t.app.academy.front.answered;

    const forged = await client.request('/courses/course/', bearer('not-a-token'));
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body)).toMatchObject({ code: 'token_not_valid' });
    expect((await client.request('/courses/course/?page=2')).status).toBe(200);
    const head = await client.request('/courses/course/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const preflight = await client.request(
      '/courses/course/',
      { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
      'OPTIONS',
    );
    expect(preflight.status).toBe(204);
    expect(t.app.academy.front.answered).toBe(answered);
  });

  it('serves a change written straight into the database at the next request', async () => {
    const title = async () => JSON.parse((await client.request('/courses/course/')).body)[0]?.title as string;
    expect(await title()).toBe('International Arbitration');
    expect(await title()).toBe('International Arbitration');
    await t.db.query("UPDATE courses SET title = 'Arbitration, revised' WHERE id = 1");
    await t.app.academy.cache.barrier();
    expect(await title()).toBe('Arbitration, revised');
  });

  it('refuses the curriculum at the next request once access is lost: a refund, a password change', async () => {
    const phone = await signIn(t.app);
    const laptop = await signIn(t.app);
    for (const { access } of [phone, laptop]) {
      expect((await client.request(CURRICULUM, bearer(access))).status).toBe(200);
      expect((await client.request(CURRICULUM, bearer(access))).status).toBe(200);
    }
    const changed = await changeDemoPassword(t.app, laptop.access);
    expect(changed.statusCode).toBe(200);
    expect((await client.request(CURRICULUM, bearer(phone.access))).status).toBe(401);

    const { access } = await signIn(t.app, DEMO.email, NEW_DEMO_PASSWORD);
    expect((await client.request(CURRICULUM, bearer(access))).status).toBe(200);
    expect((await client.request(CURRICULUM, bearer(access))).status).toBe(200);
    await t.db.query(
      "DELETE FROM enrollments WHERE user_id = (SELECT id FROM users WHERE email = 'demo@academy.test')",
    );
    await t.app.academy.cache.barrier();
    expect((await client.request(CURRICULUM, bearer(access))).status).toBe(403);
  });

  it('refuses a revoked enrolment through the front of both instances at the next request', async () => {
    const second = await createSecondInstance(t);
    const secondClient = await overHttp(second.app);
    try {
      const { access } = await signIn(t.app);
      for (const asked of [client, secondClient, client, secondClient])
        expect((await asked.request(CURRICULUM, bearer(access))).status).toBe(200);
      const courses = () => secondClient.request('/courses/course/');
      expect(JSON.parse((await courses()).body)[0]).toMatchObject({ students_count: SEEDED_ENROLMENTS });
      await courses();

      await t.db.query(
        "DELETE FROM enrollments WHERE user_id = (SELECT id FROM users WHERE email = 'demo@academy.test')",
      );
      await t.app.academy.cache.barrier();
      expect((await secondClient.request(CURRICULUM, bearer(access))).status).toBe(403);
      expect((await client.request(CURRICULUM, bearer(access))).status).toBe(403);
      expect((JSON.parse((await courses()).body) as Course[])[0]?.students_count).toBe(SEEDED_ENROLMENTS - 1);
    } finally {
      secondClient.close();
      await second.close();
    }
  });

  it('keeps what the first requests cached: the app is ready only once the version stamps are read', async () => {
    // The comparison of stamps that follows the listener's connection, made slow.
    const slowStamps: Database = {
      ...t.db,
      query<Row extends object>(text: string, params?: unknown[]) {
        const pause = /FROM cache_versions/.test(text) ? delay(1500) : Promise.resolve();
        return pause.then(() => t.db.query<Row>(text, params));
      },
    };
    const app = await buildApp({ config: t.config, db: slowStamps, now: t.clock.now, mailer: t.outbox });
    await app.ready();
    const fresh = await overHttp(app);
    try {
      await fresh.request('/courses/course/');
      await delay(1700);
      const before = app.academy.front.answered;
      expect((await fresh.request('/courses/course/')).status).toBe(200);
      expect(app.academy.front.answered).toBe(before + 1);
    } finally {
      fresh.close();
      await app.close();
    }
  });

  it("gives the curriculum's URL to each student under their own key: another student is not answered the first one's bytes", async () => {
    const demo = await signIn(t.app);
    await client.request(CURRICULUM, bearer(demo.access));
    const demoTopics = JSON.parse(
      (await client.request(CURRICULUM, bearer(demo.access))).body,
    ) as StudentTopic[];
    expect(demoTopics.length).toBeGreaterThan(0);
    const other = await newStudent(t, 'other@example.test');
    const answer: HttpAnswer = await client.request(CURRICULUM, bearer(other.access));
    expect(answer.status).toBe(403);
  });
});

describe('the request log of answers before routing', () => {
  it('writes one line per answer with the request id, method, URL, status and time, as for routed requests', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const t = await createTestApp('pglite', { logger: pino({ level: 'info' }, sink) });
    const client = await overHttp(t.app);
    try {
      await client.request('/courses/seminars/');
      await client.request('/courses/seminars/');
      expect(t.app.academy.front.answered).toBe(1);
      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(completed).toHaveLength(2);
      for (const line of completed)
        expect(line).toEqual(
          expect.objectContaining({
            level: 30,
            method: 'GET',
            url: '/courses/seminars/',
            statusCode: 200,
            responseTime: expect.any(Number),
            reqId: expect.stringMatching(/^req-/),
          }),
        );
      expect(new Set(completed.map((line) => line.reqId)).size).toBe(2);
    } finally {
      client.close();
      await t.close();
    }
  });
});

describe('PreparedFront', () => {
  it('keeps at most its limit of URLs, so odd spellings of a URL cannot grow it without end', () => {
    const front = new PreparedFront(2);
    front.open({
      logger: pino({ level: 'silent' }),
      securityHeaders: {},
      corsOrigins: [],
      readAccessToken: () => null,
      languageOf: () => 'en',
    });
    const learned: string[] = [];
    for (const url of ['/a', '/b', '/c'])
      front.learn({ method: 'GET', url, routeOptions: { url } } as FastifyRequest, 'no-cache', () => {
        learned.push(url);
        return () => undefined;
      });
    expect(learned).toEqual(['/a', '/b', '/c']);
    // '/a' made room for '/c': learning it again builds its answerer again; '/c' is still known.
    front.learn(
      { method: 'GET', url: '/a', routeOptions: { url: '/a' } } as FastifyRequest,
      'no-cache',
      () => {
        learned.push('/a again');
        return () => undefined;
      },
    );
    front.learn(
      { method: 'GET', url: '/c', routeOptions: { url: '/c' } } as FastifyRequest,
      'no-cache',
      () => {
        learned.push('/c again');
        return () => undefined;
      },
    );
    expect(learned).toEqual(['/a', '/b', '/c', '/a again']);
  });

  it('hands a request to Fastify, and logs the fault, when answering from memory throws', async () => {
    const errors: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line)) });
    const front = new PreparedFront();
    front.open({
      logger,
      securityHeaders: {},
      corsOrigins: [],
      readAccessToken: () => null,
      languageOf: () => 'en',
    });
    front.learn(
      { method: 'GET', url: '/broken', routeOptions: { url: '/broken' } } as FastifyRequest,
      'no-cache',
      () => () => {
        throw new Error('a fault in an answerer');
      },
    );
    const server = front.serverFactory(
      (_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('from the route'),
      {},
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('not listening');
      const response = await fetch(`http://127.0.0.1:${address.port}/broken`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('from the route');
      expect(errors).toEqual([expect.objectContaining({ msg: 'answering from prepared bytes failed' })]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
