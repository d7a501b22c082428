import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { bearer } from './test-app';

/** A multipart/form-data body of one file field, and the content type that names its boundary. */
export function multipart(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = '----academy-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The first bytes of an MP4 file (an ftyp box), padded to a size. */
export function mp4(size = 256): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from([0, 0, 0, 0x18]).copy(bytes, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
}

/** Waits (five seconds unless told) until `done` holds, and fails the test when it never does. */
export async function until(done: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  for (let tries = 0; tries < timeoutMs / 50 && !(await done()); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await done()).toBe(true);
}

/**
 * A PUT of a video to `path` on the listening `app` that announces its whole multipart body
 * (`size` bytes of MP4) and sends only the first `sent` bytes: the connection stays open until the
 * caller drops it (`destroy()`), as a browser does when the staff member cancels.
 */
export function partialVideoUpload(
  app: FastifyInstance,
  { path, token, size, sent }: { path: string; token: string; size: number; sent: number },
): http.ClientRequest {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  const upload = multipart('file', 'long.mp4', mp4(size));
  const request = http.request({
    host: '127.0.0.1',
    port: address.port,
    method: 'PUT',
    path,
    headers: { ...bearer(token), ...upload.headers, 'content-length': String(upload.payload.length) },
  });
  request.on('error', () => undefined);
  request.write(upload.payload.subarray(0, sent));
  return request;
}

/**
 * A real MP4 clip of `seconds` (a test pattern, 64×48 at 5 frames a second), made by Debian's ffmpeg,
 * which scripts/test.mjs installs for the tests that read or transcode videos.
 */
export async function generatedClip(seconds: number): Promise<Buffer> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-clip-'));
  try {
    const file = path.join(folder, 'clip.mp4');
    await promisify(execFile)('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc=duration=${seconds}:size=64x48:rate=5`,
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-movflags',
      '+faststart',
      file,
    ]);
    return await fs.readFile(file);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
