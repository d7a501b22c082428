import { expect, type Page } from '@playwright/test';

/**
 * Client-side navigation to a path no visible link points at, the way the
 * router's own links do it (history entry + popstate): the page is not
 * reloaded, so whatever the page has loaded so far stays loaded.
 */
export async function navigateInPage(
  page: Page,
  path: string,
  options: { allowRedirect?: boolean } = {},
): Promise<void> {
  const before = await page.evaluate(() => performance.timeOrigin);
  await page.evaluate((target) => {
    window.history.pushState({ idx: window.history.length }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  if (!options.allowRedirect) await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  expect(await page.evaluate(() => performance.timeOrigin), 'navigated without reloading').toBe(before);
}
