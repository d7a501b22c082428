import { expect, test } from '@playwright/test';
import { MAIN_PORTS, siteOrigin, type RemoteName } from '../support/site-config';

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
