import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { INSTRUCTOR, type TestApp, bearer, createTestApp, signIn } from '../test-helpers/test-app';
import {
  type TestBucket,
  TEST_BUCKET,
  startTestBucket,
  watchMultipartUploads,
} from '../test-helpers/test-bucket';
import { generatedClip, mp4, multipart, partialVideoUpload, until } from '../test-helpers/uploads';
import { MEDIA_FOLDERS, MediaStorageUnavailable } from './media-storage';
import { ORPHAN_MEDIA_AGE_MS, sweepOrphanMedia } from './orphan-media';
import { S3MediaStorage, UPLOAD_PART_BYTES } from './s3-media-storage';

const MiB = 1024 * 1024;

/**
 * Media in a bucket (MEDIA_BUCKET, docs/decisions/0127) on an s3rver on a loopback port: uploads
 * stream in parts and leave nothing on a refusal or a cancel, the sweep covers every folder, and a
 * bucket that is down answers 503.
 */
describe('media in a bucket', () => {
  let bucket: TestBucket;
  let t: TestApp;
  let staff: string;
  let storage: S3MediaStorage;
  /** The commands the product's own client sends, by name, with the bytes of each upload part. */
  const sent: { command: string; bytes: number }[] = [];
  let multipartUploads: { open(): string[] };
  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await createTestApp('pglite', { bucket, env: { LECTURE_VIDEO_MAX_MB: '12' } });
    staff = (await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password)).access;
    if (!(t.app.academy.storage instanceof S3MediaStorage)) throw new Error('the app is not on the bucket');
    storage = t.app.academy.storage;
    multipartUploads = watchMultipartUploads(storage.client);
    storage.client.middlewareStack.add(
      (next, context) => async (args) => {
        const body = (args.input as { Body?: unknown }).Body;
        sent.push({ command: context.commandName ?? '', bytes: Buffer.isBuffer(body) ? body.length : -1 });
        return next(args);
      },
      { step: 'initialize', name: 'testRecordCommands' },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });
  beforeEach(() => {
    sent.length = 0;
  });

  const uploadVideo = (bytes: Buffer, id = 3) => {
    const body = multipart('file', 'lecture.mp4', bytes);
    return t.app.inject({
      method: 'PUT',
      url: `/teaching/lectures/${id}/video/`,
      payload: body.payload,
      headers: { ...bearer(staff), ...body.headers },
    });
  };
  const lectureObjects = () => bucket.objects('lectures/');
  /** A whole video sent chunked, with no Content-Length to refuse it by: the limit stops it mid-stream. */
  const chunkedUpload = (bytes: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const address = t.app.server.address();
      if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
      const body = multipart('file', 'long.mp4', bytes);
      const request = http.request(
        {
          host: '127.0.0.1',
          port: address.port,
          method: 'PUT',
          path: '/teaching/lectures/3/video/',
          headers: { ...bearer(staff), ...body.headers, 'transfer-encoding': 'chunked' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(body.payload);
    });

  it('seeds the demo files into the bucket, not onto the disk', async () => {
    const keys = (await bucket.objects()).map((object) => object.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'course/introduction.mp4',
        'lectures/lecture.mp4',
        'materials/reading-material.pdf',
      ]),
    );
    expect(keys.some((key) => key.startsWith('people/'))).toBe(true);
  });

  it('streams a large video to the bucket in parts of 5 MiB, never the whole file at once', async () => {
    const video = mp4(11 * MiB);
    const answer = await uploadVideo(video);
    expect(answer.statusCode).toBe(200);
    const [row] = await t.db.query<{ video: string }>('SELECT video FROM lectures WHERE id = 3');
    expect(row?.video).toMatch(/^lectures\/[0-9a-f-]+\.mp4$/);
    expect(await lectureObjects()).toContainEqual({ key: row?.video, bytes: video.length });
    const parts = sent.filter((call) => call.command === 'UploadPartCommand').map((call) => call.bytes);
    expect(parts).toEqual([UPLOAD_PART_BYTES, UPLOAD_PART_BYTES, video.length - 2 * UPLOAD_PART_BYTES]);
    expect(sent.some((call) => call.command === 'PutObjectCommand')).toBe(false);
    expect(multipartUploads.open()).toEqual([]);
  });

  it('reads a video’s real duration from the bucket, through a copy it removes afterwards', async () => {
    const copies = async () =>
      (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith('academy-media-')).length;
    const copiesBefore = await copies();
    expect((await uploadVideo(await generatedClip(6), 4)).statusCode).toBe(200);
    await until(
      async () => (await t.app.academy.jobs.unfinished()).every((job) => job.name !== 'probe-video'),
      20_000,
    );
    const [row] = await t.db.query<{ duration: number }>(
      'SELECT duration::float8 AS duration FROM lectures WHERE id = 4',
    );
    expect(row?.duration).toBe(0.1);
    expect(await copies()).toBe(copiesBefore);
    expect(await storage.withLocalFile('lectures/none.mp4', async () => 'read')).toBeNull();
  });

  it('sends nothing to the bucket for a file of a refused type', async () => {
    const before = await lectureObjects();
    const answer = await uploadVideo(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * MiB, 0x20)]));
    expect(answer.statusCode).toBe(415);
    expect(sent.map((call) => call.command)).toEqual([]);
    expect(await lectureObjects()).toEqual(before);
  });

  it('keeps no object of a file past the size limit, sent without a length to refuse it by', async () => {
    const before = await lectureObjects();
    expect(await chunkedUpload(mp4(13 * MiB))).toBe(413);
    // The upload was under way in parts when the limit cut the file (busboy ends it, marked truncated).
    expect(sent.filter((call) => call.command === 'UploadPartCommand').length).toBeGreaterThan(0);
    expect(multipartUploads.open()).toEqual([]);
    expect(await lectureObjects()).toEqual(before);
  });

  it('aborts the multipart upload of a cancelled upload and keeps no object', async () => {
    const before = await lectureObjects();
    const request = partialVideoUpload(t.app, {
      path: '/teaching/lectures/3/video/',
      token: staff,
      size: 11 * MiB,
      sent: 7 * MiB,
    });
    await until(() => sent.some((call) => call.command === 'UploadPartCommand'));
    request.destroy();
    await until(() => sent.some((call) => call.command === 'AbortMultipartUploadCommand'));
    await until(() => multipartUploads.open().length === 0);
    expect(await lectureObjects()).toEqual(before);
  });

  it('sweeps an old object no row names from every media folder, and keeps every named one', async () => {
    const named = (await bucket.objects()).map((object) => object.key);
    const planted = MEDIA_FOLDERS.map((folder) => `${folder}/00000000-0000-4000-8000-000000000000.bin`);
    for (const key of planted)
      await bucket.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: key, Body: 'orphan' }));
    const ctx = t.app.academy;
    expect(await sweepOrphanMedia(ctx, new Date())).toBe(0);
    const later = Date.now() + ORPHAN_MEDIA_AGE_MS + ctx.config.requestTimeoutMs + 60_000;
    // Earlier tests replaced lecture 3's video, whose old object went as it was replaced.
    expect(await sweepOrphanMedia(ctx, new Date(later))).toBe(planted.length);
    expect((await bucket.objects()).map((object) => object.key)).toEqual(named);
  });

  it('answers 503, not 500, while the bucket is down, and serves again once it is back', async () => {
    const photo = '/media/course/introduction.mp4';
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);
    await bucket.stop();
    try {
      const read = await t.app.inject({ method: 'GET', url: photo, headers: { range: 'bytes=0-9' } });
      expect([read.statusCode, read.headers['retry-after'], read.json()]).toEqual([
        503,
        expect.any(String),
        { detail: expect.any(String) },
      ]);
      const upload = await uploadVideo(mp4(64 * 1024));
      expect(upload.statusCode).toBe(503);
      await expect(storage.check()).rejects.toBeInstanceOf(MediaStorageUnavailable);
      const ready = await t.app.inject({ method: 'GET', url: '/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([
        503,
        { status: 'unavailable', parts: expect.objectContaining({ media: 'failed' }) as unknown },
      ]);
    } finally {
      await bucket.start();
    }
    await expect(storage.check()).resolves.toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({
      status: 'ready',
      parts: { database: 'ok', media: 'ok' },
    });
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);
  });
});
