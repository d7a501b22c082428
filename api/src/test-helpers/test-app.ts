import { DEMO_CLASSMATES } from '../seed/demo-content';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../app';
import { createPasswordHasher } from '../auth/password-hashing';
import { type AppConfig, loadConfig } from '../config';
import { PUBLISHED_SECRETS } from '../config-secrets';
import { type Database, openPglite, openPostgres } from '../db/database';
import { runMigrations } from '../db/migrate';
import { DevOutbox, type Mailer } from '../mail/mailer';
import { seedDemoContent } from '../seed/seed';
import { createMediaStorage } from '../storage/create-media-storage';
import { DiskMediaStorage } from '../storage/media-storage';
import type { TestBucket } from './test-bucket';

/** The HMAC key tests sign payment callbacks with (published, so production refuses it). */
export const TEST_PAYMENT_SECRET = PUBLISHED_SECRETS.testPaymentCallback;

/** The seed's writer for a media folder on disk. */
export const diskMedia = (dir: string) => new DiskMediaStorage(dir, 'http://api.test');

/** A fresh random secret: production refuses every value written in this repository. */
export const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * The settings a production start needs, with fresh secrets: pass as `env` to createTestApp. The
 * sandbox payment provider is allowed, as on a staging site (docs/decisions/0142).
 */
export function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: randomSecret(),
    PAYMENT_CALLBACK_SECRET: randomSecret(),
    PUBLIC_URL: 'https://api.academy.test',
    SITE_URL: 'https://academy.test',
    CORS_ORIGINS: 'https://academy.test',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
  };
}

export type DatabaseTarget = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL too when DATABASE_URL is set (as .ci/run does). */
export function databaseTargets(): DatabaseTarget[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function createClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The PostgreSQL schema the app works in (none on PGlite). */
  schema?: string;
  config: AppConfig;
  clock: TestClock;
  outbox: DevOutbox;
  mediaDir: string;
  close(): Promise<void>;
}

