/**
 * Releases of one remote (docs/decisions/0010): published with `npm run release`, switched with
 * `npm run deploy` and `npm run rollback` (scripts/release/cli.mjs, run here as a team runs it), each
 * taking effect at the next page load while the shell and the other remotes keep their bytes; deploy
 * refuses a release built for another kernel, and one whose screen throws fails its smoke check.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BRAND } from '../support/layout';
import { untilNoNewFile } from '../support/network';
import { RELEASE_SITE_PORTS, freshReleases, releaseBuilt, releaseCommand } from '../support/releases';
import { loadServeModule, type ServedSite } from '../support/servers';
import { siteOrigin } from '../support/site-config';

const REMOTE = 'mfe_auth';
const WORKSPACE = 'mfe-auth';
const ports = RELEASE_SITE_PORTS;
const RELEASE_2_TITLE = 'Sign in, release 2';
const BROKEN = 'release 3 breaks the sign-in screen';

const load = createRequire(import.meta.url);
const { versions } = load('../../shared/exports.json') as { versions: Record<string, string[]> };
const { version: KERNEL_VERSION } = load('../../shared/package.json') as { version: string };
/** A kernel of another major version than the one the shell serves. */
const OTHER_KERNEL = Object.keys(versions).find(
  (version) => version.split('.')[0] !== KERNEL_VERSION.split('.')[0],
);

let site: ServedSite | null = null;
test.afterAll(async () => {
  await site?.close();
});

interface Visit {
  /** Where the remote's files came from: the live release's folder. */
  remoteFiles: string[];
  /** Every other bundle's files (the shell's, the other remotes'): URL to a digest of the body. */
  others: Record<string, string>;
}

