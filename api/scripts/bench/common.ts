/**
 * What `npm run bench:api` (scripts/bench.ts) and `npm run bench:scale` (scripts/bench-scale.ts)
 * share: the load settings from the environment, starting and stopping the built API, and folding
 * alternating rounds into one figure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { LoadResult, LoadSettings } from './load';

export const API_DIR = path.resolve(__dirname, '..', '..');

export function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** BENCH_SECONDS (10, per server and endpoint), BENCH_CONNECTIONS (50), BENCH_THREADS (2). */
export const SETTINGS: LoadSettings = {
  seconds: positive('BENCH_SECONDS', 10),
  connections: positive('BENCH_CONNECTIONS', 50),
  threads: positive('BENCH_THREADS', 2),
};
/** BENCH_ROUNDS (10): each endpoint's time is cut into this many alternating rounds. */
export const ROUNDS = positive('BENCH_ROUNDS', 10);
/** A warm-up of one second, and one round's settings. */
export const WARM_UP: LoadSettings = { ...SETTINGS, seconds: 1 };
export const ROUND_SETTINGS: LoadSettings = {
  ...SETTINGS,
  seconds: Math.max(1, Math.round(SETTINGS.seconds / ROUNDS)),
};
/** BENCH_ONLY: comma-separated endpoint names. */
export const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

export function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdout: 'pipe' | number = 'pipe',
): ChildProcess {
  return spawn(command, args, { cwd: API_DIR, stdio: ['ignore', stdout, 'inherit'], env });
}

export async function waitFor(url: string, child: ChildProcess, what: string) {
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

export async function stop(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function admin(databaseUrl: string, sql: string) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function withSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

/**
 * Starts the built API on `port` (PostgreSQL at `databaseUrl` when given, else in-memory PGlite),
 * its request log going to `logFile`, as a server's log does: a terminal or a pipe read by the bench
 * would measure their reader (on the same cores) rather than the API. Rate limits that a load test
 * trips by design are off; `env` adds or overrides settings.
 */
export function startApi(options: {
  port: number;
  databaseUrl: string | null;
  mediaDir: string;
  logFile: string;
  env?: Record<string, string>;
}): ChildProcess {
  const serverEntry = path.join(API_DIR, 'dist', 'server.js');
  if (!fs.existsSync(serverEntry)) throw new Error('build the API first: npm run build -w @academy/api');
  const log = fs.openSync(options.logFile, 'w');
  const child = startProcess(
    process.execPath,
    [serverEntry],
    {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { PGLITE_DIR: 'memory://' }),
      MEDIA_DIR: options.mediaDir,
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      ACCOUNT_RATE_LIMIT_PER_MINUTE: '0',
      // The run outlasts the default 5-minute access token.
      ACCESS_TOKEN_SECONDS: '3600',
      ...options.env,
    },
    log,
  );
  fs.closeSync(log);
  return child;
}

export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export interface Measured extends LoadResult {
  worstP99Ms: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** All requests over all rounds' time; p50 and p99 the medians of the rounds' (and the worst p99). */
export function combine(rounds: LoadResult[]): Measured {
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

/** A markdown table with padded columns. */
export function markdownTable(header: string[], lines: string[][]): string {
  const widths = header.map((name, column) =>
    Math.max(name.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    format(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}
