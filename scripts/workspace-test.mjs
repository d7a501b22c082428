#!/usr/bin/env node
/**
 * `npm test -w <front end>` (each remote's and the shell's `test` script): one team's pipeline, and
 * nothing of another's (issue 32). In order:
 *   1. the workspace's unit tests (its Jest project only);
 *   2. its production build if it is missing or older than its sources (scripts/build.mjs builds
 *      only what is stale; the others' builds are needed to stitch the site), and the API's;
 *   3. its browser tests as e2e/spec-owners.json lists them (the shell also runs the `site` specs),
 *      stitched: this workspace from its fresh build, every other remote from its live release when
 *      releases/deployment.json names one (E2E_STITCH, e2e/global-setup.ts), else from its build;
 *   4. a remote's standalone check (its test in standalone.spec.ts).
 * `--unit` stops after 1. The exit code is non-zero when any step failed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { sites, frontEnds } = createRequire(import.meta.url)('../webpack/site-map.cjs');
export const OWNERS_FILE = path.join(ROOT, 'e2e', 'spec-owners.json');

/** The spec files of a front end's pipeline (relative to e2e/), from the one list of owners. */
export function specsOf(workspace, owners = JSON.parse(readFileSync(OWNERS_FILE, 'utf8'))) {
  const own = owners[workspace];
  if (!Array.isArray(own)) throw new Error(`e2e/spec-owners.json lists no browser tests for ${workspace}`);
  const specs = workspace === sites.shell.workspace ? [...own, ...(owners.site ?? [])] : own;
  return specs.filter((spec) => spec !== 'standalone.spec.ts').map((spec) => `tests/${spec}`);
}

/** The steps of a workspace's pipeline: [label, command, args, extra env]. */
export function pipeline(workspace, { unitOnly = false, owners } = {}) {
  const site = frontEnds.find((candidate) => candidate.workspace === workspace);
  if (!site) {
    const known = frontEnds.map((candidate) => candidate.workspace).join(', ');
    throw new Error(`${workspace} is not a front end of sites.json; expected one of ${known}`);
  }
  const steps = [['unit tests', 'npx', ['jest', '--selectProjects', workspace], {}]];
  if (unitOnly) return steps;
  // The API too: the browser tests sign in and read through it, and without its build global-setup
  // starts none (a fresh clone's `npm test -w mfe-auth` then failed every signed-in step).
  steps.push(['builds', process.execPath, [path.join('scripts', 'build.mjs'), '--api'], {}]);
  steps.push([
    'browser tests, stitched',
    'npm',
    ['run', 'test', '-w', '@academy/e2e', '--', ...specsOf(workspace, owners)],
    { E2E_STITCH: workspace },
  ]);
  if (site !== sites.shell)
    steps.push([
      'browser tests, standalone',
      'npm',
      [
        'run',
        'test',
        '-w',
        '@academy/e2e',
        '--',
        'tests/standalone.spec.ts',
        '--grep',
        `${site.name} renders standalone`,
      ],
      {},
    ]);
  return steps;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const unitOnly = args.includes('--unit');
  const named = args.find((arg) => !arg.startsWith('--'));
  // `npm test -w mfe-auth` runs in mfe-auth/: the folder names the workspace.
  const workspace = named ?? path.basename(process.cwd());
  let steps;
  try {
    steps = pipeline(workspace, { unitOnly });
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const results = [];
  for (const [label, command, commandArgs, env] of steps) {
    console.log(`\n[${workspace}] ${label}: ${[command, ...commandArgs].join(' ')}`);
    const result = spawnSync(command, commandArgs, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    results.push([label, result.status ?? 1]);
    // A failed build leaves nothing to test in the browser.
    if (label === 'builds' && result.status !== 0) break;
  }
  console.log('');
  for (const [label, status] of results)
    console.log(`[${workspace}] ${label}: ${status === 0 ? 'passed' : `failed (exit ${status})`}`);
  process.exitCode = results.every(([, status]) => status === 0) && results.length === steps.length ? 0 : 1;
}
