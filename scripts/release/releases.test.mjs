/**
 * The release commands on folders of their own (node --test scripts/release/): publishing, the gates
 * against the live shell, and switching the deployment document. The smoke check's browser run is
 * covered by e2e/tests/releases.spec.ts; here a stand-in says whether it passed.
 */
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { cacheControl } from '../cache-control.mjs';
import { followBucket, serveOne } from '../serve.mjs';
import { leavesItsFolder, openReleaseBucket, releaseBucketSettings, releasePollSeconds } from './bucket.mjs';
import { main } from './cli.mjs';
import {
  ReleaseError,
  contentHash,
  gateProblems,
  publishRelease,
  readLiveShell,
  releaseList,
  runtimeConfigOf,
  satisfies,
} from './releases.mjs';

const require = createRequire(import.meta.url);
const { sites, remoteRoutes, shellRoutes } = require('../../webpack/site-map.cjs');
const { earlyRoutes } = require('../../first-screen/build/early-start-plugin.cjs');

const REMOTE = sites.remotes[0];
const OTHER = sites.remotes[1];
const KERNEL = '2.1.0';
const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function tempRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'releases-test-'));
  roots.push(root);
  return root;
}

/** A build folder of `remote` as webpack leaves it: manifest, remote entry, a chunk. */
function fakeBuild(
  root,
  remote = REMOTE,
  { kernelRange = `^${KERNEL}`, dropExpose, text = 'one', manifest: change = (manifest) => manifest } = {},
) {
  const folder = path.join(root, `build-${remote.workspace}-${Math.random().toString(16).slice(2)}`);
  mkdirSync(folder, { recursive: true });
  const exposes = remoteRoutes(remote.workspace)
    .map((route) => route.expose.replace(/^\.\//, ''))
    .filter((name) => name !== dropExpose)
    .map((name) => ({ name, path: `./${name}` }));
  const manifest = {
    id: remote.name,
    name: remote.name,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [{ name: '@academy/shared', version: KERNEL, singleton: true, requiredVersion: kernelRange }],
    remotes: [],
    exposes,
  };
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(change(manifest)));
  writeFileSync(path.join(folder, 'remoteEntry.js'), `var ${remote.name} = "${text}";`);
  writeFileSync(path.join(folder, '1.0123456789.js'), `"${text}"`);
  return folder;
}

/**
 * A shell build, by default the live shell's dist: its manifest (the kernel it serves), index.html with
 * its route table (and `text`), a chunk named after `text`, config.json.
 */
function fakeShell(
  root,
  kernelVersion = KERNEL,
  { folder: name = 'shell-dist', text = 'dist', routes = earlyRoutes(shellRoutes()) } = {},
) {
  const folder = path.join(root, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({
      name: sites.shell.name,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ name: '@academy/shared', version: kernelVersion, requiredVersion: `^${kernelVersion}` }],
      exposes: [],
    }),
  );
  writeFileSync(path.join(folder, 'remoteEntry.js'), '');
  writeFileSync(path.join(folder, `shell.${text}.js`), `"${text}"`);
  writeFileSync(
    path.join(folder, 'index.html'),
    `<!doctype html><title>${text}</title><script>(function(){})(${JSON.stringify(routes)});</script>`,
  );
  const remotes = Object.fromEntries(
    sites.remotes.map((remote) => [remote.name, `http://127.0.0.1:${remote.port}/mf-manifest.json`]),
  );
  writeFileSync(
    path.join(folder, 'config.json'),
    JSON.stringify({ apiBaseUrl: 'http://127.0.0.1:8000', remotes }),
  );
  return folder;
}

/** Runs a command as the CLI would, with its lines collected and the smoke check stood in for. */
function command(root, smokeProblems = () => [], settings = {}) {
  const env = {
    ACADEMY_RELEASES_DIR: path.join(root, 'releases'),
    ACADEMY_SHELL_DIST: path.join(root, 'shell-dist'),
    ...settings,
  };
  const lines = [];
  const smokeCalls = [];
  const run = (...argv) =>
    main(argv, {
      env,
      cwd: root,
      log: (line) => lines.push(line),
      smoke: async (input) => {
        smokeCalls.push(input.release.id);
        return { problems: smokeProblems(input.release), notes: [] };
      },
    });
  return { run, lines, smokeCalls, dir: env.ACADEMY_RELEASES_DIR };
}

/** `npm run release` of a build folder as `<version>+<commit>` of the remote under test. */
const publish = (run, build, version, commit) =>
  run('release', REMOTE.workspace, '--from', build, '--version', version, '--commit', commit);

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const SHELL = sites.shell;

/** Every remote published as `version+live` and deployed: the site then serves releases only. */
async function everyRemoteLive(root, run, version = '1.0.0', options = {}) {
  for (const remote of sites.remotes) {
    const build = fakeBuild(root, remote, options);
    await run('release', remote.workspace, '--from', build, '--version', version, '--commit', 'live');
    await run('deploy', remote.workspace, version);
  }
}

/** A shell build of its own folder, serving `kernelVersion`, published as `<version>+<commit>`. */
const publishShell = (root, run, version, commit, kernelVersion = KERNEL, options = {}) =>
  run(
    'release',
    SHELL.workspace,
    '--from',
    fakeShell(root, kernelVersion, { folder: `shell-${commit}`, text: commit, ...options }),
    '--version',
    version,
    '--commit',
    commit,
  );

/** A manifest change: `metaData` merged with `meta`. */
const withMeta = (meta) => (manifest) => ({ ...manifest, metaData: { ...manifest.metaData, ...meta } });
const withEntry = (entry) => (manifest) =>
  withMeta({ remoteEntry: { ...manifest.metaData.remoteEntry, ...entry } })(manifest);

