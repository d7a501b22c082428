import { expect, type Page } from '@playwright/test';

export const BRAND = 'Arbitration Academy';

/**
 * The phone project runs only the tests that carry this tag (playwright.config.ts): those whose checks
 * can come out differently at 375 px with touch, because they use the narrow layout's own controls
 * (the header's menu, the course's Curriculum tab), measure the page (boxes, layout shifts, sideways
 * scroll), run axe on a screen as it is laid out, or swipe. A test of what the server sends or keeps
 * runs once, at desktop width (docs/decisions/0044-browser-tests-at-phone-width.md).
 */
export const EVERY_WIDTH = { tag: '@every-width' };

/** Whether the page is laid out at phone width, where the header collapses into a menu. */
export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= 1024;
}

/** The header's accessible names, in the language the page is shown in. */
export interface HeaderLabels {
  navigation: string;
  openMenu: string;
  closeMenu: string;
}

export const ENGLISH_HEADER: HeaderLabels = {
  navigation: 'Main navigation',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
};

export const RUSSIAN_HEADER: HeaderLabels = {
  navigation: 'Основная навигация',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
};

/** The header's main navigation: inline on wide screens, inside the slide-in menu on narrow ones. */
export async function openNavigation(page: Page, labels: HeaderLabels = ENGLISH_HEADER) {
  const banner = page.getByRole('banner');
  if (isNarrow(page)) {
    await banner.getByRole('button', { name: labels.openMenu }).click();
    await expect(banner.getByRole('button', { name: labels.closeMenu })).toBeVisible();
  }
  const navigation = banner.getByRole('navigation', { name: labels.navigation });
  await expect(navigation).toBeVisible();
  return navigation;
}

/** Closes the slide-in menu again on narrow screens; wide screens have none. */
export async function closeNavigation(page: Page, labels: HeaderLabels = ENGLISH_HEADER): Promise<void> {
  if (!isNarrow(page)) return;
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: labels.closeMenu }).click();
  await expect(banner.getByRole('button', { name: labels.openMenu })).toBeVisible();
}

/** The layout around every screen: header with the brand, footer with its links and rights line. */
export async function expectLayout(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: BRAND })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms of use' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expect(footer.getByText(/All rights reserved/)).toBeVisible();
}

/** The screen's own heading inside the page content. */
export function screenHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}
