import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerStudent, signInStatus, solidPng, storeTokens, type Account } from '../support/accounts';
import { isNarrow, EVERY_WIDTH } from '../support/layout';
import { expectNoSeriousA11yViolations } from '../support/page-quality';
import { API_BASE_URL, MAIN_PORTS, siteOrigin } from '../support/site-config';
import { DEMO_STUDENT } from '../support/student';

interface Student {
  first_name: string;
  last_name: string;
  photo: string | null;
}

const bearer = (access: string) => ({ Authorization: `Bearer ${access}` });

async function demoAccount(request: APIRequestContext): Promise<Account> {
  const response = await request.post(`${API_BASE_URL}/student/auth/token/`, { data: DEMO_STUDENT });
  expect(response.status(), 'the demo student can sign in').toBe(200);
  return { ...DEMO_STUDENT, ...((await response.json()) as { access: string; refresh: string }) };
}

async function detail(request: APIRequestContext, access: string): Promise<Student> {
  const response = await request.get(`${API_BASE_URL}/student/student/detail/`, { headers: bearer(access) });
  return (await response.json()) as Student;
}

const card = (page: Page) => page.getByRole('complementary', { name: 'Your account' });

/** Below the profile's 768 px breakpoint (docs/product/constants.md#breakpoints) panels cover the screen. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Opens a panel from the card; below 768 px it then covers the card. */
async function openPanel(page: Page, name: 'Personal Data' | 'Account Security') {
  await card(page).getByRole('button', { name, exact: true }).click();
  const panel = page.getByRole('region', { name });
  await expect(panel).toBeVisible();
  return panel;
}

/** Back to the card: the Back button below 768 px; wider, the card never went away. */
async function backToCard(page: Page, panel: ReturnType<Page['getByRole']>) {
  if (isPhone(page)) await panel.getByRole('button', { name: 'Back' }).click();
  await expect(card(page)).toBeVisible();
}

test('a visitor without a token is sent to sign in, with the way back to /profile', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin\?next=%2Fprofile$/);
});

test(
  'the demo student changes names; the card and the header follow at once and after a reload',
  EVERY_WIDTH,
  async ({ page, request }) => {
    const demo = await demoAccount(request);
    const original = await detail(request, demo.access);
    await storeTokens(page, demo);
    try {
      await page.goto('/profile');
      await expect(card(page).getByText(`${original.first_name} ${original.last_name}`)).toBeVisible();
      await card(page).getByRole('button', { name: 'Edit name' }).click();
      const panel = page.getByRole('region', { name: 'Personal Data' });
      await panel.getByRole('textbox', { name: 'Surname' }).fill(' Abenova ');
      await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('Dana');
      await panel.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(panel.getByText('Changes saved successfully')).toBeVisible();
      await expect(panel.getByRole('textbox', { name: 'Surname' })).toHaveValue('Abenova');
      if (!isNarrow(page)) {
        await expect(page.getByRole('banner').getByRole('link', { name: 'Dana Abenova' })).toBeVisible();
      }
      await backToCard(page, panel);
      await expect(card(page).getByText('Dana Abenova')).toBeVisible();

      await page.reload();
      await expect(card(page).getByText('Dana Abenova')).toBeVisible();
      expect(await detail(request, demo.access)).toMatchObject({ first_name: 'Dana', last_name: 'Abenova' });
    } finally {
      await request.patch(`${API_BASE_URL}/student/student/update/`, {
        headers: bearer(demo.access),
        data: { first_name: original.first_name, last_name: original.last_name },
      });
    }
  },
);

