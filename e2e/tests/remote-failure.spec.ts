import { expect, test } from '@playwright/test';
import { BRAND, expectLayout, screenHeading } from '../support/layout';
import { navigateInPage } from '../support/navigation';
import { signInAsDemoStudent } from '../support/student';
import { serveOne, serveSite, type ServedBundle, type ServedSite } from '../support/servers';
import { BASE_PORT, portOf, runtimeConfig, siteOrigin, sitePorts } from '../support/site-config';

// A site of its own, so stopping a remote here cannot disturb the other tests.
const ports = sitePorts(BASE_PORT + 10);
const UNAVAILABLE = 'This section is temporarily unavailable';

let site: ServedSite;
let restartedAuth: ServedBundle | null = null;

test.beforeAll(async () => {
  site = await serveSite(ports, runtimeConfig(ports));
});

test.afterAll(async () => {
  await restartedAuth?.close();
  await site?.close();
});

test('a stopped remote costs only its own routes, and retry recovers once it is back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Signed in, the profile and course areas show their own screens rather than sending the visitor to sign in.
  await signInAsDemoStudent(page, request);
  const auth = site.servers.find((server) => server.name === 'mfe_auth');
  if (!auth) throw new Error('serveSite did not start mfe_auth');
  await auth.close();

  await page.goto(`${siteOrigin(ports, 'shell')}/signin`);
  await expect(page).toHaveTitle(`Sign in | ${BRAND}`);
  const fallback = page.getByRole('alert');
  // The shell retries the remote before giving up, so the fallback takes a moment.
  await expect(fallback.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 45_000 });
  await expect(fallback.getByText('The rest of the site keeps working')).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectLayout(page);

  // Every other area still works in the same document.
  await page.getByRole('banner').getByRole('link', { name: 'About the course', exact: true }).click();
  await expect(page).toHaveTitle(`About the course | ${BRAND}`);
  await expect(screenHeading(page).first()).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  for (const [path, title] of [
    ['/profile', 'Profile'],
    ['/passingcourse/1', 'Course'],
  ] as const) {
    await navigateInPage(page, path);
    await expect(page).toHaveTitle(`${title} | ${BRAND}`);
    await expect(screenHeading(page).first()).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveTitle(`Terms of use | ${BRAND}`);
  await expect(screenHeading(page).first()).toBeVisible();

  // Back to the dead area: still the fallback, then the remote returns and retry brings the screen.
  await navigateInPage(page, '/signin');
  await expect(page.getByRole('alert').getByRole('heading', { name: UNAVAILABLE })).toBeVisible({
    timeout: 45_000,
  });
  restartedAuth = await serveOne('mfe_auth', portOf(ports, 'mfe_auth'));
  await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
  await expect(screenHeading(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  // The sign-in screen itself is back: it sends a signed-in student on to the main page (decision 0500).
  await expect(page).toHaveURL(/:\d+\/$/);
  await expectLayout(page);
});
