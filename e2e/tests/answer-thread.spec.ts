import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, screenshot } from '../support/page-quality';
import { API_BASE_URL } from '../support/site-config';
import { apiIsUp, askQuestion, returningDemoStudent } from '../support/student';
import { demoInstructorTokens } from '../support/accounts';

/**
 * Decision 0183: the questions listing embeds a question's newest answers (3) and `answers_count`;
 * the student's thread offers "Show earlier answers (N)" and pages the rest in through the kernel's
 * `useAnswerThread` (GET /courses/questions/{id}/answers/).
 */

/** More than the 3 answers the listing embeds. */
const ANSWERS = 5;

test.beforeEach(async ({ request }) => {
  test.skip(!(await apiIsUp(request)), 'the API is not running in this test run');
});

test('a student shows the earlier answers of a long thread by keyboard, in order', async ({
  page,
  request,
}, testInfo) => {
  await returningDemoStudent(page, request);
  await page.goto('/passingcourse/1');
  await page.getByRole('tab', { name: 'QAA' }).click();
  let panel = page.getByRole('tabpanel');

  const question = `Who appoints the presiding arbitrator? ${testInfo.project.name} ${Date.now()}`;
  const id = await askQuestion(page, panel, question);

  // The instructor answers it five times, one after another (Answer 1 is the oldest).
  const staff = { authorization: `Bearer ${(await demoInstructorTokens(request)).access}` };
  const texts = Array.from({ length: ANSWERS }, (_, index) => `Answer ${index + 1} on appointing, ${id}`);
  for (const content of texts) {
    const answered = await request.post(`${API_BASE_URL}/teaching/questions/${id}/answers/`, {
      headers: staff,
      data: { content },
    });
    expect(answered.status()).toBe(201);
  }

  await page.reload();
  await page.getByRole('tab', { name: 'QAA' }).click();
  panel = page.getByRole('tabpanel');
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
});
