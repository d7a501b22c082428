import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type TestBucket, startTestBucket } from '../test-helpers/test-bucket';

const MiB = 1024 * 1024;

/** `npm run media:to-bucket`: MEDIA_DIR's files into MEDIA_BUCKET, again and again without harm. */
describe('copying MEDIA_DIR to a bucket', () => {
  let bucket: TestBucket;
  let mediaDir: string;
  beforeAll(async () => {
    bucket = await startTestBucket();
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-media-'));
  });
  afterAll(async () => {
    await bucket.close();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  const write = async (key: string, bytes: Buffer | string) => {
    await fs.mkdir(path.dirname(path.join(mediaDir, key)), { recursive: true });
    await fs.writeFile(path.join(mediaDir, key), bytes);
  };
  /**
   * The command as an operator runs it, with only these settings; asynchronously, as the bucket's
   * server runs in this process.
   */
  const run = (env: Record<string, string>) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, '..', 'media-to-bucket-command.ts')],
        {
          cwd: path.join(__dirname, '..', '..'),
          env: {
            PATH: process.env.PATH ?? '',
            MEDIA_DIR: mediaDir,
            LOG_LEVEL: 'silent',
            // The SDK's notice about Node versions to come is no part of the command's output.
            NODE_NO_WARNINGS: '1',
            ...env,
          },
          encoding: 'utf8',
        },
        (error, stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });

  it('copies every media folder, skips what is already there, and copies a file that changed', async () => {
    await write('photos/a.jpg', 'jpeg bytes');
    await write('lectures/long.mp4', Buffer.alloc(6 * MiB, 1));
    await write('books/cover.svg', '<svg/>');
    await write('lectures/.upload-in-progress.part', 'partial');
    await write('elsewhere/not-media.txt', 'not a media folder');

    const first = await run(bucket.env);
    expect([first.status, first.stderr]).toEqual([0, '']);
    expect(first.stdout).toMatch(/^3 copied, 0 already in academy-media, from /m);
    expect(await bucket.objects()).toEqual([
      { key: 'books/cover.svg', bytes: 6 },
      { key: 'lectures/long.mp4', bytes: 6 * MiB },
      { key: 'photos/a.jpg', bytes: 10 },
    ]);

    await write('photos/a.jpg', 'other jpeg bytes');
    const again = await run(bucket.env);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('copied photos/a.jpg');
    expect(again.stdout).toMatch(/^1 copied, 2 already in academy-media/m);
    expect(await bucket.objects()).toContainEqual({ key: 'photos/a.jpg', bytes: 16 });
  });

  it('refuses to run without a bucket, and says why when the bucket does not answer', async () => {
    const unset = await run({});
    expect([unset.status, unset.stderr]).toEqual([
      78,
      'Configuration error: MEDIA_BUCKET must name the bucket to copy MEDIA_DIR to\n',
    ]);
    const down = await run({ ...bucket.env, MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9' });
    expect(down.status).toBe(1);
    expect(down.stderr).toMatch(/^Copy failed: media storage unavailable/);
  });
});
