/**
 * The kernel is a strict federation singleton (decisions 0205, 0212): a bundle built for another major
 * version of @academy/shared than the one the shell serves is refused at start-up, loudly, with the
 * shell's fallback on its routes, instead of running against exports it does not have.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BRAND, expectLayout, screenHeading } from '../support/layout';
import { navigateInPage } from '../support/navigation';
import { buildRelease } from '../support/releases';
import { serveOne, serveSite, type ServedBundle, type ServedSite } from '../support/servers';
import {
  BASE_PORT,
  SHELL,
  SITE_MAP,
  portOf,
  runtimeConfig,
  siteOrigin,
  sitePorts,
} from '../support/site-config';

const UNAVAILABLE = 'This section is temporarily unavailable';
const load = createRequire(import.meta.url);
/** The kernel the shell serves: the workspace's own version. */
const { version: KERNEL_VERSION } = load('../../shared/package.json') as { version: string };
const { versions } = load('../../shared/exports.json') as { versions: Record<string, string[]> };
const numbers = (version: string) => version.split('.').map(Number);
/** The newest release of the previous major version (shared/exports.json): what bundles built before it declare. */
const PREVIOUS_KERNEL = Object.keys(versions)
  .filter((version) => numbers(version)[0] === (numbers(KERNEL_VERSION)[0] ?? 0) - 1)
  .sort((a, b) => {
    const [x, y] = [numbers(a), numbers(b)];
    return (x[0] ?? 0) - (y[0] ?? 0) || (x[1] ?? 0) - (y[1] ?? 0) || (x[2] ?? 0) - (y[2] ?? 0);
  })
  .at(-1);

/** What the federation runtime says when it refuses `remote`, which needs `^needed`, beside the shell's `served`. */
const refusal = (served: string, remote: string, needed: string) =>
  `Version ${served} from shell of shared singleton module @academy/shared does not satisfy ` +
  `the requirement of ${remote} which needs ^${needed}`;
/** The lowest kernel a remote declares it needs (its package.json's range, decision 0205). */
const neededBy = (remote: string): string => {
  const workspace = SITE_MAP.sites.remotes.find((site) => site.name === remote)?.workspace ?? '';
  const { dependencies } = load(`../../${workspace}/package.json`) as {
    dependencies: Record<string, string>;
  };
  return (dependencies['@academy/shared'] ?? '').replace(/^\^/, '');
};

let site: ServedSite | null = null;
let replaced: ServedBundle | null = null;

test.afterEach(async () => {
  await replaced?.close();
  await site?.close();
  replaced = null;
  site = null;
});

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the kernel has a previous major version to be refused', () => {
  expect(PREVIOUS_KERNEL).toMatch(/^\d+\.\d+\.\d+$/);
  expect(KERNEL_VERSION).not.toBe(PREVIOUS_KERNEL);
});

test('a remote built against the previous major kernel is refused by the shell, with the fallback, and the rest of the site works', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  // mfe_profile as its team shipped it before the kernel's last major version, while the shell serves this one.
  const deployRoot = testInfo.outputPath('deployed');
  await buildRelease({
    workspace: 'mfe-profile',
    outputDir: path.join(deployRoot, 'mfe-profile', 'dist'),
    kernelVersion: PREVIOUS_KERNEL,
  });
  const ports = sitePorts(BASE_PORT + 30);
  site = await serveSite(ports, runtimeConfig(ports));
  await site.servers.find((server) => server.name === 'mfe_profile')?.close();
  replaced = await serveOne('mfe_profile', portOf(ports, 'mfe_profile'), { distRoot: deployRoot });
  const errors = consoleErrors(page);

  await page.goto(`${siteOrigin(ports, SHELL)}/profile`);
  await expect(page).toHaveTitle(`Profile | ${BRAND}`);
  const fallback = page.getByRole('alert');
  await expect(fallback.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 45_000 });
  await expectLayout(page);
  // Refused, not run against the wrong kernel: the console names the kernel and both versions.
  await expect
    .poll(() => errors.join('\n'))
    .toContain(refusal(KERNEL_VERSION, 'mfe_profile', PREVIOUS_KERNEL ?? ''));

  // Every other area still works in the same document.
  await page.getByRole('banner').getByRole('link', { name: 'About the course', exact: true }).click();
  await expect(page).toHaveTitle(`About the course | ${BRAND}`);
  await expect(screenHeading(page).first()).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  for (const [route, title] of [
    ['/signin', 'Sign in'],
    ['/passingcourse/1', 'Course'],
    ['/', 'Main page'],
  ] as const) {
    await navigateInPage(page, route, { allowRedirect: true });
    await expect(page).toHaveTitle(new RegExp(`^(${title}|Sign in) \\| ${BRAND}$`));
    await expect(screenHeading(page).first()).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  }
});

test('a shell still serving the previous major kernel refuses the remotes built for this one, and keeps its layout', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  // The remotes of this major version deployed before the shell that serves their kernel (decision 0212: they go out together).
  const deployRoot = testInfo.outputPath('deployed');
  await buildRelease({
    workspace: SITE_MAP.sites.shell.workspace,
    outputDir: path.join(deployRoot, SITE_MAP.sites.shell.workspace, 'dist'),
    kernelVersion: PREVIOUS_KERNEL,
  });
  const ports = sitePorts(BASE_PORT + 70);
  const config = runtimeConfig(ports);
  site = await serveSite(ports, config);
  await site.servers.find((server) => server.name === SHELL)?.close();
  replaced = await serveOne(SHELL, portOf(ports, SHELL), { distRoot: deployRoot, config });
  const errors = consoleErrors(page);

  for (const [route, title, remote] of [
    ['/', 'Main page', 'mfe_public'],
    ['/signin', 'Sign in', 'mfe_auth'],
  ] as const) {
    if (route === '/') await page.goto(`${siteOrigin(ports, SHELL)}${route}`);
    else await navigateInPage(page, route);
    await expect(page).toHaveTitle(`${title} | ${BRAND}`);
    await expect(page.getByRole('alert').getByRole('heading', { name: UNAVAILABLE })).toBeVisible({
      timeout: 45_000,
    });
    await expectLayout(page);
    await expect
      .poll(() => errors.join('\n'))
      .toContain(refusal(PREVIOUS_KERNEL ?? '', remote, neededBy(remote)));
  }
});
