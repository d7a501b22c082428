/**
 * Releases of the remotes and of the shell, and the deployment document (docs/decisions/0010, 0043).
 *
 * A release is an immutable folder `<releases>/<workspace>/<version>+<commit>/` holding one build of a
 * remote or of the shell (manifest, chunks, prerendered screens) and its `release.json`. The deployment
 * document `<releases>/deployment.json` says which release of each remote (`remotes`) and of the shell
 * (`shell`) is live and which was live before; the shell's runtime config `<releases>/config.json` is
 * generated from it. Both are written atomically (a temporary file renamed over the old one), so a
 * page load sees the old state or the new, never half.
 *
 * Every per-remote fact comes from sites.json (webpack/site-map.cjs): a remote added there is released
 * and deployed with no change here.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ROOT, sites, remoteRoutes, usersOf } = require('../../webpack/site-map.cjs');
const { pathPattern } = require('../../first-screen/build/early-start-plugin.cjs');
const { mediaOrigins, MediaOriginsError } = require('../../webpack/content-security-policy.cjs');

export const KERNEL_PACKAGE = sites.kernel.package;
export const DEPLOYMENT_FILE = 'deployment.json';
export const CONFIG_FILE = 'config.json';
/** The path under a remote's origin where its releases are served (scripts/serve.mjs). */
export const RELEASES_PATH = '/releases/';

/** A refusal of a command: its message says why, and the command exits without a stack trace. */
export class ReleaseError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ReleaseError';
  }
}

/** Where releases live: `ACADEMY_RELEASES_DIR`, or `releases/` at the repository's root. */
export function releasesDir(env = process.env) {
  return path.resolve(env.ACADEMY_RELEASES_DIR ?? path.join(ROOT, 'releases'));
}

/** The remote of sites.json named by its workspace (`mfe-auth`) or its federation name (`mfe_auth`). */
export function remoteOf(name) {
  const remote = sites.remotes.find((site) => site.workspace === name || site.name === name);
  if (!remote) {
    const known = sites.remotes.map((site) => site.workspace).join(', ');
    throw new ReleaseError(`${name} is not a remote of sites.json; expected one of ${known}`);
  }
  return remote;
}

/** The shell of sites.json: released and deployed as a remote is, gated the other way (0043). */
export const SHELL = sites.shell;

export const isShell = (bundle) => bundle.workspace === SHELL.workspace;

/** The bundle a release command names: the shell, or a remote (`remoteOf`). */
export function releasableOf(name) {
  if (name === SHELL.workspace || name === SHELL.name) return SHELL;
  try {
    return remoteOf(name);
  } catch {
    const known = [SHELL, ...sites.remotes].map((site) => site.workspace).join(', ');
    throw new ReleaseError(
      `${name} is neither the shell nor a remote of sites.json; expected one of ${known}`,
    );
  }
}

// Semver's core, then optional dot-separated identifiers of [0-9A-Za-z-]: no empty or dot-only
// segment, so a name can be neither `..` nor hold a `/` and always names a folder of its own.
const IDENTIFIERS = '[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*';
const VERSION = new RegExp(`^(?:0|[1-9]\\d*)\\.(?:0|[1-9]\\d*)\\.(?:0|[1-9]\\d*)(?:-${IDENTIFIERS})?$`);
const COMMIT = new RegExp(`^${IDENTIFIERS}$`);

/** Whether `name` is a release name, `<version>+<commit>` (the folder names the listing takes). */
export function isReleaseName(name) {
  const plus = String(name).indexOf('+');
  return plus > 0 && VERSION.test(name.slice(0, plus)) && COMMIT.test(name.slice(plus + 1));
}

