/** One team, one pipeline: `npm test -w <front end>` (scripts/workspace-test.mjs) and e2e/spec-owners.json. */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { OWNERS_FILE, pipeline, specsOf } from './workspace-test.mjs';

const { sites, frontEnds } = createRequire(import.meta.url)('../webpack/site-map.cjs');
const owners = JSON.parse(readFileSync(OWNERS_FILE, 'utf8'));
const specFiles = readdirSync(path.join(path.dirname(OWNERS_FILE), 'tests')).filter((name) =>
  name.endsWith('.spec.ts'),
);

test('every browser spec has exactly one owner, and every listed spec exists', () => {
  const listed = Object.entries(owners)
    .filter(([key]) => key !== '$comment')
    .flatMap(([, specs]) => specs);
  assert.deepEqual([...listed].sort(), [...specFiles].sort());
  assert.equal(new Set(listed).size, listed.length);
});

test('every front end of sites.json has its browser tests listed', () => {
  for (const site of frontEnds) assert.ok(Array.isArray(owners[site.workspace]), site.workspace);
});

test("a remote's pipeline: its unit tests, the builds, its own specs stitched, then its standalone check", () => {
  const steps = pipeline('mfe-auth', { owners });
  assert.deepEqual(
    steps.map(([label]) => label),
    ['unit tests', 'builds', 'browser tests, stitched', 'browser tests, standalone'],
  );
  assert.deepEqual(steps[0][2], ['jest', '--selectProjects', 'mfe-auth']);
  // The builds include the API's when stale: the browser tests sign in through it.
  assert.deepEqual(steps[1][2], [path.join('scripts', 'build.mjs'), '--api']);
  assert.deepEqual(steps[2][2].slice(5), ['tests/auth.spec.ts']);
  assert.deepEqual(steps[2][3], { E2E_STITCH: 'mfe-auth' });
  assert.deepEqual(steps[3][2].slice(-2), ['--grep', 'mfe_auth renders standalone']);
  assert.deepEqual(
    pipeline('mfe-auth', { unitOnly: true, owners }).map(([label]) => label),
    ['unit tests'],
  );
});

test("the shell's pipeline also runs the specs of the site as a whole, and has no standalone check", () => {
  const specs = specsOf(sites.shell.workspace, owners);
  assert.ok(specs.includes('tests/releases-qa.spec.ts'));
  assert.ok(specs.includes('tests/content-security-policy.spec.ts'));
  assert.ok(!specs.includes('tests/standalone.spec.ts'));
  assert.ok(!specs.includes('tests/auth.spec.ts'));
  assert.equal(
    pipeline(sites.shell.workspace, { owners }).some(([label]) => label.includes('standalone')),
    false,
  );
});

test('a workspace that is not a front end, or one without listed specs, is refused', () => {
  assert.throws(() => pipeline('api', { owners }), /api is not a front end of sites\.json/);
  assert.throws(() => specsOf('mfe-auth', { site: [] }), /lists no browser tests for mfe-auth/);
});
