import { expect, test, type Locator, type Page } from '@playwright/test';
import { STAND_IN_STUDENT, startDrfStandIn, type DrfStandIn } from '../support/drf-stand-in';
import { isNarrow } from '../support/layout';
import { navigateInPage } from '../support/navigation';
import { screenshot } from '../support/page-quality';
import { serveSite, type ServedSite } from '../support/servers';
import { BASE_PORT, originOf, runtimeConfig, siteOrigin, sitePorts } from '../support/site-config';

/**
 * The built site against a backend of the kind the front end was first written for: a Django REST
 * stand-in serving only the original contract (e2e/support/drf-stand-in.ts). The additions of our
 * API are answered 404 or 405 there; the features that use them degrade without an error on the page
 * (docs/decisions/0209, 0211).
 */

// A site of its own, pointed at the stand-in instead of the run's API.
const ports = sitePorts(BASE_PORT + 70);
// The stand-in listens in the run's block of ports (e2e/support/site-config.ts).
const STAND_IN_PORT = BASE_PORT + 90;

/** The additions and how the stand-in refuses them: asked at most once per page load. */
const ADDITIONS: Record<string, number> = {
  'GET /courses/books/': 404,
  'GET /courses/questions/': 405,
  'GET /courses/student/1/progress/': 404,
  'GET /courses/payments/': 404,
  'GET /courses/student/certificates/': 404,
  'GET /student/auth/oidc/providers/': 404,
  // The bell's count; the profile's notification settings are then not asked for at all.
  'GET /student/notifications/unread/': 404,
};

/** The Certification tab's lists, refused as the stand-in refuses any path it has no pattern for. */
const CERTIFICATION_ADDITIONS: Record<string, number> = {
  'GET /courses/student/1/tests/': 404,
  'GET /courses/student/1/essays/': 404,
  'GET /courses/student/1/completion/': 404,
};

let standIn: DrfStandIn;
let site: ServedSite;

test.beforeAll(async () => {
  standIn = await startDrfStandIn(STAND_IN_PORT, Object.values(ports).map(originOf));
  site = await serveSite(ports, runtimeConfig(ports, standIn.url));
});

test.afterAll(async () => {
  await site?.close();
  await standIn?.close();
});

interface ConsoleError {
  text: string;
  url: string;
}

