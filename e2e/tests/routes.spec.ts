import { expect, test } from '@playwright/test';
import {
  BRAND,
  closeNavigation,
  expectLayout,
  openNavigation,
  screenHeading,
  EVERY_WIDTH,
} from '../support/layout';
import { signInAsDemoStudent } from '../support/student';

/** Every route of docs/product/screens-and-routes.md#route-table with the page title the shell gives it. */
const PUBLIC_ROUTES = [
  { path: '/', title: 'Main page' },
  { path: '/aboutoaa', title: 'About the organisation' },
  { path: '/aboutthecourse', title: 'About the course' },
  { path: '/certification', title: 'Certification' },
  { path: '/terms', title: 'Terms of use' },
  { path: '/privacy_policy', title: 'Privacy policy' },
  { path: '/privacy', title: 'Privacy policy' },
  { path: '/organisation', title: 'Our organisation' },
  { path: '/tuition-waiver', title: 'Tuition Waiver' },
  { path: '/signin', title: 'Sign in' },
  { path: '/signup', title: 'Sign up' },
  { path: '/forget', title: 'Password recovery' },
  { path: '/forgot', title: 'Password recovery' },
  { path: '/passingcourse/1', title: 'Course' },
];

test.describe('route table', () => {
  for (const { path, title } of PUBLIC_ROUTES) {
    test(`${path} shows the ${title} screen inside the layout`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | ${BRAND}`);
      await expect(screenHeading(page).first()).toBeVisible();
      await expectLayout(page);
      await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
      await expect(page.getByText('Page not found')).toHaveCount(0);
    });
  }

  test('/profile shows the profile of a signed-in student inside the layout', async ({ page, request }) => {
    await signInAsDemoStudent(page, request);
    await page.goto('/profile');
    await expect(page).toHaveTitle(`Profile | ${BRAND}`);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(screenHeading(page).first()).toBeVisible();
    await expectLayout(page);
  });

  test('an unknown path shows the 404 screen whose button leads back to the main page', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    const main = page.getByRole('main');
    await expect(main.getByText('404', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(main.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
    await expectLayout(page);
    await main.getByRole('link', { name: 'Back to the main page' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page).toHaveTitle(`Main page | ${BRAND}`);
  });

  test('the header navigation reaches each main page and highlights it', EVERY_WIDTH, async ({ page }) => {
    await page.goto('/');
    const pages = [
      { link: 'About the organisation', path: '/aboutoaa' },
      { link: 'About the course', path: '/aboutthecourse' },
      { link: 'Certification', path: '/certification' },
      { link: 'Tuition Waiver', path: '/tuition-waiver' },
      { link: 'Main page', path: '/' },
    ];
    for (const { link, path } of pages) {
      await (await openNavigation(page)).getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${path.replace('/', '\\/')}$`));
      await expect(page).toHaveTitle(`${link} | ${BRAND}`);
      const current = (await openNavigation(page)).getByRole('link', { name: link, exact: true });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await closeNavigation(page);
    }
  });

  test('no page is wider than the screen', EVERY_WIDTH, async ({ page }) => {
    const tooWide: string[] = [];
    for (const { path, title } of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | ${BRAND}`);
      await expect(screenHeading(page).first()).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth)
        tooWide.push(`${path}: ${scrollWidth} px wide in a ${clientWidth} px window`);
    }
    expect(tooWide, 'pages that scroll sideways').toEqual([]);
  });
});
