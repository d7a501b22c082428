import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, screenshot } from '../support/page-quality';
import { MAIN_PORTS, siteOrigin, type RemoteName } from '../support/site-config';
import { DEMO_STUDENT } from '../support/student';

/** Each remote alone on its own origin: its frame at the root and its first screen one click away. */
const STANDALONE: { remote: RemoteName; firstScreen: string }[] = [
  { remote: 'mfe_public', firstScreen: 'Main page' },
  { remote: 'mfe_auth', firstScreen: 'Sign in' },
  { remote: 'mfe_profile', firstScreen: 'Profile' },
  { remote: 'mfe_learning', firstScreen: 'Course' },
  { remote: 'mfe_teaching', firstScreen: 'Essays to evaluate' },
];

for (const { remote, firstScreen } of STANDALONE) {
  test(`${remote} renders standalone at its own port root`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${siteOrigin(MAIN_PORTS, remote)}/`);
    const frame = page.getByRole('banner');
    await expect(frame.getByText(remote, { exact: true })).toBeVisible();
    await expect(frame.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await frame.getByRole('link', { name: firstScreen, exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(frame.getByRole('link', { name: firstScreen, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(errors, 'no uncaught errors in the standalone page').toEqual([]);
  });
}

/**
 * The teaching remote alone (decision 0802): its screens need an instructor, so the frame asks to sign
 * in on the screen's own path with the kernel's form, and checks the role as the shell would.
 */
test.describe('mfe_teaching alone: signing in on its own origin', () => {
  test('an instructor signs in and sees the essays queue', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${siteOrigin(MAIN_PORTS, 'mfe_teaching')}/teaching/essays`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Sign in to teach' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the teaching remote’s sign-in');
    await screenshot(page, testInfo, 'teaching-standalone-sign-in');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'teaching-standalone-sign-in');
    await main.getByLabel('Email').fill('instructor@academy.test');
    await main.getByLabel('Password').fill('wrong-password');
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(main.getByRole('alert')).not.toBeEmpty();
    await main.getByLabel('Password').fill('Teaching-2026');
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Essays to evaluate' })).toBeVisible();
    await expect(main.getByRole('listitem').first()).toBeVisible();
    expect(page.url()).toBe(`${siteOrigin(MAIN_PORTS, 'mfe_teaching')}/teaching/essays`);
    // Another screen through the frame's link, still signed in.
    await page.getByRole('banner').getByRole('link', { name: 'Seminars', exact: true }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Seminars' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'the teaching remote alone, signed in');
    expect(errors, 'no uncaught errors in the standalone page').toEqual([]);
  });

  test('a student who signs in there is told it is for instructors', async ({ page }, testInfo) => {
    await page.goto(`${siteOrigin(MAIN_PORTS, 'mfe_teaching')}/teaching`);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(DEMO_STUDENT.email);
    await main.getByLabel('Password').fill(DEMO_STUDENT.password);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'For instructors only' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Essays to evaluate' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'the teaching remote alone, as a student');
    await screenshot(page, testInfo, 'teaching-standalone-student-refused');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, 'teaching-standalone-student-refused');
    await main.getByRole('button', { name: 'Sign out' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Sign in to teach' })).toBeVisible();
  });
});
