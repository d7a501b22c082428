import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BRAND, expectLayout, screenHeading } from '../support/layout';
import { navigateInPage } from '../support/navigation';
import { buildRelease } from '../support/releases';
import { serveOne, serveSite, type ServedBundle, type ServedSite } from '../support/servers';
import { BASE_PORT, portOf, runtimeConfig, siteOrigin, sitePorts } from '../support/site-config';

// A site of its own, so replacing a remote here cannot disturb the other tests.
const ports = sitePorts(BASE_PORT + 30);
const UNAVAILABLE = 'This section is temporarily unavailable';
/** The kernel the shell serves: the workspace's own version. */
const { version: KERNEL_VERSION } = createRequire(import.meta.url)('../../shared/package.json') as {
  version: string;
};
/** The next major version, which a remote may have moved to before the shell. */
const NEXT_MAJOR = `${Number(KERNEL_VERSION.split('.')[0]) + 1}.0.0`;

let site: ServedSite | null = null;
let profile: ServedBundle | null = null;

test.afterAll(async () => {
  await profile?.close();
  await site?.close();
});

test('a remote built against another kernel version is refused loudly, with the fallback, and the rest of the site works', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  // mfe_profile as its team would ship it had it moved to the next major kernel before the shell.
  const deployRoot = testInfo.outputPath('deployed');
  await buildRelease({
    workspace: 'mfe-profile',
    outputDir: path.join(deployRoot, 'mfe-profile', 'dist'),
    kernelVersion: NEXT_MAJOR,
  });
  site = await serveSite(ports, runtimeConfig(ports));
  await site.servers.find((server) => server.name === 'mfe_profile')?.close();
  profile = await serveOne('mfe_profile', portOf(ports, 'mfe_profile'), { distRoot: deployRoot });

  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto(`${siteOrigin(ports, 'shell')}/profile`);
  await expect(page).toHaveTitle(`Profile | ${BRAND}`);
  const fallback = page.getByRole('alert');
  await expect(fallback.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 45_000 });
  await expectLayout(page);
  // Refused, not run against the wrong kernel: the console names the kernel and both versions.
  await expect
    .poll(() => consoleErrors.join('\n'))
    .toContain(
      `Version ${KERNEL_VERSION} from shell of shared singleton module @academy/shared does not satisfy ` +
        `the requirement of mfe_profile which needs ^${NEXT_MAJOR}`,
    );

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
