import { expect, test } from '@playwright/test';
import { BRAND, isNarrow, openNavigation, EVERY_WIDTH } from '../support/layout';
import { API_BASE_URL } from '../support/site-config';
import { DEMO_STUDENT, signInAsDemoStudent } from '../support/student';

test(
  'a signed-in student sees My course and a profile link instead of log in and sign up',
  EVERY_WIDTH,
  async ({ page, request }) => {
    const tokens = await request.post(`${API_BASE_URL}/student/auth/token/`, { data: DEMO_STUDENT });
    const { access } = (await tokens.json()) as { access: string };
    const detail = await request.get(`${API_BASE_URL}/student/student/detail/`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    const { first_name: firstName, last_name: lastName } = (await detail.json()) as {
      first_name: string;
      last_name: string;
    };

    await signInAsDemoStudent(page, request);
    await page.goto('/');
    await expect(page).toHaveTitle(`Main page | ${BRAND}`);
    const banner = page.getByRole('banner');
    await expect(
      banner
        .getByRole('link', { name: 'Profile', exact: true })
        .or(banner.getByRole('link', { name: `${firstName} ${lastName}` })),
    ).toBeVisible();
    // The longer signed-in header still fits the window: nothing is cut off or scrolls sideways.
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `page width in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Sign up' })).toHaveCount(0);

    if (isNarrow(page)) {
      // Narrow header: only a profile icon; My course sits in the slide-in menu.
      await expect(banner.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
      const navigation = await openNavigation(page);
      await navigation.getByRole('link', { name: 'My course' }).click({ timeout: 10_000 });
      await expect(page).toHaveURL(/\/passingcourse\/1$/);
    } else {
      await expect(banner.getByRole('link', { name: `${firstName} ${lastName}` })).toBeVisible();
      await banner.getByRole('link', { name: 'My course' }).click();
      await expect(page).toHaveURL(/\/passingcourse\/1$/);
      await banner.getByRole('link', { name: `${firstName} ${lastName}` }).click();
      await expect(page).toHaveURL(/\/profile$/);
    }
  },
);
