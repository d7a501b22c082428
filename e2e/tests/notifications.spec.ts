import { type Browser, type Page, expect, test } from '@playwright/test';
import { DEMO_INSTRUCTOR } from '../support/accounts';
import { EVERY_WIDTH } from '../support/layout';
import { type MailInbox, startMailInbox } from '../support/mail-inbox';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, screenshot } from '../support/page-quality';
import { type RunningServer, type ServedSite, serveSite, startApi } from '../support/servers';
import {
  BASE_PORT,
  HOST,
  SHELL,
  originOf,
  runtimeConfig,
  siteOrigin,
  sitePorts,
} from '../support/site-config';
import { DEMO_STUDENT, askQuestion, storeLocally } from '../support/student';

/**
 * Issue 45 as the student and the instructor meet it (decisions 0045, 0167): an API of its own whose
 * mails go through a real SMTP server (api/src/test-helpers/smtp-server.ts, run as a process), a
 * student's question answered through the teaching desk, the student's bell counting it without a
 * reload, the thread opened from the list, the mail's one-click unsubscribe (RFC 8058) POSTed
 * with no session, and the calendar files (decision 0168).
 */

const ports = sitePorts(BASE_PORT + 60);
const API_PORT = BASE_PORT + 97;
const API_URL = `http://${HOST}:${API_PORT}`;
const SITE = siteOrigin(ports, SHELL);
/** The bell asks for its count this often (mfe-profile's notifications-store.ts POLL_MS). */
const POLL_MS = 60_000;

let inbox: MailInbox;
let api: RunningServer | null = null;
let site: ServedSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  inbox = await startMailInbox();
  api = await startApi(API_PORT, Object.values(ports).map(originOf), {
    SMTP_URL: inbox.smtpUrl,
    SITE_URL: SITE,
    QUESTION_RATE_LIMIT_PER_MINUTE: '0',
    QUESTION_RATE_LIMIT_PER_DAY: '0',
    // No reminders or topic openings arriving mid-test: the clock has its API tests.
    NOTIFICATION_CLOCK_INTERVAL_SECONDS: '0',
  });
  site = await serveSite(ports, runtimeConfig(ports, API_URL));
});

test.afterAll(async () => {
  await site?.close();
  await api?.close();
  await inbox?.close();
});

