/**
 * The first screen before any script runs (docs/decisions/0012): the shell's host composes each
 * navigation's page from the shell's prerendered layout and the route's prerendered screen, and React
 * takes it over without a flash or a shift.
 */
import net from 'node:net';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { BRAND, expectLayout, screenHeading, EVERY_WIDTH } from '../support/layout';
import { demoInstructorTokens } from '../support/accounts';
import { layoutShifts } from '../support/page-quality';
import { DEMO_STUDENT_NAME, demoStudentTokens, storeLocally, STUDENT_NAME_KEY } from '../support/student';
import { serveSite, type ServedSite } from '../support/servers';
import {
  BASE_PORT,
  HOST,
  MAIN_PORTS,
  portOf,
  runtimeConfig,
  SITE_MAP,
  siteOrigin,
  sitePorts,
} from '../support/site-config';

const SHELL = siteOrigin(MAIN_PORTS, 'shell');

/** Every location a remote prerenders for `audience` (routes.json `prerender`, read by the site map). */
function prerenderedFor(audience: 'signed-out' | 'signed-in' | 'instructor'): string[] {
  return SITE_MAP.sites.remotes.flatMap((remote) =>
    SITE_MAP.prerenderedPaths(remote.workspace)
      .filter((screen) => screen.audiences.includes(audience))
      .map((screen) => screen.location),
  );
}

const PRERENDERED = prerenderedFor('signed-out');

/** Where the page's landmarks and its heading are, to compare the prerendered page with React's. */
function boxes(page: Page) {
  return Promise.all(
    [page.getByRole('banner'), screenHeading(page).first(), page.getByRole('main')].map(async (locator) => {
      const box = await locator.boundingBox();
      return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
    }),
  );
}

async function prerenderedPage(browser: Browser, path: string, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${SHELL}${path}`);
  return { page, close: () => context.close() };
}

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('every prerendered route shows the layout, its title and its screen', async ({ page }) => {
    expect(PRERENDERED.length).toBeGreaterThanOrEqual(12);
    for (const path of PRERENDERED) {
      await page.goto(`${SHELL}${path}`);
      await expect(page, path).toHaveTitle(new RegExp(` \\| ${BRAND}$`));
      await expectLayout(page);
      await expect(screenHeading(page).first(), path).toBeVisible();
    }
  });

  test('a path of no route shows the not-found page', async ({ page }) => {
    await page.goto(`${SHELL}/no-such-page`);
    await expect(page).toHaveTitle(`Page not found | ${BRAND}`);
    await expect(page.getByRole('link', { name: 'Back to the main page' })).toBeVisible();
    await expectLayout(page);
  });

  test('the header links back to the page the visitor is on', async ({ page }) => {
    // On a phone the links are in the closed menu, which needs a script to open.
    const logIn = page.getByRole('banner').getByRole('link', { name: 'Log in', includeHidden: true }).first();
    await page.goto(`${SHELL}/certification`);
    await expect(logIn).toHaveAttribute('href', `/signin?next=${encodeURIComponent('/certification')}`);
    await page.goto(`${SHELL}/no-such-page?from=mail`);
    await expect(logIn).toHaveAttribute(
      'href',
      `/signin?next=${encodeURIComponent('/no-such-page?from=mail')}`,
    );
  });

  test('a course page is prerendered once for every course: its links back name the course visited', async ({
    page,
  }) => {
    await page.goto(`${SHELL}/passingcourse/2`);
    await expect(screenHeading(page)).toHaveText('Course');
    await expect(page.getByRole('heading', { name: 'Buy the full course' }).first()).toBeVisible();
    const logIn = page.getByRole('banner').getByRole('link', { name: 'Log in', includeHidden: true }).first();
    await expect(logIn).toHaveAttribute('href', `/signin?next=${encodeURIComponent('/passingcourse/2')}`);
  });

  test('a prerendered form cannot be typed into, so nothing typed is lost when React takes over', async ({
    page,
  }) => {
    await page.goto(`${SHELL}/signin`);
    await expect(page.locator('#prerendered form')).toHaveAttribute('inert', '');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toBeDisabled();
  });
});

/**
 * Locations React takes over from the prerendered page for a signed-out visitor. (On /signin and
 * /signup the browser tests' API offers a social provider, whose button arrives with its answer, at
 * the card's end.)
 */
const TAKEN_OVER = [
  '/',
  '/aboutthecourse',
  '/signin',
  '/signup',
  '/forgot',
  '/terms',
  '/passingcourse/1',
  '/no-such-page',
];

// One test per location: each has the whole test timeout, and a failure names its page.
test.describe(
  'React takes the page over: one layout, no markup left behind, and nothing moves',
  EVERY_WIDTH,
  () => {
    for (const path of TAKEN_OVER) {
      test(path, async ({ browser, page }) => {
        const width = page.viewportSize()?.width ?? 1280;
        const before = await prerenderedPage(browser, path, width);
        const prerendered = await boxes(before.page);
        await before.close();

        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${SHELL}${path}`);
        await expect(page.locator('#prerendered'), path).toHaveCount(0);
        await expect(page.locator('#root'), path).not.toHaveAttribute('data-pending');
        await expect(page.getByRole('banner')).toHaveCount(1);
        expect(await boxes(page), path).toEqual(prerendered);
        expect(await layoutShifts(page), path).toEqual([]);
      });
    }
  },
);

