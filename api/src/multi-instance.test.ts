import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import pino from 'pino';
import { buildApp } from './app';
import { DAILY_CODES, RESEND_COOLDOWN_MS } from './auth/email-codes';
import { loadConfig } from './config';
import { type Database, openPostgres } from './db/database';
import { DevOutbox } from './mail/mailer';
import { migrateAndSeed } from './startup';
import { INSTRUCTOR, bearer, createClock, diskMedia, lastCode, signIn } from './test-helpers/test-app';
import { type TestBucket, startTestBucket } from './test-helpers/test-bucket';
import { mp4, multipart } from './test-helpers/uploads';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const withPostgres = DATABASE_URL ? describe : describe.skip;
const PASSWORD = 'Tribunal-Seat-42';

withPostgres(
  `two API instances on one PostgreSQL schema and one Redis (${REDIS_URL}); skipped without DATABASE_URL, since PGlite cannot be shared`,
  () => {
    const schema = `test_${randomUUID().replace(/-/g, '')}`;
    const prefix = `academy-test:${randomUUID()}:`;
    const clock = createClock();
    const outbox = new DevOutbox(pino({ level: 'silent' }));
    const databases: Database[] = [];
    const apps: FastifyInstance[] = [];
    let mediaDir: string;

    async function instance(env: Record<string, string>): Promise<FastifyInstance> {
      const db = await openPostgres(DATABASE_URL ?? '', { schema, max: 3 });
      databases.push(db);
      const config = loadConfig({
        NODE_ENV: 'test',
        MEDIA_DIR: mediaDir,
        PUBLIC_URL: 'http://api.test',
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
        REDIS_URL,
        REDIS_PREFIX: prefix,
        LOG_LEVEL: 'silent',
        ...env,
      });
      const app = await buildApp({ config, db, now: clock.now, mailer: outbox });
      await app.ready();
      apps.push(app);
      return app;
    }

    let a: FastifyInstance;
    let b: FastifyInstance;
    beforeAll(async () => {
      mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-media-'));
      const admin = new Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const setup = await openPostgres(DATABASE_URL ?? '', { schema, max: 2 });
      await migrateAndSeed(setup, {
        media: diskMedia(mediaDir),
        argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
        seed: true,
        logger: pino({ level: 'silent' }),
      });
      await setup.close();
      const unlimited = { AUTH_RATE_LIMIT_PER_MINUTE: '0', ACCOUNT_RATE_LIMIT_PER_MINUTE: '0' };
      a = await instance(unlimited);
      b = await instance(unlimited);
    });

    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const db of databases) await db.close();
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      const admin = new Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
      await fs.rm(mediaDir, { recursive: true, force: true });
    });

    const post = (app: FastifyInstance, url: string, payload: object, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'POST', url: `/student/auth/${url}`, payload, remoteAddress });

    async function registered(email: string) {
      expect(
        (await post(a, 'register/', { email, password1: PASSWORD, password2: PASSWORD })).statusCode,
      ).toBe(201);
      const verified = await post(b, 'verify-email/', { email, code: lastCode(outbox, email) });
      expect(verified.statusCode).toBe(200);
      return verified.json<{ access: string; refresh: string }>();
    }

    const BLACKLISTED = { detail: 'Token is blacklisted', code: 'token_not_valid' };

    it('with one bucket, a photo and a lecture video uploaded on one machine are served by another with a folder of its own', async () => {
      // Two machines: each its own MEDIA_DIR, one MEDIA_BUCKET (docs/decisions/0127).
      const bucket: TestBucket = await startTestBucket();
      try {
        const machine = async () =>
          instance({
            ...bucket.env,
            MEDIA_DIR: await fs.mkdtemp(path.join(os.tmpdir(), 'academy-machine-')),
          });
        const first = await machine();
        const second = await machine();
        const { access } = await registered('two-machines@example.test');
        const png = Buffer.from(
          '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
            '1f15c4890000000d49444154789c6300010000050001' +
            '0d0a2db40000000049454e44ae426082',
          'hex',
        );
        const boundary = '----academy-two-machines';
        const uploaded = await first.inject({
          method: 'PATCH',
          url: '/student/student/update_photo/',
          payload: Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            png,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(access) },
        });
        expect(uploaded.statusCode).toBe(200);
        const photo = uploaded.json<{ photo: string }>().photo;
        expect(photo).toMatch(/^http:\/\/api\.test\/media\/photos\/[0-9a-f-]+\.png$/);
        const served = await second.inject({ method: 'GET', url: photo.replace('http://api.test', '') });
        expect(served.statusCode).toBe(200);
        // The photo as stored (re-encoded on upload): a PNG, the bucket's one object, byte for byte.
        expect(served.rawPayload.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);
        expect(await bucket.objects('photos/')).toEqual([
          { key: photo.replace('http://api.test/media/', ''), bytes: served.rawPayload.length },
        ]);

        // A lecture video from the instructor's desk on the first, played by a student on the second.
        const video = mp4(64 * 1024);
        for (let index = 8; index < video.length; index += 1) video[index] = index % 251;
        const upload = multipart('file', 'lecture.mp4', video);
        const staff = (await signIn(first, INSTRUCTOR.email, INSTRUCTOR.password)).access;
        const stored = await first.inject({
          method: 'PUT',
          url: '/teaching/lectures/1/video/',
          payload: upload.payload,
          headers: { ...upload.headers, ...bearer(staff) },
        });
        expect(stored.statusCode).toBe(200);
        const student = (await signIn(second)).access;
        const topics = (
          await second.inject({ method: 'GET', url: '/courses/student/1/topics/', headers: bearer(student) })
        ).json<{ topic: { lectures: { id: number; video: string | null }[] } }[]>();
        const link = topics.flatMap(({ topic }) => topic.lectures).find(({ id }) => id === 1)?.video ?? '';
        const seek = await second.inject({
          method: 'GET',
          url: link.replace('http://api.test', ''),
          headers: { range: 'bytes=40000-40999' },
        });
        expect(seek.statusCode).toBe(206);
        expect(seek.headers['content-range']).toBe(`bytes 40000-40999/${video.length}`);
        expect(seek.rawPayload.equals(video.subarray(40000, 41000))).toBe(true);
        expect((await bucket.objects('lectures/')).map(({ bytes }) => bytes)).toContain(video.length);
      } finally {
        await bucket.close();
      }
    });

    it('signs in on one and rotates on the other; a replayed refresh token revokes its family on both', async () => {
      await registered('two.instances@example.test');
      const signedIn = await post(a, 'token/', { email: 'two.instances@example.test', password: PASSWORD });
      expect(signedIn.statusCode).toBe(200);
      const first = signedIn.json<{ access: string; refresh: string }>();
      const rotated = await post(b, 'token/refresh/', { refresh: first.refresh });
      expect(rotated.statusCode).toBe(200);
      const second = rotated.json<{ refresh: string }>();
      const third = (await post(a, 'token/refresh/', { refresh: second.refresh })).json<{
        refresh: string;
      }>();
      const replayed = await post(b, 'token/refresh/', { refresh: first.refresh });
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json()).toEqual(BLACKLISTED);
      for (const app of [a, b]) {
        expect((await post(app, 'token/refresh/', { refresh: third.refresh })).json()).toEqual(BLACKLISTED);
      }
    });

    it('of one refresh token presented to both at once, one rotates and the family is revoked', async () => {
      const { refresh } = await registered('both.at.once@example.test');
      const answers = await Promise.all([
        post(a, 'token/refresh/', { refresh }),
        post(b, 'token/refresh/', { refresh }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
      const winner = answers.find((answer) => answer.statusCode === 200)?.json<{ refresh: string }>();
      for (const app of [a, b]) {
        expect((await post(app, 'token/refresh/', { refresh: winner?.refresh ?? '' })).json()).toEqual(
          BLACKLISTED,
        );
      }
    });

    it('a password change on one signs the other devices out on both', async () => {
      const laptop = await registered('signed.out@example.test');
      const phone = (await post(b, 'token/', { email: 'signed.out@example.test', password: PASSWORD })).json<{
        access: string;
        refresh: string;
      }>();
      const changed = await b.inject({
        method: 'PATCH',
        url: '/student/reset-password/',
        headers: bearer(laptop.access),
        payload: {
          email: 'signed.out@example.test',
          current_password: PASSWORD,
          new_password: 'Fresh-Arbitral-Seat-5',
        },
      });
      expect(changed.statusCode).toBe(200);
      for (const app of [a, b]) {
        expect((await post(app, 'token/refresh/', { refresh: phone.refresh })).statusCode).toBe(401);
        const read = await app.inject({
          method: 'GET',
          url: '/student/student/detail/',
          headers: bearer(phone.access),
        });
        expect(read.statusCode).toBe(401);
      }
    });

    it(`caps codes per address across instances: ${DAILY_CODES} a day, whichever instance sends them`, async () => {
      await post(a, 'register/', { email: 'capped@example.test', password1: PASSWORD, password2: PASSWORD });
      const statuses: number[] = [];
      for (let i = 0; i < DAILY_CODES; i += 1) {
        clock.advance(RESEND_COOLDOWN_MS);
        statuses.push(
          (await post(i % 2 === 0 ? b : a, 'resend-code/', { email: 'capped@example.test' })).statusCode,
        );
      }
      expect(statuses).toEqual([...Array(DAILY_CODES - 1).fill(200), 429]);
      clock.advance(RESEND_COOLDOWN_MS);
      expect((await post(a, 'resend-code/', { email: 'capped@example.test' })).statusCode).toBe(429);
      expect(outbox.list('capped@example.test')).toHaveLength(DAILY_CODES);
    });

    it('shares rate limits through Redis: per address, per account from one address, per e-mail, across a restart', async () => {
      const limits = {
        AUTH_RATE_LIMIT_PER_MINUTE: '3',
        ACCOUNT_RATE_LIMIT_PER_MINUTE: '2',
        EMAIL_RATE_LIMIT_PER_MINUTE: '4',
      };
      const c = await instance(limits);
      const d = await instance(limits);
      const attempt = (app: FastifyInstance, email: string, from: string) =>
        post(app, 'token/', { email, password: 'whatever-1' }, from);

      const byAddress = [];
      for (const [index, app] of [c, d, c, d].entries())
        byAddress.push((await attempt(app, `visitor${index}@example.test`, '198.51.100.7')).statusCode);
      expect(byAddress).toEqual([401, 401, 401, 429]);

      const byPair = [];
      for (const app of [c, d, c])
        byPair.push((await attempt(app, 'pair@example.test', '198.51.100.40')).statusCode);
      expect(byPair).toEqual([401, 401, 429]);
      expect((await attempt(d, 'pair@example.test', '198.51.100.41')).statusCode).toBe(401);

      const byEmail = [];
      for (const [index, app] of [d, c, d, c, d].entries())
        byEmail.push((await attempt(app, 'one.account@example.test', `198.51.100.${20 + index}`)).statusCode);
      expect(byEmail).toEqual([401, 401, 401, 401, 429]);

      const restarted = await instance(limits);
      const afterRestart = await attempt(restarted, 'one.account@example.test', '198.51.100.30');
      expect(afterRestart.statusCode).toBe(429);
      expect(Number(afterRestart.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
);