describe('kernel ranges', () => {
  test('a caret range takes newer minors of its major and nothing older or of another major', () => {
    assert.equal(satisfies('2.1.0', '^2.1.0'), true);
    assert.equal(satisfies('2.4.3', '^2.1.0'), true);
    assert.equal(satisfies('2.0.9', '^2.1.0'), false);
    assert.equal(satisfies('3.0.0', '^2.1.0'), false);
    assert.equal(satisfies('0.2.5', '^0.2.1'), true);
    assert.equal(satisfies('0.3.0', '^0.2.1'), false);
  });

  test('tilde, exact, at-least and any ranges; an unreadable range or version satisfies nothing', () => {
    assert.equal(satisfies('2.1.7', '~2.1.0'), true);
    assert.equal(satisfies('2.2.0', '~2.1.0'), false);
    assert.equal(satisfies('2.1.0', '2.1.0'), true);
    assert.equal(satisfies('2.1.1', '2.1.0'), false);
    assert.equal(satisfies('9.0.0', '>=2.1.0'), true);
    assert.equal(satisfies('1.0.0', '*'), true);
    assert.equal(satisfies('2.1.0', 'latest'), false);
    assert.equal(satisfies('2.1.0', ''), false);
    assert.equal(satisfies('two', '^2.0.0'), false);
  });
});

describe('publishing a release', () => {
  test('copies the build into <remote>/<version>+<commit>/ with a record of what it provides and requires', async () => {
    const root = tempRoot();
    const { run, dir } = command(root);
    await publish(run, fakeBuild(root), '1.4.0', 'abc1234');
    const folder = path.join(dir, REMOTE.workspace, '1.4.0+abc1234');
    const record = readJson(path.join(folder, 'release.json'));
    assert.equal(record.remote, REMOTE.name);
    assert.equal(record.version, '1.4.0');
    assert.equal(record.commit, 'abc1234');
    assert.equal(record.kernelRange, `^${KERNEL}`);
    assert.deepEqual(
      record.exposes,
      remoteRoutes(REMOTE.workspace).map((route) => route.expose),
    );
    assert.deepEqual(
      record.routes.map((route) => route.paths),
      remoteRoutes(REMOTE.workspace).map((route) => route.paths),
    );
    // Who the smoke check renders each route as (REMOTE is mfe-public: visitors and students).
    assert.deepEqual(
      record.routes.map((route) => route.users),
      remoteRoutes(REMOTE.workspace).map(() => ['visitor', 'student']),
    );
    assert.match(record.contentHash, /^sha256-[0-9a-f]{64}$/);
    assert.ok(!Number.isNaN(Date.parse(record.builtAt)));
    assert.deepEqual(readdirSync(folder).sort(), [
      '1.0123456789.js',
      'mf-manifest.json',
      'release.json',
      'remoteEntry.js',
    ]);
  });

  test('refuses to overwrite a release that exists and leaves its files as they were', async () => {
    const root = tempRoot();
    const { run, dir } = command(root);
    await publish(run, fakeBuild(root, REMOTE, { text: 'first' }), '1.0.0', 'c1');
    await assert.rejects(
      publish(run, fakeBuild(root, REMOTE, { text: 'second' }), '1.0.0', 'c1'),
      (error) =>
        error instanceof ReleaseError && /exists already; releases are never overwritten/.test(error.message),
    );
    const entry = readFileSync(path.join(dir, REMOTE.workspace, '1.0.0+c1', 'remoteEntry.js'), 'utf8');
    assert.match(entry, /first/);
  });

  test('refuses a build without a manifest, one whose manifest does not parse, and another remote’s bundle', async () => {
    const root = tempRoot();
    const { run } = command(root);
    const missing = fakeBuild(root);
    rmSync(path.join(missing, 'mf-manifest.json'));
    await assert.rejects(
      run('release', REMOTE.workspace, '--from', missing, '--commit', 'c1'),
      /its manifest is missing/,
    );
    const corrupt = fakeBuild(root);
    writeFileSync(path.join(corrupt, 'mf-manifest.json'), '{"name": ');
    await assert.rejects(
      run('release', REMOTE.workspace, '--from', corrupt, '--commit', 'c1'),
      /its manifest does not parse/,
    );
    await assert.rejects(
      run('release', REMOTE.workspace, '--from', fakeBuild(root, OTHER), '--commit', 'c1'),
      new RegExp(`is the bundle ${OTHER.name}, not ${REMOTE.name}`),
    );
    await assert.rejects(
      run('release', 'mfe-nothing', '--from', fakeBuild(root), '--commit', 'c1'),
      /is neither the shell nor a remote of sites.json/,
    );
    await assert.rejects(publish(run, fakeBuild(root), 'v1', 'c1'), /is not a release name/);
  });
});

