import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { contentType } from 'mime-types';
import type { MediaBucketConfig } from '../config';
import {
  HEAD_BYTES,
  type MediaFolder,
  type MediaStorage,
  MediaStorageUnavailable,
  WrongFileType,
  mediaUrl,
} from './media-storage';

/** One GetObject's outcome, as the media route answers it. */
export type MediaRead =
  | {
      status: 'found';
      body: Readable;
      /** Bytes in this answer (the range's when one was asked for). */
      length: number;
      /** `bytes a-b/total` when a range was served. */
      range: string | null;
      etag: string | null;
      modifiedAt: Date | null;
      contentType: string | null;
    }
  | { status: 'not-modified'; etag: string | null }
  | { status: 'unsatisfiable' }
  | { status: 'missing' };

/**
 * The smallest part S3 accepts (5 MiB). An upload holds at most one part in memory at a time
 * (queueSize 1), whatever the file's size (docs/decisions/0127).
 */
export const UPLOAD_PART_BYTES = 5 * 1024 * 1024;

/** The type an object is stored with, from its key's extension, so a direct read of the bucket has it too. */
export function mediaType(key: string): string {
  return contentType(path.extname(key)) || 'application/octet-stream';
}

/** A client for the configured bucket: the endpoint and path style make any S3-compatible server work. */
export function createS3Client(config: MediaBucketConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Explicit keys when set; otherwise the SDK's standard chain (environment, profile, instance role).
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: servers other than AWS (and older ones) refuse the
    // streamed checksum trailers the SDK adds by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
}

/** The bucket did not answer as a bucket does: unreachable, refusing our keys, or failing itself. */
function unavailable(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0;
    return status >= 500 || status === 403 || status === 401 || error.name === 'NoSuchBucket';
  }
  // A network error (ECONNREFUSED, a timeout) is no S3 answer at all.
  return error instanceof Error && error.name !== 'WrongFileType' && error.name !== 'AbortError';
}

function missing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** Media as objects of one bucket, under the same keys as on disk ("photos/ab12.jpg"). */
export class S3MediaStorage implements MediaStorage {
  constructor(
    readonly client: S3Client,
    private readonly bucket: string,
    private readonly publicUrl: string,
  ) {}

  /** Runs one call, turning "the bucket is not there" into MediaStorageUnavailable. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (unavailable(error)) throw new MediaStorageUnavailable(error);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  async check(): Promise<void> {
    await this.call(() => this.client.send(new HeadBucketCommand({ Bucket: this.bucket })));
  }

  async save(folder: MediaFolder, extension: string, bytes: Buffer): Promise<string> {
    const key = `${folder}/${randomUUID()}.${extension}`;
    await this.write(key, bytes);
    return key;
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: mediaType(key) }),
      ),
    );
  }

  /**
   * The first HEAD_BYTES bytes decide the key before anything is sent, so a refused file never
   * reaches the bucket; the rest streams through lib-storage one part at a time. A failure on
   * either side stops both, and lib-storage aborts the multipart upload it had started.
   */
  async saveStream(
    folder: MediaFolder,
    source: Readable,
    extensionOf: (head: Buffer) => string | null,
  ): Promise<{ key: string; bytes: number }> {
    const name = randomUUID();
    let head = Buffer.alloc(0);
    let bytes = 0;
    // Set once the first bytes are seen; an object, as the stream's callbacks write it.
    const state: { key: string | null; upload: Promise<unknown> | null; failed: unknown } = {
      key: null,
      upload: null,
      failed: undefined,
    };
    const start = (body: Transform) => {
      const extension = extensionOf(head);
      if (extension === null) throw new WrongFileType('file type not accepted');
      const key = `${folder}/${name}.${extension}`;
      state.key = key;
      const upload = new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: body, ContentType: mediaType(key) },
        partSize: UPLOAD_PART_BYTES,
        queueSize: 1,
      });
      // The bucket failing ends the source too, so the request's body stops being read.
      state.upload = upload.done().catch((error: unknown) => {
        state.failed ??= error;
        body.destroy(error as Error);
      });
    };
    const sniff: Transform = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        try {
          if (state.key === null && head.length < HEAD_BYTES) {
            head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
            if (head.length >= HEAD_BYTES) start(sniff);
          }
          done(null, chunk);
        } catch (error) {
          done(error as Error);
        }
      },
      flush(done) {
        try {
          if (state.key === null) start(sniff);
          done();
        } catch (error) {
          done(error as Error);
        }
      },
    });
    let fed: unknown;
    try {
      await pipeline(source, sniff);
    } catch (error) {
      fed = error;
    }
    // The upload, once started, reads `sniff` to its end (or stops with it).
    await state.upload;
    if (fed === undefined && state.failed === undefined && state.key !== null)
      return { key: state.key, bytes };
    // A single-request upload the server may have stored just as the source failed.
    if (state.key !== null) await this.remove(state.key).catch(() => undefined);
    if (state.failed !== undefined && (fed === undefined || fed === state.failed))
      throw unavailable(state.failed) ? new MediaStorageUnavailable(state.failed) : state.failed;
    throw fed;
  }

  async remove(key: string): Promise<void> {
    await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  async list(folder: MediaFolder): Promise<{ key: string; modifiedAt: Date }[]> {
    const files: { key: string; modifiedAt: Date }[] = [];
    let token: string | undefined;
    do {
      const page = await this.call(() =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: `${folder}/`,
            Delimiter: '/',
            ...(token ? { ContinuationToken: token } : {}),
          }),
        ),
      );
      for (const item of page.Contents ?? [])
        if (item.Key && item.LastModified) files.push({ key: item.Key, modifiedAt: item.LastModified });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files;
  }

  /** Streams a file of known origin (the disk's, media-to-bucket) to a key, one part in memory at a time. */
  async upload(key: string, body: Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: mediaType(key) },
      partSize: UPLOAD_PART_BYTES,
      queueSize: 1,
    });
    await this.call(() => upload.done());
  }

  /** The object's size, or null when there is none. */
  async size(key: string): Promise<number | null> {
    try {
      const head = await this.call(() =>
        this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  /** An object or a range of it, with the browser's validator passed on (a 304 costs no body). */
  async read(key: string, request: { range?: string; ifNoneMatch?: string }): Promise<MediaRead> {
    try {
      const answer = await this.call(() =>
        this.client.send(
          new GetObjectCommand({
            Bucket: this.bucket,
            Key: key,
            ...(request.range ? { Range: request.range } : {}),
            ...(request.ifNoneMatch ? { IfNoneMatch: request.ifNoneMatch } : {}),
          }),
        ),
      );
      if (!answer.Body) return { status: 'missing' };
      return {
        status: 'found',
        body: answer.Body as Readable,
        length: answer.ContentLength ?? 0,
        range: answer.ContentRange ?? null,
        etag: answer.ETag ?? null,
        modifiedAt: answer.LastModified ?? null,
        contentType: answer.ContentType ?? null,
      };
    } catch (error) {
      if (missing(error)) return { status: 'missing' };
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (status === 304) return { status: 'not-modified', etag: request.ifNoneMatch ?? null };
      if (status === 416) return { status: 'unsatisfiable' };
      throw error;
    }
  }

  url(key: string): string {
    return mediaUrl(this.publicUrl, key);
  }

  async withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T | null> {
    const answer = await this.read(key, {});
    if (answer.status !== 'found') return null;
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-media-'));
    try {
      const file = path.join(folder, path.basename(key));
      await pipeline(answer.body, createWriteStream(file));
      return await use(file);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  }
}