test(
  'the first paint waits for the whole markup: no half-parsed header is painted and then grows',
  EVERY_WIDTH,
  async ({ page }) => {
    // A slow CPU parses the page in several tasks, with chances to paint between them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.addInitScript(() => {
      const frames: boolean[] = [];
      (window as unknown as { paintedHalf: boolean[] }).paintedHalf = frames;
      const tick = () => {
        const markup = document.getElementById('prerendered');
        if (markup) frames.push(document.getElementById('prerendered-end') === null);
        if (frames.length < 30) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto(`${SHELL}/terms`);
    await expect(page.locator('#root')).not.toHaveAttribute('data-pending');
    const frames = await page.evaluate(() => (window as unknown as { paintedHalf: boolean[] }).paintedHalf);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((half) => half)).toEqual([]);
  },
);

/** The page as it is until main.js runs: the inline scripts have run, React has not. */
async function withoutBundles(page: Page, path: string, storage: Record<string, string> = {}) {
  await storeLocally(page, storage);
  await page.route('**/main.js', (route) => route.abort());
  await page.goto(`${SHELL}${path}`);
}

/** The wide header's profile button, named for the demo student (null where the header shows an icon). */
async function profileButton(page: Page, width: number) {
  if (width <= 1024) return null;
  const button = page.getByRole('banner').getByRole('link', { name: DEMO_STUDENT_NAME });
  await expect(button).toBeVisible();
  return button.boundingBox();
}

/**
 * Opens `path` from `stored` twice: as prerendered for `audience` (its bundles held back), then with
 * React. `measure` (the landmarks' boxes unless told) must come out the same, and nothing shifts.
 */
async function expectTakenOverUnmoved(
  { browser, page }: { browser: Browser; page: Page },
  path: string,
  stored: Record<string, string>,
  audience: 'signed-in' | 'instructor',
  measure: (page: Page, width: number) => Promise<unknown> = boxes,
) {
  const width = page.viewportSize()?.width ?? 1280;
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const before = await context.newPage();
  await withoutBundles(before, path, stored);
  await expect(before.locator(`#prerendered [data-audience="${audience}"]`), path).toBeVisible();
  const prerendered = await measure(before, width);
  await context.close();

  await page.setViewportSize({ width, height: 800 });
  await storeLocally(page, stored);
  await page.goto(`${SHELL}${path}`);
  await expect(page.locator('#prerendered'), path).toHaveCount(0);
  await expect(page.locator('#root'), path).not.toHaveAttribute('data-pending');
  expect(await measure(page, width), path).toEqual(prerendered);
  expect(await layoutShifts(page), path).toEqual([]);
}

