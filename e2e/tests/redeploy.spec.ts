import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BRAND } from '../support/layout';
import { untilNoNewFile } from '../support/network';
import { buildRelease } from '../support/releases';
import { REPO_ROOT, serveOne, serveSite, type ServedBundle, type ServedSite } from '../support/servers';
import { BASE_PORT, portOf, runtimeConfig, siteOrigin, sitePorts } from '../support/site-config';

// A site of its own, so replacing a remote's files here cannot disturb the other tests.
const ports = sitePorts(BASE_PORT + 20);
const RELEASE_2_TITLE = 'Sign in, release 2';
const RELEASE_2_EMAIL = 'release-2@academy.test';

let site: ServedSite | null = null;
let auth: ServedBundle | null = null;

test.afterAll(async () => {
  await auth?.close();
  await site?.close();
});

/** Release 2 of mfe_auth: its own text (the sign-in title) and its own store (a pre-filled e-mail) changed. */
function buildSecondRelease(outputDir: string): Promise<void> {
  return buildRelease({
    workspace: 'mfe-auth',
    outputDir,
    edits: [
      { file: 'src/locales/en/auth.json', search: '": "Sign in"', replace: `": "${RELEASE_2_TITLE}"` },
      {
        file: 'src/features/sign-in/sign-in-store.ts',
        search: "email: '',",
        replace: `email: '${RELEASE_2_EMAIL}',`,
      },
    ],
  });
}

/** What every origin but mfe_auth's sent during one visit: URL to a digest of the body. */
function recordOtherBundles(page: Page): Map<string, Promise<string>> {
  const seen = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.url().startsWith(siteOrigin(ports, 'mfe_auth')) || !response.ok()) return;
    const type = response.request().resourceType();
    if (type === 'fetch' || type === 'xhr') return;
    // The page itself is composed per navigation from the shell's layout and the route's remote
    // screen (docs/decisions/0012): it carries mfe_auth's new markup, checked below.
    if (type === 'document') return;
    seen.set(
      response.url(),
      response.body().then((body) => createHash('sha256').update(body).digest('hex')),
    );
  });
  return seen;
}

async function digests(seen: Map<string, Promise<string>>): Promise<Record<string, string>> {
  const entries = await Promise.all([...seen].map(async ([url, digest]) => [url, await digest] as const));
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** /signin, then the main page through the header: the shell, mfe_auth and mfe_public in one visit. */
async function visit(page: Page): Promise<void> {
  await page.goto(`${siteOrigin(ports, 'shell')}/signin`);
  await expect(page).toHaveTitle(`Sign in | ${BRAND}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The heading shows before the scripts run (docs/decisions/0012); the visit goes on once React has the page.
  await expect(page.locator('#prerendered')).toHaveCount(0);
}

async function thenTheMainPage(page: Page, seen: Map<string, unknown>): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Main page', exact: true }).click();
  await expect(page).toHaveTitle(`Main page | ${BRAND}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The visit's files are compared whole: the heading shows before the page's first API call, which
  // loads the kernel's HTTP client chunk (ky, loaded on first use); wait until no file comes any more.
  await untilNoNewFile(page, () => seen.size);
}

test('a remote redeployed with a change to its own store and text shows both on the next page load; the shell and the other remotes are untouched', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  // The deployed folder of mfe_auth: a copy of its production build that the test may overwrite.
  const deployRoot = testInfo.outputPath('deployed');
  const deployedDist = path.join(deployRoot, 'mfe-auth', 'dist');
  mkdirSync(path.dirname(deployedDist), { recursive: true });
  cpSync(path.join(REPO_ROOT, 'mfe-auth', 'dist'), deployedDist, { recursive: true });

  site = await serveSite(ports, runtimeConfig(ports));
  await site.servers.find((server) => server.name === 'mfe_auth')?.close();
  auth = await serveOne('mfe_auth', portOf(ports, 'mfe_auth'), { distRoot: deployRoot });

  const firstVisit = await browser.newPage();
  const firstOthers = recordOtherBundles(firstVisit);
  await visit(firstVisit);
  await expect(firstVisit.getByText(RELEASE_2_TITLE)).toHaveCount(0);
  await expect(firstVisit.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await thenTheMainPage(firstVisit, firstOthers);
  const othersBefore = await digests(firstOthers);
  await firstVisit.close();

  const secondRelease = testInfo.outputPath('second-release');
  await buildSecondRelease(secondRelease);
  rmSync(deployedDist, { recursive: true, force: true });
  cpSync(secondRelease, deployedDist, { recursive: true });

  const nextVisit = await browser.newPage();
  const nextOthers = recordOtherBundles(nextVisit);
  const remoteFiles: string[] = [];
  nextVisit.on('response', (response) => {
    if (response.url().startsWith(siteOrigin(ports, 'mfe_auth')))
      remoteFiles.push(`${response.status()} ${response.url()}`);
  });
  // Before any script: the page as served already shows the new release's prerendered screen.
  const served = await (await nextVisit.request.get(`${siteOrigin(ports, 'shell')}/signin`)).text();
  expect(served).toContain(RELEASE_2_TITLE);
  await visit(nextVisit);
  try {
    // The remote's own text and its own store, as redeployed; the shell's title text is the shell's.
    await expect(nextVisit.getByRole('heading', { name: RELEASE_2_TITLE })).toBeVisible();
    await expect(nextVisit.getByRole('textbox', { name: 'Email' })).toHaveValue(RELEASE_2_EMAIL);
  } finally {
    await testInfo.attach('remote files loaded after the redeploy', {
      body: remoteFiles.join('\n'),
      contentType: 'text/plain',
    });
  }
  await thenTheMainPage(nextVisit, nextOthers);
  // The shell's and mfe_public's files, byte for byte: only mfe_auth changed.
  const othersAfter = await digests(nextOthers);
  expect(Object.keys(othersAfter).some((url) => url.startsWith(siteOrigin(ports, 'mfe_public')))).toBe(true);
  expect(othersAfter).toEqual(othersBefore);
  await nextVisit.close();
});