test('both Edit buttons open the name fields, and they stay open until Save or Cancel', async ({
  page,
  request,
}) => {
  await storeTokens(page, await demoAccount(request));
  await page.goto('/profile');
  const surname = () =>
    page.getByRole('region', { name: 'Personal Data' }).getByRole('textbox', { name: 'Surname' });

  // The card's Edit opens the panel in edit mode.
  await card(page).getByRole('button', { name: 'Edit name' }).click();
  await expect(surname()).toBeEditable();
  await expect(surname()).toBeFocused();
  let panel = page.getByRole('region', { name: 'Personal Data' });
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(surname()).not.toBeEditable();

  // The section's own Edit, a real click: the Save button that replaces it must not submit the form.
  await panel.getByRole('button', { name: 'Edit name' }).click();
  await expect(surname()).toBeEditable();
  await expect(panel.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('button', { name: 'Edit name' })).toBeVisible();

  await backToCard(page, panel);
  panel = await openPanel(page, 'Personal Data');
  await expect(panel.getByRole('textbox', { name: 'Surname' })).not.toBeEditable();
});

test('the demo student uploads a real PNG, still sees it after a reload, and removes it', async ({
  page,
  request,
}) => {
  const demo = await demoAccount(request);
  await storeTokens(page, demo);
  try {
    await page.goto('/profile');
    let panel = await openPanel(page, 'Personal Data');
    await panel.getByLabel('Add photo').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: solidPng(96, 96, [11, 47, 91], true),
    });
    await expect(panel.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
    // The answer is held back a moment, as on a slow line, so the progress bar can be seen.
    await page.route('**/student/student/update_photo/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await panel.getByRole('button', { name: 'Upload photo' }).click();
    await expect(panel.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(panel.getByText('Photo updated')).toBeVisible();
    await expect(panel.getByRole('progressbar')).toHaveCount(0);
    await page.unroute('**/student/student/update_photo/');

    const photo = panel.getByRole('img', { name: /^Photo of / });
    await expect(photo).toHaveAttribute('src', /\/media\/photos\//);
    const src = await photo.getAttribute('src');
    // The header shows the same photo at once (the session user), without a reload.
    await expect(page.getByRole('banner').locator(`img[src="${src}"]`)).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.reload();
    panel = await openPanel(page, 'Personal Data');
    await expect(panel.getByRole('img', { name: /^Photo of / })).toHaveAttribute('src', src ?? '');
    await backToCard(page, panel);
    await expect(card(page).getByRole('img', { name: /^Photo of / })).toHaveAttribute('src', src ?? '');

    panel = await openPanel(page, 'Personal Data');
    await panel.getByRole('button', { name: 'Delete photo' }).click();
    await expect(panel.getByText('Photo removed')).toBeVisible();
    await expect(panel.getByRole('img', { name: 'No photo yet' })).toBeVisible();
    await expect(page.getByRole('banner').locator('img[src*="/media/"]')).toHaveCount(0);
    expect((await request.get(src ?? '')).status(), 'the file is gone from the server').toBe(404);

    await page.reload();
    await expect(card(page).getByRole('img', { name: 'No photo yet' })).toBeVisible();
  } finally {
    await request.delete(`${API_BASE_URL}/student/student/update_photo/`, { headers: bearer(demo.access) });
  }
});

test("a file that is not an image shows the API's message", async ({ page, request }) => {
  const student = await registerStudent(request, 'not-an-image');
  await storeTokens(page, student);
  await page.goto('/profile');
  const panel = await openPanel(page, 'Personal Data');
  await panel.getByLabel('Add photo').setInputFiles({
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is a text file, whatever its name says'),
  });
  await panel.getByRole('button', { name: 'Upload photo' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'Upload a valid image.' })).toHaveText(
    'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
  );
  await expect(card(page).getByRole('img', { name: 'No photo yet' })).toBeAttached();
});

test('status, address and IIN are checked, saved and shown again after a reload', async ({
  page,
  request,
}) => {
  const student = await registerStudent(request, 'facts');
  await storeTokens(page, student);
  await page.goto('/profile');
  let panel = await openPanel(page, 'Personal Data');
  const taxpayerId = panel.getByRole('textbox', { name: 'Taxpayer ID (IIN/BIN)' });
  await panel.getByRole('radio', { name: 'Individual' }).check();
  await panel.getByRole('textbox', { name: 'Residential address' }).fill('12 Abay Avenue, Almaty');
  await taxpayerId.fill('900101300454');
  // Below 768 px the panel's one Save button (the spec's mobile save) saves the details.
  const save = isPhone(page) ? 'Save changes' : 'Save details';
  await panel.getByRole('button', { name: save }).click();
  await expect(
    panel.getByText(
      'Enter a valid IIN/BIN: 12 digits that start with a real date (of birth or registration) and end with a correct check digit.',
    ),
  ).toBeVisible();
  await expect(taxpayerId).toHaveAttribute('aria-invalid', 'true');

  await taxpayerId.fill('900101300453');
  await panel.getByRole('button', { name: save }).click();
  await expect(panel.getByText('Changes saved successfully').first()).toBeVisible();

  await page.reload();
  panel = await openPanel(page, 'Personal Data');
  await expect(panel.getByRole('radio', { name: 'Individual' })).toBeChecked();
  await expect(panel.getByRole('textbox', { name: 'Residential address' })).toHaveValue(
    '12 Abay Avenue, Almaty',
  );
  await expect(panel.getByRole('textbox', { name: 'Taxpayer ID (IIN/BIN)' })).toHaveValue('900101300453');
});

test('a student changes the password, stays signed in here, and signs in with the new one', async ({
  page,
  request,
}) => {
  const student = await registerStudent(request, 'new-password');
  await storeTokens(page, student);
  await page.goto('/profile');
  const panel = await openPanel(page, 'Account Security');
  await expect(panel.getByLabel('Email')).toHaveValue(student.email);
  await expect(
    panel.getByText(/At least 8 characters, not only digits, and not a common password/),
  ).toBeVisible();

  // The password rules first (docs/product/constants.md#password-rules), without a call.
  await panel.getByLabel('Current password').fill(student.password);
  await panel.getByLabel('New password').fill('12345678');
  await panel.getByLabel('Confirm password').fill('12345678');
  await panel.getByRole('button', { name: 'Update' }).click();
  await expect(panel.getByRole('listitem')).toHaveText([
    'This password is too common.',
    'This password is entirely numeric.',
  ]);

  // A refusal only the API makes (Django's similarity validator) is shown, not only stored.
  await panel.getByLabel('New password').fill(student.email);
  await panel.getByLabel('Confirm password').fill(student.email);
  await panel.getByRole('button', { name: 'Update' }).click();
  await expect(panel.getByRole('alert')).toHaveText('The password is too similar to the email address.');
  await expect(panel.getByText('Password changed.')).toHaveCount(0);

  await panel.getByLabel('Current password').fill(student.password);
  await panel.getByLabel('New password').fill('Fresh-Arbitral-Seat-5');
  await panel.getByLabel('Confirm password').fill('Fresh-Arbitral-Seat-5');
  await panel.getByRole('button', { name: 'Update' }).click();
  const changed = panel.getByRole('status').filter({ hasText: 'Password changed.' });
  await expect(changed).toBeVisible();
  await expect(changed).toHaveCSS('color', 'rgb(46, 125, 50)');

  expect(await signInStatus(request, student.email, 'Fresh-Arbitral-Seat-5')).toBe(200);
  expect(await signInStatus(request, student.email, student.password)).toBe(401);

  await page.reload();
  await expect(card(page).getByText(student.email)).toBeVisible();
});

test(
  'a freshly registered student deletes the account, lands on / signed out, and cannot sign in again',
  EVERY_WIDTH,
  async ({ page, request }) => {
    const student = await registerStudent(request, 'leaving');
    await storeTokens(page, student);
    await page.goto('/profile');
    await card(page).getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete your account? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Yes, I do' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    if (!isNarrow(page))
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await signInStatus(request, student.email, student.password)).toBe(401);
  },
);

