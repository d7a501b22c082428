import { readdir } from 'node:fs/promises';
import { Writable } from 'node:stream';
import pino from 'pino';
import { INSTRUCTOR, type TestApp, createTestApp, signIn } from '../test-helpers/test-app';
import { partialVideoUpload, until } from '../test-helpers/uploads';

/**
 * A staff member cancels a lecture upload (the browser drops the connection mid-body). That is the
 * client's choice, not a fault of the API: the log says "request aborted by the client" at info, with
 * no error line and no 500, and nothing of the file stays in MEDIA_DIR (src/plugins/errors.ts).
 */

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

  it('is logged at info as aborted by the client, not as an unhandled error, and leaves no file', async () => {
    const folder = `${t.mediaDir}/lectures`;
    const files = () => readdir(folder).catch(() => [] as string[]);
    const kept = await files();
    const request = partialVideoUpload(t.app, {
      path: '/teaching/lectures/3/video/',
      token: staff,
      size: 1800 * 1024,
      sent: 512 * 1024,
    });
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
