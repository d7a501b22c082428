import { expect, test, type Page } from '@playwright/test';
import { BRAND, expectLayout, screenHeading } from '../support/layout';
import { navigateInPage } from '../support/navigation';
import { serveSite, type ServedSite } from '../support/servers';
import { MAIN_PORTS, BASE_PORT, runtimeConfig, siteOrigin, sitePorts } from '../support/site-config';
import { signInAsDemoStudent } from '../support/student';

/**
 * The instructors' remote is one more entry of sites.json (docs/decisions/0035, 0036, 0800): students and
 * visitors never download its code, and a site deployed without it works.
 */

const TEACHING = 'mfe_teaching';

/** Every request the page makes from now on, as URLs. */
function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  return requested;
}

test('a student’s cold loads of / and /passingcourse/1 request nothing from the teaching remote, nor /teaching itself', async ({
  page,
  request,
}) => {
  await signInAsDemoStudent(page, request);
  const requested = recordRequests(page);
  const teachingOrigin = siteOrigin(MAIN_PORTS, TEACHING);

  await page.goto('/');
  await expect(page).toHaveTitle(`Main page | ${BRAND}`);
  await expect(screenHeading(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: 'Teaching' })).toHaveCount(0);

  await page.goto('/passingcourse/1');
  await expect(page).toHaveTitle(`Course | ${BRAND}`);
  await expect(screenHeading(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Typed in by hand, the staff area tells the student it is not theirs, still without its code.
  await navigateInPage(page, '/teaching');
  await expect(page.getByRole('heading', { name: 'For instructors only' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.startsWith(teachingOrigin))).toEqual([]);
});

test('a visitor at /teaching is sent to sign in and back, without the teaching code', async ({ page }) => {
  const requested = recordRequests(page);
  await page.goto('/teaching/essays');
  await expect(page).toHaveURL(/\/signin\?next=%2Fteaching%2Fessays$/);
  await expect(page).toHaveTitle(`Sign in | ${BRAND}`);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.startsWith(siteOrigin(MAIN_PORTS, TEACHING)))).toEqual([]);
});

test.describe('a site deployed without the teaching remote', () => {
  // A site of its own: its config.json leaves mfe_teaching out and nothing serves it.
  const ports = sitePorts(BASE_PORT + 20);
  let site: ServedSite;

  test.beforeAll(async () => {
    const { [TEACHING]: _left, ...remotes } = runtimeConfig(ports).remotes;
    site = await serveSite(ports, { ...runtimeConfig(ports), remotes });
    await site.servers.find((server) => server.name === TEACHING)?.close();
  });

  test.afterAll(async () => {
    await site?.close();
  });

  test('works in every other area, with no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const shell = siteOrigin(ports, 'shell');
    await page.goto(`${shell}/`);
    await expect(page).toHaveTitle(`Main page | ${BRAND}`);
    await expect(screenHeading(page).first()).toBeVisible();
    await expectLayout(page);
    for (const [path, title] of [
      ['/aboutthecourse', 'About the course'],
      ['/signin', 'Sign in'],
      ['/passingcourse/1', 'Course'],
    ] as const) {
      await navigateInPage(page, path);
      await expect(page).toHaveTitle(`${title} | ${BRAND}`);
      await expect(screenHeading(page).first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});
