import { expect, type Page } from '@playwright/test';

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

/**
 * Waits until the page's network is idle and then no new file arrived for two seconds (`files` counts
 * the files seen so far). A chunk loaded lazily, such as the kernel's HTTP client on its first call,
 * may come after half a second of idle network; a visit whose files are compared whole waits for it.
 */
export async function untilNoNewFile(page: Page, files: () => number): Promise<void> {
  await page.waitForLoadState('networkidle');
  let counted = -1;
  await expect
    .poll(
      () => {
        const settled = files() === counted;
        counted = files();
        return settled;
      },
      { intervals: [2_000], timeout: 30_000 },
    )
    .toBe(true);
}
