import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../app';
import { createPasswordHasher } from '../../auth/password-hashing';
import { loadConfig } from '../../config';
import { type Database, openPglite, openPostgres } from '../../db/database';
import { runMigrations } from '../../db/migrate';
import { DevOutbox } from '../../mail/mailer';
import { seedDemoContent } from '../../seed/seed';
import {
  callbackBody,
  createPayment,
  enrollmentsOf,
  pagePath,
  postCallback,
  submitCard,
  submitCode,
} from '../../test-helpers/payments';
import {
  TEST_PAYMENT_SECRET,
  bearer,
  createClock,
  databaseTargets,
  diskMedia,
  lastCode,
} from '../../test-helpers/test-app';

/**
 * Two API instances behind one load balancer: each its own app (own caches, own
 * rate-limit memory, own connection pool on PostgreSQL) on one database. Every
 * step of a purchase may land on either.
 */
describe.each(databaseTargets())('two API instances on one %s database', (target) => {
  const clock = createClock();
  let a: FastifyInstance;
  let b: FastifyInstance;
  let dbA: Database;
  let dbB: Database;
  let mediaDir: string;
  let cleanup: () => Promise<void>;
  let outboxA: DevOutbox;

  beforeAll(async () => {
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-two-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PGLITE_DIR: 'memory://',
      MEDIA_DIR: mediaDir,
      PUBLIC_URL: 'http://api.test',
      SITE_URL: 'http://site.test',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      PAYMENT_RATE_LIMIT_PER_MINUTE: '0',
      PAYMENT_CALLBACK_SECRET: TEST_PAYMENT_SECRET,
      LOG_LEVEL: 'silent',
    });
    if (target === 'postgres') {
      const url = process.env.DATABASE_URL ?? '';
      const schema = `test_two_${randomUUID().replace(/-/g, '')}`;
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      dbA = await openPostgres(url, { schema, max: 4 });
      dbB = await openPostgres(url, { schema, max: 4 });
      cleanup = async () => {
        await dbA.close();
        await dbB.close();
        const admin2 = new Client({ connectionString: url });
        await admin2.connect();
        await admin2.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
        await admin2.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin2.end();
      };
    } else {
      dbA = await openPglite('memory://');
      dbB = dbA;
      cleanup = () => dbA.close();
    }
    await runMigrations(dbA);
    await seedDemoContent(dbA, {
      media: diskMedia(mediaDir),
      hasher: createPasswordHasher(config.argon2),
      now: clock.now(),
    });
    const build = async (db: Database) => {
      const app = await buildApp({ config, db, now: clock.now });
      await app.ready();
      return app;
    };
    a = await build(dbA);
    b = await build(dbB);
    outboxA = a.academy.outbox ?? new DevOutbox(a.log);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await cleanup();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  let counter = 0;
  /** Registers on A, verifies on B, and signs in on A. */
  async function student() {
    counter += 1;
    const email = `twin${counter}@example.test`;
    const password = 'Tribunal-Seat-42';
    await a.inject({
      method: 'POST',
      url: '/student/auth/register/',
      payload: { email, password1: password, password2: password },
    });
    const code = lastCode(outboxA, email);
    const verified = await b.inject({
      method: 'POST',
      url: '/student/auth/verify-email/',
      payload: { email, code },
    });
    expect(verified.statusCode).toBe(200);
    return { email, access: verified.json<{ access: string }>().access };
  }
  const db = () => ({ db: dbA });

  it('creates on A, takes the card and the 3-D Secure code on B, and both see one paid payment', async () => {
    const { email, access } = await student();
    const payment = await createPayment(a, access);
    const card = await submitCard(b, payment.payment_url, { number: '4000 0000 0000 3220' });
    expect(card.statusCode).toBe(303);
    const page = await a.inject({ method: 'GET', url: String(card.headers.location) });
    expect(page.body).toContain('One-time code');
    expect((await submitCode(a, payment.payment_url, '999999')).body).toContain('Attempts left: 2');
    const paid = await submitCode(b, payment.payment_url, '123456');
    expect(paid.headers.location).toBe(
      `http://site.test/passingcourse/1?payment=${payment.payment_id}&status=paid`,
    );
    expect(await enrollmentsOf(db(), email)).toBe(1);
    for (const app of [a, b]) {
      const list = await app.inject({ method: 'GET', url: '/courses/payments/', headers: bearer(access) });
      expect(list.json<Array<{ status: string }>>().map((p) => p.status)).toEqual(['paid']);
      const topics = await app.inject({
        method: 'GET',
        url: '/courses/student/1/topics/',
        headers: bearer(access),
      });
      expect(topics.statusCode).toBe(200);
      const again = await app.inject({
        method: 'POST',
        url: '/courses/create-payment/',
        headers: bearer(access),
        payload: { course: 1 },
      });
      expect(again.statusCode).toBe(409);
    }
  });

  it('splits a replay storm of 100 callbacks across both instances: one enrollment', async () => {
    const { email, access } = await student();
    const payment = await createPayment(b, access);
    const body = callbackBody(payment);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => postCallback(index % 2 === 0 ? a : b, { clock }, body)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json<{ enrolled: boolean }>().enrolled)).toHaveLength(1);
    expect(await enrollmentsOf(db(), email)).toBe(1);
  });

  it('a payment started again on the other instance cancels the first everywhere', async () => {
    const { email, access } = await student();
    const first = await createPayment(a, access);
    clock.advance(1000);
    const second = await createPayment(b, access);
    const closed = await b.inject({ method: 'GET', url: pagePath(first.payment_url) });
    expect(closed.body).toContain('This payment is already finished');
    const late = await postCallback(a, { clock }, callbackBody(first));
    expect(late.json()).toMatchObject({ status: 'cancelled', enrolled: false });
    expect(await enrollmentsOf(db(), email)).toBe(0);
    const declined = await submitCard(a, second.payment_url, { number: '4000000000009995' });
    expect(declined.headers.location).toContain('status=declined');
    const refused = await postCallback(b, { clock }, callbackBody(second, { amount: '1.00' }));
    expect(refused.statusCode).toBe(400);
    expect(await enrollmentsOf(db(), email)).toBe(0);
  });

  it('refuses a forged callback on either instance', async () => {
    const { access } = await student();
    const payment = await createPayment(a, access);
    for (const app of [a, b]) {
      const forged = await postCallback(app, { clock }, callbackBody(payment), { secret: 'wrong' });
      expect(forged.statusCode).toBe(400);
    }
  });
});
