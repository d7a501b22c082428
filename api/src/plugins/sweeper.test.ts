import fs from 'node:fs/promises';
import path from 'node:path';
import { jobsSchema } from '../jobs/queue';
import { MEDIA_FOLDERS } from '../storage/media-storage';
import { ORPHAN_MEDIA_AGE_MS, sweepOrphanMedia } from '../storage/orphan-media';
import {
  type TestApp,
  createSecondInstance,
  createTestApp,
  databaseTargets,
  newStudent,
} from '../test-helpers/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseTargets())('the periodic sweep on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false, env: { SWEEP_INTERVAL_SECONDS: '1' } });
  });
  afterAll(() => t.close());

  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? -1;

  it('deletes codes and failed entries past the daily window, and revoked tokens and sign-ins past their expiry', async () => {
    const tokens = await newStudent(t, 'sweep@example.test');
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/student/auth/token/refresh/',
        payload: { refresh: tokens.refresh },
      });
    await refresh();
    await refresh();
    // Only a wrong entry against a code that was sent is recorded (docs/decisions/0144).
    await t.app.inject({
      method: 'POST',
      url: '/student/auth/password-reset/',
      payload: { email: 'sweep@example.test' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/student/auth/password-reset/verify/',
      payload: { email: 'sweep@example.test', code: '00000000' },
    });
    expect(await count('email_codes')).toBeGreaterThan(0);
    expect(await count('code_failures')).toBeGreaterThan(0);
    expect(await count('blacklisted_tokens')).toBe(1);
    expect(await count('revoked_token_families')).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(await count('email_codes')).toBeGreaterThan(0);
    expect(await count('blacklisted_tokens')).toBe(1);
    expect(await count('revoked_token_families')).toBe(1);

    t.clock.advance(25 * 60 * 60 * 1000);
    const left = async () =>
      (await count('email_codes')) +
      (await count('blacklisted_tokens')) +
      (await count('revoked_token_families'));
    for (let i = 0; i < 30 && (await left()) > 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await count('email_codes')).toBe(0);
    expect(await count('code_failures')).toBe(0);
    expect(await count('blacklisted_tokens')).toBe(0);
    expect(await count('revoked_token_families')).toBe(0);
  });
});

describe.each(databaseTargets())('the media sweep on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  /** Every file under MEDIA_DIR, as keys. */
  const filesOnDisk = async () =>
    (await fs.readdir(t.mediaDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(t.mediaDir, path.join(entry.parentPath, entry.name)))
      .sort();

  it('knows every folder the seed writes', async () => {
    const folders = (await fs.readdir(t.mediaDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.filter((folder) => !(MEDIA_FOLDERS as readonly string[]).includes(folder))).toEqual([]);
  });

  it('removes a file no row names from every media folder once it is old, and keeps every named one', async () => {
    const named = await filesOnDisk();
    const planted = [
      ...MEDIA_FOLDERS.map((folder) => `${folder}/00000000-0000-4000-8000-000000000000.bin`),
      // An upload whose process stopped mid-stream leaves its dot file (storage/media-storage.ts).
      'lectures/.00000000-0000-4000-8000-000000000001.part',
    ];
    for (const key of planted) {
      await fs.mkdir(path.dirname(path.join(t.mediaDir, key)), { recursive: true });
      await fs.writeFile(path.join(t.mediaDir, key), 'orphan');
    }
    const ctx = t.app.academy;
    // Young files may belong to an upload in flight.
    expect(await sweepOrphanMedia(ctx, new Date())).toBe(0);
    expect(await filesOnDisk()).toEqual([...named, ...planted].sort());

    const later = Date.now() + ORPHAN_MEDIA_AGE_MS + ctx.config.requestTimeoutMs + 60_000;
    expect(await sweepOrphanMedia(ctx, new Date(later))).toBe(planted.length);
    expect(await filesOnDisk()).toEqual(named);
  });
});

describe.each(databaseTargets())('the periodic sweep across instances on %s', (target) => {
  it('runs once per period however many instances ask', async () => {
    const t = await createTestApp(target, {
      seed: false,
      env: { SWEEP_INTERVAL_SECONDS: '1', JOBS_POLL_INTERVAL_MS: '500' },
    });
    // The first instance sweeps from its start; a second one started on a busy machine can take a
    // second or more, so the bound counts the periods since the first started, not the pause.
    const started = Date.now();
    const second = await createSecondInstance(t);
    try {
      await pause(4200);
      const periodsSinceStart = Math.ceil((Date.now() - started) / 1000) + 1;
      const [row] = await t.db.query<{ jobs: number; periods: number; done: number }>(
        `SELECT count(*)::int AS jobs, count(DISTINCT singleton_on)::int AS periods,
                count(*) FILTER (WHERE state = 'completed')::int AS done
           FROM ${jobsSchema(t.db)}.job WHERE name = 'sweep'`,
      );
      expect(row?.jobs).toBeGreaterThanOrEqual(3);
      expect(row?.jobs).toBeLessThanOrEqual(periodsSinceStart);
      expect(row?.periods).toBe(row?.jobs);
      expect(row?.done).toBeGreaterThanOrEqual((row?.jobs ?? 0) - 1);
    } finally {
      await second.close();
      await t.close();
    }
  });
});
