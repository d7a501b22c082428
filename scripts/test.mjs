#!/usr/bin/env node
/**
 * `npm test`: every test of the project in one run. The static checks (the
 * type check of every workspace, ESLint and Prettier, one count each), Jest (all
 * projects), node's test runner for the release scripts (which are plain .mjs), then the Playwright browser tests against fresh production
 * builds. The last line
 * printed is always `N passed, N failed` (plus `, N skipped` when some were),
 * summed over both runners; the exit code is non-zero when anything failed or
 * when no test ran at all.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';

/** Packages whose production build the browser tests serve, with the sources each build reads. */
const { sites, frontEnds } = createRequire(import.meta.url)('../webpack/site-map.cjs');
const BUILDS = [
  ...frontEnds.map((site) => ({
    name: site.workspace,
    sources: [
      site.workspace,
      sites.kernel.workspace,
      sites.rules.workspace,
      sites.contract.workspace,
      'webpack',
      // The first screen's build plugins and what they bundle (first-screen/README.md).
      'first-screen/build',
      'first-screen/browser',
      'sites.json',
      // The shell's route table comes from every remote's routes.json.
      ...(site === sites.shell ? sites.remotes.map((remote) => `${remote.workspace}/routes.json`) : []),
    ],
  })),
  // The API's build compiles the rules and the contract it shares with the browser first (decisions 0215, 0040).
  {
    name: sites.api.workspace,
    sources: [sites.api.workspace, sites.rules.workspace, sites.contract.workspace],
    optional: true,
  },
];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  '.git',
  'test-results',
  'playwright-report',
]);

const totals = { passed: 0, failed: 0, skipped: 0 };
const notes = [];

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The programs the tests start, from Debian's packages: Chromium for the browser tests (and the
 * node tests that serve a page to it), Prometheus and its promtool for the API's metrics tests
 * (api/src/metrics/prometheus.test.ts), ffmpeg and ffprobe for the lecture videos' jobs
 * (api/src/media/lecture-video-jobs.test.ts). One `apt-get install` for whatever is missing, as root.
 */
const SYSTEM_PACKAGES = [
  { name: 'chromium', program: CHROMIUM },
  { name: 'prometheus', program: '/usr/bin/prometheus' },
  { name: 'ffmpeg', program: '/usr/bin/ffprobe' },
];

