import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Opens pages in the given UI language (the site reads its cached choice from local storage). */
export async function useLanguage(page: Page, language: 'en' | 'ru' | 'kk'): Promise<void> {
  await page.addInitScript((lang) => window.localStorage.setItem('i18nextLng', lang), language);
}

/** Scrolls to the bottom in screen-sized steps so that everything loaded on sight has arrived. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/**
 * The page's layout shifts so far (none made right after input), each with what moved and from where
 * to where: a failing comparison names the element.
 */
export async function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Shift = {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        };
        const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
        const describe = (entry: Shift) =>
          `${entry.value.toFixed(5)}: ${entry.sources
            .map(({ node, previousRect, currentRect }) => {
              const name =
                node instanceof Element
                  ? `${node.tagName.toLowerCase()}.${node.className} "${(node.textContent ?? '').slice(0, 30)}"`
                  : String(node?.nodeName);
              return `${name} ${rect(previousRect)} -> ${rect(currentRect)}`;
            })
            .join('; ')}`;
        new PerformanceObserver((list) => {
          const shifts = (list.getEntries() as unknown as Shift[]).filter((entry) => !entry.hadRecentInput);
          resolve(shifts.map(describe));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all means no shift; the observer then never calls back.
        setTimeout(() => resolve([]), 500);
      }),
  );
}

/** No axe violation of serious or critical impact on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, what = 'the page'): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`),
    }));
  expect(serious, `serious or critical accessibility violations on ${what}`).toEqual([]);
}

/** Nothing scrolls sideways; a failure names the elements that reach past the window's right edge. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth, past } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${String(element.className)} "${(element.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(element.getBoundingClientRect().right)}`;
    // Past the edge and not clipped by a box that is not (a slid-away menu, a scrolling strip).
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible' && box.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    const beyond = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > width + 0.5 &&
        getComputedStyle(element).visibility !== 'hidden' &&
        !clipped(element),
    );
    // The innermost ones: an element whose child is also past the edge is named through the child.
    const innermost = beyond.filter(
      (element) => !beyond.some((other) => other !== element && element.contains(other)),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: width,
      past: innermost.slice(0, 5).map(describe),
    };
  });
  expect(
    scrollWidth,
    `page width in a ${clientWidth} px window; past the edge: ${past.join('; ')}`,
  ).toBeLessThanOrEqual(clientWidth);
}

/**
 * Saves a screenshot of the whole page (or of one part of it) among the test's results, named with
 * the window's width, and attaches it to the report.
 */
export async function screenshot(target: Page | Locator, testInfo: TestInfo, name: string): Promise<void> {
  const page = 'page' in target ? target.page() : target;
  const file = testInfo.outputPath(`${name}-${page.viewportSize()?.width ?? 0}px.png`);
  if ('page' in target) await target.screenshot({ path: file });
  else await target.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