export function releaseId(version, commit) {
  const id = `${version}+${commit}`;
  const problem = !VERSION.test(String(version))
    ? `its version ${JSON.stringify(String(version))} is not x.y.z with an optional -pre-release`
    : !COMMIT.test(String(commit))
      ? `its commit ${JSON.stringify(String(commit))} is not dot-separated identifiers of [0-9A-Za-z-]`
      : null;
  if (problem)
    throw new ReleaseError(`${id} is not a release name (version+commit, e.g. 1.4.0+3f2a1bc): ${problem}`);
  return id;
}

// --- versions -------------------------------------------------------------------------------------

function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/.exec(String(version).trim());
  if (!match) return null;
  return { major: +match[1], minor: +match[2], patch: +match[3], pre: match[4] ?? null };
}

function compare(a, b) {
  return (
    a.major - b.major || a.minor - b.minor || a.patch - b.patch || (a.pre === b.pre ? 0 : a.pre ? -1 : 1)
  );
}

/**
 * Whether `version` satisfies `range` as the federation runtime reads a required version: `^x.y.z`,
 * `~x.y.z`, `>=x.y.z`, an exact `x.y.z` or `*`. An unreadable range satisfies nothing.
 */
export function satisfies(version, range) {
  const have = parseVersion(version);
  const text = String(range ?? '').trim();
  if (!have) return false;
  if (text === '*' || text === '') return text === '*';
  const match = /^(\^|~|>=)?(.+)$/.exec(text);
  const want = match && parseVersion(match[2]);
  if (!want) return false;
  if (compare(have, want) < 0) return false;
  switch (match[1]) {
    case '^':
      if (want.major > 0) return have.major === want.major;
      if (want.minor > 0) return have.major === 0 && have.minor === want.minor;
      return have.major === 0 && have.minor === 0 && have.patch === want.patch;
    case '~':
      return have.major === want.major && have.minor === want.minor;
    case '>=':
      return true;
    default:
      return compare(have, want) === 0;
  }
}

// --- files ----------------------------------------------------------------------------------------

/** Writes `file` whole or not at all: a temporary file beside it, renamed over it. */
export async function writeAtomically(file, text) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

async function readJson(file, what) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`${what} ${file} is not valid JSON (${error.message}); nothing was changed`);
  }
}

async function filesUnder(folder, prefix = '') {
  const entries = await readdir(path.join(folder, prefix), { withFileTypes: true });
  const files = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(folder, relative)));
    else files.push(relative);
  }
  return files;
}

/** The symbolic links under a build folder: each could name a file outside it, which serving would follow. */
async function linksUnder(folder, prefix = '') {
  const links = [];
  for (const entry of await readdir(path.join(folder, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isSymbolicLink()) links.push(relative);
    else if (entry.isDirectory()) links.push(...(await linksUnder(folder, relative)));
  }
  return links;
}

/** A digest of every file of a build folder, names and bytes, so that two releases can be compared. */
export async function contentHash(folder) {
  const hash = createHash('sha256');
  for (const file of await filesUnder(folder)) {
    if (file === 'release.json') continue;
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(folder, file)));
    hash.update('\0');
  }
  return `sha256-${hash.digest('hex')}`;
}

// --- manifests ------------------------------------------------------------------------------------

/** Every file path a manifest names, with where: the remote entries, the types, each expose's and shared module's assets. */
function manifestPaths(manifest) {
  const named = [];
  const file = (where, folder, name) => {
    if (folder !== undefined) named.push([`${where} path`, folder]);
    if (name !== undefined) named.push([where, name]);
  };
  const meta = manifest.metaData ?? {};
  for (const key of ['remoteEntry', 'ssrRemoteEntry'])
    if (meta[key]) file(key, meta[key].path, meta[key].name);
  if (meta.types) {
    file('types', meta.types.path, meta.types.name);
    for (const key of ['zip', 'api'])
      if (meta.types[key] !== undefined) named.push([`types ${key}`, meta.types[key]]);
  }
  for (const [kind, items] of [
    ['expose', manifest.exposes],
    ['shared', manifest.shared],
  ]) {
    for (const item of Array.isArray(items) ? items : []) {
      for (const type of ['js', 'css'])
        for (const timing of ['sync', 'async'])
          for (const asset of item?.assets?.[type]?.[timing] ?? [])
            named.push([`${kind} ${item.name} ${type} asset`, asset]);
    }
  }
  return named;
}

