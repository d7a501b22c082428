/**
 * The site's security headers (docs/decisions/0009): every origin sends a Content-Security-Policy
 * built from its runtime config, and the shell and the remotes keep to it on every route, signed
 * out and signed in.
 */
import { expect, test, type Page } from '@playwright/test';
import { isNarrow, screenHeading } from '../support/layout';
import { serveOne, type ServedBundle } from '../support/servers';
import {
  API_BASE_URL,
  BASE_PORT,
  MAIN_PORTS,
  REMOTES,
  runtimeConfig,
  SHELL,
  SITE_MAP,
  siteOrigin,
  sitePorts,
} from '../support/site-config';
import { signInAsDemoStudent } from '../support/student';

/** Every route of the site map (a path with parameters at its route's link), and a path no route has. */
const ROUTES = [
  ...SITE_MAP.sites.remotes.flatMap((remote) =>
    SITE_MAP.remoteRoutes(remote.workspace).flatMap((route) =>
      route.paths.map((path) => (path.includes(':') ? (route.link ?? path) : path)),
    ),
  ),
  '/no-such-page',
];

const SHELL_ORIGIN = siteOrigin(MAIN_PORTS, SHELL);

/** One directive of a policy, as its list of sources; undefined when the policy has none. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1);
}

/**
 * Every policy violation the page reports from now on, through the `securitypolicyviolation` event
 * (installed before any of the page's scripts, on every navigation) and the console.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  let at = '';
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) at = new URL(frame.url()).pathname;
  });
  await page.exposeFunction('__reportPolicyViolation', (text: string) => violations.push(`${at}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation(text: string): void })
        .__reportPolicyViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${at}: console: ${message.text()}`);
  });
  return violations;
}

/** Visits every route, each to the end of its loading, and scrolls it through. */
async function visitEveryRoute(page: Page): Promise<void> {
  for (const path of ROUTES) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], `${path} comes with a policy`).toBeTruthy();
    await expect(page.locator('#root')).not.toHaveAttribute('data-pending');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(200);
  }
}

