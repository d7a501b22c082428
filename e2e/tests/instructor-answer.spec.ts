import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, screenshot } from '../support/page-quality';
import { API_BASE_URL } from '../support/site-config';
import { studentWithCourse } from '../support/purchase';
import { askQuestion } from '../support/student';
import { demoInstructorTokens } from '../support/accounts';
import { EVERY_WIDTH } from '../support/layout';

/**
 * Issue 30, decision 0190: an instructor answers a student's question through the teaching API, and
 * the student's thread marks that answer "Instructor" (a classmate's answer stays unmarked).
 */

/** The demo instructor's name as the thread shows it (api/src/seed/demo-content.ts). */
const INSTRUCTOR_NAME = 'Dana Akhmetova';

test(
  'a student sees the answer an instructor gave marked "Instructor"',
  EVERY_WIDTH,
  async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    // A student of this test's own: the demo student's question limit would refuse repeats (--repeat-each).
    await studentWithCourse(page, request, 'asker');
    await page.getByRole('tab', { name: 'QAA' }).click();
    let panel = page.getByRole('tabpanel');

    // The student asks about the lecture on screen, and answers it once themselves.
    const question = `Can the tribunal sit outside the seat? ${testInfo.project.name} ${Date.now()}`;
    const id = await askQuestion(page, panel, question);
    const item = panel.getByRole('listitem').filter({ hasText: question });
    await item.getByRole('button', { name: 'Reply' }).click();
    await panel.getByLabel('Your answer').fill('I think hearings can be held anywhere.');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByLabel('Your answer')).toHaveValue('');

    // The instructor answers through the teaching API.
    const answerText =
      'Hearings may take place elsewhere; the seat, and so the law of the arbitration, stays.';
    const staff = { authorization: `Bearer ${(await demoInstructorTokens(request)).access}` };
    const answered = await request.post(`${API_BASE_URL}/teaching/questions/${id}/answers/`, {
      headers: staff,
      data: { content: answerText },
    });
    expect(answered.status()).toBe(201);
    expect(((await answered.json()) as { is_instructor?: boolean }).is_instructor).toBe(true);

    // The student comes back to the question: the instructor's answer says so, theirs does not.
    await page.reload();
    await page.getByRole('tab', { name: 'QAA' }).click();
    panel = page.getByRole('tabpanel');
    await panel
      .getByRole('listitem')
      .filter({ hasText: question })
      .getByRole('button', { name: 'Reply' })
      .click();
    const thread = panel.getByRole('article');
    const fromInstructor = thread.getByRole('listitem').filter({ hasText: answerText });
    await expect(fromInstructor.getByText('Instructor', { exact: true })).toBeVisible();
    await expect(fromInstructor).toContainText(INSTRUCTOR_NAME);
    const fromStudent = thread
      .getByRole('listitem')
      .filter({ hasText: 'I think hearings can be held anywhere.' });
    await expect(fromStudent).toBeVisible();
    await expect(fromStudent.getByText('Instructor', { exact: true })).toHaveCount(0);

    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'the question thread');
    await fromInstructor.scrollIntoViewIfNeeded();
    await screenshot(panel, testInfo, 'instructor-answer');

    // The instructor marks the question important for everyone: the student's "important" filter lists
    // it with an "Important for everyone" label, and says what the filter means. The student's own star
    // stays empty: it shows only the student's own mark.
    const marked = await request.put(`${API_BASE_URL}/teaching/questions/${id}/important/`, {
      headers: staff,
      data: { important: true },
    });
    expect(marked.status()).toBe(200);
    await panel.getByRole('button', { name: /Back/ }).click();
    await panel.getByLabel('Filter').selectOption('important');
    await expect(
      panel.getByText('Questions you starred, and those an instructor marked important for everyone.'),
    ).toBeVisible();
    const listed = panel.getByRole('listitem').filter({ hasText: question });
    await expect(listed.getByText('Important for everyone')).toBeVisible();
    const star = panel.getByRole('button', { name: `Important: ${question}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await screenshot(panel, testInfo, 'important-filter');

    // The student stars it and takes the star back: after a reload the star stays empty and the
    // instructor's mark is still shown.
    const saved = (method: string) =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith(`/courses/questions/${id}/important/`) &&
          response.request().method() === method,
      );
    let response = saved('PUT');
    await star.click();
    expect((await response).status()).toBe(200);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    response = saved('DELETE');
    await star.click();
    expect((await response).status()).toBe(200);
    await expect(star).toHaveAttribute('aria-pressed', 'false');

    await page.reload();
    await page.getByRole('tab', { name: 'QAA' }).click();
    panel = page.getByRole('tabpanel');
    await panel.getByLabel('Filter').selectOption('important');
    const again = panel.getByRole('listitem').filter({ hasText: question });
    await expect(again.getByText('Important for everyone')).toBeVisible();
    await expect(panel.getByRole('button', { name: `Important: ${question}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
);
