import { readdir } from 'node:fs/promises';
import http from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { INSTRUCTOR, type TestApp, bearer, createTestApp, signIn } from '../test-helpers/test-app';

/**
 * A staff member cancels a lecture upload (the browser drops the connection mid-body). That is the
 * client's choice, not a fault of the API: the log says "request aborted by the client" at info, with
 * no error line and no 500, and nothing of the file stays in MEDIA_DIR (src/plugins/errors.ts).
 */

function multipart(bytes: Buffer) {
  const boundary = '----academy-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.mp4"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The first bytes of an MP4 file (an ftyp box), padded to a size. */
function mp4(size: number) {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from([0, 0, 0, 0x18]).copy(bytes, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
}

describe('an upload the client cancels', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp('pglite', {
      env: { LECTURE_VIDEO_MAX_MB: '2' },
      logger: pino({ level: 'info' }, sink),
    });
    staff = (await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password)).access;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const until = async (done: () => boolean | Promise<boolean>) => {
    for (let tries = 0; tries < 100 && !(await done()); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await done()).toBe(true);
  };

  it('is logged at info as aborted by the client, not as an unhandled error, and leaves no file', async () => {
    const folder = `${t.mediaDir}/lectures`;
    const files = () => readdir(folder).catch(() => [] as string[]);
    const kept = await files();
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');

    const upload = multipart(mp4(1800 * 1024));
    const request = http.request({
      host: '127.0.0.1',
      port: address.port,
      method: 'PUT',
      path: '/teaching/lectures/3/video/',
      headers: { ...bearer(staff), ...upload.headers, 'content-length': String(upload.payload.length) },
    });
    request.on('error', () => undefined);
    request.write(upload.payload.subarray(0, 512 * 1024));
    await until(async () => (await files()).some((name) => name.startsWith('.')));
    request.destroy();

    const aborted = () => lines.filter((line) => line.msg === 'request aborted by the client');
    await until(() => aborted().length === 1);
    await until(async () => !(await files()).some((name) => name.startsWith('.')));
    expect(aborted()[0]).toMatchObject({ level: 30, reqId: expect.any(String) as unknown });
    // Nothing at warn or above, and no 500 in the log.
    expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
    expect(lines.filter((line) => line.statusCode === 500)).toEqual([]);
    expect((await files()).sort()).toEqual([...kept].sort());
  });
});