/** A fresh page load of /signin: the heading it shows, and what each origin sent. */
async function visitSignIn(page: Page, heading: string): Promise<Visit> {
  const remoteFiles: string[] = [];
  const seen = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (!response.ok()) return;
    // The remote's manifest is fetched, its chunks are scripts and stylesheets: all of them count.
    if (response.url().startsWith(siteOrigin(ports, REMOTE))) {
      remoteFiles.push(new URL(response.url()).pathname);
      return;
    }
    const type = response.request().resourceType();
    if (type === 'fetch' || type === 'xhr' || type === 'document') return;
    seen.set(
      response.url(),
      response.body().then((body) => createHash('sha256').update(body).digest('hex')),
    );
  });
  await page.goto(`${siteOrigin(ports, 'shell')}/signin`);
  await expect(page).toHaveTitle(`Sign in | ${BRAND}`);
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true }),
  ).toBeVisible();
  // The main page through the header: the shell and mfe_public in the same visit.
  await page.getByRole('banner').getByRole('link', { name: 'Main page', exact: true }).click();
  await expect(page).toHaveTitle(`Main page | ${BRAND}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The main page's screen is prerendered: wait for mfe_public's module itself, then for the rest.
  const publicScreen = `${siteOrigin(ports, 'mfe_public')}/__federation_expose_`;
  await expect
    .poll(() => [...seen.keys()].some((url) => url.startsWith(publicScreen) && url.endsWith('.js')))
    .toBe(true);
  await untilNoNewFile(page, () => seen.size);
  const entries = await Promise.all([...seen].map(async ([url, digest]) => [url, await digest] as const));
  return { remoteFiles, others: Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))) };
}

test('two releases of a remote go live one after the other and back, each at the next page load, the rest of the site untouched; a wrong kernel and a throwing screen are refused', async ({
  browser,
}, testInfo) => {
  test.setTimeout(900_000);
  expect(OTHER_KERNEL).toBeDefined();
  // Release 1.0.0 is the remote's build as it stands; 1.1.0 changes its sign-in title; 1.2.0's sign-in
  // screen throws in the browser; 0.9.0 was built for another major version of the kernel.
  const { folder } = await freshReleases(testInfo, { first: WORKSPACE });
  const { releases } = folder;
  const release2 = await releaseBuilt(testInfo, folder, '1.1.0', {
    workspace: WORKSPACE,
    edits: [{ file: 'src/locales/en/auth.json', search: '": "Sign in"', replace: `": "${RELEASE_2_TITLE}"` }],
  });
  await releaseBuilt(testInfo, folder, '1.2.0', {
    workspace: WORKSPACE,
    edits: [
      {
        file: 'src/screens/sign-in/SignInPage.tsx',
        search: '  const { t } = useTranslation(NAMESPACE);\n  const navigate',
        // Only in the browser: the build's prerender of the screen still works.
        replace: `  if (typeof window !== 'undefined') throw new Error('${BROKEN}');\n  const { t } = useTranslation(NAMESPACE);\n  const navigate`,
      },
    ],
  });
  await releaseBuilt(testInfo, folder, '0.9.0', { workspace: WORKSPACE, kernelVersion: OTHER_KERNEL });

  // A release is never overwritten.
  const again = await releaseCommand(folder, [
    'release',
    WORKSPACE,
    '--from',
    release2,
    '--version',
    '1.0.0',
    '--commit',
    'e2e',
  ]);
  expect(again.code).toBe(1);
  expect(again.output).toContain('release mfe-auth 1.0.0+e2e exists already; releases are never overwritten');

  const { serveSite } = await loadServeModule();
  site = await serveSite({ ports, releases });

  const before = await visitSignIn(await browser.newPage(), 'Sign in');
  expect(before.remoteFiles).toContain('/mf-manifest.json');

  const deploy = async (version: string) => {
    const result = await releaseCommand(folder, ['deploy', WORKSPACE, version]);
    expect(result.code, result.output).toBe(0);
  };
  await deploy('1.0.0');
  const first = await visitSignIn(await browser.newPage(), 'Sign in');
  expect(first.remoteFiles).toContain('/releases/1.0.0+e2e/mf-manifest.json');
  expect(first.remoteFiles.every((file) => file.startsWith('/releases/1.0.0+e2e/'))).toBe(true);
  expect(first.others).toEqual(before.others);

  await deploy('1.1.0');
  const second = await visitSignIn(await browser.newPage(), RELEASE_2_TITLE);
  expect(second.remoteFiles.every((file) => file.startsWith('/releases/1.1.0+e2e/'))).toBe(true);
  expect(second.others).toEqual(before.others);
  expect(Object.keys(second.others).some((url) => url.startsWith(siteOrigin(ports, 'mfe_public')))).toBe(
    true,
  );

  // Refused at the gate, before any smoke check: the live release stays.
  const wrongKernel = await releaseCommand(folder, ['deploy', WORKSPACE, '0.9.0']);
  expect(wrongKernel.code).toBe(1);
  expect(wrongKernel.output).toContain(
    `mfe-auth 0.9.0+e2e requires @academy/shared ^${OTHER_KERNEL}, but the live shell serves ${KERNEL_VERSION}`,
  );
  // Its screen throws in the browser: the smoke check sees the shell's fallback and nothing is switched.
  const throwing = await releaseCommand(folder, ['deploy', WORKSPACE, '1.2.0']);
  expect(throwing.code).toBe(1);
  expect(throwing.output).toContain('the smoke check failed; the live release stays');
  expect(throwing.output).toContain(
    '/signin (visitor): the shell shows "This section is temporarily unavailable"',
  );
  const deployment = JSON.parse(readFileSync(path.join(releases, 'deployment.json'), 'utf8')) as {
    remotes: Record<string, { live: string; previous: string }>;
  };
  expect(deployment.remotes[WORKSPACE]).toMatchObject({ live: '1.1.0+e2e', previous: '1.0.0+e2e' });
  const stillSecond = await visitSignIn(await browser.newPage(), RELEASE_2_TITLE);
  expect(stillSecond.remoteFiles.every((file) => file.startsWith('/releases/1.1.0+e2e/'))).toBe(true);

  const rollback = await releaseCommand(folder, ['rollback', WORKSPACE]);
  expect(rollback.code, rollback.output).toBe(0);
  const back = await visitSignIn(await browser.newPage(), 'Sign in');
  expect(back.remoteFiles.every((file) => file.startsWith('/releases/1.0.0+e2e/'))).toBe(true);
  expect(back.others).toEqual(before.others);

  const listing = await releaseCommand(folder, ['releases']);
  expect(listing.output).toContain('mfe-auth: live 1.0.0+e2e, previous 1.1.0+e2e');
});