test.describe('the headers', () => {
  const checked: { what: string; url: string; remote?: string }[] = [
    { what: 'a composed page', url: `${SHELL_ORIGIN}/` },
    { what: 'a composed page with parameters', url: `${SHELL_ORIGIN}/passingcourse/1` },
    { what: "the shell's runtime config", url: `${SHELL_ORIGIN}/config.json` },
    { what: "the shell's entry", url: `${SHELL_ORIGIN}/main.js` },
    ...REMOTES.flatMap((remote) => [
      { what: `${remote}'s manifest`, url: `${siteOrigin(MAIN_PORTS, remote)}/mf-manifest.json`, remote },
      { what: `${remote}'s entry`, url: `${siteOrigin(MAIN_PORTS, remote)}/remoteEntry.js`, remote },
      { what: `${remote}'s standalone page`, url: `${siteOrigin(MAIN_PORTS, remote)}/`, remote },
    ]),
  ];

  for (const { what, url, remote } of checked) {
    test(`${what} comes with a policy, nosniff and no referrer`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const policy = headers['content-security-policy'];
      expect(policy, 'a Content-Security-Policy header').toBeTruthy();
      expect(directive(policy ?? '', 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy ?? '', 'object-src')).toEqual(["'none'"]);
      expect(directive(policy ?? '', 'base-uri')).toEqual(["'self'"]);
      const scripts = directive(policy ?? '', 'script-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['strict-transport-security'], 'no HSTS over plain http').toBeUndefined();
      if (remote) expect(headers['access-control-allow-origin']).toBe('*');
    });
  }

  test("the shell's policy names the API and the remotes of its runtime config", async ({ request }) => {
    const policy = (await request.get(`${SHELL_ORIGIN}/`)).headers()['content-security-policy'] ?? '';
    const remotes = REMOTES.map((remote) => siteOrigin(MAIN_PORTS, remote));
    expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(remotes));
    expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining([API_BASE_URL, ...remotes]));
    expect(directive(policy, 'img-src')).toEqual(expect.arrayContaining([API_BASE_URL]));
    expect(directive(policy, 'media-src')).toEqual(expect.arrayContaining([API_BASE_URL]));
    expect(directive(policy, 'script-src')).not.toContain(API_BASE_URL);
  });

  test("a remote's standalone page follows the config it serves: it reaches the API", async ({ request }) => {
    for (const remote of REMOTES) {
      const origin = siteOrigin(MAIN_PORTS, remote);
      const policy = (await request.get(`${origin}/`)).headers()['content-security-policy'] ?? '';
      const config = (await (await request.get(`${origin}/config.json`)).json()) as { apiBaseUrl: string };
      expect(config.apiBaseUrl).toBe(API_BASE_URL);
      expect(directive(policy, 'connect-src'), remote).toContain(API_BASE_URL);
    }
  });

  test.describe('a deployment with another config', () => {
    // A shell of its own, on a port no other test uses, told of remotes and an API elsewhere.
    const port = BASE_PORT + 50;
    const elsewhere = runtimeConfig(sitePorts(BASE_PORT + 60), 'https://api.academy.example');
    let shell: ServedBundle | null = null;

    test.afterEach(async () => {
      await shell?.close();
      shell = null;
    });

    test('gets a policy that follows it, and HSTS when it is served over https', async ({ request }) => {
      shell = await serveOne(SHELL, port, { config: elsewhere });
      const origin = `http://127.0.0.1:${port}`;
      const response = await request.get(`${origin}/aboutoaa`);
      const policy = response.headers()['content-security-policy'] ?? '';
      const remotes = Object.values(elsewhere.remotes).map((manifest) => new URL(manifest).origin);
      expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(remotes));
      expect(directive(policy, 'connect-src')).toEqual(
        expect.arrayContaining(['https://api.academy.example', ...remotes]),
      );
      for (const remote of REMOTES) expect(policy).not.toContain(siteOrigin(MAIN_PORTS, remote));

      const behindTls = await request.get(`${origin}/config.json`, {
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(behindTls.headers()['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    });
  });
});

test.describe('every route keeps to the policy', () => {
  test('signed out', async ({ page }) => {
    test.setTimeout(180_000);
    const violations = await watchViolations(page);
    await visitEveryRoute(page);
    expect(violations, 'policy violations').toEqual([]);
  });

  test('signed in, with a lecture video and a PDF material', async ({ page, request }) => {
    test.setTimeout(180_000);
    await signInAsDemoStudent(page, request);
    // Every test shares the demo student: opening the PDF would mark its lecture completed and make it
    // where the student resumes, and later tests expect the first lecture. Saving progress is not what
    // this test is about, so the saves stay in this browser.
    await page.route('**/courses/student/lectures/*/progress/', (route) =>
      route.request().method() === 'PUT' ? route.abort() : route.continue(),
    );
    const violations = await watchViolations(page);
    await visitEveryRoute(page);

    // The demo student owns the course: the first lecture's video, then a reading lecture's PDF
    // (drawn by pdf.js in a worker).
    await page.goto('/passingcourse/1');
    await expect(page.getByLabel(/^Video: /).first()).toBeVisible();
    if (isNarrow(page)) await page.getByRole('tab', { name: 'Curriculum' }).click();
    const side = isNarrow(page)
      ? page.getByRole('tabpanel')
      : page.getByRole('complementary', { name: 'Curriculum' });
    await side.getByRole('button', { name: /The Arbitration Agreement/ }).click();
    await side.getByRole('button', { name: 'Separability and pathological clauses', exact: true }).click();
    const material = page.getByRole('region', { name: /^Material of / });
    await expect(material.getByRole('img', { name: /page 1 of/ })).toBeVisible({ timeout: 30_000 });
    expect(violations, 'policy violations').toEqual([]);
  });

  test('a script the page did not come with is refused, and the refusal is seen', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await expect(screenHeading(page).first()).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran, 'the injected inline script ran').toBe(false);
    await expect.poll(() => violations.join('\n')).toMatch(/script-src(-elem)? refused inline/);
  });
});