function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter(({ program }) => !existsSync(program));
  if (missing.length === 0) return true;
  const names = missing.map(({ name }) => name);
  console.log(`${missing.map(({ program }) => program).join(', ')} missing: installing ${names.join(', ')}.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], { env }) !== 0) return false;
  return (
    run('apt-get', ['install', '-y', ...names], { env }) === 0 &&
    missing.every(({ program }) => existsSync(program))
  );
}

/** Newest modification time of any file under `target`, skipping the named folders. */
function newestMtime(target, skipped = SKIPPED_DIRS) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && skipped.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name), skipped));
  }
  return newest;
}

/** Why a package's dist must be rebuilt, or null when it is fresh. */
function staleReason({ name, sources, optional }) {
  const pkgJson = readJson(path.join(root, name, 'package.json'));
  if (!pkgJson?.scripts?.build) return optional ? null : `${name} has no build script`;
  const dist = path.join(root, name, 'dist');
  if (!existsSync(dist) || readdirSync(dist).length === 0) return `${name}/dist is missing`;
  const sourceTime = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  // Newest, not oldest: webpack leaves a file untouched when its content did not change.
  return sourceTime > newestMtime(dist, new Set()) ? `${name} sources are newer than ${name}/dist` : null;
}

/** A whole-project check (type check, lint) counts as one test that passes or fails. */
function runCheck(name, args) {
  const status = run('npm', args);
  if (status === 0) totals.passed += 1;
  else totals.failed += 1;
  notes.push(`${name}: ${status === 0 ? 'passed' : `failed (exit ${status})`}`);
}

function runJest(workDir) {
  const output = path.join(workDir, 'jest.json');
  const status = run('npx', ['jest', '--ci', '--json', `--outputFile=${output}`]);
  const report = readJson(output);
  if (!report) {
    notes.push(`jest: exited ${status} without a report; counted as 1 failure`);
    totals.failed += 1;
    return;
  }
  const passed = report.numPassedTests ?? 0;
  const failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that cannot even load (syntax or import error) has no failed test of its own.
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  totals.passed += passed;
  totals.failed += failed + brokenSuites;
  totals.skipped += skipped;
  notes.push(
    `jest: ${passed} passed, ${failed} failed, ${skipped} skipped` +
      (brokenSuites ? `, ${brokenSuites} suites failed to run` : ''),
  );
  if (status !== 0 && failed + brokenSuites === 0) {
    notes.push(`jest: exited ${status} with no failed test; counted as 1 failure`);
    totals.failed += 1;
  }
}

/**
 * The node:test files of the root `test:releases` script (the release scripts, `npm run affected`, the
 * READMEs' versions and scripts, ...), one list for both; counted from the TAP summary.
 */
function runNodeTests() {
  const files = readJson(path.join(root, 'package.json'))
    .scripts['test:releases'].split(/\s+/)
    .filter((word) => word.endsWith('.test.mjs'));
  console.log(`\n$ node --test ${files.join(' ')}`);
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=tap', ...files], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(result.stdout ?? '')?.[1] ?? NaN);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  if (Number.isNaN(passed) || Number.isNaN(failed)) {
    notes.push(`node --test: exited ${result.status} without a summary; counted as 1 failure`);
    totals.failed += 1;
    return;
  }
  totals.passed += passed;
  totals.failed += failed;
  notes.push(`node --test: ${passed} passed, ${failed} failed`);
  if (result.status !== 0 && failed === 0) {
    notes.push(`node --test: exited ${result.status} with no failed test; counted as 1 failure`);
    totals.failed += 1;
  }
}

function buildForBrowserTests() {
  const reasons = BUILDS.map(staleReason).filter(Boolean);
  if (reasons.length === 0) {
    console.log('\nProduction builds are up to date.');
    return true;
  }
  console.log(`\nBuilding: ${reasons.join('; ')}.`);
  return run('npm', ['run', 'build']) === 0;
}

function runPlaywright(workDir) {
  const output = path.join(workDir, 'playwright.json');
  const status = run('npm', ['run', 'test', '-w', '@academy/e2e'], {
    env: { ...process.env, E2E_JSON_REPORT: output },
  });
  const report = readJson(output);
  if (!report?.stats) {
    notes.push(`playwright: exited ${status} without a report; counted as 1 failure`);
    totals.failed += 1;
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  // Errors outside any test (global setup, config) fail the run without failing a test.
  const runErrors = Array.isArray(report.errors) ? report.errors.length : 0;
  totals.passed += expected + flaky;
  totals.failed += unexpected + runErrors;
  totals.skipped += skipped;
  notes.push(
    `playwright: ${expected + flaky} passed${flaky ? ` (${flaky} only on retry)` : ''}, ${unexpected} failed, ` +
      `${skipped} skipped` +
      (runErrors ? `, ${runErrors} errors outside tests` : ''),
  );
  if (status !== 0 && unexpected + runErrors === 0) {
    notes.push(`playwright: exited ${status} with no failed test; counted as 1 failure`);
    totals.failed += 1;
  }
}

/** How long each stage took, printed as a table before the closing line (CI stops at 90 minutes). */
const stages = [];
function stage(name, body) {
  const started = performance.now();
  try {
    return body();
  } finally {
    stages.push({ name, seconds: (performance.now() - started) / 1000 });
  }
}

function stageTable() {
  const total = stages.reduce((sum, { seconds }) => sum + seconds, 0);
  const width = Math.max(...stages.map(({ name }) => name.length), 'total'.length);
  const row = (name, seconds) => {
    const whole = Math.round(seconds);
    return `${name.padEnd(width)}  ${String(Math.floor(whole / 60)).padStart(3)} min ${String(whole % 60).padStart(2)} s`;
  };
  return ['Time per stage:', ...stages.map(({ name, seconds }) => row(name, seconds)), row('total', total)];
}

const workDir = mkdtempSync(path.join(tmpdir(), 'academy-test-'));
try {
  // First, so that every stage finds the programs it starts; a failure here is counted, not fatal:
  // the tests that need a missing program fail and say so.
  const packaged = stage('packages', () => ensureSystemPackages());
  if (!packaged) {
    notes.push(`packages: ${SYSTEM_PACKAGES.map(({ name }) => name).join(', ')} could not be installed`);
  }
  stage('typecheck', () => runCheck('typecheck', ['run', 'typecheck']));
  stage('lint', () => runCheck('lint', ['run', 'lint']));
  stage('format', () => runCheck('format', ['run', 'format:check']));
  stage('jest', () => runJest(workDir));
  stage('node --test', () => runNodeTests());
  if (!existsSync(CHROMIUM)) {
    notes.push('playwright: not run, Chromium could not be installed; counted as 1 failure');
    totals.failed += 1;
  } else if (!stage('builds', () => buildForBrowserTests())) {
    notes.push('playwright: not run, `npm run build` failed; counted as 1 failure');
    totals.failed += 1;
  } else {
    stage('playwright', () => runPlaywright(workDir));
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

console.log('');
for (const line of stageTable()) console.log(line);
console.log('');
for (const note of notes) console.log(note);
const ranNothing = totals.passed + totals.failed === 0;
if (ranNothing) console.log('No test ran.');
process.exitCode = totals.failed > 0 || ranNothing ? 1 : 0;
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
