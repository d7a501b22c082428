import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, screenshot } from '../support/page-quality';
import { PAID_CARD, payOnCardPage, registerStudent, signInWith } from '../support/purchase';
import { API_BASE_URL } from '../support/site-config';
import { signInAsDemoStudent, storeLocally } from '../support/student';
import { demoInstructorTokens } from '../support/accounts';
import { EVERY_WIDTH } from '../support/layout';

/**
 * Issue 30, both sides at once: a student and the demo instructor in two browser contexts, each
 * driving the real screens against the real API. What the instructor does in the teaching remote
 * (an evaluation, a topic's opening) is what the student sees at their next load, through the API's
 * cache invalidation (decisions 0182, 0190, 0701).
 */

const COURSE = 1;
const ESSAY =
  'The seat of the arbitration decides which courts may set the award aside, so the parties choose it ' +
  'with care: a neutral seat with a modern arbitration law gives both of them the same footing.';
const REVISED = `${ESSAY} Astana under the AIFC rules is such a seat, and its courts follow the New York Convention.`;

/** The demo instructor in a browser context of their own, at the student's page width. */
async function instructorPage(browser: Browser, student: Page, request: APIRequestContext): Promise<Page> {
  const context = await browser.newContext({ viewport: student.viewportSize() });
  const page = await context.newPage();
  const tokens = await demoInstructorTokens(request);
  await storeLocally(page, { token: tokens.access, refreshToken: tokens.refresh });
  return page;
}

async function certificationTab(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Certification' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Certificate requirements' })).toBeVisible();
  return panel;
}

/** The curriculum: beside the lecture on a wide screen, a tab of its own on a narrow one. */
async function curriculumTab(page: Page): Promise<Locator> {
  const tabs = page.getByRole('tablist', { name: 'Course sections' });
  await expect(tabs).toBeVisible();
  const tab = tabs.getByRole('tab', { name: 'Curriculum' });
  if ((await tab.count()) === 0) return page.getByRole('complementary', { name: 'Curriculum' });
  await tab.click();
  return page.getByRole('tabpanel');
}

