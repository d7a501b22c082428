import { expect, test } from '@playwright/test';
import {
  closeNavigation,
  openNavigation,
  RUSSIAN_HEADER,
  screenHeading,
  EVERY_WIDTH,
} from '../support/layout';

const CYRILLIC = /[А-Яа-яЁё]/;

test(
  'switching to Russian re-renders the header and the remote screen without a reload',
  EVERY_WIDTH,
  async ({ page }) => {
    await page.goto('/aboutthecourse');
    const heading = screenHeading(page).first();
    await expect(heading).toBeVisible();
    const englishHeading = (await heading.textContent()) ?? '';
    expect(englishHeading).not.toMatch(CYRILLIC);

    // The same document before and after: the switch re-renders in place, it does not reload.
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);

    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('ru');

    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Язык' })).toBeVisible();
    await expect(heading).toHaveText(CYRILLIC);
    await expect(heading).not.toHaveText(englishHeading);
    const navigation = await openNavigation(page, RUSSIAN_HEADER);
    await expect(navigation.getByRole('link', { name: 'О курсе', exact: true })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Главная', exact: true })).toBeVisible();
    await closeNavigation(page, RUSSIAN_HEADER);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Условия использования' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^О курсе \| /);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(timeOrigin);

    // The choice is cached in local storage and survives a new page load.
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ru');
    await page.reload();
    await expect(screenHeading(page).first()).toHaveText(CYRILLIC);
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
  },
);
