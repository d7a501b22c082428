/**
 * Video Range reads (docs/decisions/0129, raw runs in docs/measurements/0129-media-range-reads.md):
 * a 20 MiB lecture video read whole and by a 1 MiB range, through a student's signed link (1) from
 * the bucket streamed by the API, (2) as a presigned redirect (the API's check, then the bucket),
 * (3) straight from the bucket, and (4) from today's disk through the API. s3rver runs in its own
 * process on loopback. `npm run bench:media -w @academy/api`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StudentTopicBody } from '../src/repositories/learning';
import { type TestApp, bearer, createTestApp, signIn } from '../src/test-helpers/test-app';
import type { TestBucket } from '../src/test-helpers/test-bucket';

const MiB = 1024 * 1024;
const SIZE = 20 * MiB;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = 45_681;
const BUCKET = 'academy-media';
const KEY = 'lectures/lecture.mp4';
const agent = new http.Agent({ keepAlive: true });

/** Time to the first byte and to the last, in ms, of one GET. */
function timedGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; ttfb: number; total: number; bytes: number; location?: string }>(
    (resolve, reject) => {
      const started = process.hrtime.bigint();
      const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
      http
        .get(url, { agent, headers }, (response) => {
          let ttfb = -1;
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            if (ttfb < 0) ttfb = ms();
            bytes += chunk.length;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              ttfb: ttfb < 0 ? ms() : ttfb,
              total: ms(),
              bytes,
              ...(response.headers.location ? { location: response.headers.location } : {}),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function startServer(directory: string): Promise<ChildProcess> {
  const bin = path.join(__dirname, '..', '..', 'node_modules', '.bin', 's3rver');
  const child = spawn(
    bin,
    ['-d', directory, '-a', '127.0.0.1', '-p', String(PORT), '-s', '--configure-bucket', BUCKET],
    {
      stdio: 'ignore',
    },
  );
  for (let tries = 0; tries < 100; tries += 1) {
    const up = await new Promise<boolean>((resolve) =>
      http
        .get(`http://127.0.0.1:${PORT}/`, (r) => (r.resume(), resolve(true)))
        .on('error', () => resolve(false)),
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('s3rver did not start');
}

async function signedVideo(t: TestApp): Promise<string> {
  const { access } = await signIn(t.app);
  const topics = (
    await t.app.inject({ method: 'GET', url: '/courses/student/1/topics/', headers: bearer(access) })
  ).json<StudentTopicBody[]>();
  const video = topics[0]?.topic.lectures.find((lecture) => lecture.video.includes(KEY))?.video;
  if (!video) throw new Error('no signed video link');
  return video;
}

async function main() {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-bench-bucket-'));
  const server = await startServer(directory);
  const endpoint = `http://127.0.0.1:${PORT}`;
  const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: keys,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucketEnv: TestBucket['env'] = {
    MEDIA_BUCKET: BUCKET,
    MEDIA_S3_ENDPOINT: endpoint,
    MEDIA_S3_ACCESS_KEY_ID: keys.accessKeyId,
    MEDIA_S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
  };
  const video = Buffer.alloc(SIZE, 0x20);
  video.write('\u0000\u0000\u0000\u0018ftypisom', 0, 'latin1');
  const onBucket = await createTestApp('pglite', { env: bucketEnv });
  const onDisk = await createTestApp('pglite');
  await client.send(
    new PutObjectCommand({ Bucket: BUCKET, Key: KEY, Body: video, ContentType: 'video/mp4' }),
  );
  await fs.writeFile(path.join(onDisk.mediaDir, KEY), video);
  try {
    const base = async (t: TestApp) => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const address = t.app.server.address();
      if (address === null || typeof address === 'string') throw new Error('not listening');
      return (await signedVideo(t)).replace(t.config.publicUrl, `http://127.0.0.1:${address.port}`);
    };
    const bucketLink = await base(onBucket);
    const diskLink = await base(onDisk);
    const presigned = () =>
      getSignedUrl(client, new GetObjectCommand({ Bucket: BUCKET, Key: KEY }), { expiresIn: 30 });
    const ways: Record<
      string,
      (range: Record<string, string>) => Promise<{ ttfb: number; total: number; bytes: number }>
    > = {
      'bucket, streamed by the API': (range) => timedGet(bucketLink, range),
      'bucket, presigned redirect': async (range) => {
        // The API's check (signature, student's standing), timed as a 1-byte read from the disk app,
        // then the browser follows the redirect to the bucket.
        const started = process.hrtime.bigint();
        await timedGet(diskLink, { range: 'bytes=0-0' });
        const read = await timedGet(await presigned(), range);
        const spent = Number(process.hrtime.bigint() - started) / 1e6;
        return { ttfb: spent - read.total + read.ttfb, total: spent, bytes: read.bytes };
      },
      'bucket, direct': async (range) => timedGet(await presigned(), range),
      'disk, through the API': (range) => timedGet(diskLink, range),
    };
    const lines: string[] = [];
    for (const [label, range] of [
      ['whole 20 MiB', {}],
      ['1 MiB range at 10 MiB', { range: `bytes=${10 * MiB}-${11 * MiB - 1}` }],
    ] as const) {
      for (const [way, read] of Object.entries(ways)) {
        await read(range); // warm-up
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await read(range));
        const ttfb = median(runs.map((r) => r.ttfb));
        const total = median(runs.map((r) => r.total));
        const mibPerSecond = (runs[0]?.bytes ?? 0) / MiB / (total / 1000);
        lines.push(
          `| ${label} | ${way} | ${ttfb.toFixed(1)} | ${total.toFixed(1)} | ${mibPerSecond.toFixed(0)} | ${runs
            .map((r) => r.total.toFixed(0))
            .join(' ')} |`,
        );
      }
    }
    process.stdout.write(
      `${RUNS} runs each, medians; node ${process.version}, ${os.cpus().length} cores\n\n` +
        '| read | way | first byte ms | last byte ms | MiB/s | runs (ms) |\n|---|---|---|---|---|---|\n' +
        `${lines.join('\n')}\n`,
    );
  } finally {
    agent.destroy();
    await onBucket.close();
    await onDisk.close();
    client.destroy();
    server.kill();
    await fs.rm(directory, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
