import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_BASE_URL } from './site-config';

export const DEMO_STUDENT = { email: 'demo@academy.test', password: 'Arbitration-2026' };

/** True when the API of this run answers (it is skipped when api/dist was not built). */
export async function apiIsUp(request: APIRequestContext): Promise<boolean> {
  try {
    const response = await request.get(`${API_BASE_URL}/courses/course/`, { timeout: 5_000 });
    return response.ok();
  } catch {
    return false;
  }
}

/** Signs the demo student in through the API and leaves the tokens where the site keeps them. */
export async function signInAsDemoStudent(page: Page, request: APIRequestContext): Promise<void> {
  const response = await request.post(`${API_BASE_URL}/student/auth/token/`, { data: DEMO_STUDENT });
  expect(response.status(), 'the demo student can sign in').toBe(200);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  await page.addInitScript(
    ([token, refreshToken]) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('refreshToken', refreshToken);
    },
    [access, refresh] as const,
  );
}
