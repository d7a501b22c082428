import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { Client } from 'pg';
import { openPostgres } from './db/database';
import { migrateAndSeed } from './startup';
import { TEST_PAYMENT_SECRET, diskMedia, productionEnv } from './test-helpers/test-app';

const DATABASE_URL = process.env.DATABASE_URL;
const onPostgres = DATABASE_URL ? describe : describe.skip;

onPostgres(
  'two API processes starting together on an empty database (PostgreSQL only: skipped without DATABASE_URL)',
  () => {
    const schema = `test_${randomUUID().replace(/-/g, '')}`;
    let mediaDir: string;

    beforeAll(async () => {
      mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-media-'));
      const admin = new Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
    });

    afterAll(async () => {
      const admin = new Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
      await fs.rm(mediaDir, { recursive: true, force: true });
    });

    it('migrate and seed once: both start, one course with 16 topics, each migration recorded once', async () => {
      const first = await openPostgres(DATABASE_URL ?? '', { schema, max: 3 });
      const second = await openPostgres(DATABASE_URL ?? '', { schema, max: 3 });
      const start = (db: typeof first) =>
        migrateAndSeed(db, {
          media: diskMedia(mediaDir),
          argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
          seed: true,
          logger: pino({ level: 'silent' }),
        });
      try {
        const results = await Promise.all([start(first), start(second)]);
        expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
        expect(results.some((result) => result.applied.length === 0)).toBe(true);
        expect(await first.query('SELECT count(*)::int AS n FROM courses')).toEqual([{ n: 1 }]);
        expect(await first.query('SELECT count(*)::int AS n FROM topics')).toEqual([{ n: 16 }]);
        const applied = await first.query<{ name: string; n: number }>(
          'SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name HAVING count(*) > 1',
        );
        expect(applied).toEqual([]);
      } finally {
        await first.close();
        await second.close();
      }
    });
  },
);

describe('a production start refused by its configuration', () => {
  /** Runs src/server.ts as `npm start` would run the build, with only these settings. */
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'server.ts')], {
      cwd: path.join(__dirname, '..'),
      env: { PATH: process.env.PATH ?? '', PGLITE_DIR: 'memory://', PORT: '0', LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it.each([
    [
      'the sandbox payment provider is not allowed',
      { PAYMENTS_SANDBOX_IN_PRODUCTION: '' },
      /PAYMENTS_SANDBOX_IN_PRODUCTION/,
    ],
    [
      'the callback secret is the published test one',
      { PAYMENT_CALLBACK_SECRET: TEST_PAYMENT_SECRET },
      /PAYMENT_CALLBACK_SECRET/,
    ],
    ['SITE_URL is missing', { SITE_URL: '' }, /SITE_URL is required/],
    // A mistyped mode would otherwise run the development secret, outbox and clock (decision 0113).
    ['NODE_ENV is mistyped as Production', { NODE_ENV: 'Production' }, /NODE_ENV must be .*"Production"/],
    ['NODE_ENV is abbreviated to prod', { NODE_ENV: 'prod' }, /NODE_ENV must be .*"prod"/],
    ['NODE_ENV is not set', { NODE_ENV: '' }, /NODE_ENV must be set/],
    // Metrics are never public (decision 0164).
    [
      'metrics listen on every interface without a token',
      { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' },
      /METRICS_TOKEN is required when METRICS_HOST is not loopback/,
    ],
    ['MEDIA_BUCKET is no bucket name', { MEDIA_BUCKET: 'Media_Files' }, /MEDIA_BUCKET must be a bucket name/],
  ])('exits 78 naming the setting when %s', (_case, change, message) => {
    const result = start({ ...productionEnv(), ...change });
    expect(result.stderr).toMatch(/^Configuration error: /);
    expect(result.stderr).toMatch(message);
    expect(result.status).toBe(78);
  });
});
