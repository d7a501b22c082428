/**
 * `npm run bench:api`: the API against what this machine can serve.
 *
 * Starts, in one run, the built API (PostgreSQL when DATABASE_URL is set, on a schema of its own;
 * otherwise an in-memory PGlite), migrated and seeded, and a bare node:http server that answers each
 * endpoint with the exact status, headers and body the API sent for it. Both are loaded with the same
 * generator and settings, endpoint by endpoint, and the table gives each one's req/s, p50 and p99,
 * and the ratio API / bare against the targets of decision 0180. Then the sign-in cost per core from
 * the password-hash parameters the API is configured with.
 *
 * The machine is shared, so its load swings within seconds: each endpoint's time is cut into rounds
 * that alternate API and bare (BENCH_ROUNDS, 10 by default, so 1 s each), so both see the same
 * weather. The ratio is the median of the rounds' API/bare ratios (one round that another session's
 * build hit does not decide it); req/s is all requests over all rounds' time; p50 and p99 are the
 * medians of the rounds' (and the worst round's p99 is printed beside them).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:api
 *   npm run bench:api                        # PGlite
 *
 * Settings (environment): BENCH_SECONDS (10, per server and endpoint), BENCH_ROUNDS (10),
 * BENCH_CONNECTIONS (50), BENCH_THREADS (2),
 * BENCH_PORT (8400: the API; the bare server takes the next port), BENCH_ONLY (comma-separated
 * endpoint names), BENCH_GENERATOR (wrk | autocannon), BENCH_JSON (write the results to this file).
 * The API's own settings (ARGON2_MEMORY_KIB, ...) pass through.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { Client } from 'pg';
import { loadConfig } from '../src/config';
import { type LoadRequest, type LoadResult, type LoadSettings, loadGenerator } from './bench/load';

const API_DIR = path.resolve(__dirname, '..');
const DATABASE_URL = process.env.DATABASE_URL || null;
const SETTINGS: LoadSettings = {
  seconds: positive('BENCH_SECONDS', 10),
  connections: positive('BENCH_CONNECTIONS', 50),
  threads: positive('BENCH_THREADS', 2),
};
const ROUNDS = positive('BENCH_ROUNDS', 10);
const API_PORT = positive('BENCH_PORT', 8400);
const BARE_PORT = API_PORT + 1;
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const DEMO = { email: 'demo@academy.test', password: 'Arbitration-2026' };

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

interface Endpoint {
  name: string;
  path: string;
  kind: 'public' | 'curriculum';
  signedIn?: boolean;
}

/** The targets of decision 0180: share of the bare server's req/s, and p99. */
const TARGETS = {
  public: { ratio: 0.6, p99Ms: 5 },
  curriculum: { ratio: 0.4, p99Ms: 10 },
} as const;

const ENDPOINTS: Endpoint[] = [
  { name: 'courses', path: '/courses/course/', kind: 'public' },
  { name: 'organisation', path: '/courses/organisational-structure/', kind: 'public' },
  { name: 'seminars', path: '/courses/seminars/', kind: 'public' },
  // The public course page: the course itself and its curriculum without media.
  { name: 'course-page', path: '/courses/teacher_courses/1', kind: 'public' },
  { name: 'public-topics', path: '/courses/topic/', kind: 'public' },
  { name: 'curriculum', path: '/courses/student/1/topics/', kind: 'curriculum', signedIn: true },
];

interface RecordedResponse {
  path: string;
  status: number;
  headers: string[];
  body: string;
}

