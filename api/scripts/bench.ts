/**
 * Loopback-only benchmark against real PostgreSQL: starts the built server on
 * its own schema (migrated and seeded), hammers four endpoints for a bounded
 * time each, prints req/s and latency percentiles, then drops the schema.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -w api
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const PORT = Number(process.env.BENCH_PORT || 8790);
const BASE = `http://127.0.0.1:${PORT}`;
const SCHEMA = `bench_${process.pid}`;
const API_DIR = path.resolve(__dirname, '..');

function withSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

async function admin(sql: string) {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitForHealth(server: ChildProcess) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${BASE}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy in 30 s');
}

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
}

async function run(scenario: Scenario) {
  const result = await autocannon({
    url: `${BASE}${scenario.path}`,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    connections: scenario.connections,
    duration: DURATION,
  });
  return {
    endpoint: `${scenario.method} ${scenario.path}`,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  const serverEntry = path.join(API_DIR, 'dist', 'server.js');
  if (!fs.existsSync(serverEntry)) throw new Error('build the API first: npm run build -w api');
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-media-'));
  await admin(`CREATE SCHEMA ${SCHEMA}`);
  const server = spawn(process.execPath, [serverEntry], {
    cwd: API_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATABASE_URL: withSchema(DATABASE_URL, SCHEMA),
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      ACCOUNT_RATE_LIMIT_PER_MINUTE: '0',
    },
  });
  try {
    await waitForHealth(server);
    const login = JSON.stringify({ email: 'demo@academy.test', password: 'Arbitration-2026' });
    const tokenResponse = await fetch(`${BASE}/student/auth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login,
    });
    const { access } = (await tokenResponse.json()) as { access: string };
    // Long enough for the whole run: the demo token lives 5 minutes.
    const scenarios: Scenario[] = [
      { name: 'courses', method: 'GET', path: '/courses/course/', connections: CONNECTIONS },
      {
        name: 'organisation',
        method: 'GET',
        path: '/courses/organisational-structure/',
        connections: CONNECTIONS,
      },
      {
        name: 'topics',
        method: 'GET',
        path: '/courses/student/1/topics/',
        headers: { authorization: `Bearer ${access}` },
        connections: CONNECTIONS,
      },
      {
        name: 'sign-in',
        method: 'POST',
        path: '/student/auth/token/',
        headers: { 'content-type': 'application/json' },
        body: login,
        connections: 4,
      },
    ];
    const rows = [];
    for (const scenario of scenarios) {
      process.stdout.write(`benchmarking ${scenario.method} ${scenario.path} for ${DURATION} s...\n`);
      rows.push(await run(scenario));
    }
    process.stdout.write(`\nPostgreSQL, ${os.cpus().length} CPU(s), ${DURATION} s per endpoint\n`);
    console.table(rows);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await admin(`DROP SCHEMA ${SCHEMA} CASCADE`);
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