export async function openTestDatabase(
  target: DatabaseTarget,
): Promise<{ db: Database; drop(): Promise<void>; schema?: string }> {
  if (target === 'pglite') {
    const db = await openPglite('memory://');
    return { db, drop: () => db.close() };
  }
  const url = process.env.DATABASE_URL ?? '';
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = await openPostgres(url, { schema, max: 4 });
  return {
    db,
    schema,
    async drop() {
      await db.close();
      const cleanup = new Client({ connectionString: url });
      await cleanup.connect();
      // The job queue's tables live beside the app's (jobs/queue.ts jobsSchema).
      await cleanup.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

/** Course 1 with topics 1..`topics` (ids and positions alike), where a repository test's data set starts. */
export async function insertCourseAndTopics(db: Database, topics: number): Promise<void> {
  await db.query(
    `INSERT INTO courses (id, title, course_description, tenge_price, new_price, old_price)
     VALUES (1, 'Arbitration', 'A course', 1, 1, 1)`,
  );
  await db.query(
    `INSERT INTO topics (id, course_id, position, title)
     SELECT i, 1, i, 'Topic ' || i FROM generate_series(1, $1::int) i`,
    [topics],
  );
}

/** A fresh migrated database holding course 1 and its topics 1..`topics`, nothing else; `drop` removes it. */
export async function openCourseDatabase(
  target: DatabaseTarget,
  topics: number,
): Promise<{ db: Database; drop(): Promise<void> }> {
  const { db, drop } = await openTestDatabase(target);
  await runMigrations(db);
  await insertCourseAndTopics(db, topics);
  return { db, drop };
}

/** A fresh app on a fresh database, migrated and (unless told otherwise) seeded with the demo course. */
export async function createTestApp(
  target: DatabaseTarget,
  options: {
    seed?: boolean;
    /** false: the demo content without its questions and answers (demo-questions.ts), for tests that count from none. */
    demoQuestions?: boolean;
    env?: Record<string, string>;
    mailer?: Mailer;
    logger?: FastifyBaseLogger;
    /** Media in this bucket instead of a temporary MEDIA_DIR (test-helpers/test-bucket.ts). */
    bucket?: TestBucket;
  } = {},
): Promise<TestApp> {
  const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-media-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory://',
    MEDIA_DIR: mediaDir,
    PUBLIC_URL: 'http://api.test',
    // Cheap hashing keeps the suite fast; production keeps the OWASP defaults.
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    AUTH_RATE_LIMIT_PER_MINUTE: '0',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '0',
    PAYMENT_RATE_LIMIT_PER_MINUTE: '0',
    FEEDBACK_RATE_LIMIT_PER_HOUR: '0',
    QUESTION_RATE_LIMIT_PER_MINUTE: '0',
    QUESTION_RATE_LIMIT_PER_DAY: '0',
    PAYMENT_CALLBACK_SECRET: TEST_PAYMENT_SECRET,
    SITE_URL: 'http://site.test',
    LOG_LEVEL: 'silent',
    ...options.bucket?.env,
    ...options.env,
  });
  const storage = createMediaStorage(config);
  const clock = createClock();
  const { db, drop, schema } = await openTestDatabase(target);
  await runMigrations(db);
  if (options.seed !== false) {
    await seedDemoContent(db, {
      media: storage,
      hasher: createPasswordHasher(config.argon2),
      now: clock.now(),
    });
    // Answers go with their questions (ON DELETE CASCADE); the kept counts follow by trigger (0110).
    if (options.demoQuestions === false) await db.query('DELETE FROM questions');
  }
  const app = await buildApp({
    config,
    db,
    now: clock.now,
    storage,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.ready();
  const outbox = app.academy.outbox ?? new DevOutbox(app.log);
  return {
    app,
    db,
    ...(schema ? { schema } : {}),
    config,
    clock,
    outbox,
    mediaDir,
    async close() {
      await app.close();
      await storage.close();
      await drop();
      await fs.rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second API instance on the same database as `t`, with its own caches, as behind a load
 * balancer: on PostgreSQL its own pool and listening connection on the same schema; on PGlite
 * (one process by nature) the same embedded database.
 */
export async function createSecondInstance(
  t: TestApp,
  /**
   * PostgreSQL: reach the database at another URL (through a proxy); settings that differ from `t`'s;
   * `mailer`: null sends through the configured SMTP_URL, as `t` does when it has one (default: `t`'s outbox).
   */
  options: { databaseUrl?: string; config?: Partial<AppConfig>; mailer?: Mailer | null } = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const db = t.schema
    ? await openPostgres(options.databaseUrl ?? process.env.DATABASE_URL ?? '', { schema: t.schema, max: 4 })
    : null;
  const config = { ...t.config, ...options.config };
  const mailer = options.mailer === undefined ? t.outbox : options.mailer;
  const app = await buildApp({ config, db: db ?? t.db, now: t.clock.now, ...(mailer ? { mailer } : {}) });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await db?.close();
    },
  };
}

export const DEMO = { email: 'demo@academy.test', password: 'Arbitration-2026' };
/** Enrolments in course 1 after the seed: the demo student and their classmates. */
export const SEEDED_ENROLMENTS = 1 + DEMO_CLASSMATES.length;
/** The seeded instructor (decision 0190). */
export const INSTRUCTOR = { email: 'instructor@academy.test', password: 'Teaching-2026' };

export function bearer(access: string) {
  return { authorization: `Bearer ${access}` };
}

export async function signIn(app: FastifyInstance, email = DEMO.email, password = DEMO.password) {
  const response = await app.inject({
    method: 'POST',
    url: '/student/auth/token/',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access: string; refresh: string }>();
}

/** The demo student's new password after `changeDemoPassword`. */
export const NEW_DEMO_PASSWORD = 'Fresh-Arbitral-Seat-5';

/** Changes the demo student's password through `app` with a token of theirs; answers the response. */
export function changeDemoPassword(app: FastifyInstance, access: string) {
  return app.inject({
    method: 'PATCH',
    url: '/student/reset-password/',
    headers: bearer(access),
    payload: { email: DEMO.email, current_password: DEMO.password, new_password: NEW_DEMO_PASSWORD },
  });
}

/** The code (4 digits for sign-up, 8 for recovery) of the newest mail to this address. */
export function lastCode(outbox: DevOutbox, email: string): string {
  const [mail] = outbox.list(email);
  const code = mail?.text.match(/^(\d{4}|\d{8})$/m)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Registers and verifies a new student; answers its tokens. */
export async function newStudent(t: TestApp, email: string, password = 'Tribunal-Seat-42') {
  const registered = await t.app.inject({
    method: 'POST',
    url: '/student/auth/register/',
    payload: { email, password1: password, password2: password },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/student/auth/verify-email/',
    payload: { email, code: lastCode(t.outbox, email) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return verified.json<{ access: string; refresh: string }>();
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * The app listening on a loopback port, asked over real HTTP: `inject` skips the server and so the
 * front that answers prepared bytes before routing; these requests go through it.
 */
export async function overHttp(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening on TCP');
  const agent = new http.Agent({ keepAlive: true });
  return {
    request(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<HttpAnswer> {
      return new Promise((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port: address.port, path: url, method, headers, agent },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end();
      });
    },
    close() {
      agent.destroy();
    },
  };
}