/** Console errors and uncaught exceptions of the page, from now on. */
function watchConsole(page: Page): ConsoleError[] {
  const errors: ConsoleError[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push({ text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => errors.push({ text: error.message, url: '' }));
  return errors;
}

/** Only the browser's own line for each refused addition: "Failed to load resource: ... 404/405". */
function expectOnlyRefusedAdditions(errors: ConsoleError[]): void {
  const unexpected = errors.filter(({ text, url }) => {
    const status = /the server responded with a status of (\d{3})/.exec(text)?.[1];
    if (!status || !url.startsWith(standIn.url)) return true;
    const call = `GET ${new URL(url).pathname}`;
    return (ADDITIONS[call] ?? CERTIFICATION_ADDITIONS[call]) !== Number(status);
  });
  expect(unexpected, 'console errors other than the refused additions').toEqual([]);
}

/** No error text anywhere in the page: no alert, no "error", "not allowed", "undefined" or "NaN". */
async function expectNoErrorText(page: Page, where: string): Promise<void> {
  await expect(page.getByRole('alert'), `${where}: an alert`).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect(text, `${where}: error text`).not.toMatch(
    /error|not allowed|undefined|\bNaN\b|could not be loaded|not found|\[object/i,
  );
}

/** The curriculum: the side column on wide screens, the Curriculum tab below 768 px. */
async function curriculum(page: Page): Promise<Locator> {
  if (isNarrow(page) && (page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('tab', { name: 'Curriculum' }).click();
    return page.getByRole('tabpanel');
  }
  return page.getByRole('complementary', { name: 'Curriculum' });
}

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  return page.getByRole('tabpanel');
}

async function signIn(page: Page): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(STAND_IN_STUDENT.email);
  await form.getByLabel('Password', { exact: true }).fill(STAND_IN_STUDENT.password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('banner').locator('a[href="/profile"]').first()).toBeVisible();
}

test.beforeEach(() => {
  standIn.requests.length = 0;
});

test('a student signs in, studies, asks, answers and opens the profile with no error anywhere', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);

  await page.goto(`${siteOrigin(ports, 'shell')}/signin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoErrorText(page, 'sign-in');
  // No social sign-in offered by this backend: no buttons, no error.
  await expect(page.getByText('or sign in with')).toHaveCount(0);
  await signIn(page);
  await expectNoErrorText(page, 'home');

  // The curriculum: topics, the first lecture chosen, a closed topic locked; no progress counts.
  await navigateInPage(page, '/passingcourse/1');
  const firstLecture = 'What arbitration is and why parties choose it';
  await expect(page.getByRole('heading', { level: 2, name: firstLecture })).toBeVisible();
  const side = await curriculum(page);
  await expect(side.getByText('Foundations of international arbitration')).toBeVisible();
  await expect(side.getByText('The arbitration agreement')).toBeVisible();
  await expect(side.getByText(/completed/)).toHaveCount(0);
  await expect(side.getByRole('progressbar')).toHaveCount(0);
  await expectNoErrorText(page, 'curriculum');

  // The overview's reading list: the four recommended books.
  const overview = await openTab(page, 'Overview');
  await expect(overview.getByText('International Commercial Arbitration', { exact: true })).toBeVisible();
  await expect(
    overview.getByRole('link', { name: /Principles of International Investment Law/ }),
  ).toBeAttached();
  await expectNoErrorText(page, 'overview');

  // The questions tab: the lecture's questions from the curriculum, the author by first name.
  let panel = await openTab(page, 'QAA');
  const existing = panel.getByRole('listitem').filter({ hasText: 'Can the parties choose the seat' });
  await expect(existing).toBeVisible();
  await expect(existing.getByText('Dana', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Important:/ })).toHaveCount(0);
  await expectNoErrorText(page, 'questions');
  await screenshot(page, testInfo, 'questions-tab');

  const question = `Does a void contract take the clause with it? ${Date.now()}`;
  await panel.getByRole('button', { name: 'Ask a question' }).click();
  await panel.getByLabel('Your question').fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  const asked = panel.getByRole('listitem').filter({ hasText: question });
  await expect(asked).toBeVisible();
  await expect(asked.getByText(STAND_IN_STUDENT.first_name, { exact: true })).toBeVisible();
  await expect(panel.getByRole('heading', { level: 4 }).first()).toHaveText(question);
  await asked.getByRole('button', { name: 'Reply' }).click();
  await panel.getByLabel('Your answer').fill('No: the clause is separable.');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByLabel('Your answer')).toHaveValue('');
  await expect(
    panel.getByRole('article').getByRole('paragraph').filter({ hasText: 'No: the clause is separable.' }),
  ).toBeVisible();
  await expectNoErrorText(page, 'the question thread');
  await panel.getByRole('button', { name: /Back/ }).click();
  panel = page.getByRole('tabpanel');
  // Filter, sort and search work in the browser.
  await panel.getByLabel('Filter').selectOption('unanswered');
  await expect(panel.getByRole('listitem')).toHaveCount(0);
  await expect(panel.getByText('No questions found.')).toBeVisible();
  await panel.getByLabel('Filter').selectOption('answered');
  await expect(panel.getByRole('heading', { level: 4 })).toHaveCount(2);
  await panel.getByLabel('Sort').selectOption('oldest');
  await expect(panel.getByRole('heading', { level: 4 }).first()).toHaveText(
    /Can the parties choose the seat/,
  );
  await panel.getByLabel('Search questions').fill('void contract');
  await expect(panel.getByRole('heading', { level: 4 })).toHaveText([question]);
  await expectNoErrorText(page, 'questions, filtered');
  await screenshot(page, testInfo, 'questions-tab-after-asking');

  // The profile: name and e-mail; no purchases section from a backend without the list.
  await navigateInPage(page, '/profile');
  await expect(page.getByText(STAND_IN_STUDENT.email).first()).toBeVisible();
  await expect(
    page.getByText(`${STAND_IN_STUDENT.first_name} ${STAND_IN_STUDENT.last_name}`).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Personal Data', exact: true }).click();
  const personal = page.getByRole('region', { name: 'Personal Data' });
  await expect(personal.getByText('Cards we accept')).toBeVisible();
  await expect(personal.getByText('Your purchases')).toHaveCount(0);
  await expectNoErrorText(page, 'profile');

  // Each addition was asked once in the whole visit (one page load), refused as the stand-in refuses it.
  for (const [call, status] of Object.entries(ADDITIONS)) {
    const asked = standIn.requests.filter((request) => `${request.method} ${request.path}` === call);
    expect(
      asked.map((request) => request.status),
      call,
    ).toEqual([status]);
  }
  expect(
    standIn.requests.filter((request) => request.method === 'POST').map((request) => request.path),
  ).toEqual(['/student/auth/token/', '/courses/questions/', '/courses/answers/']);
  expectOnlyRefusedAdditions(errors);
});

test('a returning student opens the course page directly and its Certification tab: nothing shows a refusal', async ({
  page,
  request,
}) => {
  const signedIn = await request.post(`${standIn.url}/student/auth/token/`, {
    data: { email: STAND_IN_STUDENT.email, password: STAND_IN_STUDENT.password },
  });
  expect(signedIn.status()).toBe(200);
  const { access, refresh } = (await signedIn.json()) as { access: string; refresh: string };
  expect(access.split('.')).toHaveLength(3);
  await page.addInitScript(
    ([token, refreshToken]) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('refreshToken', refreshToken);
    },
    [access, refresh] as const,
  );
  const errors = watchConsole(page);
  await page.goto(`${siteOrigin(ports, 'shell')}/passingcourse/1`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'What arbitration is and why parties choose it' }),
  ).toBeVisible();
  await expect(
    page.getByRole('tabpanel').getByText('International Commercial Arbitration', { exact: true }),
  ).toBeVisible();
  // Its lectures carry no captions: the player offers none and has no transcript.
  await expect(page.getByRole('combobox', { name: 'Speed' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Captions' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Transcript' })).toHaveCount(0);
  await expectNoErrorText(page, 'the course page loaded directly');
  expectOnlyRefusedAdditions(errors);

  // The Certification tab: the certificate, and no error, without tests, essays or a checklist.
  const panel = await openTab(page, 'Certification');
  await expect(panel.getByRole('heading', { name: 'Certificate', exact: true })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Certificate of the Academy' })).toBeVisible();
  // Every list was answered (refused) before the tab settles: no spinner left, then no error text.
  await expect(panel.getByRole('status')).toHaveCount(0);
  await expect(panel.getByText(/fetch error/i)).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Certificate requirements' })).toHaveCount(0);
  await expectNoErrorText(page, 'the Certification tab');
  // Each list asked at most once in the page load, each refused 404.
  for (const [call, status] of Object.entries(CERTIFICATION_ADDITIONS)) {
    const asked = standIn.requests.filter((seen) => `${seen.method} ${seen.path}` === call);
    expect(asked.length, call).toBeLessThanOrEqual(1);
    expect(
      asked.every((seen) => seen.status === status),
      call,
    ).toBe(true);
  }
  expect(
    standIn.requests.filter((seen) => `${seen.method} ${seen.path}` in CERTIFICATION_ADDITIONS).length,
    'the lists were asked',
  ).toBeGreaterThan(0);
  expectOnlyRefusedAdditions(errors);
});

test('a stale access token is refreshed once through SimpleJWT refresh, the rotated pair kept', async ({
  page,
  request,
}) => {
  const signedIn = await request.post(`${standIn.url}/student/auth/token/`, {
    data: { email: STAND_IN_STUDENT.email, password: STAND_IN_STUDENT.password },
  });
  const { access, refresh } = (await signedIn.json()) as { access: string; refresh: string };
  // Signed by someone else: the stand-in answers 401 token_not_valid, as SimpleJWT does.
  const stale = `${access.slice(0, access.lastIndexOf('.'))}.forged`;
  await page.addInitScript(
    ([token, refreshToken]) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('refreshToken', refreshToken);
    },
    [stale, refresh] as const,
  );
  await page.goto(`${siteOrigin(ports, 'shell')}/profile`);
  await expect(page.getByText(STAND_IN_STUDENT.email).first()).toBeVisible();
  await expectNoErrorText(page, 'the profile after a refresh');
  const stored = await page.evaluate(() => [
    localStorage.getItem('token'),
    localStorage.getItem('refreshToken'),
  ]);
  expect(stored[0]).not.toBe(stale);
  expect(stored[1]).not.toBe(refresh);
  expect(stored.every((token) => token?.split('.').length === 3)).toBe(true);
  expect(
    standIn.requests
      .filter((seen) => seen.path === '/student/auth/token/refresh/')
      .map((seen) => seen.status),
  ).toEqual([200]);
});