test.describe('React takes a signed-in student’s page over with nothing moved', EVERY_WIDTH, () => {
  /** What a student who has been here before keeps: that visit remembered the name the wide header shows. */
  let stored: Record<string, string> = {};

  test.beforeAll(async ({ browser }) => {
    expect(prerenderedFor('signed-in')).toEqual(expect.arrayContaining(['/profile', '/passingcourse/1']));
    const context = await browser.newContext();
    const page = await context.newPage();
    await storeLocally(page, await demoStudentTokens(context.request));
    await page.goto(`${SHELL}/terms`);
    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key), STUDENT_NAME_KEY))
      .toBe(DEMO_STUDENT_NAME);
    stored = await page.evaluate(() => ({ ...window.localStorage }));
    await context.close();
  });

  // One test per location: each has the whole test timeout, and a failure names its page.
  for (const path of prerenderedFor('signed-in')) {
    test(path, async ({ browser, page }) => {
      // The wide header also shows the remembered name, in the same place.
      await expectTakenOverUnmoved({ browser, page }, path, stored, 'signed-in', async (shown, width) => ({
        landmarks: await boxes(shown),
        name: await profileButton(shown, width),
      }));
    });
  }
});

test.describe('before the shell’s scripts arrive', () => {
  test('an English visitor sees the prerendered page', async ({ page }) => {
    await withoutBundles(page, '/aboutthecourse');
    await expect(screenHeading(page)).toHaveText('About the course');
  });

  test(
    'a visitor who chose Russian sees no English: the markup keeps its space, hidden',
    EVERY_WIDTH,
    async ({ page }) => {
      await withoutBundles(page, '/aboutthecourse', { i18nextLng: 'ru' });
      await expect(page.locator('html')).toHaveAttribute('data-prerender', 'stale');
      await expect(page.locator('#prerendered')).toBeHidden();
      expect((await page.locator('#prerendered').boundingBox())?.height ?? 0).toBeGreaterThan(400);
    },
  );

  test(
    'a signed-in student sees the signed-in header, and no screen written for a signed-out visitor',
    EVERY_WIDTH,
    async ({ page }) => {
      // The sign-up form is prerendered for signed-out visitors only.
      await withoutBundles(page, '/signup', { token: 'a-stored-token' });
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Profile' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' })).toBeVisible();
      await expect(screenHeading(page)).toHaveCount(0);
      expect((await page.locator('#prerendered main').boundingBox())?.height ?? 0).toBeGreaterThan(400);
    },
  );

  test('a signed-in student sees a public page as written for them: Buy leads to the course', async ({
    page,
  }) => {
    await withoutBundles(page, '/aboutthecourse', { token: 'a-stored-token' });
    await expect(screenHeading(page)).toHaveText('About the course');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Buy' })).toHaveAttribute('href', '/passingcourse/1');
    await expect(main.getByText('Sign in to buy the course').filter({ visible: true })).toHaveCount(0);
  });
});

test.describe('a remote that cannot give its screen', () => {
  // A site of its own, on ports no other test uses.
  const ports = sitePorts(BASE_PORT + 40);
  let site: ServedSite | null = null;
  let silent: net.Server | null = null;

  test.afterEach(async () => {
    await site?.close();
    if (silent) {
      const closed = new Promise((resolve) => silent?.close(resolve));
      silent.emit('close');
      await closed;
    }
    site = null;
    silent = null;
  });

  test('stopped: the page still comes with the layout at once, and the other remotes’ screens', async ({
    request,
  }) => {
    site = await serveSite(ports, runtimeConfig(ports));
    await site.servers.find((server) => server.name === 'mfe_public')?.close();
    const home = await request.get(`${siteOrigin(ports, 'shell')}/`);
    expect(home.status()).toBe(200);
    const html = await home.text();
    expect(html).toContain('id=prerendered');
    expect(html).toContain(`<title>Main page | ${BRAND}</title>`);
    expect(html).not.toContain('Welcome to the Academy');
    const signIn = await (await request.get(`${siteOrigin(ports, 'shell')}/signin`)).text();
    expect(signIn).toContain('<h1');
  });

  test('silent: the page does not wait for it longer than the composer’s limit', async ({ request }) => {
    const publicPort = portOf(ports, 'mfe_public');
    site = await serveSite(ports, runtimeConfig(ports));
    await site.servers.find((server) => server.name === 'mfe_public')?.close();
    // Accepts connections and never answers.
    const sockets = new Set<net.Socket>();
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    silent.on('close', () => sockets.forEach((socket) => socket.destroy()));
    await new Promise<void>((resolve) => silent?.listen(publicPort, HOST, resolve));
    const started = Date.now();
    const home = await request.get(`${siteOrigin(ports, 'shell')}/`);
    expect(home.status()).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await home.text()).toContain('id=prerendered');
  });
});

