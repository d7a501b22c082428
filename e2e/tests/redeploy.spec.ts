import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BRAND, screenHeading } from '../support/layout';
import { REPO_ROOT, serveOne, serveSite, type ServedBundle, type ServedSite } from '../support/servers';
import { BASE_PORT, portOf, runtimeConfig, siteOrigin, sitePorts } from '../support/site-config';

// A site of its own, so replacing a remote's files here cannot disturb the other tests.
const ports = sitePorts(BASE_PORT + 200);
const BANNER = 'Release 2 of the sign-in area';

let site: ServedSite | null = null;
let auth: ServedBundle | null = null;

test.afterAll(async () => {
  await auth?.close();
  await site?.close();
});

function buildSecondRelease(outputDir: string): Promise<void> {
  const script = path.join(REPO_ROOT, 'e2e', 'support', 'build-redeployed-remote.cjs');
  const args = [script, path.join(REPO_ROOT, 'mfe-auth'), './SignInPage', outputDir, BANNER];
  return new Promise((resolve, reject) => {
    // Asynchronous on purpose: the servers under test live in this process.
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`second build exited with ${code}`)),
    );
  });
}

/** What the shell's origin sent during one page load: URL to a digest of the body. */
function recordShellResponses(page: Page): Map<string, Promise<string>> {
  const seen = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (!response.url().startsWith(siteOrigin(ports, 'shell')) || !response.ok()) return;
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

test('a redeployed remote shows its change on the next page load, with the shell untouched', async ({
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
  const firstShell = recordShellResponses(firstVisit);
  await firstVisit.goto(`${siteOrigin(ports, 'shell')}/signin`);
  await expect(firstVisit).toHaveTitle(`Sign in | ${BRAND}`);
  await expect(screenHeading(firstVisit).first()).toBeVisible();
  await expect(firstVisit.getByText(BANNER)).toHaveCount(0);
  const shellBefore = await digests(firstShell);
  await firstVisit.close();

  const secondRelease = testInfo.outputPath('second-release');
  await buildSecondRelease(secondRelease);
  rmSync(deployedDist, { recursive: true, force: true });
  cpSync(secondRelease, deployedDist, { recursive: true });

  const nextVisit = await browser.newPage();
  const nextShell = recordShellResponses(nextVisit);
  const remoteFiles: string[] = [];
  nextVisit.on('response', (response) => {
    if (response.url().startsWith(siteOrigin(ports, 'mfe_auth')))
      remoteFiles.push(`${response.status()} ${response.url()}`);
  });
  await nextVisit.goto(`${siteOrigin(ports, 'shell')}/signin`);
  try {
    await expect(nextVisit.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
  } finally {
    await testInfo.attach('remote files loaded after the redeploy', {
      body: remoteFiles.join('\n'),
      contentType: 'text/plain',
    });
  }
  await expect(screenHeading(nextVisit).first()).toBeVisible();
  await expect(nextVisit).toHaveTitle(`Sign in | ${BRAND}`);
  // Same shell files, byte for byte: only the remote changed.
  expect(await digests(nextShell)).toEqual(shellBefore);
  await nextVisit.close();
});