async function tokensOf(account: { email: string; password: string }) {
  const response = await fetch(`${API_URL}/student/auth/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status, `${account.email} signs in`).toBe(200);
  return (await response.json()) as { access: string; refresh: string };
}

/** A browser of `account`'s own at `width`, signed in. */
async function signedIn(browser: Browser, width: number, account: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const tokens = await tokensOf(account);
  await storeLocally(page, { token: tokens.access, refreshToken: tokens.refresh });
  return { page, tokens };
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test(`an answer on the desk reaches the student's bell and inbox, and one click stops its mails ${EVERY_WIDTH.tag}`, async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const width = page.viewportSize()?.width ?? 1280;
  const tokens = await tokensOf(DEMO_STUDENT);
  const auth = { Authorization: `Bearer ${tokens.access}` };
  // Both projects share this API: the kind starts in the site and by e-mail each time.
  const reset = await fetch(`${API_URL}/student/notifications/preferences/`, {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ kinds: [{ kind: 'question_answered', channel: 'all' }] }),
  });
  expect(reset.status).toBe(200);
  await fetch(`${API_URL}/student/notifications/read/`, { method: 'POST', headers: auth });

  // The student asks a question on the course page; the bell shows nothing unread. The page's clock is
  // the test's, so the bell's next count comes when the test moves it on.
  await page.clock.install();
  await storeLocally(page, { token: tokens.access, refreshToken: tokens.refresh });
  await page.goto(`${SITE}/passingcourse/1`);
  // Each seminar offers its calendar file.
  await page.getByRole('tab', { name: 'Seminars' }).click();
  const file = page
    .getByRole('tabpanel')
    .getByRole('link', { name: /^Add to calendar/ })
    .first();
  const seminarFile = await fetch((await file.getAttribute('href')) ?? '');
  expect(seminarFile.headers.get('content-type')).toContain('text/calendar');
  expect(await seminarFile.text()).toMatch(/^BEGIN:VCALENDAR/);
  await page.getByRole('tab', { name: 'QAA' }).click();
  const question = `May the tribunal sit outside the seat? (${testInfo.project.name} ${Date.now()})`;
  const id = await askQuestion(page, page.getByRole('tabpanel'), question);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // The instructor answers it on the questions desk, in a browser of their own.
  const answer = 'Hearings may take place elsewhere; the seat, and so the law of the arbitration, stays.';
  const staff = await signedIn(browser, width, DEMO_INSTRUCTOR);
  await staff.page.goto(`${SITE}/teaching/questions`);
  const item = staff.page.getByRole('listitem').filter({ hasText: question });
  await item.getByLabel('Your answer').fill(answer);
  await item.getByRole('button', { name: 'Answer as instructor' }).click();
  // The answer joins the thread, and the box empties for the next one.
  await expect(item.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await expect(item.getByLabel('Your answer')).toHaveValue('');
  await staff.page.context().close();

  // Without a reload, the bell's next count shows it.
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(POLL_MS);
        return bell(page).getAttribute('aria-label');
      },
      { timeout: 30_000 },
    )
    .toBe('Notifications, 1 unread');
  await expectNoSidewaysScroll(page);

  // The list names it; it leads to the thread, now read.
  await bell(page).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const entry = panel.getByRole('link', { name: new RegExp(`An instructor answered your question`) }).first();
  await expect(entry).toContainText(question.slice(0, 40));
  await expectNoSeriousA11yViolations(page, 'the bell’s list');
  await screenshot(page, testInfo, 'notifications-bell-open');
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`[?&]question=${id}(&|$)`));
  const thread = page.getByRole('article');
  await expect(thread).toContainText(question);
  await expect(thread.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // The mail: the notice, the thread's link, the one-click headers; no code, token or other address.
  const mail = await inbox.waitForMail(DEMO_STUDENT.email, (received) =>
    received.text.includes(question.slice(0, 40)),
  );
  expect(mail.subject).toContain('An instructor answered your question');
  expect(mail.text).toContain(`${SITE}/passingcourse/1?`);
  expect(mail.html).toContain('<a href=');
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(http[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
  expect(oneClick).toMatch(new RegExp(`^${API_URL}/student/notifications/unsubscribe/[^/]+/$`));
  for (const secret of [tokens.access, tokens.refresh, DEMO_INSTRUCTOR.email])
    expect(`${mail.text}${mail.html}`).not.toContain(secret);
  expect(mail.text).not.toMatch(/^\d{4}$|^\d{8}$/m);

  // A mail client's one-click POST, with no session: the answers stay in the site, the mails stop.
  const clicked = await fetch(oneClick, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(clicked.status).toBe(200);
  await page.goto(`${SITE}/profile#notification-preferences`);
  const settings = page.getByRole('region', { name: 'Notifications' });
  const row = settings.getByRole('group', { name: 'An instructor answered my question' });
  await expect(row.getByRole('radio', { name: 'In the site only' })).toBeChecked();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'the notification settings');
  await screenshot(page, testInfo, 'notifications-preferences');

  // The personal calendar feed: asked for here, then read by a calendar app with its secret URL alone.
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  await feed.getByRole('button', { name: 'Get my calendar link' }).click();
  const feedUrl = await feed.getByRole('textbox', { name: 'Your calendar link' }).inputValue();
  expect(feedUrl).toMatch(new RegExp(`^${API_URL}/student/calendar/feeds/[^/]+\\.ics$`));
  await expect(feed.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    feedUrl.replace(/^http:/, 'webcal:'),
  );
  const calendar = await fetch(feedUrl);
  expect(calendar.headers.get('content-type')).toContain('text/calendar');
  expect(await calendar.text()).toContain('BEGIN:VEVENT');
  await expectNoSeriousA11yViolations(page, 'the calendar feed');
  await feed.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'calendar-feed');

  // Every notification, on its own page.
  await page.goto(`${SITE}/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /An instructor answered/ })
      .first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'the notifications page');
  await screenshot(page, testInfo, 'notifications-page');

  // The mail's footer link opens the site's page, which asks before it stops anything, for a visitor too.
  const footer = new RegExp(`${SITE}/unsubscribe/[^\\s"<]+`).exec(mail.text)?.[0] ?? '';
  expect(footer).not.toBe('');
  const visitor = await browser.newContext({ viewport: { width, height: 900 } });
  const reader = await visitor.newPage();
  await reader.goto(footer);
  await expect(reader.getByText('Stop e-mails about “An instructor answered my question”?')).toBeVisible();
  await expectNoSeriousA11yViolations(reader, 'the unsubscribe page');
  await reader.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(reader.getByRole('status')).toContainText('are stopped');
  await screenshot(reader, testInfo, 'notifications-unsubscribed');
  // The same link with its signature changed: refused, and it says so.
  const forged = footer.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  await reader.goto(forged);
  await expect(reader.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
  await visitor.close();
});