/** Why `value`, a path a manifest names, may leave the build folder; null when it stays inside. */
function pathProblem(value, folder) {
  if (typeof value !== 'string') return 'is not a string';
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value)) return 'is a URL, not a file of the build';
  if (/^[/\\]/.test(value)) return 'is absolute, not a file of the build';
  if (value.split(/[/\\]/).includes('..')) return 'climbs out of the build folder with ..';
  const resolved = path.resolve(folder, value);
  if (resolved !== folder && !resolved.startsWith(`${folder}${path.sep}`))
    return 'resolves outside the build folder';
  return null;
}

/**
 * Why the manifest's `publicPath` would load the build from elsewhere; null for `auto`, a path on
 * the serving origin, or an absolute URL on `origin` (the remote's own origin, when the site says it).
 * Builds set `auto` (webpack/create-config.cjs); the CSP allows only the manifest's origin (0009).
 */
function publicPathProblem(meta, origin) {
  if (meta.getPublicPath !== undefined)
    return 'its manifest sets getPublicPath, code that chooses where the build loads from';
  const publicPath = meta.publicPath;
  if (publicPath === undefined || publicPath === 'auto') return null;
  if (typeof publicPath !== 'string') return "its manifest's publicPath is not a string";
  const foreign = `its manifest's publicPath ${JSON.stringify(publicPath)} is on another origin than the remote's`;
  if (publicPath.startsWith('//')) return foreign;
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(publicPath)) {
    return publicPath.split(/[/\\]/).includes('..')
      ? `its manifest's publicPath ${JSON.stringify(publicPath)} climbs out with ..`
      : null;
  }
  let url;
  try {
    url = new URL(publicPath);
  } catch {
    return `its manifest's publicPath ${JSON.stringify(publicPath)} is not a URL`;
  }
  return origin && url.origin === origin ? null : foreign;
}

/**
 * A build's mf-manifest.json, parsed and checked for what the shell loads; refuses otherwise. Every
 * path it names must be a file inside the build folder, and its publicPath must not send the shell
 * elsewhere: `origin`, when known, is the remote's own origin, the only absolute one accepted.
 */
export async function readManifest(folder, label, { origin = null } = {}) {
  const file = path.join(folder, 'mf-manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const why = error.code === 'ENOENT' ? 'is missing' : `does not parse (${error.message})`;
    throw new ReleaseError(`${label}: its manifest ${why}`);
  }
  const entry = manifest?.metaData?.remoteEntry?.name;
  if (typeof manifest?.name !== 'string' || typeof entry !== 'string' || !Array.isArray(manifest.exposes)) {
    throw new ReleaseError(`${label}: its manifest has no name, remote entry or exposes`);
  }
  const root = path.resolve(folder);
  const problems = manifestPaths(manifest).flatMap(([where, value]) => {
    const problem = pathProblem(value, root);
    return problem ? [`its manifest's ${where} ${JSON.stringify(value)} ${problem}`] : [];
  });
  const publicPath = publicPathProblem(manifest.metaData, origin);
  if (publicPath) problems.push(publicPath);
  if (problems.length > 0) throw new ReleaseError(`${label}: ${problems.join('; ')}`);
  const entryFile = path.join(root, manifest.metaData.remoteEntry.path ?? '', entry);
  if (!existsSync(entryFile)) throw new ReleaseError(`${label}: its remote entry ${entry} is missing`);
  return manifest;
}