test.describe('a screen written for a signed-in student', () => {
  test('the profile shows a student its card with the default photo at once', async ({ page }) => {
    await withoutBundles(page, '/profile', { token: 'a-stored-token' });
    await expect(screenHeading(page)).toHaveText('Profile');
    await expect(page.getByRole('complementary', { name: 'Your account' }).getByRole('img')).toBeVisible();
  });

  test('a visitor without a token sees nothing of the profile (the site sends them to sign in)', async ({
    page,
  }) => {
    await withoutBundles(page, '/profile');
    await expectLayout(page);
    await expect(page.getByRole('complementary', { name: 'Your account' })).toBeHidden();
    await expect(screenHeading(page)).toBeHidden();
  });

  test('the course page shows a student the stage being prepared, not the purchase card', async ({
    page,
  }) => {
    await withoutBundles(page, '/passingcourse/1', { token: 'a-stored-token' });
    await expect(screenHeading(page)).toHaveText('Course');
    await expect(page.getByRole('heading', { name: 'Buy the full course' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status').first()).toBeVisible();
  });
});

test.describe('a screen written for a remembered instructor (routes.json access and prerender)', () => {
  const INSTRUCTOR = { token: 'a-stored-token', accountRole: 'instructor' };

  test(
    'shows the instructor its heading and sections before any bundle, styled',
    EVERY_WIDTH,
    async ({ page }) => {
      await withoutBundles(page, '/teaching/questions', INSTRUCTOR);
      await expect(page.locator('html')).toHaveAttribute('data-role', 'instructor');
      await expect(screenHeading(page)).toHaveText("Students' questions");
      const sections = page.getByRole('navigation', { name: 'Teaching sections' });
      await expect(sections.getByRole('link', { name: 'Questions' })).toHaveAttribute('aria-current', 'page');
      // Styled: the screen's stylesheet, linked by the visitor script for the role, lays the links out in a row.
      const [first, second] = await Promise.all(
        ['Essays', 'Questions'].map((name) => sections.getByRole('link', { name }).boundingBox()),
      );
      expect(first?.y).toBe(second?.y);
    },
  );

  for (const [who, storage] of [
    ['a student', { token: 'a-stored-token' }],
    ['a role left behind without a token', { accountRole: 'instructor' }],
    ['a visitor', {}],
  ] as const)
    test(`shows ${who} nothing of it, and asks the teaching remote for nothing`, async ({ page }) => {
      const teaching = `:${portOf(MAIN_PORTS, 'mfe_teaching')}/`;
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(teaching)) asked.push(request.url());
      });
      await withoutBundles(page, '/teaching/questions', storage);
      await expectLayout(page);
      await expect(screenHeading(page)).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Teaching sections' })).toBeHidden();
      expect(asked).toEqual([]);
    });

  test(
    'React takes an instructor’s page over with nothing moved',
    EVERY_WIDTH,
    async ({ browser, page, request }) => {
      const tokens = await demoInstructorTokens(request);
      const stored = { token: tokens.access, refreshToken: tokens.refresh, accountRole: 'instructor' };
      expect(prerenderedFor('instructor')).toEqual(expect.arrayContaining(['/teaching/questions']));
      for (const path of ['/teaching/essays', '/teaching/questions', '/teaching/students'])
        await expectTakenOverUnmoved({ browser, page }, path, stored, 'instructor');
    },
  );
});