describe('what a release may name', () => {
  test('refuses release names that are not semver plus identifiers of [0-9A-Za-z-], naming the part', async () => {
    const root = tempRoot();
    const { run, dir } = command(root);
    const build = fakeBuild(root);
    for (const [version, commit, part] of [
      ['1.0.0', '..', /its commit "\.\." is not dot-separated identifiers/],
      ['1.0.0', 'a..b', /its commit "a\.\.b"/],
      ['1.0.0', '../../etc', /its commit "\.\.\/\.\.\/etc"/],
      ['1.0.0', 'abc/def', /its commit "abc\/def"/],
      ['1.0.0', '.', /its commit "\."/],
      ['1.0.0-.', 'c1', /its version "1\.0\.0-\." is not x\.y\.z/],
      ['1.0.0-rc..1', 'c1', /its version "1\.0\.0-rc\.\.1"/],
      ['01.0.0', 'c1', /its version "01\.0\.0"/],
    ]) {
      await assert.rejects(publish(run, build, version, commit), (error) => {
        assert.ok(error instanceof ReleaseError);
        assert.match(error.message, /is not a release name/);
        assert.match(error.message, part);
        return true;
      });
    }
    assert.equal(existsSync(path.join(dir, REMOTE.workspace)), false);
    await publish(run, build, '1.0.0-rc.1', 'abc-1.dirty');
    assert.ok(existsSync(path.join(dir, REMOTE.workspace, '1.0.0-rc.1+abc-1.dirty', 'release.json')));
  });

  test('refuses a manifest whose remote entry or assets leave the build folder, naming the path', async () => {
    const root = tempRoot();
    const { run, dir } = command(root);
    const cases = [
      [
        withEntry({ name: '../../../etc/hostname' }),
        /remoteEntry "\.\.\/\.\.\/\.\.\/etc\/hostname" climbs out/,
      ],
      [withEntry({ path: '../..' }), /remoteEntry path "\.\.\/\.\." climbs out/],
      [withEntry({ name: '/etc/hostname' }), /remoteEntry "\/etc\/hostname" is absolute/],
      [withEntry({ name: 'https://evil.example/remoteEntry.js' }), /is a URL, not a file of the build/],
      [
        withMeta({ types: { path: '', name: '', zip: '..\\..\\types.zip', api: 'api.d.ts' } }),
        /types zip "\.\.\\\\\.\.\\\\types\.zip" climbs out/,
      ],
      [
        (manifest) => ({
          ...manifest,
          exposes: manifest.exposes.map((expose, index) =>
            index === 0 ? { ...expose, assets: { js: { sync: ['../../../secret.js'], async: [] } } } : expose,
          ),
        }),
        /expose \S+ js asset "\.\.\/\.\.\/\.\.\/secret\.js" climbs out/,
      ],
    ];
    for (const [change, problem] of cases) {
      await assert.rejects(
        publish(run, fakeBuild(root, REMOTE, { manifest: change }), '1.0.0', 'c1'),
        (error) => error instanceof ReleaseError && problem.test(error.message),
      );
    }
    // A file of the build that is a link to one outside it.
    const linked = fakeBuild(root);
    mkdirSync(path.join(linked, 'chunks'));
    symlinkSync('/etc/hostname', path.join(linked, 'chunks', 'hostname.js'));
    await assert.rejects(
      publish(run, linked, '1.0.0', 'c1'),
      /holds symbolic links, which may leave the build folder: chunks\/hostname\.js/,
    );
    assert.equal(existsSync(path.join(dir, REMOTE.workspace)), false);
  });

  test('refuses a publicPath on a foreign origin; takes auto, a path, and the remote’s own origin', async () => {
    const root = tempRoot();
    fakeShell(root);
    const { run, dir } = command(root);
    const own = `http://127.0.0.1:${REMOTE.port}`;
    for (const [publicPath, problem] of [
      [
        'https://evil.example/',
        /publicPath "https:\/\/evil\.example\/" is on another origin than the remote's/,
      ],
      ['//evil.example/', /publicPath "\/\/evil\.example\/" is on another origin/],
      [`http://127.0.0.1:${REMOTE.port + 1}/`, /is on another origin/],
      ['/releases/../../', /publicPath "\/releases\/\.\.\/\.\.\/" climbs out/],
    ]) {
      await assert.rejects(
        publish(run, fakeBuild(root, REMOTE, { manifest: withMeta({ publicPath }) }), '1.0.0', 'c1'),
        (error) => error instanceof ReleaseError && problem.test(error.message),
      );
    }
    await assert.rejects(
      publish(
        run,
        fakeBuild(root, REMOTE, { manifest: withMeta({ getPublicPath: 'return "https://evil.example/"' }) }),
        '1.0.0',
        'c1',
      ),
      /sets getPublicPath/,
    );
    const accepted = ['auto', '/releases/1.0.0+c2/', `${own}/releases/1.0.0+c3/`];
    for (const [index, publicPath] of accepted.entries()) {
      await publish(
        run,
        fakeBuild(root, REMOTE, { manifest: withMeta({ publicPath }) }),
        '1.0.0',
        `c${index + 1}`,
      );
    }
    assert.deepEqual(readdirSync(path.join(dir, REMOTE.workspace)).sort(), [
      '1.0.0+c1',
      '1.0.0+c2',
      '1.0.0+c3',
    ]);
  });

  test('deploy refuses, and the staging list does not offer, a release whose manifest was changed to leave its folder', async () => {
    const root = tempRoot();
    fakeShell(root);
    const { run, dir } = command(root);
    await publish(run, fakeBuild(root), '1.0.0', 'sound');
    const bad = (await publish(run, fakeBuild(root), '1.0.1', 'bad')).folder;
    const foreign = (await publish(run, fakeBuild(root), '1.0.2', 'foreign')).folder;
    const rewrite = (folder, change) =>
      writeFileSync(
        path.join(folder, 'mf-manifest.json'),
        JSON.stringify(change(readJson(path.join(folder, 'mf-manifest.json')))),
      );
    // Changed by hand, or published before these checks existed.
    rewrite(bad, withEntry({ name: '../../../etc/hostname' }));
    rewrite(foreign, withMeta({ publicPath: 'https://evil.example/' }));
    await assert.rejects(run('deploy', REMOTE.workspace, '1.0.1'), /climbs out of the build folder/);
    await assert.rejects(run('deploy', REMOTE.workspace, '1.0.2'), /is on another origin/);
    assert.equal(existsSync(path.join(dir, 'deployment.json')), false);
    assert.deepEqual((await releaseList(dir)).remotes[REMOTE.name], ['1.0.0+sound']);
    // A folder whose name is not a release name is not offered either.
    mkdirSync(path.join(dir, REMOTE.workspace, '1.0.0+a..b'));
    writeFileSync(
      path.join(dir, REMOTE.workspace, '1.0.0+a..b', 'release.json'),
      JSON.stringify({ id: '1.0.0+a..b' }),
    );
    assert.deepEqual((await releaseList(dir)).remotes[REMOTE.name], ['1.0.0+sound']);
  });
});

