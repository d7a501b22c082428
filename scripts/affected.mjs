#!/usr/bin/env node
/**
 * `npm run affected -- <git-rev>`: the workspaces a change since <git-rev> affects, one a line, so that
 * a team runs only the pipelines it needs (issue 32). Read from `git diff --name-only <rev>` (plus
 * uncommitted changes), the site map (sites.json) and the workspaces' dependency graph (each
 * package.json's dependencies on another workspace's package):
 *
 * - a file of a workspace affects it and every workspace that depends on it, directly or not;
 * - the kernel (`shared/`) and the rules (`rules/`) affect every workspace, whatever the graph says
 *   (the kernel's endpoint table is the API's contract, decision 0210);
 * - `webpack/` and `first-screen/` (the first request's build plugins, page composer and early scripts,
 *   first-screen/README.md) affect every front end (the shell and the remotes);
 * - a remote's `routes.json` also affects the shell (its route table is built from every routes.json);
 * - a browser spec (`e2e/tests/`) affects the browser tests and its owner's pipeline
 *   (e2e/spec-owners.json; a `site` spec the shell's); any other file of `e2e/` every front end's;
 * - documentation (`docs/`, `*.md`) affects nothing;
 * - anything else at the root (sites.json, package.json, the lock file, the shared configs,
 *   `scripts/`) affects every workspace: a change there can move any build or test.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { ROOT, sites } = require('../webpack/site-map.cjs');

/** The workspaces of the site map, in the order sites.json gives them, and the browser tests. */
export function siteWorkspaces(map = sites) {
  return [
    map.kernel.workspace,
    map.shell.workspace,
    ...map.remotes.map((remote) => remote.workspace),
    map.rules.workspace,
    map.contract.workspace,
    map.api.workspace,
    'e2e',
  ];
}

/** Workspace → the workspaces it depends on, from each package.json (names mapped to folders). */
export function dependencyGraph(workspaces, readPackage) {
  const byName = new Map();
  const packages = new Map();
  for (const workspace of workspaces) {
    const pkg = readPackage(workspace);
    if (!pkg) continue;
    packages.set(workspace, pkg);
    if (pkg.name) byName.set(pkg.name, workspace);
  }
  const graph = new Map();
  for (const [workspace, pkg] of packages) {
    const names = Object.keys({
      ...pkg.dependencies,
      ...pkg.devDependencies,
      ...pkg.peerDependencies,
    });
    graph.set(
      workspace,
      names.map((name) => byName.get(name)).filter((dependency) => dependency && dependency !== workspace),
    );
  }
  return graph;
}

/** `start` and every workspace that depends on it, directly or through others. */
function withDependents(start, graph) {
  const found = new Set([start]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [workspace, dependencies] of graph) {
      if (!found.has(workspace) && dependencies.some((dependency) => found.has(dependency))) {
        found.add(workspace);
        grew = true;
      }
    }
  }
  return found;
}

/** e2e/spec-owners.json: which front end's pipeline runs each browser spec (scripts/workspace-test.mjs). */
function specOwners() {
  return JSON.parse(readFileSync(path.join(ROOT, 'e2e', 'spec-owners.json'), 'utf8'));
}

/**
 * The front-end pipelines a file of e2e/ (path below it) runs in: a spec, its owner's (a `site` spec
 * the shell's, which runs them); anything else there (support, config, the owners file, an unlisted
 * spec) every front end's, since every pipeline's browser tests go through it.
 */
function browserTestPipelines(file, owners, map, frontEndWorkspaces) {
  const spec = /^tests\/([^/]+\.spec\.ts)$/.exec(file)?.[1];
  const owner = spec
    ? Object.keys(owners).find((key) => key !== '$comment' && owners[key]?.includes(spec))
    : undefined;
  if (!owner) return frontEndWorkspaces;
  return [owner === 'site' ? map.shell.workspace : owner];
}

/**
 * The workspaces the changed `files` (paths from the repository's root, as git prints them) affect,
 * in the site map's order.
 */
export function affectedWorkspaces(files, { map = sites, graph, owners = specOwners() } = {}) {
  const all = siteWorkspaces(map);
  const codeWorkspaces = all.filter((workspace) => workspace !== 'e2e');
  const frontEndWorkspaces = [map.shell, ...map.remotes].map((site) => site.workspace);
  const remoteWorkspaces = new Set(map.remotes.map((remote) => remote.workspace));
  const everything = new Set(all);
  const affected = new Set();
  const add = (workspaces) => workspaces.forEach((workspace) => affected.add(workspace));

  for (const file of files) {
    const normalised = file.replaceAll('\\', '/').replace(/^\.\//, '');
    if (normalised === '') continue;
    const [top, ...rest] = normalised.split('/');
    if (top === 'docs' || (rest.length === 0 && normalised.endsWith('.md'))) continue;
    if ([map.kernel, map.rules, map.contract].some((site) => top === site.workspace)) {
      add(everything);
    } else if (top === 'webpack' || top === 'first-screen') {
      if (rest.length === 1 && rest[0].endsWith('.md')) continue;
      add(frontEndWorkspaces);
    } else if (top === 'e2e') {
      add(['e2e', ...browserTestPipelines(rest.join('/'), owners, map, frontEndWorkspaces)]);
    } else if (codeWorkspaces.includes(top)) {
      if (rest.length === 1 && rest[0].endsWith('.md')) continue;
      add(graph ? withDependents(top, graph) : [top]);
      if (remoteWorkspaces.has(top) && rest.join('/') === 'routes.json') add([map.shell.workspace]);
    } else {
      add(everything);
    }
  }
  return all.filter((workspace) => affected.has(workspace));
}

/** Paths changed since `rev`, committed or not (git's own list, from the repository's root). */
export function changedFiles(rev, cwd = ROOT) {
  const git = (args) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  const files = new Set([
    ...git(['diff', '--name-only', `${rev}`]),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ]);
  return [...files];
}

function readPackageAt(root) {
  return (workspace) => {
    try {
      return JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
    } catch {
      return null;
    }
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rev = process.argv[2];
  if (!rev || process.argv.length > 3) {
    console.error('Usage: npm run affected -- <git-rev>   (e.g. main, HEAD~3, a commit)');
    process.exit(2);
  }
  let files;
  try {
    files = changedFiles(rev);
  } catch (error) {
    console.error(`git could not compare with ${rev}: ${String(error.stderr ?? error.message).trim()}`);
    process.exit(2);
  }
  const graph = dependencyGraph(siteWorkspaces(), readPackageAt(ROOT));
  const affected = affectedWorkspaces(files, { graph });
  if (affected.length === 0)
    console.error(`No workspace is affected by the ${files.length} changed file(s).`);
  for (const workspace of affected) console.log(workspace);
}
