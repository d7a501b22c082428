import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_BASE_URL } from './site-config';

/** A fresh address for each test and project, so runs never collide in the shared test database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The code of the newest mail to `email` with a subject matching `subject`, from the API's dev outbox. */
export async function codeFromOutbox(
  request: APIRequestContext,
  email: string,
  subject: RegExp,
  notThis?: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API_BASE_URL}/__dev/outbox?to=${encodeURIComponent(email)}`);
        const mails = (await response.json()) as OutboxMail[];
        const mail = mails.find((item) => subject.test(item.subject));
        code = mail?.text.match(/^\s*(\d{4,})\s*$/m)?.[1];
        return code !== undefined && code !== notThis;
      },
      { message: `a code mailed to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  return code ?? '';
}

export const VERIFY_SUBJECT = /verification code/i;
export const RESET_SUBJECT = /password recovery code/i;

/** Types a code into the code boxes of the open dialog (one box per digit). */
export async function typeCode(page: Page, code: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Digit 1 of/ }).click();
  await page.keyboard.type(code);
}

/** Registers and verifies an account through the API (for tests that start signed out with an account). */
export async function createStudent(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  await createUnverifiedStudent(request, email, password);
  const code = await codeFromOutbox(request, email, VERIFY_SUBJECT);
  const verified = await request.post(`${API_BASE_URL}/student/auth/verify-email/`, {
    data: { email, code },
  });
  expect(verified.status()).toBe(200);
}

/** Registers an account through the API and leaves it unverified. */
export async function createUnverifiedStudent(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const registered = await request.post(`${API_BASE_URL}/student/auth/register/`, {
    data: { email, password1: password, password2: password },
  });
  expect(registered.status()).toBe(201);
}
