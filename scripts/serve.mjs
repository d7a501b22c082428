/**
 * Serves the production builds as deployed: the shell and each remote from
 * its own origin. Importable by tests:
 *   const site = await serveSite(); ... await site.close();
 *   const auth = await serveOne('mfe_auth', 3002); await auth.close();
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { createPageComposer } from '../first-screen/host/compose-page.mjs';
import { cacheControl } from './cache-control.mjs';
import {
  RELEASES_PATH,
  ReleaseError,
  releaseList,
  releasesDir,
  shellReleaseFolder,
} from './release/releases.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const require = createRequire(import.meta.url);
const { sites, frontEnds, localRuntimeConfig } = require('../webpack/site-map.cjs');
const {
  elementHashes,
  emptyInline,
  isHttps,
  mediaOrigins,
  MediaOriginsError,
  securityHeaders,
} = require('../webpack/content-security-policy.cjs');

/** Federation name → workspace folder and default port (sites.json). */
export const SITES = Object.fromEntries(
  frontEnds.map((site) => [site.name, { dir: site.workspace, port: site.port }]),
);
const SHELL = sites.shell.name;

/**
 * A file of dist read through `parse`, read again only when it changed (a redeploy or an edited
 * config.json takes effect on the next request); `fallback` while it is missing or unreadable.
 */
