/**
 * The smoke check a release passes before it goes live (docs/decisions/0019): its manifest and remote
 * entry load over HTTP, and each of its routes renders in headless Chromium inside the stitched site,
 * served by scripts/serve.mjs on ports of its own with the candidate in place of the live release and
 * every other bundle as it is live. Each route is rendered as each kind of user it is for (a visitor,
 * the smoke student, the smoke instructor: smoke-accounts.mjs). A route fails when the shell's
 * fallback for an unavailable section shows, when a script of the candidate throws, when none of its
 * files load, when a signed-in visit is sent away or its session refused, and when no smoke account
 * is configured for the role it needs. Each smoke account is signed out after its role's visits.
 *
 * A shell release is checked the other way (0043): the candidate shell serves the site with every
 * remote as it is live, and the first route of each remote renders as each kind of user it is for.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { serveSite } from '../serve.mjs';
import {
  RELEASES_PATH,
  isShell,
  releasableOf,
  runtimeConfigOf,
  servedRemotes,
  withLive,
} from './releases.mjs';
import {
  VISITOR,
  accountVariables,
  audiencesOf,
  kernelSession,
  signIn,
  signOut,
  smokeAccounts,
} from './smoke-accounts.mjs';

const require = createRequire(import.meta.url);
const { ROOT, sites, portsFrom, localRuntimeConfig } = require('../../webpack/site-map.cjs');

/** Ports of the smoke check's own site: RELEASE_SMOKE_PORT, the shell's, then each remote's. */
export const SMOKE_BASE_PORT = Number(process.env.RELEASE_SMOKE_PORT ?? 4700);
const ROUTE_TIMEOUT_MS = 20_000;

/** The shell's fallback heading for a section that failed (its English catalog). */
async function fallbackTitle() {
  const file = path.join(
    ROOT,
    sites.shell.workspace,
    'src',
    'locales',
    'en',
    `${sites.shell.namespace}.json`,
  );
  const catalog = JSON.parse(await readFile(file, 'utf8'));
  const title = catalog?.errors?.unavailableTitle ?? findKey(catalog, 'unavailableTitle');
  if (typeof title !== 'string') throw new Error(`${file} has no unavailableTitle`);
  return title;
}

