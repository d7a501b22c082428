import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type TestInfo } from '@playwright/test';
import { DEMO_INSTRUCTOR } from './accounts';
import { REPO_ROOT } from './servers';
import { BASE_PORT, type RuntimeConfig, type SitePorts, runtimeConfig, sitePorts } from './site-config';
import { DEMO_STUDENT } from './student';

export interface ReleaseOptions {
  /** Workspace of the remote, e.g. `mfe-auth`, or the shell's. */
  workspace: string;
  outputDir: string;
  /** Edits of the remote's own files, relative to its folder, applied at build time only. */
  edits?: { file: string; search: string; replace: string }[];
  /** Builds the bundle as if it depended on (and, the shell, served) this kernel version. */
  kernelVersion?: string;
}

/** Builds another release of one remote or of the shell (e2e/support/build-redeployed-remote.cjs). */
export function buildRelease({ workspace, ...options }: ReleaseOptions): Promise<void> {
  const script = path.join(REPO_ROOT, 'e2e', 'support', 'build-redeployed-remote.cjs');
  const args = [script, JSON.stringify({ packageDir: path.join(REPO_ROOT, workspace), ...options })];
  return new Promise((resolve, reject) => {
    // Asynchronous on purpose: the servers under test live in this process.
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the release build exited with ${code}`)),
    );
  });
}

export interface CommandResult {
  code: number | null;
  /** What it printed, standard output and error interleaved. */
  output: string;
}

/** Runs a node script of the repository as a pipeline would: its exit code and what it printed. */
export function run(args: string[], env: Record<string, string | undefined>): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: REPO_ROOT,
      // A variable given as undefined is removed from the command's environment.
      env: Object.fromEntries(
        Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
      ),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

export interface ReleaseFolder {
  /** The releases folder (ACADEMY_RELEASES_DIR) the commands work on. */
  releases: string;
  /** The first port of the smoke check's own site (RELEASE_SMOKE_PORT). */
  smokePort: number;
}

/** One release command (scripts/release/cli.mjs), as `npm run <command>` runs it; `env` adds to the test's. */
export function releaseCommand(
  { releases, smokePort }: ReleaseFolder,
  args: string[],
  env: Record<string, string> = {},
): Promise<CommandResult> {
  return run([path.join(REPO_ROOT, 'scripts', 'release', 'cli.mjs'), ...args], {
    ACADEMY_RELEASES_DIR: releases,
    RELEASE_SMOKE_PORT: String(smokePort),
    ...env,
  });
}

/** Publishes the build in `from` as `<version>+e2e` of `workspace`; fails the test, with what it printed, if refused. */
export async function release(
  folder: ReleaseFolder,
  workspace: string,
  version: string,
  from: string,
): Promise<void> {
  const result = await releaseCommand(folder, [
    'release',
    workspace,
    '--from',
    from,
    '--version',
    version,
    '--commit',
    'e2e',
  ]);
  expect(result.code, `release ${workspace} ${version} from ${from}:\n${result.output}`).toBe(0);
}

/** The release specs' site, and the first port of their smoke check's own (the specs run one at a time). */
export const RELEASE_SITE_PORTS = sitePorts(BASE_PORT + 60);
export const RELEASE_SMOKE_PORT = BASE_PORT + 50;

/**
 * Builds `workspace` with `options` (edits, another kernel) into the test's output folder and
 * publishes it as `<version>+e2e`: the folder it was built in.
 */
export async function releaseBuilt(
  testInfo: TestInfo,
  folder: ReleaseFolder,
  version: string,
  options: Omit<ReleaseOptions, 'outputDir'>,
): Promise<string> {
  const outputDir = testInfo.outputPath('builds', version);
  await buildRelease({ ...options, outputDir });
  await release(folder, options.workspace, version, outputDir);
  return outputDir;
}

/**
 * A releases folder of the test's own whose deployment document, and so its generated config.json,
 * is the site on `ports` before any release: every remote from its dist folder. With `first`, that
 * workspace's build as it stands is published as its release 1.0.0+e2e.
 */
export async function freshReleases(
  testInfo: TestInfo,
  {
    ports = RELEASE_SITE_PORTS,
    smokePort = RELEASE_SMOKE_PORT,
    first,
  }: { ports?: SitePorts; smokePort?: number; first?: string },
): Promise<{ folder: ReleaseFolder; siteConfig: RuntimeConfig }> {
  const releases = testInfo.outputPath('releases');
  mkdirSync(releases, { recursive: true });
  const siteConfig = runtimeConfig(ports);
  writeFileSync(path.join(releases, 'deployment.json'), JSON.stringify({ site: siteConfig, remotes: {} }));
  writeFileSync(path.join(releases, 'config.json'), JSON.stringify(siteConfig));
  const folder: ReleaseFolder = { releases, smokePort };
  if (first) await release(folder, first, '1.0.0', path.join(REPO_ROOT, first, 'dist'));
  return { folder, siteConfig };
}

/**
 * The smoke check's usual scene: a fresh releases folder with `workspace`'s build as release
 * 1.0.0+e2e and, as the candidate 1.1.0+e2e, a build with `edits` (one that breaks a screen).
 */
export async function releasesWithCandidate(
  testInfo: TestInfo,
  workspace: string,
  edits: NonNullable<ReleaseOptions['edits']>,
): Promise<ReleaseFolder> {
  const { folder } = await freshReleases(testInfo, { first: workspace });
  await releaseBuilt(testInfo, folder, '1.1.0', { workspace, edits });
  return folder;
}

/** The release of `workspace` the deployment document says is live (undefined: its dist folder). */
export function liveRelease({ releases }: ReleaseFolder, workspace: string): string | undefined {
  const document = JSON.parse(readFileSync(path.join(releases, 'deployment.json'), 'utf8')) as {
    remotes: Record<string, { live?: string }>;
  };
  return document.remotes[workspace]?.live;
}

/** The deployment's smoke student: the seed's demo student, as on a local deployment (README). */
export const SMOKE_STUDENT = {
  SMOKE_STUDENT_EMAIL: DEMO_STUDENT.email,
  SMOKE_STUDENT_PASSWORD: DEMO_STUDENT.password,
};

/** The deployment's smoke instructor: the seed's demo instructor. */
export const SMOKE_INSTRUCTOR = {
  SMOKE_INSTRUCTOR_EMAIL: DEMO_INSTRUCTOR.email,
  SMOKE_INSTRUCTOR_PASSWORD: DEMO_INSTRUCTOR.password,
};

/** No smoke accounts at all, whatever the environment running the tests sets. */
export const NO_SMOKE_ACCOUNTS = {
  SMOKE_STUDENT_EMAIL: '',
  SMOKE_STUDENT_PASSWORD: '',
  SMOKE_INSTRUCTOR_EMAIL: '',
  SMOKE_INSTRUCTOR_PASSWORD: '',
};
