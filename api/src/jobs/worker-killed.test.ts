import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../test-helpers/ports';
import { type TestSmtpServer, codeIn, startSmtpServer } from '../test-helpers/smtp-server';

const DATABASE_URL = process.env.DATABASE_URL;
const withPostgres = DATABASE_URL ? describe : describe.skip;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(done: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!(await done()) && Date.now() < until) await pause(100);
  return done();
}

/** src/server.ts in a process of its own, as `npm start` runs it; resolves once it listens. */
async function startApi(env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'server.ts')], {
    cwd: path.join(__dirname, '..', '..'),
    env: { PATH: process.env.PATH ?? '', FASTIFY_AUTOLOAD_TYPESCRIPT: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening')) resolve();
    });
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening:\n${output}`)));
  });
  return server;
}

/**
 * Two API processes on one PostgreSQL database: the first is killed (SIGKILL, no shutdown of any kind)
 * while its worker is inside a mail's try, held by an SMTP server that never answers; the second takes
 * the job once its try is past MAIL_SEND_TIMEOUT_SECONDS and sends it, once (docs/decisions/0156).
 */
withPostgres('a worker killed in the middle of a mail (PostgreSQL; skipped without DATABASE_URL)', () => {
  const database = `killed_${process.pid}_${Date.now()}`;
  const url = new URL(DATABASE_URL ?? 'postgres://localhost');
  url.pathname = `/${database}`;
  const servers: ChildProcess[] = [];
  let smtp: TestSmtpServer;

  const admin = async (sql: string) => {
    const client = new Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const mailStates = async () => {
    const client = new Client({ connectionString: url.href });
    await client.connect();
    try {
      const { rows } = await client.query<{ state: string }>(
        "SELECT state FROM pgboss.job WHERE name = 'mail' ORDER BY created_on",
      );
      return rows.map((row) => row.state);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    const running = servers.filter((server) => server.exitCode === null && server.signalCode === null);
    const exits = running.map((server) => once(server, 'exit'));
    for (const server of running) server.kill('SIGKILL');
    await Promise.all(exits);
    await smtp.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('loses no job: the other instance sends the mail once, and the code in it works', async () => {
    const env = async () => ({
      NODE_ENV: 'test',
      DATABASE_URL: url.href,
      SEED_DEMO: 'false',
      // The start's "Server listening" line is at info.
      LOG_LEVEL: 'info',
      PORT: String(await freePort()),
      SMTP_URL: smtp.url,
      JOBS_POLL_INTERVAL_MS: '500',
      MAIL_RETRY_DELAY_SECONDS: '1',
      MAIL_SEND_TIMEOUT_SECONDS: '3',
      JOBS_MAINTENANCE_INTERVAL_SECONDS: '1',
    });
    const first = await env();
    const a = await startApi(first);
    servers.push(a);
    await smtp.stall();
    const email = 'killed-mid-send@example.test';
    const registered = await fetch(`http://127.0.0.1:${first.PORT}/student/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password1: 'Tribunal-Seat-42', password2: 'Tribunal-Seat-42' }),
    });
    expect(registered.status).toBe(201);
    // The first instance's worker is inside the try: connected, waiting for the server's greeting.
    expect(await eventually(() => smtp.held() > 0, 10_000)).toBe(true);
    expect(await mailStates()).toEqual(['active']);
    a.kill('SIGKILL');
    await once(a, 'exit');
    await smtp.start();

    const second = await env();
    servers.push(await startApi(second));
    expect(await eventually(() => smtp.to(email).length > 0, 30_000)).toBe(true);
    // Further maintenance rounds and polls have passed: a second send would have arrived by now.
    await pause(2500);
    expect(smtp.to(email)).toHaveLength(1);
    expect(await mailStates()).toEqual(['completed']);
    const verified = await fetch(`http://127.0.0.1:${second.PORT}/student/auth/verify-email/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, code: codeIn(smtp.to(email)[0]!) }),
    });
    expect(verified.status).toBe(200);
  }, 120_000);
});