function findKey(value, key) {
  if (!value || typeof value !== 'object') return undefined;
  if (typeof value[key] === 'string') return value[key];
  for (const child of Object.values(value)) {
    const found = findKey(child, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The location to visit for each route path: a path with parameters at the route's link, else a sample. */
function locations(release) {
  return release.routes.flatMap((route) =>
    route.paths.map((routePath) =>
      routePath.includes(':') ? (route.link ?? routePath.replace(/:[^/]+/g, '1')) : routePath,
    ),
  );
}

/**
 * Every visit of the smoke check: each route path (parameters filled as above) as each kind of user
 * the route is for (smoke-accounts.mjs `audiencesOf`).
 */
export function visitsOf(release) {
  return release.routes.flatMap((route) =>
    locations({ routes: [route] }).flatMap((location) =>
      audiencesOf(route, release.workspace).map((audience) => ({ location, audience })),
    ),
  );
}

/**
 * The visits of a shell candidate's smoke check: for each remote the site serves (`servedRemotes`),
 * its first location as each kind of user its routes are for. Every remote loads into the candidate
 * shell, as every kind of user, with one page load each.
 */
export function shellVisitsOf(remotes) {
  return remotes.flatMap((remote) => {
    const audiences = new Set();
    return visitsOf(remote).filter(({ audience }) => !audiences.has(audience) && audiences.add(audience));
  });
}

/** A fresh browser context for `audience`: a visitor's is empty, a role's holds its account's tokens. */
async function contextFor(browser, audience, { accounts, apiBaseUrl, shellOrigin }) {
  const context = await browser.createBrowserContext();
  if (audience === VISITOR) return { context };
  const account = accounts[audience];
  if (!account) {
    await context.close();
    return {
      unchecked: `not checked: no smoke account for ${audience} (set ${Object.values(accountVariables(audience)).join(' and ')})`,
    };
  }
  let tokens;
  try {
    tokens = await signIn(apiBaseUrl, audience, account);
  } catch (error) {
    await context.close();
    return { unchecked: `not checked: ${error?.message ?? error}` };
  }
  const { tokenKey, refreshTokenKey } = await kernelSession();
  // Before any script of the page, where the kernel's token store reads them (token-store.ts).
  const stored = { origin: shellOrigin, tokenKey, refreshTokenKey, ...tokens };
  return { context, stored, tokens };
}

/**
 * Runs the smoke check of `release` (a record with its folder) against the live `document`: each
 * visit of `visitsOf(release)`, a signed-in one in a browser context of its own signed in through the
 * site's API with the deployment's smoke account (`accounts`, else from SMOKE_* in `env`). Returns the
 * problems found (none when it passed), what rendered, and notes. A visit whose role has no smoke
 * account is a problem: the release was not checked as the route's users see it (decision 0016).
 */
export async function smokeCheck({
  dir,
  release,
  document,
  siteConfig,
  basePort = SMOKE_BASE_PORT,
  env = process.env,
  accounts = smokeAccounts(env),
}) {
  const bundle = releasableOf(release.workspace);
  const shellCandidate = isShell(bundle);
  const ports = portsFrom(basePort);
  const local = localRuntimeConfig('127.0.0.1', ports);
  const live = runtimeConfigOf(document, siteConfig);
  // The site as it is live, on the smoke check's ports, with the candidate in its place.
  const candidateDocument = shellCandidate
    ? { ...document, site: undefined }
    : withLive({ ...document, site: undefined }, bundle.workspace, release);
  const config = runtimeConfigOf(candidateDocument, { ...local, apiBaseUrl: live.apiBaseUrl });
  const problems = [];
  const notes = [];
  const rendered = [];
  let visits;
  if (shellCandidate) {
    const served = await servedRemotes(dir, document);
    if (served.problems.length > 0) return { problems: served.problems, notes, rendered };
    visits = shellVisitsOf(served.remotes);
  } else visits = visitsOf(release);
  const site = await serveSite({
    ports,
    config,
    releases: dir,
    shellFolder: shellCandidate ? release.folder : null,
  });
  const shellOrigin = site.urls[sites.shell.name].replace('localhost', '127.0.0.1');
  const profile = mkdtempSync(path.join(tmpdir(), 'release-smoke-'));
  let browser = null;
  try {
    let candidateBase = `${shellOrigin}/`;
    if (!shellCandidate) {
      const manifestUrl = config.remotes[bundle.name];
      const reached = await remoteReached(manifestUrl);
      if (reached.problem) return { problems: [reached.problem], notes, rendered };
      candidateBase = new URL(`${RELEASES_PATH}${release.id}/`, manifestUrl).href;
    }

    const unavailable = await fallbackTitle();
    const { profilePath } = await kernelSession();
    const profileUrl = `${config.apiBaseUrl.replace(/\/$/, '')}${profilePath}`;
    browser = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      // The smoke site's origins are its own ports, which the API's CORS list (the deployment's
      // origins) does not name: without this its screens would render with every API call refused,
      // and a signed-in visit would be no visit. The CSP of the served pages still applies.
      args: [...CHROMIUM_ARGS, '--disable-web-security'],
      userDataDir: profile,
    });
    for (const audience of [...new Set(visits.map((visit) => visit.audience))]) {
      const { context, stored, tokens, unchecked } = await contextFor(browser, audience, {
        accounts,
        apiBaseUrl: config.apiBaseUrl,
        shellOrigin,
      });
      const mine = visits.filter((visit) => visit.audience === audience);
      if (unchecked) {
        for (const { location } of mine) problems.push(`${location} (${audience}): ${unchecked}`);
        continue;
      }
      try {
        for (const { location } of mine) {
          const problem = await visit(context, {
            url: `${shellOrigin}${location}`,
            location,
            audience,
            stored,
            unavailable,
            candidateBase,
            profileUrl,
            notes,
          });
          if (problem) problems.push(`${location} (${audience}): ${problem}`);
          else rendered.push(`${location} (${audience})`);
        }
      } finally {
        await context.close();
        // The sign-in ends with the role's visits, whatever they showed (decision 0016); a
        // visitor's context had none.
        if (tokens) {
          const notSignedOut = await signOut(config.apiBaseUrl, audience, tokens);
          notes.push(notSignedOut ?? `the smoke account for ${audience} is signed out`);
        }
      }
    }
  } finally {
    await browser?.close();
    await site.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return { problems, notes, rendered };
}

/** Whether a remote release's manifest and remote entry load over HTTP: a problem when not. */
async function remoteReached(manifestUrl) {
  const manifestResponse = await fetch(manifestUrl);
  if (!manifestResponse.ok)
    return { problem: `its manifest ${manifestUrl} answered ${manifestResponse.status}` };
  const manifest = await manifestResponse.json().catch(() => null);
  if (!manifest?.metaData?.remoteEntry?.name)
    return { problem: `its manifest ${manifestUrl} does not parse` };
  const entryUrl = new URL(manifest.metaData.remoteEntry.name, manifestUrl).href;
  const entryResponse = await fetch(entryUrl);
  if (!entryResponse.ok) return { problem: `its remote entry ${entryUrl} answered ${entryResponse.status}` };
  return {};
}

/** One page load of the stitched site: the problem it shows, or null when the screen rendered. */
async function visit(
  context,
  { url, location, audience, stored, unavailable, candidateBase, profileUrl, notes },
) {
  const page = await context.newPage();
  const thrown = [];
  const refused = [];
  const roles = [];
  let candidateFiles = 0;
  const logged = [];
  page.on('pageerror', (error) => thrown.push(error?.message ?? String(error)));
  // A render error the shell's boundary catches throws nowhere; React logs it (its onCaughtError).
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      logged.push(message.text().split('\n')[0]);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(candidateBase) && response.ok()) candidateFiles += 1;
    if (!stored || !response.url().startsWith(profileUrl)) return;
    if (response.status() === 401) refused.push(response.status());
    // The account's role as the API gives it to the shell (its route access gate reads the same).
    else if (response.ok())
      roles.push(
        response
          .json()
          .then((user) => user?.role)
          .catch(() => undefined),
      );
  });
  try {
    if (stored)
      await page.evaluateOnNewDocument((tokens) => {
        // In the browser: globalThis is the page's window.
        if (globalThis.location.origin !== tokens.origin) return;
        globalThis.localStorage.setItem(tokens.tokenKey, tokens.access);
        if (tokens.refresh === null) globalThis.localStorage.removeItem(tokens.refreshTokenKey);
        else globalThis.localStorage.setItem(tokens.refreshTokenKey, tokens.refresh);
      }, stored);
    await page.goto(url, { waitUntil: 'networkidle0', timeout: ROUTE_TIMEOUT_MS });
    const fallback = await page.evaluate(
      (title) =>
        [...globalThis.document.querySelectorAll('[role=alert]')].some((element) =>
          element.textContent?.includes(title),
        ),
      unavailable,
    );
    const landed = new URL(page.url()).pathname;
    if (fallback)
      return `the shell shows "${unavailable}" instead of the screen (${thrown[0] ?? logged[0] ?? 'no message'})`;
    if (thrown.length > 0) return thrown[0];
    if (refused.length > 0) return `the API refused the smoke account's session (${profileUrl} answered 401)`;
    const role = (await Promise.all(roles)).find((value) => typeof value === 'string');
    if (audience === 'instructor' && role !== undefined && role !== 'instructor')
      return `the smoke account for instructor is a ${role} to the API, not an instructor`;
    if (landed !== location) {
      if (stored) return `redirected to ${landed}: the screen did not render for a signed-in ${audience}`;
      notes.push(`${location}: redirected to ${landed} (a signed-out visitor), not rendered`);
      return null;
    }
    if (candidateFiles === 0) return "none of the candidate's files were loaded";
    return null;
  } catch (error) {
    return error?.message ?? String(error);
  } finally {
    await page.close();
  }
}
