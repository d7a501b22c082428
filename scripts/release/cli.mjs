/**
 * The release commands (docs/decisions/0010; README "Releases"), for a remote or the shell (0043):
 *   npm run release -w mfe-auth            build the remote and publish releases/mfe-auth/<version>+<commit>/
 *   npm run deploy -- mfe-auth 1.4.0       gates and a smoke check, then switch the live release
 *   npm run rollback -- mfe-auth           back to the previous live release, no build, no smoke check
 *   npm run releases                       what is live and what is available
 * `release` options: --version <x.y.z> (else RELEASE_VERSION, else the package's version), --commit
 * <id> (else RELEASE_COMMIT, else git's HEAD), --from <folder> (publish a build made elsewhere instead
 * of building). ACADEMY_RELEASES_DIR moves the releases folder, ACADEMY_SHELL_DIST the shell's build
 * served while no shell release is live;
 * ACADEMY_RELEASES_BUCKET keeps releases in a bucket, the folder its copy (bucket.mjs, decision 0042).
 * `deploy` renders signed-in routes as the smoke accounts SMOKE_STUDENT_EMAIL/_PASSWORD and
 * SMOKE_INSTRUCTOR_EMAIL/_PASSWORD (scripts/release/smoke-accounts.mjs); without the one a route
 * needs, the deploy is refused.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import {
  ReleaseError,
  SHELL,
  findRelease,
  gateProblems,
  isShell,
  listReleases,
  liveShellFolder,
  liveStateOf,
  publishRelease,
  readDeployment,
  readLiveShell,
  releasableOf,
  releasesDir,
  remoteOrigin,
  shellGateProblems,
  withLive,
  writeDeployment,
} from './releases.mjs';
import { openReleaseBucket } from './bucket.mjs';

const require = createRequire(import.meta.url);
const { ROOT, sites } = require('../../webpack/site-map.cjs');

const USAGE = `usage:
  npm run release -w <remote or shell> [-- --version x.y.z] [--commit id] [--from folder]
  npm run deploy -- <remote or shell> <version>
  npm run rollback -- <remote or shell>
  npm run releases`;

/** The shell's build served while no shell release is live: ACADEMY_SHELL_DIST, or shell/dist. */
function shellDist(env = process.env) {
  return path.resolve(env.ACADEMY_SHELL_DIST ?? path.join(ROOT, SHELL.workspace, 'dist'));
}

/** The folder the live shell is served from: its live release's, else its build (`shellDist`). */
const liveShell = (env, dir, document) => liveShellFolder(dir, document, shellDist(env));

