import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API_BASE_URL } from './site-config';

export const DEMO_STUDENT = { email: 'demo@academy.test', password: 'Arbitration-2026' };
/** The demo student's name as the header shows it. */
export const DEMO_STUDENT_NAME = 'Aruzhan Sadykova';
/** Where the site remembers the name it shows (the kernel's STUDENT_NAME_KEY). */
export const STUDENT_NAME_KEY = 'studentName';

/** The demo student's tokens, under the local storage keys the site keeps them in. */
export async function demoStudentTokens(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post(`${API_BASE_URL}/student/auth/token/`, { data: DEMO_STUDENT });
  expect(response.status(), 'the demo student can sign in').toBe(200);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  return { token: access, refreshToken: refresh };
}

/** Leaves `values` in the page's local storage before any of its scripts run, on every navigation. */
export async function storeLocally(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, values);
}

/** Signs the demo student in through the API and leaves the tokens where the site keeps them. */
export async function signInAsDemoStudent(page: Page, request: APIRequestContext): Promise<void> {
  await storeLocally(page, await demoStudentTokens(request));
}

/**
 * The demo student back on a later visit: signed in, and with the name the site remembered on the
 * earlier one (the header shows it before the profile has loaded).
 */
export async function returningDemoStudent(page: Page, request: APIRequestContext): Promise<void> {
  await storeLocally(page, { ...(await demoStudentTokens(request)), [STUDENT_NAME_KEY]: DEMO_STUDENT_NAME });
}

/** Asks `question` through the Q&A tab's panel of the course page on `page`: the new question's id. */
export async function askQuestion(page: Page, panel: Locator, question: string): Promise<number> {
  await panel.getByRole('button', { name: 'Ask a question' }).click();
  await panel.getByLabel('Your question').fill(question);
  const [asked] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/courses/questions/') && response.request().method() === 'POST',
    ),
    panel.getByRole('button', { name: 'Send' }).click(),
  ]);
  expect(asked.status()).toBe(201);
  return ((await asked.json()) as { id: number }).id;
}
