/**
 * The static server's policy for media origins (docs/decisions/0041): a `mediaOrigins` entry of the
 * runtime config it serves reaches img-src, media-src and connect-src; a bad one stops the start, or,
 * written later, is refused while the origin keeps its previous config; and Chromium plays a video
 * from a second loopback origin only when that origin is named.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, utimes, writeFile, mkdir } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { serveOne } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VIDEO = path.join(ROOT, 'e2e', 'fixtures', 'lecture-2s.webm');
/** A remote, served without the shell's page composer: its dist/index.html as written. */
const REMOTE = 'mfe_public';

function directive(policy, name) {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1);
}

const portOf = (server) => server.address().port;

/** A dist root holding only the remote's index.html and config.json, as a deployment writes them. */
async function distRoot(config, html = '<!doctype html><title>media</title>') {
  const root = await mkdtemp(path.join(os.tmpdir(), 'academy-serve-'));
  const dist = path.join(root, 'mfe-public', 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), html);
  await writeConfig(root, config);
  return root;
}

async function writeConfig(root, config) {
  const file = path.join(root, 'mfe-public', 'dist', 'config.json');
  await writeFile(file, JSON.stringify(config));
  // A later modification time than any before, however quickly the test writes.
  const later = new Date(Date.now() + Math.floor(Math.random() * 1000) + 1000);
  await utimes(file, later, later);
}

const CONFIG = { apiBaseUrl: 'http://127.0.0.1:8000', remotes: { mfe_public: '/mf-manifest.json' } };

async function policyOf(site) {
  const response = await fetch(`http://127.0.0.1:${portOf(site.server)}/config.json`);
  await response.arrayBuffer();
  return response.headers.get('content-security-policy') ?? '';
}

describe('serveOne with mediaOrigins in its runtime config', () => {
  it('admits a named origin to images, media and fetches, never to code', async () => {
    const cdn = 'https://cdn.academy.example';
    const root = await distRoot({ ...CONFIG, mediaOrigins: [cdn, 'http://localhost:9000'] });
    const site = await serveOne(REMOTE, 0, { distRoot: root, releases: null });
    try {
      const policy = await policyOf(site);
      for (const name of ['img-src', 'media-src', 'connect-src'])
        assert.deepEqual(directive(policy, name)?.slice(-2), [cdn, 'http://localhost:9000'], name);
      for (const name of ['script-src', 'style-src', 'font-src', 'default-src'])
        assert.ok(!directive(policy, name)?.includes(cdn), name);
    } finally {
      await site.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  for (const [value, shown] of [
    ['https://cdn.academy.example/videos', '"https://cdn.academy.example/videos"'],
    ['https://cdn.academy.example/', '"https://cdn.academy.example/"'],
    ['http://cdn.academy.example', '"http://cdn.academy.example"'],
    ['https://*.academy.example', '"https://*.academy.example"'],
    ['cdn.academy.example', '"cdn.academy.example"'],
    [42, '42'],
  ])
    it(`refuses to start on ${JSON.stringify(value)}, naming it`, async () => {
      const root = await distRoot({ ...CONFIG, mediaOrigins: [value] });
      try {
        await assert.rejects(serveOne(REMOTE, 0, { distRoot: root, releases: null }), {
          name: 'MediaOriginsError',
          message:
            'config.json mediaOrigins must be origins such as "https://media.example.org" ' +
            `(https, or http on localhost; no path, no wildcard), got ${shown}`,
        });
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    });

  it('refuses a list that is not one', async () => {
    const root = await distRoot({ ...CONFIG, mediaOrigins: 'https://cdn.academy.example' });
    try {
      await assert.rejects(serveOne(REMOTE, 0, { distRoot: root, releases: null }), {
        message: 'config.json mediaOrigins must be a list of origins, got "https://cdn.academy.example"',
      });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('keeps the previous policy when an edited config names a bad origin, and follows a good edit', async (t) => {
    const errors = t.mock.method(console, 'error', () => undefined);
    const root = await distRoot({ ...CONFIG, mediaOrigins: ['https://a.academy.example'] });
    const site = await serveOne(REMOTE, 0, { distRoot: root, releases: null });
    try {
      await writeConfig(root, { ...CONFIG, mediaOrigins: ['https://b.academy.example/path'] });
      assert.ok(directive(await policyOf(site), 'media-src')?.includes('https://a.academy.example'));
      assert.ok(directive(await policyOf(site), 'media-src')?.includes('https://a.academy.example'));
      assert.equal(errors.mock.callCount(), 1);
      assert.match(
        String(errors.mock.calls[0]?.arguments[0]),
        /mediaOrigins .*"https:\/\/b\.academy\.example\/path"; the previous config stays/,
      );

      await writeConfig(root, { ...CONFIG, mediaOrigins: ['https://b.academy.example'] });
      const media = directive(await policyOf(site), 'media-src');
      assert.ok(media?.includes('https://b.academy.example'));
      assert.ok(!media?.includes('https://a.academy.example'));
    } finally {
      await site.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('a video from a second loopback origin in Chromium', () => {
  let media;
  let browser;
  before(async () => {
    const video = await readFile(VIDEO);
    media = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'video/webm', 'Content-Length': video.length });
      res.end(req.method === 'HEAD' ? undefined : video);
    });
    await new Promise((resolve) => media.listen(0, '127.0.0.1', resolve));
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  after(async () => {
    await browser?.close();
    await new Promise((resolve) => media.close(resolve));
  });

  /** The page's video once it has its metadata or its error, and the policy reports seen. */
  async function load(mediaOrigins) {
    const origin = `http://127.0.0.1:${portOf(media)}`;
    const html = `<!doctype html><title>media</title><video src="${origin}/clip.webm" preload="auto" muted></video>`;
    const root = await distRoot({ ...CONFIG, ...(mediaOrigins ? { mediaOrigins: [origin] } : {}) }, html);
    const site = await serveOne(REMOTE, 0, { distRoot: root, releases: null });
    const page = await browser.newPage();
    const reports = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
    });
    try {
      await page.goto(`http://127.0.0.1:${portOf(site.server)}/`);
      const state = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const video = globalThis.document.querySelector('video');
            const done = () => resolve({ readyState: video.readyState, error: video.error?.code ?? null });
            if (video.readyState >= 1 || video.error) done();
            video.addEventListener('loadedmetadata', done);
            video.addEventListener('error', done);
            setTimeout(done, 5000);
          }),
      );
      return { ...state, reports };
    } finally {
      await page.close();
      await site.close();
      await rm(root, { recursive: true, force: true });
    }
  }

  it('loads when the runtime config names its origin', async () => {
    const { readyState, error, reports } = await load(true);
    assert.deepEqual({ error, reports }, { error: null, reports: [] });
    assert.ok(readyState >= 1, `readyState ${readyState}`);
  });

  it('is refused by the policy when it does not (the media error the issue reports)', async () => {
    const { readyState, error, reports } = await load(false);
    assert.equal(readyState, 0);
    assert.equal(error, 4);
    assert.equal(reports.length, 1);
    assert.match(reports[0], /media-src/);
  });
});