function distFile(file, parse, fallback) {
  let cached = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(await readFile(file, 'utf8')) };
      return cached.value;
    } catch {
      cached = null;
      return fallback;
    }
  };
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** A composed page, compressed as the browser accepts it (it differs per path, so per request). */
function sendHtml(req, res, html, security) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const headers = {
    ...security,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  let body = Buffer.from(html);
  if (/\bbr\b/.test(accepted)) {
    body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    headers['Content-Encoding'] = 'br';
  } else if (/\bgzip\b/.test(accepted)) {
    body = zlib.gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Serves one built bundle on its port, each with an SPA fallback; remotes get
 * CORS so the shell's origin can load them. `options.config`, when given, is
 * served as /config.json instead of dist's and is what the origin's policy
 * follows. With `options.releases` (the releases folder, docs/decisions/0010)
 * a remote also serves its published releases under /releases/<version+commit>/
 * and the shell serves the config.json generated from the deployment document
 * there (read again when it is replaced), falling back to dist's without one.
 */
export async function serveOne(name, port = SITES[name]?.port, options = {}) {
  const site = SITES[name];
  if (!site) throw new Error(`Unknown site ${name}; expected one of ${Object.keys(SITES).join(', ')}`);
  const distRoot = options.distRoot ?? ROOT;
  const dist = path.join(distRoot, site.dir, 'dist');
  const host = options.host ?? '127.0.0.1';
  const isShell = name === SHELL;
  const configJson = options.config ? JSON.stringify(options.config) : null;

  const sirvOf = (folder) =>
    sirv(folder, {
      // Files are looked up per request, so a redeployed dist folder takes effect on the next page load.
      dev: true,
      etag: true,
      // Precompressed copies (.br, .gz) written at build time; sirv adds Content-Encoding and Vary.
      gzip: true,
      brotli: true,
      // The shell and each standalone remote are single-page apps: unknown paths get index.html.
      single: true,
      setHeaders(res, pathname) {
        res.setHeader('Cache-Control', cacheControl(pathname));
      },
    });

  // Each origin's policy follows the runtime config it serves as /config.json (docs/decisions/0009).
  const distConfig = distFile(path.join(dist, 'config.json'), JSON.parse, null);
  const deployedConfig = options.releases
    ? distFile(path.join(options.releases, 'config.json'), JSON.parse, null)
    : async () => null;
  const servedConfig = async () => options.config ?? (await deployedConfig()) ?? (await distConfig());
  // A config whose media origins cannot go into a policy stops the start; written so later, it is
  // refused once, loudly, and the origin keeps the config it served before (docs/decisions/0041).
  let lastGood = await servedConfig();
  mediaOrigins(lastGood);
  let refused = null;
  const runtimeConfig = async () => {
    const config = await servedConfig();
    if (config === lastGood) return config;
    try {
      mediaOrigins(config);
      lastGood = config;
    } catch (error) {
      if (config !== refused) console.error(`[serve] ${name}: ${error.message}; the previous config stays`);
      refused = config;
    }
    return lastGood;
  };
  const releaseFiles =
    options.releases && !isShell ? serveReleases(path.join(options.releases, site.dir)) : null;

  // What is served from one build folder: its files, its index.html's inline hashes and, the shell's,
  // its page composer. The shell's folder follows the deployment document (0043); a remote's is dist.
  const bundles = new Map();
  const bundleOf = (folder) => {
    if (!bundles.has(folder))
      bundles.set(folder, {
        folder,
        files: sirvOf(folder),
        indexInline: distFile(path.join(folder, 'index.html'), elementHashes, emptyInline()),
        compose: isShell
          ? createPageComposer({
              shellDist: folder,
              runtimeConfig: async () => {
                const config = await runtimeConfig();
                if (config === null) throw new Error(`${path.join(dist, 'config.json')} cannot be read`);
                return config;
              },
              onError: (error) =>
                console.warn(`[serve] a prerendered screen was left out: ${error?.message ?? error}`),
            })
          : null,
      });
    return bundles.get(folder);
  };
  const served = isShell ? shellFolders(dist, options) : async () => ({ live: dist, previous: null });
  const headersFor = async (req, { indexInline }, inline) =>
    securityHeaders({
      config: await runtimeConfig(),
      inline: inline ?? (await indexInline()),
      https: isHttps(req),
    });

  const handle = async (req, res) => {
    const folders = await served();
    // Only the live folder and the one before it are served: a shell release gone by is let go.
    for (const folder of bundles.keys())
      if (folder !== folders.live && folder !== folders.previous) bundles.delete(folder);
    const bundle = bundleOf(folders.live);
    const { files, compose } = bundle;
    for (const [name, value] of Object.entries(await headersFor(req, bundle))) res.setHeader(name, value);
    if (!isShell) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/config.json' && isShell && configJson === null && (await deployedConfig()) !== null) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(await deployedConfig()));
      return;
    }
    if (pathname === '/config.json' && configJson !== null) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(configJson);
      return;
    }
    // The release list a QA override is checked against, only where the deployment allows overrides (0017).
    if (pathname === '/releases.json' && isShell) {
      const config = await runtimeConfig();
      if (options.releases && config?.overrides === true) {
        res.writeHead(200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
        res.end(JSON.stringify(await releaseList(options.releases)));
      } else {
        res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' }).end('Not found');
      }
      return;
    }
    if (releaseFiles && pathname.startsWith(RELEASES_PATH)) {
      releaseFiles(req, res);
      return;
    }
    // Missing assets must 404 rather than fall back to index.html, or a broken chunk looks like HTML.
    // A page the shell served just before a deploy asks for its own chunks: the shell live before has them.
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) {
      const notFound = () =>
        res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' }).end('Not found');
      files(
        req,
        res,
        folders.previous ? () => bundleOf(folders.previous).files(req, res, notFound) : notFound,
      );
      return;
    }
    if (compose && (req.method === 'GET' || req.method === 'HEAD')) {
      compose(req.url ?? '/').then(
        async ({ html, inline }) => sendHtml(req, res, html, await headersFor(req, bundle, inline)),
        (error) => {
          console.error('[serve] composing the page failed', error);
          files(req, res);
        },
      );
      return;
    }
    files(req, res);
  };
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('[serve] answering failed', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end();
    });
  });
  await listen(server, port, host);
  const url = `http://localhost:${port}`;
  return { name, port, url, server, close: () => closeServer(server) };
}

/** The releases folder and its deployment document: ACADEMY_RELEASES_DIR, or releases/ at the root. */
const RELEASES_DIR = releasesDir();
const RELEASES_POLL_SECONDS = 10;

/** A remote's published releases under /releases/<version+commit>/; nothing else, and no SPA fallback. */
function serveReleases(folder) {
  const files = sirv(folder, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
    },
  });
  return (req, res) => {
    req.url = (req.url ?? '/').slice(RELEASES_PATH.length - 1);
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' }).end('Not found');
    });
  };
}

/**
 * The folders the shell is served from (docs/decisions/0043): `options.shellFolder` when given (the
 * smoke check's candidate); else the live shell release of the deployment document in
 * `options.releases`, with the one live before it for the chunks of pages loaded before the switch;
 * else its dist folder. A live release whose folder is missing is said once and dist served instead.
 */