/** The origin the site serves `remote` from (the document's site, else the live shell's config); null when unknown. */
export function remoteOrigin(document, siteConfig, remote) {
  const manifestUrl = (document?.site ?? siteConfig)?.remotes?.[remote.name];
  try {
    return manifestUrl ? new URL(manifestUrl).origin : null;
  } catch {
    return null;
  }
}

/** The kernel range a build requires, from its manifest (what the federation runtime will check). */
export function kernelRangeOf(manifest) {
  return manifest.shared?.find((shared) => shared.name === KERNEL_PACKAGE)?.requiredVersion ?? null;
}

/** The kernel version a build serves (the shell's), from its manifest. */
export function kernelVersionOf(manifest) {
  return manifest.shared?.find((shared) => shared.name === KERNEL_PACKAGE)?.version ?? null;
}

// --- releases -------------------------------------------------------------------------------------

/** What a remote's record says of its routes: `users` is who the smoke check renders each as (0016). */
export function routesRecordOf(workspace) {
  return remoteRoutes(workspace).map((route) => ({
    expose: route.expose,
    paths: route.paths,
    ...(route.link ? { link: route.link } : {}),
    users: usersOf(route),
  }));
}

/** What a release's record says it provides and requires, from its build's manifest (and, the shell's, index.html). */
async function recordFacts(bundle, manifest, buildDir, label) {
  if (isShell(bundle)) {
    const { kernelVersion, routes } = await readShellBuild(buildDir, label);
    return { kernelVersion, routes };
  }
  return {
    kernelRange: kernelRangeOf(manifest),
    routes: routesRecordOf(bundle.workspace),
    exposes: manifest.exposes.map((expose) => expose.path ?? `./${expose.name}`),
  };
}

/**
 * Publishes the build in `buildDir` as release `<version>+<commit>` of `workspace` (a remote or the
 * shell): copied into a temporary folder, its record written, then renamed into place. Refuses an
 * existing release.
 */
