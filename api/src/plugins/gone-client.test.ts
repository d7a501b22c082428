import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { type TestApp, createTestApp } from '../test-helpers/test-app';

describe('clients that reset their connection mid-request', () => {
  const lines: { level: number; msg?: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim() !== '') lines.push(JSON.parse(line) as { level: number; msg?: string });
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      seed: false,
      logger: pino({ level: 'info' }, sink),
      env: {
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000',
        FEEDBACK_RATE_LIMIT_PER_HOUR: '1000',
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  function sendAndReset(port: number, raw: string): Promise<void> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(raw, () => socket.resetAndDestroy());
      });
      socket.on('close', () => resolve());
      socket.on('error', () => undefined);
    });
  }

  it('leave no error-level line in the log (the limits read no address from a closed socket)', async () => {
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const body = JSON.stringify({ name: 'A', email: 'a@example.test', message: 'hello' });
    const requests = [
      `POST /courses/feedback/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      `GET /student/auth/oidc/providers/ HTTP/1.1\r\nHost: x\r\n\r\n`,
      `POST /student/auth/token/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 44\r\n\r\n{"email":"a@example.test","password":"x1"} `,
    ];
    for (let i = 0; i < 30; i += 1) for (const raw of requests) await sendAndReset(address.port, raw);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lines.some((line) => line.msg === 'request completed')).toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