function shellFolders(dist, options) {
  if (options.shellFolder) return async () => ({ live: options.shellFolder, previous: null });
  if (!options.releases) return async () => ({ live: dist, previous: null });
  const deployment = distFile(path.join(options.releases, 'deployment.json'), JSON.parse, null);
  const folderOf = (id) => shellReleaseFolder(options.releases, id);
  let missing = null;
  return async () => {
    const state = (await deployment())?.shell;
    const live = folderOf(state?.live);
    if (live && !existsSync(live)) {
      if (missing !== live) console.error(`[serve] the live shell ${live} is missing; serving ${dist}`);
      missing = live;
      return { live: dist, previous: null };
    }
    missing = null;
    if (!live) return { live: dist, previous: null };
    // Before the first shell release, the dist shell was live.
    const previous = folderOf(state?.previous) ?? dist;
    return { live, previous: existsSync(previous) ? previous : null };
  };
}

/** The runtime config for the default local ports. */
export function defaultConfig(apiBaseUrl = `http://localhost:${sites.api.port}`, ports = {}) {
  return { ...localRuntimeConfig('localhost', ports), apiBaseUrl };
}

/**
 * Serves the shell and the remotes. `ports` overrides any port by
 * federation name; `config` replaces every origin's dist/config.json;
 * `releases` is the releases folder whose live releases are served (0010);
 * `shellFolder`, when given, is the shell build served in place of the live one (the smoke check's
 * candidate shell, 0043);
 * `bucket` (scripts/release/bucket.mjs), when given, keeps that folder a copy
 * of the release bucket, pulled every `pollSeconds` (0042).
 */
export async function serveSite({
  ports = {},
  distRoot = ROOT,
  config,
  releases = RELEASES_DIR,
  shellFolder = null,
  bucket = null,
  pollSeconds = RELEASES_POLL_SECONDS,
} = {}) {
  const follower = bucket && releases ? await followBucket(bucket, releases, pollSeconds) : null;
  // Without a config, custom ports get a matching one unless a deployment document generated one (0010);
  // default ports use that generated config.json, or shell/dist/config.json, as deployed.
  const deployed = Boolean(releases) && existsSync(path.join(releases, 'config.json'));
  const shellConfig =
    config ?? (Object.keys(ports).length > 0 && !deployed ? defaultConfig(undefined, ports) : undefined);
  const servers = [];
  try {
    for (const name of Object.keys(SITES)) {
      servers.push(
        await serveOne(name, ports[name] ?? SITES[name].port, {
          distRoot,
          config: shellConfig,
          releases,
          shellFolder,
        }),
      );
    }
  } catch (error) {
    follower?.stop();
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }
  return {
    urls: Object.fromEntries(servers.map((server) => [server.name, server.url])),
    servers,
    close: () => {
      follower?.stop();
      return Promise.all(servers.map((server) => server.close())).then(() => undefined);
    },
  };
}

/**
 * Keeps the releases folder a copy of the bucket (scripts/release/bucket.mjs): once before the
 * origins open, then every `pollSeconds`. A bucket that does not answer is said once, and the site
 * goes on serving the copy it has (its last deployment) until the bucket answers again.
 */
export async function followBucket(bucket, releases, pollSeconds) {
  let failing = false;
  const pull = () =>
    bucket.pull(releases).then(
      () => {
        if (failing) console.warn(`[serve] ${bucket.where} answers again`);
        failing = false;
      },
      (error) => {
        if (!failing) console.error(`[serve] ${error.message}; serving the copy in ${releases}`);
        failing = true;
      },
    );
  await pull();
  let running = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(pull);
  }, pollSeconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Exit status of a start refused by its configuration, as the API's (api/src/server.ts). */
const CONFIG_ERROR_EXIT = 78;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The bucket's client loads only here: importing serve.mjs (npm start, the tests) does not need it.
  const { openReleaseBucket, releasePollSeconds } = await import('./release/bucket.mjs');
  const site = await Promise.resolve()
    .then(() => serveSite({ bucket: openReleaseBucket(), pollSeconds: releasePollSeconds() }))
    .catch((error) => {
      if (!(error instanceof MediaOriginsError) && !(error instanceof ReleaseError)) throw error;
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(CONFIG_ERROR_EXIT);
    });
  for (const [name, url] of Object.entries(site.urls)) console.log(`${name.padEnd(13)} ${url}`);
  const stop = () => site.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
