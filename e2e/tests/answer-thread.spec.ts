import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, screenshot } from '../support/page-quality';
import { studentWithCourse } from '../support/purchase';
import { API_BASE_URL } from '../support/site-config';
import { askQuestion, storeLocally } from '../support/student';
import { demoInstructorTokens } from '../support/accounts';
import { EVERY_WIDTH } from '../support/layout';

/**
 * Decision 0183: the questions listing embeds a question's newest answers (3) and `answers_count`;
 * the student's thread offers "Show earlier answers (N)" and pages the rest in through the kernel's
 * `useAnswerThread` (GET /courses/questions/{id}/answers/). The teaching desk embeds a question's oldest
 * answers and offers "Show all N answers" (GET /teaching/questions/{id}/answers/). On both, the control
 * is gone once the thread is whole, and focus moves to the first answer the page added (kernel 2.5.0).
 * Each test asks as a student of its own, within the per-account question limit when repeated.
 */

/** More than the 3 answers the listing embeds. */
const ANSWERS = 5;

/**
 * A new student who bought the course asks a question on `page`, and the demo instructor answers it
 * `ANSWERS` times through the teaching API: the question, its id, and the answers oldest first.
 */
async function answeredQuestion(page: Page, request: APIRequestContext, testInfo: TestInfo, label: string) {
  await studentWithCourse(page, request, label);
  await page.getByRole('tab', { name: 'QAA' }).click();
  const question = `Who appoints the presiding arbitrator? ${testInfo.project.name} ${Date.now()}`;
  const id = await askQuestion(page, page.getByRole('tabpanel'), question);

  // The instructor answers it five times, one after another (Answer 1 is the oldest).
  const tokens = await demoInstructorTokens(request);
  const staff = { authorization: `Bearer ${tokens.access}` };
  const texts = Array.from({ length: ANSWERS }, (_, index) => `Answer ${index + 1} on appointing, ${id}`);
  for (const content of texts) {
    const answered = await request.post(`${API_BASE_URL}/teaching/questions/${id}/answers/`, {
      headers: staff,
      data: { content },
    });
    expect(answered.status()).toBe(201);
  }
  return { question, id, texts, tokens };
}

test(
  'a student shows the earlier answers of a long thread by keyboard, in order',
  EVERY_WIDTH,
  async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const { question, id, texts } = await answeredQuestion(page, request, testInfo, 'thread-reader');

    await page.reload();
    await page.getByRole('tab', { name: 'QAA' }).click();
    const panel = page.getByRole('tabpanel');
    await panel
      .getByRole('listitem')
      .filter({ hasText: question })
      .getByRole('button', { name: 'Reply' })
      .click();
    const thread = panel.getByRole('article');
    const answers = thread.getByRole('listitem');
    const newestFirst = [...texts].reverse();
    await expect(thread.getByRole('heading', { name: `Answers: ${ANSWERS}` })).toBeVisible();
    await expect(answers).toHaveCount(3);
    for (const [index, text] of newestFirst.slice(0, 3).entries())
      await expect(answers.nth(index)).toContainText(text);

    const earlier = thread.getByRole('button', { name: 'Show earlier answers (2)' });
    await expect(earlier).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'a thread with earlier answers');
    await earlier.scrollIntoViewIfNeeded();
    await screenshot(thread, testInfo, 'answer-thread-earlier');

    // By keyboard: focus the control, press Enter.
    const [paged] = await Promise.all([
      page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === `/courses/questions/${id}/answers/` &&
          response.request().method() === 'GET',
      ),
      (async () => {
        await earlier.focus();
        await page.keyboard.press('Enter');
      })(),
    ]);
    expect(paged.status()).toBe(200);
    await expect(answers).toHaveCount(ANSWERS);
    for (const [index, text] of newestFirst.entries()) await expect(answers.nth(index)).toContainText(text);
    await expect(thread.getByRole('button', { name: /Show earlier answers/ })).toHaveCount(0);
    // The control is gone: focus is on the first earlier answer now shown, not lost to the page.
    await expect(answers.nth(3)).toBeFocused();

    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'the whole thread');
    await screenshot(thread, testInfo, 'answer-thread-whole');
  },
);

test(
  'an instructor shows all answers of a long thread on the questions desk by keyboard, in order',
  EVERY_WIDTH,
  async ({ page, request, browser }, testInfo) => {
    test.setTimeout(90_000);
    const { question, id, texts, tokens } = await answeredQuestion(page, request, testInfo, 'desk-asker');

    const context = await browser.newContext({ viewport: page.viewportSize() });
    try {
      const desk = await context.newPage();
      await storeLocally(desk, { token: tokens.access, refreshToken: tokens.refresh });
      await desk.goto(`/teaching/questions?view=all&search=${encodeURIComponent(question)}`);
      const item = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: question }) });
      const answers = item.getByRole('list', { name: `Answers: ${ANSWERS}` }).getByRole('listitem');
      // The desk embeds the oldest answers (3), in order.
      await expect(answers).toHaveCount(3);
      for (const [index, text] of texts.slice(0, 3).entries())
        await expect(answers.nth(index)).toContainText(text);

      // Keyboard only: Tab from the mark button (just before the thread) to the control, press Enter.
      const showAll = item.getByRole('button', { name: `Show all ${ANSWERS} answers` });
      await item.getByRole('button', { name: 'Mark important' }).focus();
      await desk.keyboard.press('Tab');
      await expect(showAll).toBeFocused();
      const [paged] = await Promise.all([
        desk.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === `/teaching/questions/${id}/answers/` &&
            response.request().method() === 'GET',
        ),
        desk.keyboard.press('Enter'),
      ]);
      expect(paged.status()).toBe(200);
      await expect(answers).toHaveCount(ANSWERS);
      for (const [index, text] of texts.entries()) await expect(answers.nth(index)).toContainText(text);
      await expect(item.getByRole('button', { name: /Show (all|more)/ })).toHaveCount(0);
      // The control is gone: focus is on the first answer the page added, not lost to the page.
      await expect(answers.nth(3)).toBeFocused();
      await expectNoSeriousA11yViolations(desk, 'the whole thread on the desk');
      await screenshot(item, testInfo, 'answer-thread-desk-whole');
    } finally {
      await context.close();
    }
  },
);
