/**
 * Production builds of the shell and the remotes into <package>/dist.
 * `node scripts/build.mjs` builds what is missing or older than its sources;
 * `--force` rebuilds all five; `--api` also builds the API when it is missing or stale. As many builds run at once as the machine has
 * cores (each webpack process keeps about one busy), and the console says
 * which are under way until the last one ends.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { sites, frontEnds, remoteRoutes } = createRequire(import.meta.url)('../webpack/site-map.cjs');

/** Workspaces of the shell and the remotes (sites.json). */
export const FRONT_ENDS = frontEnds.map((site) => site.workspace);

/** Inputs of every front-end build besides the package's own folder. */
const COMMON_INPUTS = [
  'webpack',
  // The first screen's build plugins and the scripts and take-over they bundle (first-screen/README.md);
  // its page composer (first-screen/host) runs when the page is served, not built.
  'first-screen/build',
  'first-screen/browser',
  'sites.json',
  `${sites.kernel.workspace}/src`,
  `${sites.kernel.workspace}/package.json`,
  // Pure rules the browser applies exactly as the API does (the taxpayer id's check digit), and the
  // wire contract: its types, and the content the site shows when the API does not serve it.
  `${sites.rules.workspace}/src`,
  `${sites.contract.workspace}/src`,
  'package-lock.json',
];
const OWN_INPUTS = [
  'src',
  'public',
  'package.json',
  'routes.json',
  'webpack.config.cjs',
  'federation.config.cjs',
];

export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Written into dist by every production build (webpack/create-config.cjs, BuiltStampPlugin). */
const BUILT_STAMP = '.built';

/** The files a finished build of <package> leaves in dist (its page or manifest, its prerendered screens). */
function builtOutputs(pkg) {
  const dist = path.join(ROOT, pkg, 'dist');
  const prerenders =
    pkg === sites.shell.workspace || remoteRoutes(pkg).some((route) => route.prerender === true);
  return [
    path.join(dist, pkg === sites.shell.workspace ? 'index.html' : 'mf-manifest.json'),
    ...(prerenders ? [path.join(dist, 'prerender.json')] : []),
  ];
}

/** True when <package>/dist is missing or older than anything it is built from. */
export function isStale(pkg) {
  const stamp = path.join(ROOT, pkg, 'dist', BUILT_STAMP);
  if (![stamp, ...builtOutputs(pkg)].every((file) => existsSync(file))) return true;
  const built = statSync(stamp).mtimeMs;
  const inputs = [
    ...OWN_INPUTS.map((name) => path.join(ROOT, pkg, name)),
    ...COMMON_INPUTS.map((name) => path.join(ROOT, name)),
    // The shell's route table is built from every remote's routes.json.
    ...(pkg === sites.shell.workspace
      ? sites.remotes.map((remote) => path.join(ROOT, remote.workspace, 'routes.json'))
      : []),
  ];
  return inputs.some((input) => newestMtime(input) > built);
}

/**
 * What the API's build (tsc into dist/) reads, in the API and in the rules and the contract it shares
 * with the browser (built first); migrations and assets are read at run time.
 */
const SHARED_WITH_API = [sites.rules, sites.contract].map((site) => site.workspace);
const API_INPUTS = [sites.api.workspace, ...SHARED_WITH_API].flatMap((workspace) =>
  ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'].map((input) => path.join(workspace, input)),
);

/**
 * True when the API's dist/server.js (or the rules' or the contract's dist/) is missing or older than
 * anything it is built from.
 */
export function apiIsStale() {
  const markers = [
    path.join(ROOT, sites.api.workspace, 'dist', 'server.js'),
    ...SHARED_WITH_API.map((workspace) => path.join(ROOT, workspace, 'dist', 'index.js')),
  ];
  if (!markers.every((marker) => existsSync(marker))) return true;
  const built = Math.min(...markers.map((marker) => statSync(marker).mtimeMs));
  return API_INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > built);
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} in ${cwd} exited with ${code}`)),
    );
  });
}

export async function buildPackage(pkg) {
  const webpackBin = path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js');
  await run(
    process.execPath,
    [webpackBin, '--mode', 'production', '--config', 'webpack.config.cjs'],
    path.join(ROOT, pkg),
  );
}

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Builds the stale front ends (or all with force), several at a time; returns the names built. */
export async function buildFrontEnds({
  force = false,
  packages = FRONT_ENDS,
  concurrency = os.availableParallelism(),
} = {}) {
  const queue = packages.filter((pkg) => {
    if (force || isStale(pkg)) return true;
    console.log(`[build] ${pkg}: dist is up to date`);
    return false;
  });
  if (queue.length === 0) return [];
  const started = Date.now();
  const running = new Set();
  const built = [];
  console.log(`[build] building ${queue.length} bundle(s), ${Math.min(concurrency, queue.length)} at a time`);
  // A first build takes minutes: say what is still under way, so a newcomer knows it is working.
  const progress = setInterval(
    () => console.log(`[build] ${seconds(started)}: still building ${[...running].join(', ')}`),
    15_000,
  );
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      const since = Date.now();
      running.add(pkg);
      console.log(`[build] ${pkg}: building`);
      await buildPackage(pkg);
      running.delete(pkg);
      built.push(pkg);
      console.log(
        `[build] ${pkg}: built in ${seconds(since)} (${built.length} of ${built.length + running.size + queue.length})`,
      );
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  } finally {
    clearInterval(progress);
  }
  console.log(`[build] done in ${seconds(started)}`);
  return built;
}

/** Builds the API (and the rules it compiles first) when it is missing or stale; true when it built. */
export async function buildApiIfStale() {
  if (!apiIsStale()) {
    console.log(`[build] ${sites.api.workspace}: dist is up to date`);
    return false;
  }
  const started = Date.now();
  console.log(`[build] ${sites.api.workspace}: building`);
  await run('npm', ['run', 'build', '-w', sites.api.package], ROOT);
  console.log(`[build] ${sites.api.workspace}: built in ${seconds(started)}`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const force = process.argv.includes('--force');
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  try {
    await buildFrontEnds({ force, packages: only.length > 0 ? only : FRONT_ENDS });
    // `--api`: the API too, when stale (a workspace's pipeline, whose browser tests sign in through it).
    if (process.argv.includes('--api')) await buildApiIfStale();
  } catch (error) {
    console.error(`[build] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
