/**
 * Who the smoke check renders each route as, and how a smoke account is configured and signed in
 * and out (scripts/release/smoke-accounts.mjs). The browser run itself is covered by
 * e2e/tests/releases-signed-in.spec.ts and releases-instructor.spec.ts; that the API's sign-out ends
 * the sign-in, by api/src/routes/auth/sessions.test.ts.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { ReleaseError } from './releases.mjs';
import { audiencesOf, kernelSession, signIn, signOut, smokeAccounts } from './smoke-accounts.mjs';
import { visitsOf } from './smoke.mjs';

const require = createRequire(import.meta.url);
const { remoteRoutes, usersOf } = require('../../webpack/site-map.cjs');

const routeOf = (workspace, routePath) =>
  remoteRoutes(workspace).find((route) => route.paths.includes(routePath));

describe('who a route is rendered as', () => {
  test("the site's routes: the profile as a student, the course page as both, teaching as an instructor, sign-in as a visitor", () => {
    assert.deepEqual(usersOf(routeOf('mfe-profile', '/profile')), ['student']);
    assert.deepEqual(usersOf(routeOf('mfe-learning', '/passingcourse/:id')), ['visitor', 'student']);
    assert.deepEqual(usersOf(routeOf('mfe-teaching', '/teaching/questions')), ['instructor']);
    assert.deepEqual(usersOf(routeOf('mfe-auth', '/signin')), ['visitor']);
  });

  test('a route that declares nothing is a visitor’s; signedInData alone makes it a student’s too', () => {
    assert.deepEqual(usersOf({ expose: './A', paths: ['/a'] }), ['visitor']);
    assert.deepEqual(usersOf({ expose: './B', paths: ['/b'], signedInData: ['/x/'] }), ['student']);
    assert.deepEqual(
      usersOf({ expose: './C', paths: ['/c'], prerender: ['signed-out'], signedInData: ['/x/'] }),
      ['visitor', 'student'],
    );
  });

  test('an access the shell does not know is refused rather than checked as a visitor', () => {
    assert.throws(
      () => audiencesOf({ expose: './D', paths: ['/d'], access: 'admin' }),
      /unknown access admin/,
    );
  });

  test('each path of a release is visited once per audience, a parameter at its link', () => {
    const release = { routes: remoteRoutes('mfe-learning') };
    assert.deepEqual(visitsOf(release), [
      { location: '/passingcourse/1', audience: 'visitor' },
      { location: '/passingcourse/1', audience: 'student' },
    ]);
  });
});

describe('smoke accounts from the environment', () => {
  test('none set: no accounts; empty values count as unset', () => {
    assert.deepEqual(smokeAccounts({}), {});
    assert.deepEqual(smokeAccounts({ SMOKE_STUDENT_EMAIL: '', SMOKE_STUDENT_PASSWORD: '' }), {});
  });

  test('an account per role', () => {
    assert.deepEqual(
      smokeAccounts({
        SMOKE_STUDENT_EMAIL: 's@example.test',
        SMOKE_STUDENT_PASSWORD: 'one',
        SMOKE_INSTRUCTOR_EMAIL: 'i@example.test',
        SMOKE_INSTRUCTOR_PASSWORD: 'two',
      }),
      {
        student: { email: 's@example.test', password: 'one' },
        instructor: { email: 'i@example.test', password: 'two' },
      },
    );
  });

  test('half an account is refused, naming the missing variable', () => {
    assert.throws(
      () => smokeAccounts({ SMOKE_INSTRUCTOR_EMAIL: 'i@example.test' }),
      (error) =>
        error instanceof ReleaseError &&
        error.message ===
          'the smoke account for instructor is half configured: SMOKE_INSTRUCTOR_PASSWORD is not set',
    );
  });
});

/**
 * A stand-in of the site's API on a free port for the tests of one describe: `answer(request)` gives
 * `[status, body]` for each JSON request, and every request is kept in `seen`.
 */
