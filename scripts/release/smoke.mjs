/**
 * The smoke check a release passes before it goes live (docs/decisions/0010): its manifest and remote
 * entry load over HTTP, and each of its routes renders in headless Chromium inside the stitched site,
 * served by scripts/serve.mjs on ports of its own with the candidate in place of the live release and
 * every other bundle as it is live. A route fails when the shell's fallback for an unavailable section
 * shows, when a script of the candidate throws, or when none of its files load.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { serveSite } from '../serve.mjs';
import { RELEASES_PATH, remoteOf, runtimeConfigOf, withLive } from './releases.mjs';

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
 * Runs the smoke check of `release` (a record with its folder) against the live `document`; returns
 * the problems found (none when it passed) and notes on routes it could not render signed out.
 */
export async function smokeCheck({ dir, release, document, siteConfig, basePort = SMOKE_BASE_PORT }) {
  const remote = remoteOf(release.workspace);
  const ports = portsFrom(basePort);
  const local = localRuntimeConfig('127.0.0.1', ports);
  const live = runtimeConfigOf(document, siteConfig);
  const config = runtimeConfigOf(withLive({ ...document, site: undefined }, remote.workspace, release), {
    ...local,
    apiBaseUrl: live.apiBaseUrl,
  });
  const manifestUrl = config.remotes[remote.name];
  const problems = [];
  const notes = [];
  const site = await serveSite({ ports, config, releases: dir });
  const profile = mkdtempSync(path.join(tmpdir(), 'release-smoke-'));
  let browser = null;
  try {
    const manifestResponse = await fetch(manifestUrl);
    if (!manifestResponse.ok)
      return { problems: [`its manifest ${manifestUrl} answered ${manifestResponse.status}`], notes };
    const manifest = await manifestResponse.json().catch(() => null);
    if (!manifest?.metaData?.remoteEntry?.name)
      return { problems: [`its manifest ${manifestUrl} does not parse`], notes };
    const entryUrl = new URL(manifest.metaData.remoteEntry.name, manifestUrl).href;
    const entryResponse = await fetch(entryUrl);
    if (!entryResponse.ok)
      return { problems: [`its remote entry ${entryUrl} answered ${entryResponse.status}`], notes };

    const unavailable = await fallbackTitle();
    const candidateBase = new URL(`${RELEASES_PATH}${release.id}/`, manifestUrl).href;
    browser = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      userDataDir: profile,
    });
    for (const location of locations(release)) {
      const page = await browser.newPage();
      const thrown = [];
      let candidateFiles = 0;
      page.on('pageerror', (error) => thrown.push(error?.message ?? String(error)));
      page.on('response', (response) => {
        if (response.url().startsWith(candidateBase) && response.ok()) candidateFiles += 1;
      });
      try {
        await page.goto(`${site.urls[sites.shell.name].replace('localhost', '127.0.0.1')}${location}`, {
          waitUntil: 'networkidle0',
          timeout: ROUTE_TIMEOUT_MS,
        });
        const fallback = await page.evaluate(
          (title) =>
            [...document.querySelectorAll('[role=alert]')].some((element) =>
              element.textContent?.includes(title),
            ),
          unavailable,
        );
        if (fallback)
          problems.push(
            `${location}: the shell shows "${unavailable}" instead of the screen (${thrown[0] ?? 'no message'})`,
          );
        else if (thrown.length > 0) problems.push(`${location}: ${thrown[0]}`);
        else if (new URL(page.url()).pathname !== location)
          notes.push(
            `${location}: redirected to ${new URL(page.url()).pathname} (a signed-out visitor), not rendered`,
          );
        else if (candidateFiles === 0)
          problems.push(`${location}: none of the candidate's files were loaded`);
      } catch (error) {
        problems.push(`${location}: ${error?.message ?? error}`);
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser?.close();
    await site.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return { problems, notes };
}
