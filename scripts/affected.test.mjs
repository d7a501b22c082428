/**
 * `npm run affected`: which workspaces a change affects (scripts/affected.mjs). Run by
 * `npm run test:releases` and by the root `npm test`.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { affectedWorkspaces, changedFiles, dependencyGraph, siteWorkspaces } from './affected.mjs';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'affected.mjs');

const map = {
  kernel: { workspace: 'shared' },
  shell: { workspace: 'shell' },
  remotes: [{ workspace: 'mfe-auth' }, { workspace: 'mfe-profile' }],
  rules: { workspace: 'rules' },
  contract: { workspace: 'contract' },
  api: { workspace: 'api' },
};
const packages = {
  shared: { name: '@academy/shared', dependencies: { react: '^19' } },
  shell: { name: 'shell', dependencies: { '@academy/shared': '^2' } },
  'mfe-auth': { name: 'mfe-auth', dependencies: { '@academy/shared': '^2', '@academy/rules': '^1' } },
  'mfe-profile': { name: 'mfe-profile', dependencies: { '@academy/shared': '^2' } },
  rules: { name: '@academy/rules' },
  contract: { name: '@academy/contract', dependencies: { '@academy/rules': '^1' } },
  api: { name: '@academy/api', dependencies: { '@academy/rules': '^1', fastify: '^5' } },
  e2e: { name: '@academy/e2e' },
};
const graph = dependencyGraph(siteWorkspaces(map), (workspace) => packages[workspace] ?? null);
const owners = { shell: ['routes.spec.ts'], site: ['prerender.spec.ts'], 'mfe-auth': ['auth.spec.ts'] };
const affected = (...files) => affectedWorkspaces(files, { map, graph, owners });
const EVERY = ['shared', 'shell', 'mfe-auth', 'mfe-profile', 'rules', 'contract', 'api', 'e2e'];

test('a file of one remote affects that remote only', () => {
  assert.deepEqual(affected('mfe-auth/src/screens/SignInPage.tsx'), ['mfe-auth']);
  assert.deepEqual(affected('mfe-profile/locales/ru/profile.json'), ['mfe-profile']);
});

test('the kernel, the rules and the contract affect every workspace', () => {
  assert.deepEqual(affected('shared/src/api/client.ts'), EVERY);
  assert.deepEqual(affected('rules/src/password.ts'), EVERY);
  assert.deepEqual(affected('contract/src/auth.ts'), EVERY);
});

test('webpack affects every front end and nothing else', () => {
  assert.deepEqual(affected('webpack/site-map.cjs'), ['shell', 'mfe-auth', 'mfe-profile']);
});

test('the first screen affects every front end and nothing else; its README nothing', () => {
  assert.deepEqual(affected('first-screen/build/prerender.cjs'), ['shell', 'mfe-auth', 'mfe-profile']);
  assert.deepEqual(affected('first-screen/host/compose-page.mjs'), ['shell', 'mfe-auth', 'mfe-profile']);
  assert.deepEqual(affected('first-screen/browser/visitor-start.ts'), ['shell', 'mfe-auth', 'mfe-profile']);
  assert.deepEqual(affected('first-screen/README.md'), []);
});

test('the API affects the API', () => {
  assert.deepEqual(affected('api/src/routes/health/index.ts'), ['api']);
});

test("a browser spec affects the pipeline that runs it (e2e/spec-owners.json), the rest of e2e every front end's", () => {
  assert.deepEqual(affected('e2e/tests/auth.spec.ts'), ['mfe-auth', 'e2e']);
  assert.deepEqual(affected('e2e/tests/prerender.spec.ts'), ['shell', 'e2e']);
  assert.deepEqual(affected('e2e/tests/unlisted.spec.ts'), ['shell', 'mfe-auth', 'mfe-profile', 'e2e']);
  assert.deepEqual(affected('e2e/support/servers.ts'), ['shell', 'mfe-auth', 'mfe-profile', 'e2e']);
});

test("the repository's own owners file: each remote's spec reaches its remote's pipeline", () => {
  assert.deepEqual(affectedWorkspaces(['e2e/tests/auth.spec.ts']), ['mfe-auth', 'e2e']);
  assert.deepEqual(affectedWorkspaces(['e2e/tests/releases-qa.spec.ts']), ['shell', 'e2e']);
});

test("a remote's route table also affects the shell, whose route table is built from it", () => {
  assert.deepEqual(affected('mfe-auth/routes.json'), ['shell', 'mfe-auth']);
});

test('a workspace another depends on affects its dependents too (the dependency graph)', () => {
  const withLibrary = dependencyGraph(siteWorkspaces(map), (workspace) =>
    workspace === 'mfe-profile'
      ? { name: 'mfe-profile', dependencies: { 'mfe-auth': '*' } }
      : (packages[workspace] ?? null),
  );
  assert.deepEqual(affectedWorkspaces(['mfe-auth/src/a.ts'], { map, graph: withLibrary }), [
    'mfe-auth',
    'mfe-profile',
  ]);
});

test('documentation affects nothing; root configuration and scripts affect everything', () => {
  assert.deepEqual(affected('docs/decisions/0010-releases-and-deployment.md', 'README.md'), []);
  assert.deepEqual(affected('mfe-auth/README.md'), []);
  assert.deepEqual(affected('sites.json'), EVERY);
  assert.deepEqual(affected('package-lock.json'), EVERY);
  assert.deepEqual(affected('scripts/serve.mjs'), EVERY);
});

test('several files: the union, in the site map order, each once', () => {
  assert.deepEqual(affected('api/src/app.ts', 'mfe-profile/src/a.ts', 'mfe-profile/src/b.ts'), [
    'mfe-profile',
    'api',
  ]);
  assert.deepEqual(affected(), []);
});

/** A throwaway repository with one commit, for the git half. */
function repository() {
  const dir = mkdtempSync(path.join(tmpdir(), 'academy-affected-'));
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.email=t@example.test', '-c', 'user.name=t', ...args], {
      cwd: dir,
      stdio: 'pipe',
    });
  git('init', '-q');
  mkdirSync(path.join(dir, 'mfe-auth'));
  writeFileSync(path.join(dir, 'mfe-auth', 'a.ts'), 'export {};\n');
  git('add', '.');
  git('commit', '-qm', 'first');
  return { dir, git };
}

