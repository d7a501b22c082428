import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HOST, type RuntimeConfig, type SiteName, type SitePorts } from './site-config';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningServer {
  close(): Promise<void>;
}

export interface ServedBundle extends RunningServer {
  name: SiteName;
  port: number;
}

export interface ServedSite extends RunningServer {
  urls: Record<string, string>;
  servers: ServedBundle[];
}

export interface ServeOptions {
  /** Folder holding `<workspace>/dist`; the repository root by default. */
  distRoot?: string;
  /** Served as the origin's /config.json (its policy follows it). */
  config?: RuntimeConfig;
}

/** The part of scripts/serve.mjs (the platform's production server) that the tests use. */
interface ServeModule {
  serveSite(options: {
    ports?: Partial<SitePorts>;
    distRoot?: string;
    config?: RuntimeConfig;
    /** The releases folder whose deployment document says what is live (docs/decisions/0010). */
    releases?: string;
    /** The shell build served in place of the live one (docs/decisions/0043). */
    shellFolder?: string | null;
  }): Promise<ServedSite>;
  serveOne(name: SiteName, port: number, options?: ServeOptions): Promise<ServedBundle>;
}

let serveModule: Promise<ServeModule> | null = null;

export function loadServeModule(): Promise<ServeModule> {
  serveModule ??= import(pathToFileURL(path.join(REPO_ROOT, 'scripts', 'serve.mjs')).href).then(
    (loaded: ServeModule) => loaded,
  );
  return serveModule;
}

/** The shell's own build, served by the tests whatever a local deployment has made live. */
export const SHELL_BUILD = path.join(REPO_ROOT, 'shell', 'dist');

export async function serveSite(
  ports: SitePorts,
  config: RuntimeConfig,
  shellFolder: string = SHELL_BUILD,
): Promise<ServedSite> {
  const { serveSite: serve } = await loadServeModule();
  return serve({ ports, config, shellFolder });
}

export async function serveOne(
  name: SiteName,
  port: number,
  options: ServeOptions = {},
): Promise<ServedBundle> {
  const { serveOne: serve } = await loadServeModule();
  return serve(name, port, options);
}

/**
 * Starts a test helper of the API's (`api/src/test-helpers/…`, run with tsx from api/) in its own node
 * process, with `env` added: its first line out is a JSON object (`first`), and SIGTERM stops it.
 */
export function startTestHelper<First>(
  script: string,
  env: Record<string, string>,
): Promise<RunningServer & { first: First }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: path.join(REPO_ROOT, 'api'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!stdout.includes('\n')) return;
      resolve({
        first: JSON.parse(stdout.split('\n')[0] ?? '{}') as First,
        async close() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`[e2e] ${script} exited (${code}): ${stderr}`)));
  });
}

async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && isAlive()) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * Starts the built API (api/dist) on a throw-away embedded database, seeded
 * with the demo content, answering CORS requests from the test shell. A
 * missing build stops the run: the browser tests need the API, and a test
 * that skipped itself without it would pass silently (npm test builds it).
 */
export async function startApi(
  port: number,
  allowedOrigins: string[],
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const entry = path.join(REPO_ROOT, 'api', 'dist', 'server.js');
  if (!existsSync(entry))
    throw new Error(
      `[e2e] ${entry} is missing: run \`npm run build -w @academy/api\` first (npm test does).`,
    );
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'academy-e2e-media-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST,
    PORT: String(port),
    PUBLIC_URL: `http://${HOST}:${port}`,
    PGLITE_DIR: 'memory://',
    MEDIA_DIR: mediaDir,
    CORS_ORIGINS: allowedOrigins.join(','),
    LOG_LEVEL: 'warn',
    // Browser tests use loopback only: course text is answered untranslated instead of calling out.
    TRANSLATION_PROVIDER: 'off',
    // Every browser test comes from one address and signs the demo student in; the per-address and
    // per-account limits (refresh included) have their own API tests.
    AUTH_RATE_LIMIT_PER_MINUTE: '0',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '0',
    ...extraEnv,
  };
  // The browser tests use their own throw-away database, never CI's PostgreSQL, and keep their rate
  // limits in the process, never in CI's Redis: counts left there by an earlier run within the hour
  // (ten contact-form messages per address) would refuse this run's messages.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [entry], {
    cwd: path.join(REPO_ROOT, 'api'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const close = async (): Promise<void> => {
    if (!exited) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    rmSync(mediaDir, { recursive: true, force: true });
  };
  const ready = await waitForHttp(`http://${HOST}:${port}/courses/course/`, 90_000, () => !exited);
  if (!ready) {
    await close();
    throw new Error(`[e2e] the API (${entry}) did not answer on port ${port}`);
  }
  return { close };
}