/** The site's config as a shell build carries it (its config.json); undefined without one. */
async function siteConfig(shellFolder) {
  try {
    return JSON.parse(await readFile(path.join(shellFolder, 'config.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

function option(args, name) {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new ReleaseError(`${name} needs a value\n${USAGE}`);
  args.splice(index, 2);
  return value;
}

/** The bundle a command names, or the one whose folder npm runs it in (`npm run release -w mfe-auth`). */
function bundleArgument(args, cwd) {
  if (args[0]) return releasableOf(args[0]);
  const here = [SHELL, ...sites.remotes].find(
    (bundle) => path.resolve(ROOT, bundle.workspace) === path.resolve(cwd),
  );
  if (!here) throw new ReleaseError(`name a remote or the shell\n${USAGE}`);
  return here;
}

async function release(args, { env, cwd, log, bucket }) {
  const version = option(args, '--version') ?? env.RELEASE_VERSION;
  const commitOption = option(args, '--commit') ?? env.RELEASE_COMMIT;
  const from = option(args, '--from');
  const remote = bundleArgument(args, cwd);
  const packageVersion = JSON.parse(
    readFileSync(path.join(ROOT, remote.workspace, 'package.json'), 'utf8'),
  ).version;
  const commit =
    commitOption ??
    execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  let buildDir = from ? path.resolve(from) : path.join(ROOT, remote.workspace, 'dist');
  if (!from) {
    const { buildPackage } = await import('../build.mjs');
    log(`[release] building ${remote.workspace}`);
    await buildPackage(remote.workspace);
    buildDir = path.join(ROOT, remote.workspace, 'dist');
  }
  const dir = releasesDir(env);
  if (bucket) await bucket.pull(dir);
  const document = await readDeployment(dir);
  const published = await publishRelease({
    dir,
    workspace: remote.workspace,
    buildDir,
    version: version ?? packageVersion,
    commit,
    // The shell names no origin of its own in the config: its publicPath must be auto or a path.
    origin: isShell(remote)
      ? null
      : remoteOrigin(document, await siteConfig(liveShell(env, dir, document)), remote),
  });
  if (bucket) {
    // The bucket is where releases live; this machine's copy keeps only what the bucket holds.
    await bucket.pushRelease(published.folder, remote.workspace, published.id).catch(async (error) => {
      await rm(published.folder, { recursive: true, force: true });
      throw error;
    });
  }
  log(
    `[release] published ${remote.workspace} ${published.id} in ${bucket ? bucket.where : published.folder}`,
  );
  if (isShell(remote))
    log(`[release] kernel ${published.kernelVersion} served, ${published.routes.length} routes`);
  else log(`[release] kernel ${published.kernelRange}, exposes ${published.exposes.join(', ')}`);
  return published;
}

/**
 * Why `release` of `bundle` may not go live: a remote against the live shell, the shell against
 * every remote the site serves (the gates the other way round, 0043).
 */
async function problemsOf(bundle, release, { env, dir, document, config }) {
  if (isShell(bundle)) return shellGateProblems(release, { dir, document, siteConfig: config });
  return gateProblems(release, await readLiveShell(liveShell(env, dir, document)), {
    origin: remoteOrigin(document, config, bundle),
  });
}

/** The site's config for the deployment document after `release` of `bundle` goes live. */
async function nextSiteConfig(bundle, release, config) {
  return isShell(bundle) ? ((await siteConfig(release.folder)) ?? config) : config;
}

async function deploy(args, { env, log, smoke, bucket }) {
  const [name, version] = args;
  if (!name || !version) throw new ReleaseError(`name a remote and a release\n${USAGE}`);
  const remote = releasableOf(name);
  const dir = releasesDir(env);
  if (bucket) await bucket.pull(dir);
  const document = await readDeployment(dir);
  const candidate = await findRelease(dir, remote.workspace, version);
  if (liveStateOf(document, remote.workspace)?.live === candidate.id) {
    log(`[deploy] ${remote.workspace} ${candidate.id} is live already; nothing changed`);
    return document;
  }
  const config = await siteConfig(liveShell(env, dir, document));
  const problems = await problemsOf(remote, candidate, { env, dir, document, config });
  if (problems.length > 0)
    throw new ReleaseError(`refused ${remote.workspace} ${candidate.id}:\n  ${problems.join('\n  ')}`);
  log(
    `[deploy] ${remote.workspace} ${candidate.id}: kernel, routes and manifest fit ${isShell(remote) ? 'every remote the site serves' : 'the live shell'}; smoke check`,
  );
  const checked = await smoke({ dir, release: candidate, document, siteConfig: config, env });
  for (const line of checked.rendered ?? []) log(`[deploy] rendered ${line}`);
  for (const note of checked.notes) log(`[deploy] note: ${note}`);
  if (checked.problems.length > 0) {
    throw new ReleaseError(
      `refused ${remote.workspace} ${candidate.id}: the smoke check failed; the live release stays\n  ${checked.problems.join('\n  ')}`,
    );
  }
  const next = withLive(document, remote.workspace, candidate);
  await writeDeployment(dir, next, await nextSiteConfig(remote, candidate, config));
  if (bucket) await bucket.pushDeployment(dir);
  log(
    `[deploy] ${remote.workspace} ${candidate.id} is live from the next page load (was ${liveStateOf(next, remote.workspace).previous ?? 'its dist folder'})`,
  );
  return next;
}

async function rollback(args, { env, log, bucket }) {
  if (!args[0]) throw new ReleaseError(`name a remote\n${USAGE}`);
  const remote = releasableOf(args[0]);
  const dir = releasesDir(env);
  if (bucket) await bucket.pull(dir);
  const document = await readDeployment(dir);
  const current = liveStateOf(document, remote.workspace);
  if (!current?.previous)
    throw new ReleaseError(`${remote.workspace} has no previous live release to go back to`);
  const previous = await findRelease(dir, remote.workspace, current.previous);
  // The static gates still apply (the other side may have moved on since); the release ran live before.
  const config = await siteConfig(liveShell(env, dir, document));
  const problems = await problemsOf(remote, previous, { env, dir, document, config });
  if (problems.length > 0)
    throw new ReleaseError(
      `cannot roll back to ${remote.workspace} ${previous.id}:\n  ${problems.join('\n  ')}`,
    );
  const next = withLive(document, remote.workspace, previous);
  await writeDeployment(dir, next, await nextSiteConfig(remote, previous, config));
  if (bucket) await bucket.pushDeployment(dir);
  log(
    `[rollback] ${remote.workspace} ${previous.id} is live again from the next page load (was ${current.live})`,
  );
  return next;
}

async function list(_args, { env, log, bucket }) {
  const dir = releasesDir(env);
  if (bucket) await bucket.pull(dir);
  const document = await readDeployment(dir);
  log(`releases in ${bucket ? bucket.where : dir}`);
  for (const bundle of [SHELL, ...sites.remotes]) {
    const state = liveStateOf(document, bundle.workspace);
    log(
      `${bundle.workspace}: live ${state?.live ?? '(its dist folder)'}${state?.previous ? `, previous ${state.previous}` : ''}`,
    );
    for (const release of await listReleases(dir, bundle.workspace)) {
      const mark = release.id === state?.live ? '*' : ' ';
      // A remote's record names the kernel it requires, the shell's the kernel it serves.
      const kernel = isShell(bundle) ? release.kernelVersion : release.kernelRange;
      log(`  ${mark} ${release.id.padEnd(24)} kernel ${String(kernel).padEnd(8)} built ${release.builtAt}`);
    }
  }
  return document;
}

const COMMANDS = { release, deploy, rollback, releases: list };

/** Runs one command; a refusal is printed with its reason and exits 1. */
export async function main(argv, context = {}) {
  const [command, ...args] = argv;
  const run = COMMANDS[command];
  const log = context.log ?? ((line) => console.log(line));
  if (!run) throw new ReleaseError(USAGE);
  const smoke = context.smoke ?? (await import('./smoke.mjs')).smokeCheck;
  const env = context.env ?? process.env;
  const bucket = openReleaseBucket(env);
  return run(args, { env, cwd: context.cwd ?? process.cwd(), log, smoke, bucket });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exitCode = 1;
  });
}