test('log out clears the session and goes to /signin', async ({ page, request }) => {
  const student = await registerStudent(request, 'logout');
  await storeTokens(page, student);
  await page.goto('/profile');
  await card(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')]),
  ).toEqual([null, null]);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin\?next=%2Fprofile$/);
});

test(
  'panels sit beside the card on wide screens and open full-screen with Back below 768 px',
  EVERY_WIDTH,
  async ({ page, request }) => {
    const student = await registerStudent(request, 'panels');
    await storeTokens(page, student);
    await page.goto('/profile');
    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    const security = await openPanel(page, 'Account Security');
    const box = await security.boundingBox();
    if (isPhone(page)) {
      expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      await expect(security.getByRole('button', { name: 'Back' })).toBeVisible();
      await security.getByRole('button', { name: 'Back' }).click();
      await expect(security).toBeHidden();
      await expect(card(page).getByRole('button', { name: 'Account Security' })).toBeFocused();
    } else {
      const cardBox = await card(page).boundingBox();
      expect(box && cardBox && box.x > cardBox.x + cardBox.width - 1).toBe(true);
      await expect(security.getByRole('button', { name: 'Back' })).toBeHidden();
    }
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  },
);

test(
  'axe finds no serious accessibility violation on the profile, its panels and the delete dialog',
  EVERY_WIDTH,
  async ({ page, request }) => {
    const student = await registerStudent(request, 'axe');
    await storeTokens(page, student);
    await page.goto('/profile');
    await expect(card(page)).toBeVisible();
    const serious = async (state: string) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const found = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${state}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
      expect(found).toEqual([]);
    };
    await serious('card');
    let panel = await openPanel(page, 'Personal Data');
    await serious('personal data');
    await backToCard(page, panel);
    panel = await openPanel(page, 'Account Security');
    await panel.getByRole('button', { name: 'Update' }).click();
    await serious('account security with errors');
    await backToCard(page, panel);
    await card(page).getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete account' })).toBeVisible();
    await serious('delete dialog');
  },
);

