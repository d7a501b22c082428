import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_BASE_URL } from './site-config';

/** A new student's password in the browser tests. */
export const PASSWORD = 'Tribunal-Seat-42';
/** The sandbox's cards (api/src/payments/sandbox/cards.ts). */
export const PAID_CARD = '4242424242424242';
export const CHALLENGE_CARD = '4000000000003220';
export const DECLINED_CARD = '4000000000000002';
export const SANDBOX_3DS_CODE = '123456';

export interface Tokens {
  access: string;
  refresh: string;
}

/** A new student: registered and verified through the API, the run's unless told (the sign-up screens have their own tests). */
export async function registerStudent(
  request: APIRequestContext,
  label: string,
  api: string = API_BASE_URL,
): Promise<{ email: string; tokens: Tokens }> {
  const email = `learner-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const registered = await request.post(`${api}/student/auth/register/`, {
    data: { email, password1: PASSWORD, password2: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const mails = (await (await request.get(`${api}/__dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    text: string;
  }[];
  const code = mails[0]?.text.match(/^(\d{4,8})$/m)?.[1];
  expect(code, 'a verification code was mailed').toBeTruthy();
  const verified = await request.post(`${api}/student/auth/verify-email/`, {
    data: { email, code },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, tokens: (await verified.json()) as Tokens };
}

/**
 * Leaves the student's tokens where the site keeps them, before any of its scripts run, unless the
 * site already keeps some: a reload after the site refreshed its tokens keeps the new ones (the old
 * refresh token, presented again, would sign the student out: decision 0104's reuse detection).
 */
export async function signInWith(page: Page, tokens: Tokens): Promise<void> {
  await page.addInitScript(
    ([access, refresh]) => {
      if (window.localStorage.getItem('refreshToken') !== null) return;
      window.localStorage.setItem('token', access);
      window.localStorage.setItem('refreshToken', refresh);
    },
    [tokens.access, tokens.refresh] as const,
  );
}

/** Pays on the sandbox's hosted card page; with a challenge card, passes the 3-D Secure step. */
export async function payOnCardPage(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${API_BASE_URL}/`));
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on the card').fill('Aigerim Sadykova');
  await page.getByRole('button', { name: /^Pay / }).click();
  if (card === CHALLENGE_CARD) {
    await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible();
    await page.getByLabel('One-time code').fill(SANDBOX_3DS_CODE);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
  }
  await page.waitForURL(/\/passingcourse\/1\?payment=/, { timeout: 30_000 }).catch(() => undefined);
}

/**
 * A new student who has bought course `course`, signed in on `page` at its course page. A test that
 * acts as a student of its own runs into no per-account limit that another test (or a repeat of
 * itself, `--repeat-each`) used up: the API allows QUESTION_RATE_LIMIT_PER_MINUTE (5) questions a
 * minute to an account (api/src/config.ts).
 */
export async function studentWithCourse(
  page: Page,
  request: APIRequestContext,
  label: string,
  course = 1,
): Promise<{ email: string; tokens: Tokens }> {
  const student = await registerStudent(request, label);
  await signInWith(page, student.tokens);
  await page.goto(`/passingcourse/${course}`);
  await page.getByRole('button', { name: 'Buy' }).click();
  await payOnCardPage(page, PAID_CARD);
  await expect(page.getByText('Payment received. The course is now open.')).toBeVisible({ timeout: 20_000 });
  return student;
}
