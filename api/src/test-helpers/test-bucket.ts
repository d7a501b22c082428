import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type CreateMultipartUploadCommandOutput, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export const TEST_BUCKET = 'academy-media';
/** The keys s3rver accepts (its published defaults, as for a local MinIO). */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestBucket {
  /** The settings that point the API at this bucket. */
  env: Record<string, string>;
  /** A client of the test's own, to look at the bucket from outside the product. */
  client: S3Client;
  /** Every object's key (and size) under a prefix, sorted. */
  objects(prefix?: string): Promise<{ key: string; bytes: number }[]>;
  /** Stops the server: the bucket is then "down". Answers a function that starts it again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * An S3-API server on a loopback port with one empty bucket in a fresh folder (s3rver, chosen in
 * docs/decisions/0128). The product only sees the MEDIA_S3_* settings, as for any other server.
 */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-bucket-'));
  const make = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: TEST_BUCKET }],
    });
  let server = make(0);
  const { port } = await server.run();
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: KEYS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    env: {
      MEDIA_BUCKET: TEST_BUCKET,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
    client,
    async objects(prefix = '') {
      const found: { key: string; bytes: number }[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: TEST_BUCKET,
            Prefix: prefix,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const item of page.Contents ?? []) found.push({ key: item.Key ?? '', bytes: item.Size ?? 0 });
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found.sort((a, b) => a.key.localeCompare(b.key));
    },
    async stop() {
      if (running) await server.close();
      running = false;
    },
    async start() {
      if (running) return;
      // The same port and folder: the bucket comes back with what it held.
      server = make(port);
      await server.run();
      running = true;
    },
    async close() {
      client.destroy();
      if (running) await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The multipart uploads a client started and then neither completed nor asked to abort, as its own
 * calls show (s3rver lists no pending uploads: ListMultipartUploads is one of the calls it lacks).
 */
export function watchMultipartUploads(client: S3Client): { open(): string[] } {
  const open = new Set<string>();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { UploadId?: string };
      if (context.commandName === 'AbortMultipartUploadCommand' && input.UploadId)
        open.delete(input.UploadId);
      const result = await next(args);
      if (context.commandName === 'CreateMultipartUploadCommand') {
        const id = (result.output as CreateMultipartUploadCommandOutput).UploadId;
        if (id) open.add(id);
      } else if (context.commandName === 'CompleteMultipartUploadCommand' && input.UploadId)
        open.delete(input.UploadId);
      return result;
    },
    { step: 'initialize', name: 'academyWatchMultipart' },
  );
  return { open: () => [...open] };
}