test('changedFiles lists committed, uncommitted and new files since the revision', () => {
  const { dir, git } = repository();
  try {
    writeFileSync(path.join(dir, 'mfe-auth', 'a.ts'), 'export const a = 1;\n');
    mkdirSync(path.join(dir, 'api'));
    writeFileSync(path.join(dir, 'api', 'b.ts'), '');
    git('add', 'api/b.ts');
    git('commit', '-qm', 'second');
    writeFileSync(path.join(dir, 'new.md'), '');
    assert.deepEqual(changedFiles('HEAD~1', dir).sort(), ['api/b.ts', 'mfe-auth/a.ts', 'new.md']);
    assert.deepEqual(changedFiles('HEAD', dir).sort(), ['mfe-auth/a.ts', 'new.md']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the command refuses an unknown revision and a missing one, exit 2', () => {
  const unknown = spawnSync(process.execPath, [SCRIPT, 'no-such-revision-xyz'], { encoding: 'utf8' });
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /could not compare with no-such-revision-xyz/);
  const missing = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /Usage: npm run affected -- <git-rev>/);
});

test('the command prints the workspaces of this repository, one a line', () => {
  const run = spawnSync(process.execPath, [SCRIPT, 'HEAD'], { encoding: 'utf8' });
  assert.equal(run.status, 0);
  const known = new Set(siteWorkspaces());
  for (const line of run.stdout.split('\n').filter(Boolean)) assert.ok(known.has(line), line);
});