describe('gates against the live shell', () => {
  async function published(root, options) {
    return publishRelease({
      dir: path.join(root, 'releases'),
      workspace: REMOTE.workspace,
      buildDir: fakeBuild(root, REMOTE, options),
      version: '1.0.0',
      commit: Math.random().toString(16).slice(2, 9),
    });
  }

  test('the live shell’s kernel and route table are read from its build', async () => {
    const shell = await readLiveShell(fakeShell(tempRoot(), '2.3.0'));
    assert.equal(shell.kernelVersion, '2.3.0');
    assert.ok(shell.routes.some((route) => route.remote === REMOTE.name));
  });

  test('a release that fits the live shell passes', async () => {
    const root = tempRoot();
    const shell = await readLiveShell(fakeShell(root));
    assert.deepEqual(await gateProblems(await published(root), shell), []);
  });

  test('a kernel range the live shell does not satisfy is refused, naming both', async () => {
    const root = tempRoot();
    const shell = await readLiveShell(fakeShell(root));
    const problems = await gateProblems(await published(root, { kernelRange: '^3.0.0' }), shell);
    assert.equal(problems.length, 1);
    assert.match(
      problems[0],
      new RegExp(`requires @academy/shared \\^3\\.0\\.0, but the live shell serves ${KERNEL}`),
    );
  });

  test('a release without an expose the shell’s route table loads is refused, naming the expose', async () => {
    const root = tempRoot();
    const shell = await readLiveShell(fakeShell(root));
    const dropped = remoteRoutes(REMOTE.workspace)[0].expose.replace(/^\.\//, '');
    const problems = await gateProblems(await published(root, { dropExpose: dropped }), shell);
    assert.ok(
      problems.some((problem) => problem.includes(`does not expose ./${dropped}`)),
      problems.join('\n'),
    );
  });

  test('a release whose record drops a route the shell still has is refused', async () => {
    const root = tempRoot();
    const shell = await readLiveShell(fakeShell(root));
    const release = await published(root);
    const trimmed = {
      ...release,
      routes: release.routes.map((route, index) => (index === 0 ? { ...route, paths: [] } : route)),
    };
    const problems = await gateProblems(trimmed, shell);
    assert.ok(
      problems.some((problem) => /drops the route/.test(problem)),
      problems.join('\n'),
    );
  });

  test('a release whose manifest was damaged after publishing is refused, and one whose record lies about the kernel', async () => {
    const root = tempRoot();
    const shell = await readLiveShell(fakeShell(root));
    const damaged = await published(root);
    writeFileSync(path.join(damaged.folder, 'mf-manifest.json'), 'not json');
    assert.match((await gateProblems(damaged, shell))[0], /its manifest does not parse/);
    const lying = { ...(await published(root, { kernelRange: '^1.0.0' })), kernelRange: `^${KERNEL}` };
    assert.ok(
      (await gateProblems(lying, shell)).some((problem) => /its manifest requires \^1\.0\.0/.test(problem)),
    );
  });

  test('a live shell without a build is refused with where it was looked for', async () => {
    await assert.rejects(
      readLiveShell(path.join(tempRoot(), 'nothing')),
      /the live shell: its manifest is missing/,
    );
  });
});

describe('deploying and rolling back', () => {
  async function twoReleases(root, run) {
    await publish(run, fakeBuild(root, REMOTE, { text: 'one' }), '1.0.0', 'aaa');
    await publish(run, fakeBuild(root, REMOTE, { text: 'two' }), '1.1.0', 'bbb');
  }

  test('deploy switches the document and the generated config to the release; rollback returns to the one before', async () => {
    const root = tempRoot();
    fakeShell(root);
    const { run, dir, smokeCalls } = command(root);
    await twoReleases(root, run);
    const manifestOf = () => readJson(path.join(dir, 'config.json')).remotes[REMOTE.name];

    await run('deploy', REMOTE.workspace, '1.0.0');
    assert.equal(manifestOf(), `http://127.0.0.1:${REMOTE.port}/releases/1.0.0+aaa/mf-manifest.json`);
    await run('deploy', REMOTE.name, '1.1.0+bbb');
    assert.equal(manifestOf(), `http://127.0.0.1:${REMOTE.port}/releases/1.1.0+bbb/mf-manifest.json`);
    assert.deepEqual(
      {
        live: readJson(path.join(dir, 'deployment.json')).remotes[REMOTE.workspace].live,
        previous: readJson(path.join(dir, 'deployment.json')).remotes[REMOTE.workspace].previous,
      },
      { live: '1.1.0+bbb', previous: '1.0.0+aaa' },
    );
    // The other remotes keep the manifests the site had.
    assert.equal(
      readJson(path.join(dir, 'config.json')).remotes[OTHER.name],
      `http://127.0.0.1:${OTHER.port}/mf-manifest.json`,
    );
    assert.deepEqual(smokeCalls, ['1.0.0+aaa', '1.1.0+bbb']);

    await run('rollback', REMOTE.workspace);
    assert.equal(manifestOf(), `http://127.0.0.1:${REMOTE.port}/releases/1.0.0+aaa/mf-manifest.json`);
    // No smoke check on the way back: it ran live before.
    assert.equal(smokeCalls.length, 2);
    // Only the two documents are left: no temporary files beside them.
    assert.deepEqual(
      readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort(),
      ['config.json', 'deployment.json'],
    );
    assert.deepEqual(
      readdirSync(dir).filter((name) => name.endsWith('.tmp')),
      [],
    );
  });

  test('QA overrides: the config says so only when the document allows them, and the list names every release', async () => {
    const root = tempRoot();
    fakeShell(root);
    const { run, dir } = command(root);
    await twoReleases(root, run);
    await run('deploy', REMOTE.workspace, '1.0.0');
    assert.equal(readJson(path.join(dir, 'config.json')).overrides, undefined);
    const document = readJson(path.join(dir, 'deployment.json'));
    writeFileSync(path.join(dir, 'deployment.json'), JSON.stringify({ ...document, overrides: 'staging' }));
    await run('deploy', REMOTE.workspace, '1.1.0');
    assert.equal(readJson(path.join(dir, 'config.json')).overrides, true);
    const list = await releaseList(dir);
    assert.deepEqual(list.remotes[REMOTE.name], ['1.0.0+aaa', '1.1.0+bbb']);
    assert.deepEqual(list.remotes[OTHER.name], []);
    // A site config that claims overrides does not open them: only the document does.
    const site = {
      apiBaseUrl: 'http://a',
      remotes: { [REMOTE.name]: 'http://r/mf-manifest.json' },
      overrides: true,
    };
    assert.equal(runtimeConfigOf({ remotes: {} }, site).overrides, undefined);
    assert.equal(runtimeConfigOf({ remotes: {}, overrides: 'yes' }, site).overrides, undefined);
  });

  test("the site's media origins reach the config; one the policy cannot admit is refused", () => {
    const site = { apiBaseUrl: 'http://a', remotes: { [REMOTE.name]: 'http://r/mf-manifest.json' } };
    const media = ['https://media.academy.example'];
    assert.deepEqual(runtimeConfigOf({ remotes: {} }, { ...site, mediaOrigins: media }).mediaOrigins, media);
    assert.throws(
      () =>
        runtimeConfigOf({
          remotes: {},
          site: { ...site, mediaOrigins: ['https://media.academy.example/v'] },
        }),
      {
        name: 'ReleaseError',
        message: /config\.json mediaOrigins .*got "https:\/\/media\.academy\.example\/v"/,
      },
    );
  });

  test('a failed smoke check leaves the live release in place and says why', async () => {
    const root = tempRoot();
    fakeShell(root);
    const { run, dir } = command(root, (release) =>
      release.version === '1.1.0' ? ['/signin: the shell shows the fallback'] : [],
    );
    await twoReleases(root, run);
    await run('deploy', REMOTE.workspace, '1.0.0');
    const before = readFileSync(path.join(dir, 'deployment.json'), 'utf8');
    await assert.rejects(
      run('deploy', REMOTE.workspace, '1.1.0'),
      /the smoke check failed; the live release stays\n {2}\/signin: the shell shows the fallback/,
    );
    assert.equal(readFileSync(path.join(dir, 'deployment.json'), 'utf8'), before);
  });

  test('an incompatible kernel range is refused before any smoke check', async () => {
    const root = tempRoot();
    fakeShell(root);
    const { run, dir, smokeCalls } = command(root);
    await publish(run, fakeBuild(root, REMOTE, { kernelRange: '^3.0.0' }), '3.0.0', 'ccc');
    await assert.rejects(
      run('deploy', REMOTE.workspace, '3.0.0'),
      /refused .*3\.0\.0\+ccc:\n .*requires @academy\/shared \^3\.0\.0, but the live shell serves 2\.1\.0/,
    );
    assert.deepEqual(smokeCalls, []);
    assert.deepEqual(
      readdirSync(dir).filter((name) => name.endsWith('.json')),
      [],
    );
  });

  test('a corrupt deployment document is refused and left as it is, by deploy, rollback and the listing', async () => {
    const root = tempRoot();
    fakeShell(root);
    const { run, dir } = command(root);
    await twoReleases(root, run);
    writeFileSync(path.join(dir, 'deployment.json'), '{"remotes": {');
    for (const argv of [
      ['deploy', REMOTE.workspace, '1.0.0'],
      ['rollback', REMOTE.workspace],
      ['releases'],
    ]) {
      await assert.rejects(
        run(...argv),
        /the deployment document .* is not valid JSON .*nothing was changed/,
      );
    }
    writeFileSync(path.join(dir, 'deployment.json'), '[]');
    await assert.rejects(run('deploy', REMOTE.workspace, '1.0.0'), /has no "remotes" object/);
    assert.equal(readFileSync(path.join(dir, 'deployment.json'), 'utf8'), '[]');
  });

  test('unknown releases, ambiguous versions and a rollback with nothing before are refused', async () => {
    const root = tempRoot();
    fakeShell(root);
    const { run } = command(root);
    await twoReleases(root, run);
    await publish(run, fakeBuild(root), '1.0.0', 'ddd');
    await assert.rejects(run('deploy', REMOTE.workspace, '9.9.9'), /has no release 9\.9\.9/);
    await assert.rejects(
      run('deploy', REMOTE.workspace, '1.0.0'),
      /several releases of 1\.0\.0 \(1\.0\.0\+aaa, 1\.0\.0\+ddd\); name one in full/,
    );
    await assert.rejects(run('deploy', REMOTE.workspace), /name a remote and a release/);
    await assert.rejects(run('rollback', REMOTE.workspace), /has no previous live release/);
    await run('deploy', REMOTE.workspace, '1.0.0+aaa');
    await assert.rejects(run('rollback', REMOTE.workspace), /has no previous live release/);
  });

  test('the listing shows what is live, what was, and every release of every remote', async () => {
    const root = tempRoot();
    fakeShell(root);
    const { run, lines } = command(root);
    await twoReleases(root, run);
    await run('deploy', REMOTE.workspace, '1.0.0');
    await run('deploy', REMOTE.workspace, '1.1.0');
    lines.length = 0;
    await run('releases');
    const text = lines.join('\n');
    assert.match(text, new RegExp(`${REMOTE.workspace}: live 1\\.1\\.0\\+bbb, previous 1\\.0\\.0\\+aaa`));
    assert.match(text, /\* 1\.1\.0\+bbb/);
    assert.match(text, / {3}1\.0\.0\+aaa/);
    for (const remote of sites.remotes.slice(1))
      assert.match(text, new RegExp(`${remote.workspace}: live \\(its dist folder\\)`));
  });
});

describe('the shell as a release', () => {
  const shellState = (dir) => {
    const { live, previous } = readJson(path.join(dir, 'deployment.json')).shell ?? {};
    return { live, previous };
  };

  test('a shell release records what it serves, goes live after the gates and its smoke check, and rolls back', async () => {
    const root = tempRoot();
    fakeShell(root);
    const { run, dir, lines, smokeCalls } = command(root);
    await everyRemoteLive(root, run);
    const first = await publishShell(root, run, '1.0.0', 'sha', '2.4.0');
    assert.equal(first.shell, SHELL.name);
    assert.equal(first.kernelVersion, '2.4.0');
    assert.deepEqual(first.routes, earlyRoutes(shellRoutes()));
    assert.equal(first.contentHash, await contentHash(first.folder));
    const second = await publishShell(root, run, '1.1.0', 'shb', '2.5.0');
    // The site's config travels with the shell's build: the second one names another API.
    const secondConfig = path.join(second.folder, 'config.json');
    writeFileSync(
      secondConfig,
      JSON.stringify({ ...readJson(secondConfig), apiBaseUrl: 'https://api.example' }),
    );

    await run('deploy', SHELL.workspace, '1.0.0');
    await run('deploy', SHELL.name, '1.1.0+shb');
    assert.deepEqual(shellState(dir), { live: '1.1.0+shb', previous: '1.0.0+sha' });
    assert.equal(readJson(path.join(dir, 'config.json')).apiBaseUrl, 'https://api.example');
    // The remotes stay as they were deployed.
    assert.equal(
      readJson(path.join(dir, 'config.json')).remotes[REMOTE.name],
      `http://127.0.0.1:${REMOTE.port}/releases/1.0.0+live/mf-manifest.json`,
    );
    assert.deepEqual(smokeCalls.slice(-2), ['1.0.0+sha', '1.1.0+shb']);
    assert.match(
      lines.join('\n'),
      /shell 1\.1\.0\+shb: kernel, routes and manifest fit every remote the site serves/,
    );

    await run('rollback', SHELL.workspace);
    assert.deepEqual(shellState(dir), { live: '1.0.0+sha', previous: '1.1.0+shb' });
    assert.equal(readJson(path.join(dir, 'config.json')).apiBaseUrl, 'http://127.0.0.1:8000');
    assert.equal(smokeCalls.length, sites.remotes.length + 2);

    await run('releases');
    const listing = lines.join('\n');
    assert.match(listing, /^shell: live 1\.0\.0\+sha, previous 1\.1\.0\+shb$/m);
    assert.match(listing, /\* 1\.0\.0\+sha +kernel 2\.4\.0/);
  });

  test('the gates run the other way: a shell a live remote does not fit is refused, naming the remote, and nothing changes', async () => {
    const root = tempRoot();
    fakeShell(root);
    const { run, dir, smokeCalls } = command(root);
    await everyRemoteLive(root, run);
    const before = readFileSync(path.join(dir, 'deployment.json'), 'utf8');
    const smokes = smokeCalls.length;

    await publishShell(root, run, '2.0.0', 'major', '3.0.0');
    await assert.rejects(run('deploy', SHELL.workspace, '2.0.0'), (error) => {
      assert.equal(error.name, 'ReleaseError');
      for (const remote of sites.remotes)
        assert.match(
          error.message,
          new RegExp(
            `${remote.workspace} 1\\.0\\.0\\+live requires @academy/shared \\^${KERNEL.replaceAll('.', '\\.')}, but shell 2\\.0\\.0\\+major serves 3\\.0\\.0`,
          ),
        );
      return true;
    });

    const [route] = earlyRoutes(shellRoutes()).filter((entry) => entry.remote === REMOTE.name);
    const withRoute = (extra) => ({ routes: [...earlyRoutes(shellRoutes()), extra] });
    await publishShell(
      root,
      run,
      '2.1.0',
      'expose',
      KERNEL,
      withRoute({ ...route, pattern: '/nope', expose: 'Nope' }),
    );
    await assert.rejects(run('deploy', SHELL.workspace, '2.1.0'), {
      message: new RegExp(
        `${REMOTE.workspace} 1\\.0\\.0\\+live does not expose \\./Nope, which shell 2\\.1\\.0\\+expose's route /nope loads`,
      ),
    });
    await publishShell(root, run, '2.2.0', 'route', KERNEL, withRoute({ ...route, pattern: '/new-page' }));
    await assert.rejects(run('deploy', SHELL.workspace, '2.2.0'), {
      message: new RegExp(`${REMOTE.workspace} 1\\.0\\.0\\+live drops the route /new-page`),
    });
    // A record that no longer says what its build serves is refused too.
    const lying = await publishShell(root, run, '2.3.0', 'lying');
    writeFileSync(
      path.join(lying.folder, 'release.json'),
      JSON.stringify({ ...readJson(path.join(lying.folder, 'release.json')), kernelVersion: '2.9.0' }),
    );
    await assert.rejects(run('deploy', SHELL.workspace, '2.3.0'), {
      message: /its record says kernel 2\.9\.0 but its manifest serves 2\.1\.0/,
    });

    assert.equal(readFileSync(path.join(dir, 'deployment.json'), 'utf8'), before);
    assert.equal(smokeCalls.length, smokes, 'no smoke check runs for a refused shell');
  });

  test('with a shell release live, remotes are gated against it, and the shell cannot roll back under a remote that needs it', async () => {
    const root = tempRoot();
    fakeShell(root); // the dist shell serves 2.1.0
    const { run, dir } = command(root);
    await everyRemoteLive(root, run);
    await publishShell(root, run, '1.0.0', 'old', '2.4.0');
    await publishShell(root, run, '1.1.0', 'new', '2.6.0');
    await run('deploy', SHELL.workspace, '1.0.0');
    await run('deploy', SHELL.workspace, '1.1.0');
    // Against the dist shell (2.1.0) this would be refused; the live shell serves 2.6.0.
    await publish(run, fakeBuild(root, REMOTE, { kernelRange: '^2.6.0', text: 'needs' }), '2.0.0', 'needs');
    await run('deploy', REMOTE.workspace, '2.0.0');
    await assert.rejects(run('rollback', SHELL.workspace), {
      message: new RegExp(
        `cannot roll back to shell 1\\.0\\.0\\+old:\\n .*${REMOTE.workspace} 2\\.0\\.0\\+needs requires @academy/shared \\^2\\.6\\.0, but shell 1\\.0\\.0\\+old serves 2\\.4\\.0`,
      ),
    });
    assert.deepEqual(shellState(dir), { live: '1.1.0+new', previous: '1.0.0+old' });
  });

  test('the shell’s origin serves the live shell release from the next request, and the chunks of the shell live before', async () => {
    const root = tempRoot();
    fakeShell(root);
    const dist = fakeShell(root, KERNEL, {
      folder: path.join('site', SHELL.workspace, 'dist'),
      text: 'dist',
    });
    const { run, dir } = command(root);
    await everyRemoteLive(root, run);
    await publishShell(root, run, '1.0.0', 'sha');
    await publishShell(root, run, '1.1.0', 'shb');
    const site = await serveOne(SHELL.name, 0, { distRoot: path.join(root, 'site'), releases: dir });
    const errors = [];
    const error = console.error;
    console.error = (line) => errors.push(String(line));
    try {
      const origin = `http://127.0.0.1:${site.server.address().port}`;
      const get = async (file) => {
        const response = await fetch(`${origin}${file}`, { headers: { 'accept-encoding': 'identity' } });
        return { status: response.status, body: await response.text() };
      };
      const title = async (location = '/') => /<title>([^<]*)</.exec((await get(location)).body)?.[1];
      assert.equal(await title(), 'dist');

      await run('deploy', SHELL.workspace, '1.0.0');
      assert.equal(await title('/signin'), 'sha');
      assert.deepEqual(await get('/shell.sha.js'), { status: 200, body: '"sha"' });
      // A page the dist shell served a moment ago still gets its chunks.
      assert.equal((await get('/shell.dist.js')).status, 200);

      await run('deploy', SHELL.workspace, '1.1.0');
      assert.equal(await title(), 'shb');
      assert.equal((await get('/shell.sha.js')).status, 200);
      assert.equal((await get('/shell.dist.js')).status, 404);
      assert.equal((await get('/release.json')).status, 200);

      await run('rollback', SHELL.workspace);
      assert.equal(await title(), 'sha');

      // A live release whose folder is gone: the dist shell is served, and the operator told once.
      rmSync(path.join(dir, SHELL.workspace, '1.0.0+sha'), { recursive: true });
      assert.equal(await title(), 'dist');
      assert.equal(await title(), 'dist');
      assert.equal(
        errors.filter((line) => line.includes('1.0.0+sha is missing')).length,
        1,
        errors.join('\n'),
      );
    } finally {
      console.error = error;
      await site.close();
    }
    assert.ok(existsSync(dist));
  });
});

describe('releases in a bucket', () => {
  const BUCKET = 'academy-releases';
  /** s3rver's published keys (docs/decisions/0128 chose it for the API's media tests). */
  const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  let server;
  let settings;
  let client;
  const start = async (port = 0) => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory: path.join(tempRoot(), 'bucket'),
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    return (await server.run()).port;
  };
  before(async () => {
    const endpoint = `http://127.0.0.1:${await start()}`;
    settings = {
      ACADEMY_RELEASES_BUCKET: BUCKET,
      ACADEMY_RELEASES_S3_ENDPOINT: endpoint,
      ACADEMY_RELEASES_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      ACADEMY_RELEASES_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    };
    client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
  });
  after(() => server.close());

  /** Another machine: a releases folder and a live shell of its own, the one bucket. */
  function machine() {
    const root = tempRoot();
    fakeShell(root);
    return { root, ...command(root, () => [], settings) };
  }

  const objectText = async (key) =>
    (await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body.transformToString();

  /** What an origin answers for `file`, without the headers that differ by the moment or the file's time. */
  async function served(root, releases, file) {
    const dist = path.join(root, 'site', REMOTE.workspace, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>remote</title>');
    writeFileSync(
      path.join(dist, 'config.json'),
      JSON.stringify({ apiBaseUrl: 'http://127.0.0.1:8000', remotes: {} }),
    );
    const site = await serveOne(REMOTE.name, 0, { distRoot: path.join(root, 'site'), releases });
    try {
      const response = await fetch(`http://127.0.0.1:${site.server.address().port}${file}`);
      const headers = Object.fromEntries(
        [...response.headers].filter(
          ([name]) => !['date', 'etag', 'last-modified', 'keep-alive'].includes(name),
        ),
      );
      return { status: response.status, headers, body: await response.text() };
    } finally {
      await site.close();
    }
  }

  test('a release published on one machine is deployed and rolled back from another, and served by a third as from its folder', async () => {
    const teamA = machine();
    const deployer = machine();
    await publish(teamA.run, fakeBuild(teamA.root, REMOTE, { text: 'one' }), '1.0.0', 'aaa');
    await publish(teamA.run, fakeBuild(teamA.root, REMOTE, { text: 'two' }), '1.1.0', 'bbb');
    assert.match(teamA.lines.join('\n'), /published .* 1\.0\.0\+aaa in the release bucket academy-releases/);
    // The objects carry the headers a CDN in front of the bucket needs.
    const entry = await client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: `${REMOTE.workspace}/1.0.0+aaa/remoteEntry.js` }),
    );
    assert.equal(entry.CacheControl, 'no-cache');
    assert.match(entry.ContentType, /javascript/);

    await deployer.run('deploy', REMOTE.workspace, '1.0.0');
    await deployer.run('deploy', REMOTE.workspace, '1.1.0');
    await teamA.run('rollback', REMOTE.workspace);
    const document = JSON.parse(await objectText('deployment.json'));
    assert.deepEqual(
      {
        live: document.remotes[REMOTE.workspace].live,
        previous: document.remotes[REMOTE.workspace].previous,
      },
      { live: '1.0.0+aaa', previous: '1.1.0+bbb' },
    );
    assert.equal(
      JSON.parse(await objectText('config.json')).remotes[REMOTE.name],
      `http://127.0.0.1:${REMOTE.port}/releases/1.0.0+aaa/mf-manifest.json`,
    );
    await deployer.run('releases');
    assert.match(deployer.lines.join('\n'), /\* 1\.0\.0\+aaa/);

    // A third machine serves the bucket's copy with the headers the publishing machine's folder gets.
    const edge = tempRoot();
    await openReleaseBucket(settings).pull(path.join(edge, 'releases'));
    for (const id of ['1.0.0+aaa', '1.1.0+bbb']) {
      const copy = path.join(edge, 'releases', REMOTE.workspace, id);
      assert.equal(await contentHash(copy), readJson(path.join(copy, 'release.json')).contentHash, id);
    }
    for (const file of ['/releases/1.0.0+aaa/remoteEntry.js', '/releases/1.1.0+bbb/mf-manifest.json']) {
      const fromBucket = await served(edge, path.join(edge, 'releases'), file);
      assert.equal(fromBucket.status, 200, file);
      assert.deepEqual(fromBucket, await served(teamA.root, teamA.dir, file), file);
    }
  });

  test('a site served from the bucket takes a deployment made elsewhere on its next poll', async () => {
    const team = machine();
    await publish(team.run, fakeBuild(team.root, REMOTE, { text: 'polled' }), '5.0.0', 'poll');
    const edge = path.join(tempRoot(), 'releases');
    const follower = await followBucket(openReleaseBucket(settings), edge, 0.1);
    try {
      await team.run('deploy', REMOTE.workspace, '5.0.0');
      const manifest = () =>
        existsSync(path.join(edge, 'config.json'))
          ? readJson(path.join(edge, 'config.json')).remotes[REMOTE.name]
          : null;
      const deadline = Date.now() + 5000;
      while (!manifest()?.includes('5.0.0+poll') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(manifest(), `http://127.0.0.1:${REMOTE.port}/releases/5.0.0+poll/mf-manifest.json`);
      assert.ok(existsSync(path.join(edge, REMOTE.workspace, '5.0.0+poll', 'release.json')));
    } finally {
      follower.stop();
    }
  });

  test('a release exists once: the bucket refuses the same name from another machine and keeps the first', async () => {
    const one = machine();
    const two = machine();
    await publish(one.run, fakeBuild(one.root, REMOTE, { text: 'first' }), '2.0.0', 'same');
    await assert.rejects(publish(two.run, fakeBuild(two.root, REMOTE, { text: 'second' }), '2.0.0', 'same'), {
      name: 'ReleaseError',
      message: /exists already/,
    });
    assert.match(await objectText(`${REMOTE.workspace}/2.0.0+same/remoteEntry.js`), /first/);
  });

  test('a publish cut short is no release: a pull leaves it out and a deploy does not find it', async () => {
    const key = `${REMOTE.workspace}/3.0.0+cut/remoteEntry.js`;
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'half' }));
    const edge = machine();
    await assert.rejects(edge.run('deploy', REMOTE.workspace, '3.0.0+cut'), {
      message: /has no release 3\.0\.0\+cut/,
    });
    assert.equal(existsSync(path.join(edge.dir, REMOTE.workspace, '3.0.0+cut')), false);
  });

  test('a pull takes only the folders of sites.json: another prefix in the bucket stays there', async () => {
    for (const key of ['backups/1.0.0+old/release.json', 'backups/1.0.0+old/remoteEntry.js'])
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: '{}' }));
    const copy = path.join(tempRoot(), 'releases');
    await openReleaseBucket(settings).pull(copy);
    assert.equal(existsSync(path.join(copy, 'backups')), false);
    assert.ok(readdirSync(copy).includes(REMOTE.workspace));
  });

  test('a key that would leave its release folder is refused before anything is pulled', () => {
    for (const key of [
      'mfe-auth/1.0.0+a/../../escaped.js',
      'mfe-auth/1.0.0+a/..\\x.js',
      'mfe-auth/1.0.0+a//x.js',
      'mfe-auth/1.0.0+a/./x.js',
    ])
      assert.equal(leavesItsFolder(key), true, key);
    for (const key of [
      'mfe-auth/1.0.0+a/x.js',
      'mfe-auth/1.0.0+a/static/js/chunk.1234abcd.js',
      'mfe-auth/1.0.0+a/..x.js',
    ])
      assert.equal(leavesItsFolder(key), false, key);
  });

  test('the shell is released on one machine, deployed and rolled back from another, and served by a third', async () => {
    const team = machine();
    const deployer = machine();
    await everyRemoteLive(team.root, team.run, '7.0.0');
    await publishShell(team.root, team.run, '7.0.0', 'sha');
    await publishShell(team.root, team.run, '7.1.0', 'shb');
    await deployer.run('deploy', SHELL.workspace, '7.0.0');
    await deployer.run('deploy', SHELL.workspace, '7.1.0');
    await team.run('rollback', SHELL.workspace);
    const { live, previous } = JSON.parse(await objectText('deployment.json')).shell;
    assert.deepEqual({ live, previous }, { live: '7.0.0+sha', previous: '7.1.0+shb' });

    const edge = tempRoot();
    const releases = path.join(edge, 'releases');
    await openReleaseBucket(settings).pull(releases);
    fakeShell(edge, KERNEL, { folder: path.join('site', SHELL.workspace, 'dist'), text: 'dist' });
    const site = await serveOne(SHELL.name, 0, { distRoot: path.join(edge, 'site'), releases });
    try {
      const origin = `http://127.0.0.1:${site.server.address().port}`;
      assert.match(await (await fetch(`${origin}/`)).text(), /<title>sha<\/title>/);
      const chunk = await fetch(`${origin}/shell.sha.js`);
      assert.equal(await chunk.text(), '"sha"');
      assert.equal(chunk.headers.get('cache-control'), cacheControl('/shell.sha.js'));
    } finally {
      await site.close();
    }
  });

  test('with the bucket down, every command is refused naming the bucket, and no release is left half-made', async () => {
    const team = machine();
    const build = fakeBuild(team.root, REMOTE, { text: 'down' });
    const port = server.address?.().port ?? Number(new URL(settings.ACADEMY_RELEASES_S3_ENDPOINT).port);
    await server.close();
    try {
      for (const argv of [
        ['release', REMOTE.workspace, '--from', build, '--version', '4.0.0', '--commit', 'down'],
        ['deploy', REMOTE.workspace, '1.0.0'],
        ['rollback', REMOTE.workspace],
        ['releases'],
      ])
        await assert.rejects(team.run(...argv), {
          name: 'ReleaseError',
          message:
            /the release bucket academy-releases at http:\/\/127\.0\.0\.1:\d+ could not .*nothing was changed/,
        });
      assert.equal(existsSync(path.join(team.dir, REMOTE.workspace, '4.0.0+down')), false);
    } finally {
      await start(port);
    }
  });

  test('settings: a companion without the bucket, a bad name, endpoint, path style, key pair or poll is refused by name', () => {
    assert.equal(releaseBucketSettings({}), null);
    for (const [env, name] of [
      [{ ACADEMY_RELEASES_S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'ACADEMY_RELEASES_S3_ENDPOINT'],
      [{ ACADEMY_RELEASES_BUCKET: 'Releases_Bucket' }, 'ACADEMY_RELEASES_BUCKET'],
      [
        { ACADEMY_RELEASES_BUCKET: 'releases', ACADEMY_RELEASES_S3_ENDPOINT: 'ftp://host' },
        'ACADEMY_RELEASES_S3_ENDPOINT',
      ],
      [
        { ACADEMY_RELEASES_BUCKET: 'releases', ACADEMY_RELEASES_S3_FORCE_PATH_STYLE: 'yes' },
        'ACADEMY_RELEASES_S3_FORCE_PATH_STYLE',
      ],
      [
        { ACADEMY_RELEASES_BUCKET: 'releases', ACADEMY_RELEASES_S3_ACCESS_KEY_ID: 'key' },
        'ACADEMY_RELEASES_S3_ACCESS_KEY_ID',
      ],
    ])
      assert.throws(() => releaseBucketSettings(env), { name: 'ReleaseError', message: new RegExp(name) });
    for (const text of ['0', '-5', 'ten', '5s', '7200'])
      assert.throws(() => releasePollSeconds({ ACADEMY_RELEASES_POLL_SECONDS: text }), {
        message: /ACADEMY_RELEASES_POLL_SECONDS/,
      });
    assert.equal(releasePollSeconds({}), 10);
  });
});
