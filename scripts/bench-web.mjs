/**
 * `npm run bench:web`: Lighthouse's mobile preset (simulated slow 4G and a
 * slowed CPU) on every route of the site, served as `npm start` serves it,
 * against the built API on a throw-away embedded database with the demo
 * content. Each route runs `--runs N` times (3 by default) in a fresh
 * browser profile; one line per route gives the median performance score,
 * LCP, TBT, CLS, the JavaScript bytes transferred as served, the host's
 * speed (Lighthouse's benchmark index) and the CPU slowdown used.
 *
 * The CPU slowdown is calibrated (docs/decisions/0015): every run's
 * multiplier comes from the benchmark index Lighthouse measured at the start
 * of that very run, by Lighthouse's CPU throttling guidance, so the simulated
 * phone is the same phone on a quiet host and on a busy one.
 * `--cpu-slowdown 4` fixes it instead (Lighthouse's default).
 *
 *   npm run bench:web -- --runs 1 --routes /,/signin
 *   npm run bench:web -- --reports /tmp/lhr   # also keeps every run's Lighthouse report (JSON)
 *
 * Targets (docs/decisions/0008): performance >= 95, LCP <= 2.5 s, TBT <= 200 ms, CLS 0.
 * The exit code is 0 whatever the figures: this is a measurement, not a test.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { Runner } from 'lighthouse/core/runner.js';
import puppeteer from 'puppeteer-core';
import { buildFrontEnds } from './build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { cpuSlowdownFor } from './cpu-calibration.mjs';
import { defaultConfig, serveSite } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const { portsFrom } = createRequire(import.meta.url)('../webpack/site-map.cjs');
/** The site's ports from BENCH_WEB_PORT (4700 by default: 4700-4790), so that two benches can run side by side. */
const BASE_PORT = Number(process.env.BENCH_WEB_PORT ?? 4700);
const PORTS = portsFrom(BASE_PORT);
const API_PORT = BASE_PORT + 80;
const ACCOUNTS = {
  student: { email: 'demo@academy.test', password: 'Arbitration-2026' },
  instructor: { email: 'instructor@academy.test', password: 'Teaching-2026' },
};

/**
 * Every route of docs/product/screens-and-routes.md#route-table signed out, then the student's own pages
 * signed in, then the teaching side's signed in as the demo instructor (`/teaching/essays/:id` opens the
 * first essay of the queue).
 */
const ROUTES = [
  { path: '/' },
  { path: '/aboutoaa' },
  { path: '/aboutthecourse' },
  { path: '/certification' },
  { path: '/terms' },
  { path: '/privacy_policy' },
  { path: '/organisation' },
  { path: '/tuition-waiver' },
  { path: '/signin' },
  { path: '/signup' },
  { path: '/forget' },
  { path: '/passingcourse/1' },
  { path: '/no-such-page' },
  { path: '/profile', as: 'student' },
  { path: '/passingcourse/1', as: 'student' },
  { path: '/teaching/essays', as: 'instructor' },
  { path: '/teaching/essays/:first', as: 'instructor' },
  { path: '/teaching/questions', as: 'instructor' },
  { path: '/teaching/seminars', as: 'instructor' },
  { path: '/teaching/calendar', as: 'instructor' },
  { path: '/teaching/tests', as: 'instructor' },
  { path: '/teaching/students', as: 'instructor' },
];

const TARGETS = { score: 95, lcpMs: 2500, tbtMs: 200, cls: 0 };
/**
 * The reference host of Lighthouse's mobile preset: the benchmark index at which the guidance's
 * multiplier is the preset's own 4x. Every host is slowed to the phone this host slowed 4x is.
 */
const REFERENCE_INDEX = 1533;

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