function stubApi(answer) {
  const stub = { base: '', seen: [] };
  let server;
  before(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const request = { method: req.method, url: req.url, json: JSON.parse(body) };
        stub.seen.push(request);
        const [status, value] = answer(request);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    stub.base = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));
  return stub;
}

describe('signing a smoke account in', () => {
  const stub = stubApi(({ json }) =>
    json.password === 'right' ? [200, { access: 'a.b.c', refresh: 'd.e.f' }] : [401, { detail: 'no' }],
  );
  const { seen } = stub;

  test("posts to the kernel's sign-in endpoint of the site's API and returns the tokens", async () => {
    const { loginPath } = await kernelSession();
    const tokens = await signIn(`${stub.base}/`, 'student', { email: 's@example.test', password: 'right' });
    assert.deepEqual(tokens, { access: 'a.b.c', refresh: 'd.e.f' });
    assert.deepEqual(seen.at(-1), {
      method: 'POST',
      url: loginPath,
      json: { email: 's@example.test', password: 'right' },
    });
  });

  test('a refused sign-in says who and what the API answered, never the password', async () => {
    await assert.rejects(
      signIn(stub.base, 'student', { email: 's@example.test', password: 'wrong-secret' }),
      (error) =>
        error instanceof ReleaseError &&
        error.message.includes('the smoke account for student (s@example.test) could not sign in') &&
        error.message.includes(
          'answered 401: the API refused that e-mail and password (check SMOKE_STUDENT_EMAIL and SMOKE_STUDENT_PASSWORD)',
        ) &&
        !error.message.includes('wrong-secret'),
    );
  });

  test('an API that does not answer is reported as unreachable', async () => {
    await assert.rejects(
      signIn('http://127.0.0.1:9', 'instructor', { email: 'i@example.test', password: 'x' }),
      /the smoke account for instructor could not sign in: http:\/\/127\.0\.0\.1:9\/.* is unreachable/,
    );
  });
});

describe('signing a smoke account out', () => {
  // A stand-in of the API's sign-in and sign-out: which refresh tokens were signed out.
  const revoked = new Set();
  let refuseSignOut = false;
  let issued = 0;
  const paths = kernelSession();
  let loginPath;
  let logoutPath;
  before(async () => ({ loginPath, logoutPath } = await paths));
  const stub = stubApi(({ url, json }) => {
    if (url === loginPath) {
      issued += 1;
      return [200, { access: `access-${issued}`, refresh: `refresh-${issued}` }];
    }
    if (url === logoutPath && !refuseSignOut) {
      revoked.add(json.refresh);
      return [200, {}];
    }
    return [404, { detail: 'Not found.' }];
  });
  const { seen } = stub;

  test("posts the sign-in's refresh token to the kernel's sign-out endpoint of the site's API", async () => {
    const { logoutPath } = await kernelSession();
    const tokens = await signIn(stub.base, 'instructor', { email: 'i@example.test', password: 'p' });
    assert.equal(await signOut(`${stub.base}/`, 'instructor', tokens), null);
    assert.deepEqual(seen.at(-1), { method: 'POST', url: logoutPath, json: { refresh: tokens.refresh } });
    assert.ok(revoked.has(tokens.refresh));
  });

  test('a refused sign-out is said, with who and what the API answered', async () => {
    refuseSignOut = true;
    try {
      const tokens = await signIn(stub.base, 'student', { email: 's@example.test', password: 'p' });
      assert.match(
        await signOut(stub.base, 'student', tokens),
        /^the smoke account for student was not signed out: http:\/\/127\.0\.0\.1:\d+\/.* answered 404$/,
      );
      assert.ok(!revoked.has(tokens.refresh));
    } finally {
      refuseSignOut = false;
    }
  });

  test('an unreachable API is said; a sign-in without a refresh token asks nothing', async () => {
    assert.match(
      await signOut('http://127.0.0.1:9', 'student', { access: 'a', refresh: 'r' }),
      /^the smoke account for student was not signed out: .* is unreachable/,
    );
    const before = seen.length;
    assert.equal(await signOut(stub.base, 'student', { access: 'a', refresh: null }), null);
    assert.equal(seen.length, before);
  });
});
