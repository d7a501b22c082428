import type { Page } from '@playwright/test';

/**
 * Holds the page's requests to `url` (a glob, as `page.route` takes it) until the returned function is
 * called: data that arrives late, on cue.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