/** Letters only: the queue shows the student's name, and every run of every project needs its own. */
function uniqueLetters(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

test(
  'an instructor evaluates an essay that a student submitted and the student sees the feedback',
  EVERY_WIDTH,
  async ({ page, request, browser }, testInfo) => {
    test.setTimeout(150_000);
    // A fresh student with a name of their own buys the course (the open-enrolment term: every topic open).
    const { tokens } = await registerStudent(request, 'cross-side');
    const lastName = `Essayist ${uniqueLetters()}`;
    const named = await request.patch(`${API_BASE_URL}/student/student/update/`, {
      headers: { Authorization: `Bearer ${tokens.access}` },
      data: { first_name: 'Saule', last_name: lastName },
    });
    expect(named.status(), await named.text()).toBe(200);
    const studentName = `Saule ${lastName}`;
    await signInWith(page, tokens);
    await page.goto(`/passingcourse/${COURSE}`);
    await page.getByRole('button', { name: 'Buy' }).click();
    await payOnCardPage(page, PAID_CARD);
    await expect(page.getByText('Payment received. The course is now open.')).toBeVisible({
      timeout: 20_000,
    });

    // The student writes the first topic's essay and submits it.
    let panel = await certificationTab(page);
    const essay = panel.getByRole('region', { name: /^Essay: / }).first();
    const essayTitle = (await essay.getByRole('heading').first().textContent()) ?? '';
    await essay.getByRole('textbox').fill(ESSAY);
    await essay.getByRole('button', { name: 'Submit the essay' }).click();
    await expect(essay.getByText('Submitted, awaiting evaluation')).toBeVisible();

    // The instructor, in another browser, finds it in the queue and returns it with feedback.
    const staff = await instructorPage(browser, page, request);
    try {
      await staff.goto('/teaching');
      await expect(staff.getByRole('heading', { level: 1, name: 'Essays to evaluate' })).toBeVisible();
      const queued = staff.getByRole('listitem').filter({ hasText: studentName });
      await expect(queued).toContainText('Waiting for evaluation');
      await expect(queued).toContainText(essayTitle.replace(/^Essay: /, ''));
      await queued.getByRole('link', { name: studentName }).click();
      await expect(staff.getByRole('heading', { name: 'Evaluation', exact: true })).toBeVisible();
      await expect(staff.getByText(ESSAY)).toBeVisible();

      // Returning without feedback is refused before any call; with feedback it goes through.
      await staff.getByRole('button', { name: 'Return for revision' }).click();
      await expect(
        staff.getByText('Write feedback before returning the essay, so the student knows what to revise.'),
      ).toBeVisible();
      const feedback = `Name a seat and say why its courts matter (${testInfo.project.name}).`;
      await staff.getByLabel('Feedback to the student').fill(feedback);
      await staff.getByRole('button', { name: 'Return for revision' }).click();
      await expect(
        staff.getByText('The essay is returned for revision. The student sees your feedback.'),
      ).toBeVisible();
      await expectNoSidewaysScroll(staff);
      await expectNoSeriousA11yViolations(staff, 'an essay just returned');
      await screenshot(staff, testInfo, 'cross-side-instructor-returned');

      // The student reloads: the feedback and the returned state, and the text to revise.
      await page.reload();
      panel = await certificationTab(page);
      const returned = panel.getByRole('region', { name: essayTitle, exact: true });
      await expect(returned.getByText('Returned for revision')).toBeVisible();
      await expect(returned.getByText(feedback)).toBeVisible();
      await expect(returned.getByRole('textbox')).toHaveValue(ESSAY);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, 'the student’s returned essay');
      await screenshot(returned, testInfo, 'cross-side-student-returned');

      // The student revises and submits again; the instructor's queue has it waiting again.
      await returned.getByRole('textbox').fill(REVISED);
      await returned.getByRole('button', { name: 'Submit the revised essay' }).click();
      await expect(returned.getByText('Submitted, awaiting evaluation')).toBeVisible();

      await staff.goto('/teaching');
      const again = staff.getByRole('listitem').filter({ hasText: studentName });
      await expect(again).toContainText('Version 2');
      await again.getByRole('link', { name: studentName }).click();
      await expect(staff.getByText(REVISED)).toBeVisible();
      await expect(staff.getByText('Earlier versions: 1')).toBeVisible();
      await staff.getByLabel('Feedback to the student').fill('Clear, and the seat is well chosen.');
      await staff.getByRole('button', { name: 'Accept' }).click();
      await expect(staff.getByText('The essay is accepted. The student sees your feedback.')).toBeVisible();
      // Accepted, it leaves the waiting queue.
      await staff.goto('/teaching');
      await expect(staff.getByRole('heading', { level: 1, name: 'Essays to evaluate' })).toBeVisible();
      await expect(staff.getByRole('link', { name: studentName })).toHaveCount(0);
    } finally {
      await staff.context().close();
    }

    await page.reload();
    panel = await certificationTab(page);
    const accepted = panel.getByRole('region', { name: essayTitle, exact: true });
    await expect(accepted.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(accepted.getByText('Clear, and the seat is well chosen.')).toBeVisible();
    await expect(accepted.getByRole('textbox')).toHaveCount(0);
    await screenshot(accepted, testInfo, 'cross-side-student-accepted');
  },
);

test(
  'the instructor moves a topic’s opening date and the student’s lock changes',
  EVERY_WIDTH,
  async ({ page, request, browser }, testInfo) => {
    test.setTimeout(120_000);
    // The demo student's cohort term has topics still locked, each with its date (decision 0701).
    await signInAsDemoStudent(page, request);
    await page.goto(`/passingcourse/${COURSE}`);
    let curriculum = await curriculumTab(page);
    const firstLocked = curriculum
      .getByRole('listitem')
      .filter({ has: page.getByText(/^Opens on /) })
      .first();
    await expect(firstLocked).toBeVisible();
    const lockedText = (await firstLocked.textContent()) ?? '';
    const opensOn = (await firstLocked.getByText(/^Opens on /).textContent()) ?? '';

    // The topic as the teaching API knows it, to find it on the calendar and to put it back afterwards.
    const staffTokens = await demoInstructorTokens(request);
    const headers = { Authorization: `Bearer ${staffTokens.access}` };
    const calendar = (await (
      await request.get(`${API_BASE_URL}/teaching/calendar/`, { headers })
    ).json()) as {
      topics: {
        id: number;
        course: number;
        position: number;
        title: string;
        opens_after_days: number | null;
      }[];
    };
    const topic = calendar.topics.find(
      (entry) => entry.course === COURSE && lockedText.includes(entry.title),
    );
    expect(topic, `the calendar lists the locked topic (${lockedText})`).toBeDefined();
    const { id, position, title, opens_after_days: days } = topic ?? { id: 0, position: 0, title: '' };
    expect(days, 'the demo schedules the topic by term').not.toBeNull();
    const topicRow = (list: Locator) => list.getByRole('listitem').filter({ hasText: title });

    const staff = await instructorPage(browser, page, request);
    try {
      await staff.goto('/teaching/calendar');
      await expect(staff.getByRole('heading', { level: 1, name: 'Course calendar' })).toBeVisible();
      const row = staff
        .getByRole('listitem')
        .filter({ has: staff.getByRole('heading', { name: `Topic ${position}. ${title}` }) });
      await expect(row.getByLabel('Days after the term starts')).toHaveValue(String(days));

      // Open from the start: the student's next load shows the topic open.
      await row.getByLabel('From the start').check();
      await row.getByRole('button', { name: 'Save the opening' }).click();
      await expect(row.getByText("Saved. Students' locks follow it now.")).toBeVisible();
      await expectNoSidewaysScroll(staff);
      await expectNoSeriousA11yViolations(staff, 'the calendar after a save');
      await screenshot(row, testInfo, 'cross-side-calendar-saved');

      await page.reload();
      curriculum = await curriculumTab(page);
      const opened = topicRow(curriculum);
      await expect(opened.getByRole('button', { expanded: false })).toBeVisible();
      await expect(opened.getByText(/^Opens on /)).toHaveCount(0);
      await opened.getByRole('button', { expanded: false }).click();
      await expect(opened.getByRole('button', { expanded: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'the curriculum with the topic opened');
      await screenshot(opened, testInfo, 'cross-side-topic-open');

      // And back: the same days after the term starts lock it again, with the same date.
      await row.getByLabel('Days after each term starts').check();
      await row.getByLabel('Days after the term starts').fill(String(days));
      await row.getByRole('button', { name: 'Save the opening' }).click();
      await expect(row.getByText("Saved. Students' locks follow it now.")).toBeVisible();
      await page.reload();
      curriculum = await curriculumTab(page);
      await expect(topicRow(curriculum).getByText(opensOn, { exact: true })).toBeVisible();
      await expect(topicRow(curriculum).getByRole('button')).toHaveCount(0);
    } finally {
      await staff.context().close();
      // Other spec files share this API's demo data: the schedule is put back whatever happened above.
      const restored = await request.put(`${API_BASE_URL}/teaching/topics/${id}/opening/`, {
        headers,
        data: { opens_after_days: days },
      });
      expect(restored.status(), await restored.text()).toBe(200);
    }
  },
);