test(
  "the demo student's purchase shows in the payment section, also after a reload",
  EVERY_WIDTH,
  async ({ page, request }) => {
    const demo = await demoAccount(request);
    await storeTokens(page, demo);
    await page.goto('/profile');
    for (const visit of ['first', 'after a reload']) {
      if (visit !== 'first') await page.reload();
      const panel = await openPanel(page, 'Personal Data');
      const purchases = panel.getByRole('list', { name: 'Your purchases' });
      const row = purchases.getByRole('listitem').filter({ hasText: 'International Arbitration' }).first();
      await expect(row, visit).toBeVisible();
      await expect(row).toContainText('Visa •••• 4242');
      await expect(row).toContainText('Paid');
      await expect(row).toContainText(/₸\d{1,3}(,\d{3})+/);
      await expect(row.getByRole('time')).toHaveText(/\d{1,2} [A-Z][a-z]+ \d{4}/);
      await backToCard(page, panel);
    }
    // The seed's payment is minutes old, so the 14-day refusal is open: it asks first, and keeping the
    // course sends nothing.
    const panel = await openPanel(page, 'Personal Data');
    await expectNoSeriousA11yViolations(page, 'payment section');
    await panel.getByRole('button', { name: 'Refuse the course' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Refuse the course' });
    await expect(dialog).toContainText('public offer');
    await expectNoSeriousA11yViolations(page, 'refusal dialog');
    await dialog.getByRole('button', { name: 'Keep the course' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Refuse the course' }).first()).toBeVisible();
  },
);

test('the profile remote works alone on its own port', async ({ page }) => {
  // The remote serves this run's runtime config (global-setup), naming this run's API.
  const origin = siteOrigin(MAIN_PORTS, 'mfe_profile');
  await page.goto(`${origin}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see your profile' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO_STUDENT.email);
  await page.getByLabel('Password').fill(DEMO_STUDENT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(card(page).getByText(DEMO_STUDENT.email)).toBeVisible();
});
