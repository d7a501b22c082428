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
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { loadConfig } from '../src/config';
import {
  type Measured,
  ONLY,
  ROUNDS,
  ROUND_SETTINGS,
  SETTINGS,
  WARM_UP,
  admin,
  combine,
  fmt,
  markdownTable,
  median,
  positive,
  startApi,
  startProcess,
  stop,
  waitFor,
  withSchema,
} from './bench/common';
import { type LoadRequest, type LoadResult, loadGenerator } from './bench/load';

const DATABASE_URL = process.env.DATABASE_URL || null;
const API_PORT = positive('BENCH_PORT', 8400);
const BARE_PORT = API_PORT + 1;
const DEMO = { email: 'demo@academy.test', password: 'Arbitration-2026' };

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

interface Row {
  endpoint: string;
  kind: Endpoint['kind'];
  api: Measured;
  bare: Measured;
  ratio: number;
  met: boolean;
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
  process.stdout.write(`\n${title}\n\n${markdownTable(header, lines)}\n`);
}

async function main() {
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
    if (DATABASE_URL) await admin(DATABASE_URL, `CREATE SCHEMA ${schema}`);
    const apiLogFile = path.join(workDir, 'api.log');
    api = startApi({
      port: API_PORT,
      databaseUrl: DATABASE_URL ? withSchema(DATABASE_URL, schema) : null,
      mediaDir: path.join(workDir, 'media'),
      logFile: apiLogFile,
    });
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
    const rows: Row[] = [];
    for (const endpoint of endpoints) {
      const request = (base: string): LoadRequest => ({
        url: `${base}${endpoint.path}`,
        method: 'GET',
        headers: headersOf(endpoint),
      });
      process.stdout.write(`  ${endpoint.path} ...`);
      await generator.run(request(apiBase), WARM_UP);
      await generator.run(request(bareBase), WARM_UP);
      const apiRounds: LoadResult[] = [];
      const bareRounds: LoadResult[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        apiRounds.push(await generator.run(request(apiBase), ROUND_SETTINGS));
        bareRounds.push(await generator.run(request(bareBase), ROUND_SETTINGS));
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
    if (DATABASE_URL) await admin(DATABASE_URL, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
