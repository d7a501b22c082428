import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { freePort } from './test-helpers/ports';

interface Answer {
  status: number;
  body: string;
}

/** One request on a connection of its own (no keep-alive pool shared between steps). */
function get(port: number, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

const DRAIN_MS = 1500;
const GRACE_MS = 8000;

/**
 * src/server.ts as `npm start` runs the build, on a throw-away embedded database, told to wait
 * DRAIN_MS between SIGTERM and closing its listener (docs/decisions/0174).
 */
describe('the API process on SIGTERM', () => {
  let server: ChildProcess;
  let port: number;
  let exited: Promise<[number | null, NodeJS.Signals | null]>;
  let output = '';

  beforeAll(async () => {
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'server.ts')], {
      cwd: path.join(__dirname, '..'),
      env: {
        PATH: process.env.PATH ?? '',
        // Autoload reads the route folders' .ts under tsx, as jest does (src/app.ts).
        FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
        NODE_ENV: 'test',
        PGLITE_DIR: 'memory://',
        SEED_DEMO: 'false',
        PORT: String(port),
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const listening = new Promise<void>((resolve, reject) => {
      server.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Server listening')) resolve();
      });
      server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      void exited.then(([code]) =>
        reject(new Error(`the API exited (${code}) before listening:\n${output}`)),
      );
    });
    await listening;
  }, 90_000);

  afterAll(() => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  });

  it('stops being ready at once, answers the request in flight, refuses new connections, exits 0', async () => {
    expect((await get(port, '/ready')).status).toBe(200);

    // A sign-in whose body is still arriving when the signal comes: it is in flight.
    const body = JSON.stringify({ email: 'nobody@academy.test', password: 'not-the-password' });
    const inFlight = net.connect(port, '127.0.0.1');
    await once(inFlight, 'connect');
    let answer = '';
    inFlight.setEncoding('utf8');
    inFlight.on('data', (chunk: string) => (answer += chunk));
    const answered = once(inFlight, 'end');
    const half = Math.floor(body.length / 2);
    inFlight.write(
      `POST /student/auth/token/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    );
    // The server has read the head and waits for the rest of the body.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalled = performance.now();
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const draining = await get(port, '/ready');
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.body)).toEqual({ status: 'shutting-down', parts: {} });
    // Still taking requests until the drain is over: the load balancer has time to notice.
    expect((await get(port, '/health')).status).toBe(200);

    // After the drain the listener is closed: a new connection is refused.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS + 300));
    await expect(get(port, '/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    // The request in flight still gets its answer: a wrong sign-in is refused with its 401.
    // (write, not end: a client that half-closes its side has given up on the answer.)
    inFlight.write(body.slice(half));
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);

    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(performance.now() - signalled).toBeLessThan(GRACE_MS);
    expect(output).toContain('shutting down');
  }, 60_000);
});
