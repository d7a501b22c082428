import type { ClientErrorPayload } from '../api/types';
import { createClientErrorReporter, releaseOfManifestUrl, REPORTS_PER_WINDOW } from './report';

const MANIFESTS = {
  mfe_auth: 'http://localhost:3002/releases/1.4.0+3f2a1bc/mf-manifest.json',
  mfe_profile: 'http://localhost:3003/mf-manifest.json',
};

function setUp(location = 'http://localhost:3000/login?next=/profile&code=123456') {
  const sent: ClientErrorPayload[] = [];
  let now = 0;
  const reporter = createClientErrorReporter({
    send: async (payload) => {
      sent.push(payload);
    },
    now: () => now,
    location: () => location,
  });
  reporter.setRemoteReleases(MANIFESTS);
  return { reporter, sent, advance: (ms: number) => (now += ms) };
}

describe('releaseOfManifestUrl', () => {
  it('names the release folder the manifest is served from, or "dist"', () => {
    expect(releaseOfManifestUrl(MANIFESTS.mfe_auth)).toBe('1.4.0+3f2a1bc');
    expect(releaseOfManifestUrl(MANIFESTS.mfe_profile)).toBe('dist');
    expect(releaseOfManifestUrl('/releases/2.0.0-rc.1+abc/mf-manifest.json')).toBe('2.0.0-rc.1+abc');
  });
});

describe('client error reporter', () => {
  it('reports the remote with the release the shell loaded, the route without its query, and the stack', () => {
    const { reporter, sent } = setUp();
    const error = new TypeError('title is undefined');
    expect(reporter.report('mfe_auth', 'render', error)).toBe(true);
    expect(sent).toEqual([
      {
        remote: 'mfe_auth',
        version: '1.4.0+3f2a1bc',
        kind: 'render',
        route: '/login',
        message: 'TypeError: title is undefined',
        stack: expect.stringContaining('title is undefined'),
      },
    ]);
    reporter.report('mfe_profile', 'chunk', new Error('Loading chunk 3 failed'));
    expect(sent[1]).toMatchObject({ remote: 'mfe_profile', version: 'dist', kind: 'chunk' });
  });

  it('strips personal data from the message and stack before sending', () => {
    const { reporter, sent } = setUp();
    const error = new Error(
      'No account dana@example.test for token eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjo0Mn0.sig',
    );
    error.stack = `${error.message}\n    at http://localhost:3000/verify?code=839201 (x.js:1:1)`;
    reporter.report('mfe_auth', 'rejection', error);
    expect(JSON.stringify(sent)).not.toMatch(/dana|eyJ|839201/);
  });

  it('reports nothing for a remote the shell did not load', () => {
    const { reporter, sent } = setUp();
    expect(reporter.report('mfe_unknown', 'render', new Error('x'))).toBe(false);
    expect(sent).toEqual([]);
  });

  it('sends the same error once per page, and at most its share per minute', () => {
    const { reporter, sent, advance } = setUp();
    reporter.report('mfe_auth', 'render', new Error('same'));
    reporter.report('mfe_auth', 'render', new Error('same'));
    expect(sent).toHaveLength(1);
    for (let index = 0; index < 10; index += 1) reporter.report('mfe_auth', 'render', new Error(`e${index}`));
    expect(sent).toHaveLength(REPORTS_PER_WINDOW);
    advance(60_000);
    expect(reporter.report('mfe_auth', 'render', new Error('later'))).toBe(true);
    expect(sent).toHaveLength(REPORTS_PER_WINDOW + 1);
  });

  it('never throws when sending fails, and describes values that are not errors', async () => {
    const reporter = createClientErrorReporter({
      send: () => Promise.reject(new Error('offline')),
      now: () => 0,
      location: () => 'http://localhost:3000/',
    });
    reporter.setRemoteReleases(MANIFESTS);
    expect(reporter.report('mfe_auth', 'rejection', { reason: 'nope' })).toBe(true);
    await Promise.resolve();
  });

  it('finds the remote whose files a stack runs through', () => {
    const { reporter } = setUp();
    const stack =
      'Error: x\n    at f (http://localhost:3003/__federation_expose_Profile.1a2b3c4d.js:1:1)\n' +
      '    at g (http://localhost:3002/releases/1.4.0+3f2a1bc/main.js:1:1)';
    expect(reporter.remoteOfStack(stack)).toBe('mfe_profile');
    expect(reporter.remoteOfStack('at http://localhost:3000/main.js:1:1')).toBeNull();
    expect(reporter.remoteOfStack(undefined)).toBeNull();
  });
});