/** Waits until `url` answers; `child`, when given, must still be running (else another process answers). */
async function waitFor(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(
        `the API exited with code ${child.exitCode} before answering ${url} (is its port taken?)`,
      );
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function startApi(shellOrigin) {
  const entry = path.join(ROOT, 'api', 'dist', 'server.js');
  if (!existsSync(entry))
    await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', '@academy/api']);
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'academy-bench-media-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST,
    PORT: String(API_PORT),
    PUBLIC_URL: `http://${HOST}:${API_PORT}`,
    PGLITE_DIR: 'memory://',
    MEDIA_DIR: mediaDir,
    CORS_ORIGINS: shellOrigin,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [entry], {
    cwd: path.join(ROOT, 'api'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A benchmark killed half-way leaves nothing behind to answer the next one's requests.
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  await waitFor(`http://${HOST}:${API_PORT}/courses/course/`, 90_000, child);
  return {
    url: `http://${HOST}:${API_PORT}`,
    async close() {
      if (child.exitCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

async function signIn(apiUrl, account) {
  const response = await fetch(`${apiUrl}/student/auth/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in of ${account.email} failed: ${response.status}`);
  const tokens = await response.json();
  const profile = await fetch(`${apiUrl}/student/student/detail/`, {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  if (!profile.ok) throw new Error(`the profile of ${account.email} answered ${profile.status}`);
  const user = await profile.json();
  // What the site keeps beside the tokens once the profile has been read (shared/src/session/session-store.ts).
  return {
    ...tokens,
    name: `${user.first_name} ${user.last_name}`.trim() || user.email,
    role: user.role ?? null,
  };
}

/** The first essay of the instructor's queue, for /teaching/essays/:first. */
async function firstQueuedEssay(apiUrl, tokens) {
  const response = await fetch(`${apiUrl}/teaching/essays/`, {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  if (!response.ok) throw new Error(`the essay queue answered ${response.status}`);
  const { results } = await response.json();
  if (!results?.[0]) throw new Error('the demo essay queue is empty');
  return results[0].id;
}

/**
 * One Lighthouse run in a fresh profile; signed-in runs get the tokens, the remembered name and role
 * first, from a page that loads no script.
 *
 * It runs Lighthouse's two phases as `lighthouse()` does (core/index.js: gather, then audit), with
 * the CPU slowdown chosen between them, unless `fixedSlowdown` is set, from the host's benchmark
 * index around the page load: the mean of the one Lighthouse measured as the gather began and one
 * measured the same way (its page function) right after. With simulated throttling (the mobile
 * preset's) the page loads unthrottled and the slowdown is only an input of the simulation in the
 * audit phase, so this is the run that passing that slowdown up front would give, calibrated on the
 * moment of the load rather than on a run before it (a shared host's load changes within seconds).
 */
async function measure(url, shellOrigin, tokens, reportFile, fixedSlowdown) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'academy-lighthouse-'));
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, userDataDir });
  try {
    const page = await browser.newPage();
    if (tokens) {
      await page.goto(`${shellOrigin}/config.json`);
      // As the site leaves the browser after a sign-in (docs/product/constants.md#local-storage-keys).
      await page.evaluate(({ access, refresh, name, role }) => {
        localStorage.setItem('token', access);
        localStorage.setItem('refreshToken', refresh);
        localStorage.setItem('studentName', name);
        if (role) localStorage.setItem('accountRole', role);
      }, tokens);
    }
    const { artifacts, runnerOptions } = await navigationGather(page, url, {
      config: {
        extends: 'lighthouse:default',
        settings: { throttling: { ...lighthouseConstants.throttling.mobileSlow4G } },
      },
      flags: {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(tokens),
      },
    });
    const after = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    const hostIndex = (artifacts.BenchmarkIndex + after) / 2;
    const cpuSlowdown = fixedSlowdown ?? cpuSlowdownFor(hostIndex);
    const { settings } = runnerOptions.resolvedConfig;
    if (settings.throttlingMethod !== 'simulate')
      throw new Error(`calibration needs simulated throttling, not ${settings.throttlingMethod}`);
    for (const gathered of [settings, artifacts.settings])
      gathered.throttling = { ...gathered.throttling, cpuSlowdownMultiplier: cpuSlowdown };
    const result = await Runner.audit(artifacts, runnerOptions);
    if (reportFile) writeFileSync(reportFile, JSON.stringify(result.lhr));
    const { audits, categories, environment } = result.lhr;
    const requests = audits['network-requests']?.details?.items ?? [];
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      benchmarkIndex: environment.benchmarkIndex,
      hostIndex,
      indexes: [environment.benchmarkIndex, after],
      cpuSlowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
      // What Lighthouse blames: the performance audits (not the metrics) that fail, worst first.
      blamed: categories.performance.auditRefs
        .filter((ref) => ref.group !== 'metrics')
        .map((ref) => audits[ref.id])
        .filter(
          (audit) =>
            audit &&
            audit.score !== null &&
            audit.score < 0.9 &&
            !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode),
        )
        .sort((a, b) => a.score - b.score)
        .slice(0, 3)
        .map((audit) => audit.id),
      jsBytes: requests
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    };
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function main() {
  // Interrupted, it still exits through 'exit', where the API it started is stopped.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  const runs = Math.max(1, Number.parseInt(option('runs', '3'), 10) || 3);
  const only = option('routes', '');
  const reports = option('reports', '');
  if (reports) mkdirSync(reports, { recursive: true });
  const routes = only ? ROUTES.filter((route) => only.split(',').includes(route.path)) : ROUTES;
  const fixedOption = option('cpu-slowdown', '');
  const fixedSlowdown = fixedOption ? Number(fixedOption) : null;
  if (fixedSlowdown !== null && !(fixedSlowdown >= 1 && fixedSlowdown <= 20))
    throw new Error(`--cpu-slowdown must be a number from 1 to 20, got "${fixedOption}"`);
  if (!process.argv.includes('--no-build')) await buildFrontEnds();

  const shellOrigin = `http://localhost:${PORTS.shell}`;
  const api = await startApi(shellOrigin);
  const site = await serveSite({ ports: PORTS, config: defaultConfig(api.url, PORTS) });
  try {
    const tokens = {};
    for (const as of new Set(routes.map((route) => route.as).filter(Boolean)))
      tokens[as] = await signIn(api.url, ACCOUNTS[as]);
    const resolve = async (route) =>
      route.path.includes(':first')
        ? route.path.replace(':first', String(await firstQueuedEssay(api.url, tokens.instructor)))
        : route.path;
    console.log(
      `Lighthouse ${runs}x per route, mobile preset, median (targets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs} ms, TBT <= ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}); ` +
        (fixedSlowdown
          ? `CPU slowdown fixed at ${fixedSlowdown}x`
          : `CPU slowdown calibrated in every run from the benchmark index Lighthouse measured (reference: index ${REFERENCE_INDEX} -> ${cpuSlowdownFor(REFERENCE_INDEX)}x)`) +
        '\n',
    );
    console.log(
      `${'route'.padEnd(34)}${'score'.padStart(6)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'CLS'.padStart(8)}${'JS KB'.padStart(9)}${'index'.padStart(7)}${'CPU'.padStart(6)}  runs: score (index at start/end -> CPU slowdown)`,
    );
    let missed = 0;
    const hostSpeeds = [];
    const slowdowns = [];
    for (const route of routes) {
      const routePath = await resolve(route);
      const samples = [];
      for (let index = 0; index < runs; index += 1) {
        samples.push(
          await measure(
            `${shellOrigin}${routePath}`,
            shellOrigin,
            route.as ? tokens[route.as] : null,
            reports &&
              path.join(
                reports,
                `${routePath.slice(1).replace(/\W+/g, '_') || 'home'}${route.as ? `-${route.as}` : ''}-${index + 1}.json`,
              ),
            fixedSlowdown,
          ),
        );
      }
      const figures = {
        score: median(samples.map((sample) => sample.score)),
        lcpMs: median(samples.map((sample) => sample.lcpMs)),
        tbtMs: median(samples.map((sample) => sample.tbtMs)),
        cls: median(samples.map((sample) => sample.cls)),
        jsBytes: median(samples.map((sample) => sample.jsBytes)),
        hostIndex: median(samples.map((sample) => sample.hostIndex)),
        cpuSlowdown: median(samples.map((sample) => sample.cpuSlowdown)),
      };
      hostSpeeds.push(...samples.map((sample) => sample.hostIndex));
      slowdowns.push(...samples.map((sample) => sample.cpuSlowdown));
      const meets =
        figures.score >= TARGETS.score &&
        figures.lcpMs <= TARGETS.lcpMs &&
        figures.tbtMs <= TARGETS.tbtMs &&
        figures.cls <= TARGETS.cls;
      if (!meets) missed += 1;
      const blamed = [...new Set(samples.flatMap((sample) => sample.blamed))].slice(0, 3);
      const label = `${routePath}${route.as ? ` (${route.as})` : ''}`;
      console.log(
        `${label.padEnd(34)}${String(figures.score).padStart(6)}${figures.lcpMs.toFixed(0).padStart(9)}${figures.tbtMs.toFixed(0).padStart(9)}${figures.cls.toFixed(3).padStart(8)}${(figures.jsBytes / 1024).toFixed(1).padStart(9)}${figures.hostIndex.toFixed(0).padStart(7)}${`${figures.cpuSlowdown.toFixed(1)}x`.padStart(6)}  ${samples.map((sample) => `${sample.score} (${sample.indexes.map((value) => value.toFixed(0)).join('/')} -> ${sample.cpuSlowdown}x)`).join(', ')}${meets ? '' : `  below target; Lighthouse blames: ${blamed.join(', ') || 'the metrics alone'}`}`,
      );
    }
    console.log(`\n${routes.length - missed} of ${routes.length} routes meet every target`);
    console.log(
      `host: benchmark index median ${median(hostSpeeds).toFixed(0)}, ` +
        `${Math.min(...hostSpeeds).toFixed(0)}-${Math.max(...hostSpeeds).toFixed(0)} across runs (higher is faster); ` +
        `CPU slowdown median ${median(slowdowns).toFixed(1)}x, ${Math.min(...slowdowns).toFixed(1)}-${Math.max(...slowdowns).toFixed(1)}x` +
        (fixedSlowdown ? ' (fixed)' : ' (calibrated: the same simulated phone on every host)'),
    );
  } finally {
    await site.close();
    await api.close();
  }
}

await main();
