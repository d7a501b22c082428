/**
 * `npm run bench:scale` (decision 0195): the API's hot paths on the demo data and on the large academy of
 * decision 0184, in one sitting, with the load generator and settings of `npm run bench:api`.
 *
 * Two schemas in the PostgreSQL of DATABASE_URL: a fresh demo one (dropped at the end) and the large
 * one, `bench_large_<scale>`, generated once and kept for later runs (it is loaded in one
 * transaction, so a schema that has it has all of it); `--regenerate` (or BENCH_REGENERATE=1) drops
 * and loads it again. Two API processes, one per schema, are loaded in alternating rounds (so both see
 * the same weather on a shared machine). Writes are spread over BENCH_STUDENTS students created in
 * both schemas alike, and their attempts, essays and progress are deleted before every round of a
 * writing endpoint, so no round sees what an earlier one wrote. Where the demo has fewer rows than a
 * page (its unanswered questions, its essays waiting for evaluation), those students add a page of
 * them to both schemas for that endpoint and delete them after it, so both sizes answer a full page.
 *
 * Per endpoint: req/s, p50, p99 and the response's size at both sizes, p99 large / demo against the
 * target (at most 1.5), and whether the size stayed independent of the data (at most 1.5 x the demo
 * size, or for a paged list at most PAGE_BYTES). The exit code is 0 whatever the figures: this is a
 * measurement, not a test.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:scale -w @academy/api
 *   BENCH_SCALE=0.1 npm run bench:scale -w @academy/api -- --regenerate
 *
 * Settings (environment): BENCH_SCALE (1), BENCH_STUDENTS (3000), BENCH_PORT (8420: demo; the large
 * API takes the next port), and those of bench:api: BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS,
 * BENCH_THREADS, BENCH_ONLY, BENCH_GENERATOR, BENCH_JSON.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countWords } from '@academy/rules';
import pino from 'pino';
import { Client } from 'pg';
import { createPasswordHasher } from '../src/auth/password-hashing';
import { createTokenService } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/database';
import { PAGE_SIZE } from '@academy/contract';
import { clientQueryable, loadLargeAcademy, parseScale } from '../src/seed-large-command';
import { LARGE_PASSWORD, largeDataPresent } from '../src/seed/large';
import { migrateAndSeed } from '../src/startup';
import { DiskMediaStorage } from '../src/storage/media-storage';
import {
  type Measured,
  ONLY,
  ROUNDS,
  ROUND_SETTINGS,
  SETTINGS,
  WARM_UP,
  admin,
  combine,
  fmt,
  markdownTable,
  positive,
  startApi,
  stop,
  waitFor,
  withSchema,
} from './bench/common';
import { type LoadRequest, type LoadResult, loadGenerator } from './bench/load';

const DATABASE_URL = process.env.DATABASE_URL || '';
const SCALE = parseScale([], { SEED_LARGE_SCALE: process.env.BENCH_SCALE ?? '1' });
const REGENERATE = process.argv.includes('--regenerate') || process.env.BENCH_REGENERATE === '1';
const STUDENTS = positive('BENCH_STUDENTS', 3000);
const DEMO_PORT = positive('BENCH_PORT', 8420);
const LARGE_PORT = DEMO_PORT + 1;
/** Target: p99 on the large data at most this many times the p99 on the demo data. */
const P99_RATIO_TARGET = 1.5;
/** A paged list's page may be bigger than the demo's (which has fewer rows than a page), up to this. */
const PAGE_BYTES = 64 * 1024;
const CERTIFICATE = 'AIA-2026-BNCH-0001';
const BENCH_DOMAIN = 'bench.academy.test';
const DRAFT =
  'The seat of arbitration decides which courts support the proceedings and which may set the award ' +
  'aside. A clause that names no seat leaves the parties to argue about it before the real dispute begins.';

type Size = 'demo' | 'large';
const SIZES: Size[] = ['demo', 'large'];

