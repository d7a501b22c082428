import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { audiencesOf, prerenderedPaths, remoteRoutes, sites } = createRequire(import.meta.url)(
  '../webpack/site-map.cjs',
);

test('a route with access is prerendered for that role only, and no other route for it', () => {
  assert.deepEqual(audiencesOf({ expose: './A', access: 'instructor', prerender: ['instructor'] }), [
    'instructor',
  ]);
  for (const audience of ['signed-out', 'signed-in'])
    assert.throws(
      () => audiencesOf({ expose: './A', access: 'instructor', prerender: [audience] }),
      /unknown prerender audience/,
    );
  assert.throws(
    () => audiencesOf({ expose: './A', access: 'instructor', prerender: true }),
    /prerender true/,
  );
  assert.throws(
    () => audiencesOf({ expose: './A', prerender: ['instructor'] }),
    /unknown prerender audience/,
  );
  assert.throws(
    () => audiencesOf({ expose: './A', access: 'admin', prerender: ['admin'] }),
    /unknown access/,
  );
  assert.deepEqual(audiencesOf({ expose: './A', prerender: true }), ['signed-out']);
  assert.deepEqual(audiencesOf({ expose: './A' }), []);
});

test('every teaching screen is prerendered for a remembered instructor, and for nobody else', () => {
  const teaching = sites.remotes.find((remote) => remote.name === 'mfe_teaching');
  const routes = remoteRoutes(teaching.workspace);
  const paths = prerenderedPaths(teaching.workspace);
  assert.deepEqual(
    paths.map((screen) => screen.path),
    routes.flatMap((route) => route.paths),
  );
  for (const screen of paths) assert.deepEqual(screen.audiences, ['instructor'], screen.path);
});