export async function publishRelease({
  dir = releasesDir(),
  workspace,
  buildDir,
  version,
  commit,
  origin = null,
  now = new Date(),
}) {
  const bundle = releasableOf(workspace);
  const id = releaseId(version, commit);
  const target = path.join(dir, bundle.workspace, id);
  if (existsSync(target)) {
    throw new ReleaseError(
      `release ${bundle.workspace} ${id} exists already; releases are never overwritten`,
    );
  }
  const label = `the build of ${bundle.workspace} in ${buildDir}`;
  const manifest = await readManifest(buildDir, label, { origin });
  if (manifest.name !== bundle.name) {
    throw new ReleaseError(`${label} is the bundle ${manifest.name}, not ${bundle.name}`);
  }
  const links = await linksUnder(buildDir);
  if (links.length > 0)
    throw new ReleaseError(
      `${label} holds symbolic links, which may leave the build folder: ${links.join(', ')}`,
    );
  const facts = await recordFacts(bundle, manifest, buildDir, label);
  // Hidden while it is filled: a crashed publish leaves a dot folder the listing does not take for a release.
  const temporary = path.join(path.dirname(target), `.${id}.${process.pid}.tmp`);
  await rm(temporary, { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  await cp(buildDir, temporary, {
    recursive: true,
    filter: (source) => !source.endsWith(`${path.sep}.built`),
  });
  const record = {
    [isShell(bundle) ? 'shell' : 'remote']: bundle.name,
    workspace: bundle.workspace,
    version,
    commit,
    id,
    ...facts,
    builtAt: now.toISOString(),
    contentHash: await contentHash(temporary),
  };
  await writeFile(path.join(temporary, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
  try {
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    if (existsSync(target))
      throw new ReleaseError(
        `release ${bundle.workspace} ${id} exists already; releases are never overwritten`,
      );
    throw error;
  }
  return { ...record, folder: target };
}

/** The releases of one remote or of the shell, oldest build first, each with its record. */
export async function listReleases(dir, workspace) {
  const remote = releasableOf(workspace);
  const folder = path.join(dir, remote.workspace);
  if (!existsSync(folder)) return [];
  const releases = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || !isReleaseName(entry.name)) continue;
    const record = await readJson(path.join(folder, entry.name, 'release.json'), 'the release record');
    if (record) releases.push({ ...record, folder: path.join(folder, entry.name) });
  }
  return releases.sort((a, b) => String(a.builtAt).localeCompare(String(b.builtAt)));
}

/** The release of `workspace` named `name`: a full `version+commit`, or a version only one release has. */
export async function findRelease(dir, workspace, name) {
  const releases = await listReleases(dir, workspace);
  const exact = releases.find((release) => release.id === name);
  if (exact) return exact;
  const byVersion = releases.filter((release) => release.version === name);
  if (byVersion.length === 1) return byVersion[0];
  if (byVersion.length > 1) {
    throw new ReleaseError(
      `${workspace} has several releases of ${name} (${byVersion.map((release) => release.id).join(', ')}); name one in full`,
    );
  }
  throw new ReleaseError(
    `${workspace} has no release ${name}; run \`npm run releases\` to see what is available`,
  );
}

// --- the deployment document ----------------------------------------------------------------------

/** An empty document: no remote has a live release, each is served from its dist folder. */
export function emptyDeployment() {
  return { remotes: {} };
}

/** The deployment document; an empty one when there is none, a refusal when it is unreadable. */
export async function readDeployment(dir) {
  const document = await readJson(path.join(dir, DEPLOYMENT_FILE), 'the deployment document');
  if (document === undefined) return emptyDeployment();
  if (
    typeof document !== 'object' ||
    document === null ||
    typeof document.remotes !== 'object' ||
    document.remotes === null
  ) {
    throw new ReleaseError(
      `the deployment document ${path.join(dir, DEPLOYMENT_FILE)} has no "remotes" object; nothing was changed`,
    );
  }
  if (document.shell !== undefined && (typeof document.shell !== 'object' || document.shell === null)) {
    throw new ReleaseError(
      `the deployment document ${path.join(dir, DEPLOYMENT_FILE)} has a "shell" that is not an object; nothing was changed`,
    );
  }
  return document;
}

/**
 * The shell's runtime config from the document: the site's (the document's `site`, else the live
 * shell's own config.json) with each remote that has a live release pointed at that release's manifest.
 */
export function runtimeConfigOf(document, siteConfig) {
  const base = document.site ?? siteConfig;
  if (!base?.remotes) throw new ReleaseError('there is no site config to generate the runtime config from');
  const remotes = { ...base.remotes };
  for (const remote of sites.remotes) {
    const live = document.remotes[remote.workspace]?.live;
    if (!live || !remotes[remote.name]) continue;
    remotes[remote.name] = new URL(`${RELEASES_PATH}${live}/mf-manifest.json`, remotes[remote.name]).href;
  }
  // A media origin the policy cannot admit is refused before anything is written (0041).
  try {
    mediaOrigins(base);
  } catch (error) {
    if (error instanceof MediaOriginsError) throw new ReleaseError(error.message);
    throw error;
  }
  // A deployment that allows QA overrides (`"overrides": "staging"`) says so to the shell (0017).
  const { overrides: _ignored, ...site } = base;
  return { ...site, remotes, ...(document.overrides === 'staging' ? { overrides: true } : {}) };
}

/**
 * The release list the shell checks a QA override against (`/releases.json`, served only when the
 * deployment allows overrides): federation name → the names of its published releases.
 */
export async function releaseList(dir) {
  const document = await readDeployment(dir).catch(() => emptyDeployment());
  const remotes = {};
  for (const remote of sites.remotes) {
    const origin = remoteOrigin(document, undefined, remote);
    const offered = [];
    // A release whose manifest the gates would refuse is not offered (one published before they existed).
    for (const release of await listReleases(dir, remote.workspace)) {
      const sound = await readManifest(release.folder, release.id, { origin }).then(
        () => true,
        () => false,
      );
      if (sound) offered.push(release.id);
    }
    remotes[remote.name] = offered;
  }
  return { remotes };
}

/** Writes the document, then the config generated from it, each atomically. */
export async function writeDeployment(dir, document, siteConfig) {
  const config = runtimeConfigOf(document, siteConfig);
  await writeAtomically(path.join(dir, DEPLOYMENT_FILE), `${JSON.stringify(document, null, 2)}\n`);
  await writeAtomically(path.join(dir, CONFIG_FILE), `${JSON.stringify(config, null, 2)}\n`);
  return config;
}

/** What the document says of `workspace` (a remote's or the shell's): `{ live, previous, deployedAt }`, or undefined. */
export function liveStateOf(document, workspace) {
  return workspace === SHELL.workspace ? document.shell : document.remotes[workspace];
}

/** The document with `release` live for its remote (or the shell) and the one live before kept as `previous`. */
export function withLive(document, workspace, release, now = new Date()) {
  const state = {
    live: release.id,
    previous: liveStateOf(document, workspace)?.live ?? null,
    deployedAt: now.toISOString(),
  };
  if (workspace === SHELL.workspace) return { ...document, shell: state };
  return { ...document, remotes: { ...document.remotes, [workspace]: state } };
}

/**
 * The folder the live shell is served from: its live release's, or `shellDist` (its dist folder, or
 * ACADEMY_SHELL_DIST) while the document names none (0043).
 */
export function liveShellFolder(dir, document, shellDist) {
  return shellReleaseFolder(dir, document.shell?.live) ?? shellDist;
}

/** The folder of shell release `id` in the releases folder `dir`; null when `id` is no release name. */
export function shellReleaseFolder(dir, id) {
  return typeof id === 'string' && isReleaseName(id) ? path.join(dir, SHELL.workspace, id) : null;
}

// --- gates ----------------------------------------------------------------------------------------

/** A shell build's kernel version (its manifest) and its route table (the early start in index.html). */
async function readShellBuild(folder, label) {
  const manifest = await readManifest(folder, label);
  let html;
  try {
    html = await readFile(path.join(folder, 'index.html'), 'utf8');
  } catch {
    throw new ReleaseError(`${label} has no index.html`);
  }
  // The early start's table (first-screen/build/early-start-plugin.cjs `earlyRoutes`): one JSON object
  // per route, its keys in any order (a staff route's `access` comes first).
  const routes = [...html.matchAll(/\{[^{}]*"pattern":[^{}]*\}/g)].flatMap(([text]) => {
    let entry;
    try {
      entry = JSON.parse(text);
    } catch {
      return [];
    }
    const { pattern, remote, expose, access } = entry;
    if (![pattern, remote, expose].every((value) => typeof value === 'string')) return [];
    return [{ ...(access === undefined ? {} : { access }), pattern, remote, expose }];
  });
  if (routes.length === 0) throw new ReleaseError(`${label}'s index.html has no route table`);
  return { kernelVersion: kernelVersionOf(manifest), routes };
}

/** The live shell: its kernel version and its route table, read from the folder it is served from. */
export async function readLiveShell(shellFolder) {
  return readShellBuild(shellFolder, 'the live shell').catch((error) => {
    throw new ReleaseError(`${error.message} (${shellFolder})`);
  });
}

/**
 * Why `release` (its record and its folder) may not go live beside `shell`; an empty list when it may.
 * The manifest is read from the folder, not taken from the record; `origin` is the remote's own
 * (`remoteOrigin`), the only absolute publicPath accepted. `shellLabel` names the shell in the
 * problems: the live one, or a candidate shell checked against the live remotes (`shellGateProblems`).
 */
export async function gateProblems(release, shell, { origin = null, shellLabel = 'the live shell' } = {}) {
  const remote = remoteOf(release.workspace);
  const label = `${remote.workspace} ${release.id}`;
  let manifest;
  try {
    manifest = await readManifest(release.folder, label, { origin });
  } catch (error) {
    return [error.message];
  }
  const problems = [];
  const range = kernelRangeOf(manifest);
  if (range !== release.kernelRange) {
    problems.push(
      `${label}: its record says kernel ${release.kernelRange} but its manifest requires ${range}`,
    );
  }
  if (!range) problems.push(`${label}: its manifest does not say which ${KERNEL_PACKAGE} it requires`);
  else if (!satisfies(shell.kernelVersion, range)) {
    problems.push(
      `${label} requires ${KERNEL_PACKAGE} ${range}, but ${shellLabel} serves ${shell.kernelVersion}`,
    );
  }
  const exposes = new Set(manifest.exposes.map((expose) => expose.name));
  const patterns = new Set(
    (release.routes ?? []).flatMap((route) =>
      route.paths.map((routePath) => `${route.expose.replace(/^\.\//, '')} ${pathPattern(routePath)}`),
    ),
  );
  for (const needed of shell.routes.filter((route) => route.remote === remote.name)) {
    if (!exposes.has(needed.expose)) {
      problems.push(
        `${label} does not expose ./${needed.expose}, which ${shellLabel}'s route ${needed.pattern} loads`,
      );
    } else if (!patterns.has(`${needed.expose} ${needed.pattern}`)) {
      problems.push(`${label} drops the route ${needed.pattern} (./${needed.expose}) that ${shellLabel} has`);
    }
  }
  return problems;
}

/**
 * Each remote as the site serves it beside the shell, as a record with its folder: its live release,
 * or, while the document names none, its build in `<distRoot>/<workspace>/dist` (what serve.mjs
 * serves then). A remote with neither, or whose live release is missing, is a problem.
 */
export async function servedRemotes(dir, document, distRoot = ROOT) {
  const remotes = [];
  const problems = [];
  for (const remote of sites.remotes) {
    const live = document.remotes[remote.workspace]?.live;
    if (live) {
      await findRelease(dir, remote.workspace, live).then(
        (release) => remotes.push(release),
        (error) => problems.push(error.message),
      );
      continue;
    }
    const dist = path.join(distRoot, remote.workspace, 'dist');
    try {
      const manifest = await readManifest(dist, `${remote.workspace} (its dist folder ${dist})`);
      remotes.push({
        workspace: remote.workspace,
        id: '(its dist folder)',
        kernelRange: kernelRangeOf(manifest),
        routes: routesRecordOf(remote.workspace),
        folder: dist,
      });
    } catch (error) {
      problems.push(`${error.message}: it has no live release to check the shell against`);
    }
  }
  return { remotes, problems };
}

/**
 * Why the shell release `candidate` may not go live beside the remotes the site serves: the gates of
 * `gateProblems` run the other way, every served remote against the candidate's kernel and route
 * table (0043). Its record must say what its build says.
 */
export async function shellGateProblems(candidate, { dir, document, siteConfig, distRoot = ROOT }) {
  const label = `shell ${candidate.id}`;
  let shell;
  try {
    shell = await readShellBuild(candidate.folder, label);
  } catch (error) {
    return [error.message];
  }
  const problems = [];
  if (candidate.kernelVersion !== shell.kernelVersion)
    problems.push(
      `${label}: its record says kernel ${candidate.kernelVersion} but its manifest serves ${shell.kernelVersion}`,
    );
  const served = await servedRemotes(dir, document, distRoot);
  problems.push(...served.problems);
  for (const release of served.remotes) {
    const remote = remoteOf(release.workspace);
    problems.push(
      ...(await gateProblems(release, shell, {
        origin: remoteOrigin(document, siteConfig, remote),
        shellLabel: label,
      })),
    );
  }
  return problems;
}