// Headers node:http writes on its own for every response (and so does the bare server).
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function record(url: string, headers: Record<string, string>): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept: string[] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i] ?? '';
          if (!CONNECTION_HEADERS.has(name.toLowerCase())) kept.push(name, response.rawHeaders[i + 1] ?? '');
        }
        resolve({
          path: new URL(url).pathname,
          status: response.statusCode ?? 0,
          headers: kept,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdout: 'pipe' | number = 'pipe',
): ChildProcess {
  return spawn(command, args, { cwd: API_DIR, stdio: ['ignore', stdout, 'inherit'], env });
}

async function waitFor(url: string, child: ChildProcess, what: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within 60 s`);
}

async function stop(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function admin(sql: string) {
  const client = new Client({ connectionString: DATABASE_URL ?? '' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

/** Sign-in is bound by argon2id on purpose: one verify at the configured cost, timed on one core. */
async function signInCost() {
  const { argon2 } = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const options = {
    memoryCost: argon2.memoryCost,
    timeCost: argon2.timeCost,
    parallelism: argon2.parallelism,
  };
  const hashed = await hash(DEMO.password, options);
  const times: number[] = [];
  for (let round = 0; round < 9; round += 1) {
    const started = performance.now();
    await verify(hashed, DEMO.password);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)] ?? 0;
  return { ...argon2, medianMs, perCorePerSecond: 1000 / medianMs };
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

interface Measured extends LoadResult {
  worstP99Ms: number;
}

interface Row {
  endpoint: string;
  kind: Endpoint['kind'];
  api: Measured;
  bare: Measured;
  ratio: number;
  met: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function combine(rounds: LoadResult[]): Measured {
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  const seconds = rounds.reduce(
    (sum, round) => sum + (round.requestsPerSecond > 0 ? round.requests / round.requestsPerSecond : 0),
    0,
  );
  return {
    requests,
    requestsPerSecond: seconds > 0 ? requests / seconds : 0,
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
    worstP99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
    failures: rounds.reduce((sum, round) => sum + round.failures, 0),
  };
}

function printTable(rows: Row[], title: string) {
  const header = [
    'endpoint',
    'API req/s',
    'p50 ms',
    'p99 ms',
    'bare req/s',
    'p50 ms',
    'p99 ms',
    'API/bare',
    'target',
    'met',
  ];
  const lines = rows.map((row) => {
    const target = TARGETS[row.kind];
    return [
      `GET ${row.endpoint}`,
      fmt(row.api.requestsPerSecond),
      fmt(row.api.p50Ms, 2),
      `${fmt(row.api.p99Ms, 2)} (${fmt(row.api.worstP99Ms, 1)})`,
      fmt(row.bare.requestsPerSecond),
      fmt(row.bare.p50Ms, 2),
      `${fmt(row.bare.p99Ms, 2)} (${fmt(row.bare.worstP99Ms, 1)})`,
      fmt(row.ratio, 2),
      `≥ ${target.ratio}, p99 ≤ ${target.p99Ms}`,
      row.met ? 'yes' : row.api.failures + row.bare.failures > 0 ? 'NO (errors)' : 'NO',
    ];
  });
  const widths = header.map((name, column) =>
    Math.max(name.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  process.stdout.write(`\n${title}\n\n`);
  process.stdout.write(`${format(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|\n`);
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
}

async function main() {
  const serverEntry = path.join(API_DIR, 'dist', 'server.js');
  if (!fs.existsSync(serverEntry)) throw new Error('build the API first: npm run build -w api');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  const generator = loadGenerator(workDir);
  const schema = `bench_${process.pid}`;
  const database = DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  let api: ChildProcess | null = null;
  let bare: ChildProcess | null = null;
  const stopAll = () => {
    api?.kill('SIGTERM');
    bare?.kill('SIGTERM');
  };
  process.once('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  try {
    if (DATABASE_URL) await admin(`CREATE SCHEMA ${schema}`);
    // The request log goes to a file, as a server's log does: a terminal or a pipe read by this
    // process would measure their reader (on the same cores) rather than the API.
    const apiLogFile = path.join(workDir, 'api.log');
    const apiLog = fs.openSync(apiLogFile, 'w');
    api = startProcess(
      process.execPath,
      [serverEntry],
      {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(API_PORT),
        ...(DATABASE_URL ? { DATABASE_URL: withSchema(DATABASE_URL, schema) } : { PGLITE_DIR: 'memory://' }),
        MEDIA_DIR: path.join(workDir, 'media'),
        PUBLIC_URL: `http://127.0.0.1:${API_PORT}`,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        AUTH_RATE_LIMIT_PER_MINUTE: '0',
        ACCOUNT_RATE_LIMIT_PER_MINUTE: '0',
        // The run outlasts the default 5-minute access token.
        ACCESS_TOKEN_SECONDS: '3600',
      },
      apiLog,
    );
    fs.closeSync(apiLog);
    const apiBase = `http://127.0.0.1:${API_PORT}`;
    await waitFor(`${apiBase}/health`, api, 'the API');

    const signIn = await fetch(`${apiBase}/student/auth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    if (!signIn.ok) throw new Error(`demo sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const { access } = (await signIn.json()) as { access: string };

    const endpoints = ENDPOINTS.filter((endpoint) => ONLY.length === 0 || ONLY.includes(endpoint.name));
    const headersOf = (endpoint: Endpoint): Record<string, string> =>
      endpoint.signedIn ? { authorization: `Bearer ${access}` } : {};
    const recorded: RecordedResponse[] = [];
    for (const endpoint of endpoints) {
      const response = await record(`${apiBase}${endpoint.path}`, headersOf(endpoint));
      if (response.status !== 200) throw new Error(`${endpoint.path} answered ${response.status}`);
      recorded.push(response);
    }
    const responsesFile = path.join(workDir, 'responses.json');
    fs.writeFileSync(responsesFile, JSON.stringify(recorded));
    bare = startProcess(
      process.execPath,
      [path.join(__dirname, 'bench', 'bare-server.mjs'), responsesFile, String(BARE_PORT)],
      process.env,
    );
    bare.stdout?.resume();
    const bareBase = `http://127.0.0.1:${BARE_PORT}`;
    await waitFor(`${bareBase}${recorded[0]?.path ?? '/'}`, bare, 'the bare server');

    process.stdout.write(
      `${database}, ${os.cpus().length} CPU(s), load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}; ` +
        `${generator.name}, ${SETTINGS.threads} threads, ${SETTINGS.connections} connections, ` +
        `${SETTINGS.seconds} s per server and endpoint in ${ROUNDS} alternating rounds\n`,
    );
    const warmUp = { ...SETTINGS, seconds: 1 };
    const roundSettings = { ...SETTINGS, seconds: Math.max(1, Math.round(SETTINGS.seconds / ROUNDS)) };
    const rows: Row[] = [];
    for (const endpoint of endpoints) {
      const request = (base: string): LoadRequest => ({
        url: `${base}${endpoint.path}`,
        method: 'GET',
        headers: headersOf(endpoint),
      });
      process.stdout.write(`  ${endpoint.path} ...`);
      await generator.run(request(apiBase), warmUp);
      await generator.run(request(bareBase), warmUp);
      const apiRounds: LoadResult[] = [];
      const bareRounds: LoadResult[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        apiRounds.push(await generator.run(request(apiBase), roundSettings));
        bareRounds.push(await generator.run(request(bareBase), roundSettings));
      }
      const apiResult = combine(apiRounds);
      const bareResult = combine(bareRounds);
      const ratio = median(
        apiRounds.map(
          (round, index) => round.requestsPerSecond / (bareRounds[index]?.requestsPerSecond || Infinity),
        ),
      );
      const target = TARGETS[endpoint.kind];
      const met =
        ratio >= target.ratio &&
        apiResult.p99Ms <= target.p99Ms &&
        apiResult.failures === 0 &&
        bareResult.failures === 0;
      process.stdout.write(
        ` ${fmt(apiResult.requestsPerSecond)} vs ${fmt(bareResult.requestsPerSecond)} req/s\n`,
      );
      rows.push({
        endpoint: endpoint.path,
        kind: endpoint.kind,
        api: apiResult,
        bare: bareResult,
        ratio,
        met,
      });
    }
    printTable(
      rows,
      `${database}: API vs bare node:http sending the same bytes (${generator.name}, ${SETTINGS.threads} threads, ` +
        `${SETTINGS.connections} connections, ${SETTINGS.seconds} s)`,
    );
    const failures = rows.filter((row) => row.api.failures + row.bare.failures > 0);
    for (const row of failures)
      process.stdout.write(
        `  ${row.endpoint}: ${row.api.failures} failed API answers, ${row.bare.failures} failed bare answers\n`,
      );

    process.stdout.write(
      `\nThe API wrote its request log, one line per request, to a file: ${fmt(
        fs.statSync(apiLogFile).size / 1e6,
        1,
      )} MB in this run.\n`,
    );

    const cost = await signInCost();
    process.stdout.write(
      `\nSign-in: argon2id m=${cost.memoryCost} KiB, t=${cost.timeCost}, p=${cost.parallelism} ` +
        `(ARGON2_MEMORY_KIB / ARGON2_TIME_COST / ARGON2_PARALLELISM): ${fmt(cost.medianMs, 1)} ms per verify, ` +
        `about ${fmt(cost.perCorePerSecond)} sign-ins per second per core; ` +
        `at most ${fmt(cost.perCorePerSecond * os.cpus().length)} per second on this machine's ${os.cpus().length} core(s).\n`,
    );
    if (process.env.BENCH_JSON) {
      fs.writeFileSync(
        process.env.BENCH_JSON,
        JSON.stringify(
          { database, generator: generator.name, settings: SETTINGS, rows, signIn: cost },
          null,
          2,
        ),
      );
    }
  } finally {
    await stop(bare);
    await stop(api);
    if (DATABASE_URL) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