/** What one schema holds that the requests name. */
interface Facts {
  courseId: number;
  topicId: number;
  lectureId: number;
  /** The lecture the listings read: the one with the most questions. */
  busiestLectureId: number;
  questionsOnLecture: number;
  /** The listing's last page, oldest first, as the API pages it (read from its first page). */
  lastPage: number;
  test: { id: number; answers: { question: number; choices: number[] }[] };
  demoToken: string;
  instructorToken: string;
  studentTokens: string[];
  studentIds: number[];
}

interface Endpoint {
  name: string;
  /** A paged list: its size is bounded by the page, not by the demo's. */
  paged?: boolean;
  /** Writes: spread over the bench students, their rows deleted before every round. */
  writes?: boolean;
  /** The requests for one schema (several: sent in turn). */
  requests(base: string, facts: Facts): LoadRequest[];
  /**
   * Rows the bench's students add to both schemas before this endpoint (deleted after it), where the
   * demo alone has fewer than a page: both sizes then answer a full page, and the ratio compares the
   * same work on little and on much data (decision 0197).
   */
  fill?(client: Client, facts: Facts): Promise<void>;
  /** The status a correct answer has. */
  status: number;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token?: string): LoadRequest => ({
  url,
  method: 'GET',
  headers: token ? bearer(token) : {},
});
const json = (url: string, method: 'PUT' | 'POST', token: string, body: unknown): LoadRequest => ({
  url,
  method,
  headers: { ...bearer(token), 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const listing = (base: string, facts: Facts, query: string) =>
  get(`${base}/courses/questions/?lecture=${facts.busiestLectureId}${query}`, facts.demoToken);

const ENDPOINTS: Endpoint[] = [
  {
    name: 'curriculum',
    status: 200,
    requests: (base, f) => [get(`${base}/courses/student/${f.courseId}/topics/`, f.demoToken)],
  },
  { name: 'questions', status: 200, paged: true, requests: (b, f) => [listing(b, f, '&sort=newest')] },
  {
    name: 'questions-search',
    status: 200,
    paged: true,
    requests: (b, f) => [listing(b, f, '&search=clause&sort=newest')],
  },
  {
    name: 'questions-filter',
    status: 200,
    paged: true,
    requests: (b, f) => [listing(b, f, '&filter=unanswered&sort=alphabetical')],
    fill: async (client, f) => {
      await client.query(
        `INSERT INTO questions (lecture_id, user_id, title, content, created_at)
         SELECT $1, s.id, 'Is this clause still binding after assignment, case ' || s.n || '?',
                'The contract was assigned to a new buyer; does the arbitration clause bind them too?', now()
           FROM unnest($2::int[]) WITH ORDINALITY AS s(id, n)`,
        [f.busiestLectureId, f.studentIds.slice(0, PAGE_SIZE)],
      );
    },
  },
  {
    // The deepest page there is: the last one, oldest first.
    name: 'questions-deep',
    status: 200,
    paged: true,
    requests: (b, f) => [listing(b, f, `&sort=oldest&page=${f.lastPage}`)],
  },
  {
    name: 'progress-save',
    status: 200,
    writes: true,
    requests: (b, f) =>
      f.studentTokens.map((token) =>
        json(`${b}/courses/student/lectures/${f.lectureId}/progress/`, 'PUT', token, {
          position: 12,
          completed: false,
        }),
      ),
  },
  {
    name: 'test-submit',
    status: 201,
    writes: true,
    requests: (b, f) =>
      f.studentTokens.map((token) =>
        json(`${b}/courses/tests/${f.test.id}/attempts/`, 'POST', token, { answers: f.test.answers }),
      ),
  },
  {
    name: 'essay-draft',
    status: 200,
    writes: true,
    requests: (b, f) =>
      f.studentTokens.map((token) =>
        json(`${b}/courses/student/${f.courseId}/essays/topics/${f.topicId}/`, 'PUT', token, { text: DRAFT }),
      ),
  },
  { name: 'certificate', status: 200, requests: (b) => [get(`${b}/courses/certificates/${CERTIFICATE}/`)] },
  {
    name: 'staff-queue',
    status: 200,
    paged: true,
    requests: (b, f) => [get(`${b}/teaching/essays/`, f.instructorToken)],
    fill: async (client, f) => {
      await client.query(
        `WITH submitted AS (
           INSERT INTO essays (user_id, course_id, topic_id, status, body, word_count, version, created_at, updated_at)
           SELECT id, $2, $3, 'submitted', $4, $5, 1, now(), now() FROM unnest($1::int[]) AS s(id)
           RETURNING id, updated_at)
         INSERT INTO essay_versions (essay_id, version, body, word_count, submitted_at, status, feedback)
         SELECT id, 1, $4, $5, updated_at, 'submitted', '' FROM submitted`,
        [f.studentIds.slice(0, PAGE_SIZE), f.courseId, f.topicId, DRAFT, countWords(DRAFT)],
      );
    },
  },
  {
    name: 'roster',
    status: 200,
    paged: true,
    requests: (b, f) => [get(`${b}/teaching/students/`, f.instructorToken)],
  },
];

const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
const tokens = createTokenService(config.jwtSecret, {
  accessSeconds: 3600,
  refreshSeconds: 3600,
  resetSeconds: 900,
});
const out = (line: string) => process.stdout.write(`${line}\n`);

/** Migrates and seeds a schema as the API's start would (the demo data). */
async function prepareSchema(url: string, schema: string, mediaDir: string) {
  await admin(url, `CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const db = await openPostgres(url, { schema, max: 2 });
  try {
    await migrateAndSeed(db, {
      media: new DiskMediaStorage(mediaDir, ''),
      argon2: config.argon2,
      seed: true,
      logger: pino({ level: 'warn' }),
    });
  } finally {
    await db.close();
  }
}

/** The bench's students (enrolled in the course) and a certificate to verify: alike in both schemas. */
async function benchFacts(client: Client, passwordHash: string): Promise<Facts> {
  const one = async <Row extends object>(sql: string, params: unknown[] = []) => {
    const { rows } = await client.query<Row>(sql, params);
    const [row] = rows;
    if (!row) throw new Error(`nothing found: ${sql.slice(0, 80)}`);
    return row;
  };
  const course = await one<{ id: number; title: string }>(
    'SELECT id, title FROM courses ORDER BY id LIMIT 1',
  );
  await client.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, is_verified)
     SELECT 'bench-' || g || '@${BENCH_DOMAIN}', $1, 'Bench', 'Student ' || g, true FROM generate_series(1, $2::int) g
     ON CONFLICT (email) DO NOTHING`,
    [passwordHash, STUDENTS],
  );
  const { rows: students } = await client.query<{ id: number; token_version: number }>(
    `SELECT id, token_version FROM users WHERE email LIKE $1 ORDER BY id LIMIT $2`,
    [`bench-%@${BENCH_DOMAIN}`, STUDENTS],
  );
  await client.query(
    `INSERT INTO enrollments (user_id, course_id, created_at)
     SELECT id, $1, now() FROM users WHERE id = ANY($2) ON CONFLICT DO NOTHING`,
    [course.id, students.map((student) => student.id)],
  );
  await client.query(
    `INSERT INTO certificates (number, user_id, course_id, student_name, course_title, issued_at)
     VALUES ($1, $2, $3, 'Bench Student 1', $4, now()) ON CONFLICT DO NOTHING`,
    [CERTIFICATE, students[0]?.id, course.id, course.title],
  );
  // Fresh statistics, as the large data's: a planner that still believes these tables empty picks
  // plans no deployment would run.
  await client.query(
    'ANALYZE users, enrollments, payments, certificates, essays, test_attempts, lecture_progress',
  );
  const lecture = await one<{ id: number; topic_id: number }>(
    `SELECT l.id, l.topic_id FROM lectures l JOIN topics t ON t.id = l.topic_id
      WHERE t.course_id = $1 ORDER BY t.position, l.position LIMIT 1`,
    [course.id],
  );
  // The listings read the lecture with the most questions: on the large data the first (seed:large's
  // skew), on the demo the one decision 0185 gives more than a page, so both fill a page.
  const busiest = await one<{ id: number; count: number }>(
    `SELECT c.lecture_id AS id, c.questions_count AS count
       FROM lecture_question_counts c JOIN lectures l ON l.id = c.lecture_id JOIN topics t ON t.id = l.topic_id
      WHERE t.course_id = $1 ORDER BY c.questions_count DESC, t.position, l.position LIMIT 1`,
    [course.id],
  );
  const test = await one<{ id: number; answers: { question: number; choices: number[] }[] }>(
    `SELECT t.id, jsonb_agg(jsonb_build_object('question', q.id, 'choices',
              (SELECT coalesce(jsonb_agg(c.id ORDER BY c.position), '[]') FROM test_choices c
                WHERE c.question_id = q.id AND c.correct)) ORDER BY q.position) AS answers
       FROM topic_tests t JOIN test_questions q ON q.test_id = t.id AND q.retired_at IS NULL
      WHERE t.topic_id = $1 GROUP BY t.id`,
    [lecture.topic_id],
  );
  const account = (email: string) =>
    one<{ id: number; token_version: number }>('SELECT id, token_version FROM users WHERE email = $1', [
      email,
    ]);
  const access = (owner: { id: number; token_version: number }) => tokens.issuePair(owner).access;
  return {
    courseId: course.id,
    topicId: lecture.topic_id,
    lectureId: lecture.id,
    busiestLectureId: busiest.id,
    questionsOnLecture: busiest.count,
    lastPage: 1,
    test,
    demoToken: access(await account('demo@academy.test')),
    instructorToken: access(await account('instructor@academy.test')),
    studentTokens: students.map(access),
    studentIds: students.map((student) => student.id),
  };
}

/** Forgets what the bench's students wrote, so every round starts from the same rows. */
async function reset(client: Client, facts: Facts) {
  await client.query('DELETE FROM questions WHERE user_id = ANY($1)', [facts.studentIds]);
  await client.query('DELETE FROM test_attempts WHERE user_id = ANY($1)', [facts.studentIds]);
  await client.query('DELETE FROM essays WHERE user_id = ANY($1)', [facts.studentIds]);
  await client.query('DELETE FROM lecture_progress WHERE user_id = ANY($1)', [facts.studentIds]);
}

async function probe(request: LoadRequest): Promise<{ status: number; bytes: number; body: string }> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes: body.length, body: body.toString('utf8').slice(0, 300) };
}

interface Row {
  endpoint: string;
  demo: Measured & { bytes: number };
  large: Measured & { bytes: number };
  p99Ratio: number;
  sizeRatio: number;
  sizeOk: boolean;
  met: boolean;
  /** Rounds (of either size) in which no request completed. */
  silentRounds: number;
}

async function main() {
  if (!DATABASE_URL)
    throw new Error(
      'bench:scale needs PostgreSQL: set DATABASE_URL (PGlite is meant for the demo data; see the README)',
    );
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-scale-'));
  const generator = loadGenerator(workDir);
  const demoSchema = `bench_scale_demo_${process.pid}`;
  const largeSchema = `bench_large_${String(SCALE).replace(/\W/g, '_')}`;
  const urls: Record<Size, string> = {
    demo: withSchema(DATABASE_URL, demoSchema),
    large: withSchema(DATABASE_URL, largeSchema),
  };
  const ports: Record<Size, number> = { demo: DEMO_PORT, large: LARGE_PORT };
  const apis: Partial<Record<Size, ChildProcess>> = {};
  const clients: Partial<Record<Size, Client>> = {};
  process.once('SIGINT', () => {
    for (const api of Object.values(apis)) api?.kill('SIGTERM');
    process.exit(130);
  });
  try {
    const mediaDir = path.join(workDir, 'media');
    if (REGENERATE) await admin(DATABASE_URL, `DROP SCHEMA IF EXISTS ${largeSchema} CASCADE`);
    await prepareSchema(DATABASE_URL, demoSchema, mediaDir);
    await prepareSchema(DATABASE_URL, largeSchema, mediaDir);
    const passwordHash = await createPasswordHasher(config.argon2).hash(LARGE_PASSWORD);
    for (const size of SIZES) {
      const client = new Client({ connectionString: urls[size] });
      await client.connect();
      clients[size] = client;
    }
    const largeClient = clients.large as Client;
    const present = await largeDataPresent(clientQueryable(largeClient));
    if (present > 0)
      out(
        `Large data: schema ${largeSchema}, ${fmt(present)} generated students (kept from an earlier run).`,
      );
    else {
      out(`Large data: generating scale ${SCALE} into schema ${largeSchema} (kept for later runs)...`);
      await loadLargeAcademy(largeClient, { scale: SCALE, passwordHash, out });
    }
    const facts = {} as Record<Size, Facts>;
    for (const size of SIZES) facts[size] = await benchFacts(clients[size] as Client, passwordHash);

    for (const size of SIZES) {
      apis[size] = startApi({
        port: ports[size],
        databaseUrl: urls[size],
        mediaDir,
        logFile: path.join(workDir, `api-${size}.log`),
        env: { ESSAY_RATE_LIMIT_PER_MINUTE: '0', CERTIFICATE_LOOKUP_RATE_LIMIT_PER_MINUTE: '0' },
      });
    }
    const bases: Record<Size, string> = {
      demo: `http://127.0.0.1:${ports.demo}`,
      large: `http://127.0.0.1:${ports.large}`,
    };
    for (const size of SIZES)
      await waitFor(`${bases[size]}/health`, apis[size] as ChildProcess, `the ${size} API`);
    // The page size is the API's to choose (and to cap): the last page comes from its first page.
    for (const size of SIZES) {
      const first = listing(bases[size], facts[size], '&sort=oldest');
      const response = await fetch(first.url, { headers: first.headers });
      if (!response.ok) throw new Error(`the questions listing (${size}) answered ${response.status}`);
      const page = (await response.json()) as { count: number; results: unknown[] };
      facts[size].lastPage = Math.min(
        100000,
        Math.max(1, Math.ceil(page.count / Math.max(1, page.results.length))),
      );
    }

    out(
      `PostgreSQL, ${os.cpus().length} CPU(s), load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}; ${generator.name}, ${SETTINGS.threads} threads, ${SETTINGS.connections} connections, ` +
        `${SETTINGS.seconds} s per size and endpoint in ${ROUNDS} alternating rounds; ` +
        `${facts.large.questionsOnLecture} questions on the busiest lecture (demo: ${facts.demo.questionsOnLecture}), ` +
        `its last page ${facts.large.lastPage} (demo: ${facts.demo.lastPage})`,
    );
    const endpoints = ENDPOINTS.filter((endpoint) => ONLY.length === 0 || ONLY.includes(endpoint.name));
    const rows: Row[] = [];
    for (const endpoint of endpoints) {
      const requests = {} as Record<Size, LoadRequest[]>;
      const bytes = {} as Record<Size, number>;
      for (const size of SIZES) {
        requests[size] = endpoint.requests(bases[size], facts[size]);
        const first = requests[size][0];
        if (!first) throw new Error(`${endpoint.name}: no request`);
        if (endpoint.writes || endpoint.fill) await reset(clients[size] as Client, facts[size]);
        await endpoint.fill?.(clients[size] as Client, facts[size]);
        // A slow endpoint before this one can leave the API working through requests the generator
        // gave up on (its pool full, so it answers 503): wait for it to drain, a minute at most.
        let answer = await probe(first);
        for (let waited = 0; answer.status === 503 && waited < 60_000; waited += 2_000) {
          await new Promise((resolve) => setTimeout(resolve, 2_000));
          answer = await probe(first);
        }
        if (answer.status !== endpoint.status)
          throw new Error(`${endpoint.name} (${size}) answered ${answer.status}: ${answer.body}`);
        bytes[size] = answer.bytes;
      }
      process.stdout.write(`  ${endpoint.name} ...`);
      const rounds: Record<Size, LoadResult[]> = { demo: [], large: [] };
      const load = async (size: Size, settings: typeof ROUND_SETTINGS) => {
        if (endpoint.writes) await reset(clients[size] as Client, facts[size]);
        return generator.run(requests[size], settings);
      };
      for (const size of SIZES) await load(size, WARM_UP);
      for (let round = 0; round < ROUNDS; round += 1)
        for (const size of SIZES) rounds[size].push(await load(size, ROUND_SETTINGS));
      if (endpoint.fill) for (const size of SIZES) await reset(clients[size] as Client, facts[size]);
      const demo = { ...combine(rounds.demo), bytes: bytes.demo };
      const large = { ...combine(rounds.large), bytes: bytes.large };
      const p99Ratio = demo.p99Ms > 0 ? large.p99Ms / demo.p99Ms : Infinity;
      const sizeRatio = large.bytes / Math.max(1, demo.bytes);
      const sizeOk = sizeRatio <= 1.5 || (endpoint.paged === true && large.bytes <= PAGE_BYTES);
      // A round in which no request completed has no latency at all (its p99 reads 0): it is a miss,
      // never a fast round.
      const silentRounds = [...rounds.demo, ...rounds.large].filter((round) => round.requests === 0).length;
      const met =
        silentRounds === 0 && p99Ratio <= P99_RATIO_TARGET && sizeOk && demo.failures + large.failures === 0;
      process.stdout.write(` ${fmt(demo.requestsPerSecond)} vs ${fmt(large.requestsPerSecond)} req/s\n`);
      rows.push({ endpoint: endpoint.name, demo, large, p99Ratio, sizeRatio, sizeOk, met, silentRounds });
    }
    for (const size of SIZES)
      if (endpoints.some((e) => e.writes)) await reset(clients[size] as Client, facts[size]);

    const kb = (value: number) => `${fmt(value / 1024, 1)} KB`;
    const header = [
      'endpoint',
      'demo req/s',
      'p50',
      'p99 (worst)',
      'size',
      'large req/s',
      'p50',
      'p99 (worst)',
      'size',
      'p99 ratio',
      'size ratio',
      'met',
    ];
    const lines = rows.map((row) => [
      row.endpoint,
      fmt(row.demo.requestsPerSecond),
      fmt(row.demo.p50Ms, 1),
      `${fmt(row.demo.p99Ms, 1)} (${fmt(row.demo.worstP99Ms, 0)})`,
      kb(row.demo.bytes),
      fmt(row.large.requestsPerSecond),
      fmt(row.large.p50Ms, 1),
      `${fmt(row.large.p99Ms, 1)} (${fmt(row.large.worstP99Ms, 0)})`,
      kb(row.large.bytes),
      fmt(row.p99Ratio, 2),
      fmt(row.sizeRatio, 2),
      row.met
        ? 'yes'
        : [
            row.silentRounds > 0 ? `NO: ${row.silentRounds} of ${2 * ROUNDS} rounds without an answer` : '',
            row.p99Ratio > P99_RATIO_TARGET ? 'NO: p99' : '',
            row.sizeOk ? '' : 'NO: size grows',
            row.demo.failures + row.large.failures > 0
              ? `NO: ${row.demo.failures}+${row.large.failures} errors`
              : '',
          ]
            .filter(Boolean)
            .join(', '),
    ]);
    out(
      `\nDemo data vs large data (scale ${SCALE}), ${generator.name}, ${SETTINGS.threads} threads, ` +
        `${SETTINGS.connections} connections, ${SETTINGS.seconds} s; ms; target p99 ratio ≤ ${P99_RATIO_TARGET}, ` +
        `size ratio ≤ 1.5 (a paged list: ≤ ${PAGE_BYTES / 1024} KB)\n\n${markdownTable(header, lines)}`,
    );
    const missed = rows.filter((row) => !row.met).map((row) => row.endpoint);
    out(missed.length ? `\nMissed: ${missed.join(', ')}` : '\nEvery endpoint within its target.');
    if (process.env.BENCH_JSON)
      fs.writeFileSync(
        process.env.BENCH_JSON,
        JSON.stringify({ scale: SCALE, generator: generator.name, settings: SETTINGS, rows }, null, 2),
      );
  } finally {
    for (const size of SIZES) await stop(apis[size] ?? null);
    for (const size of SIZES) await clients[size]?.end();
    await admin(DATABASE_URL, `DROP SCHEMA IF EXISTS ${demoSchema} CASCADE`);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:scale failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
