import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  RESET_SUBJECT,
  VERIFY_SUBJECT,
  codeFromOutbox,
  createStudent,
  createUnverifiedStudent,
  typeCode,
  uniqueEmail,
} from '../support/auth';
import { isNarrow, openNavigation, EVERY_WIDTH } from '../support/layout';
import { expectNoSeriousA11yViolations, layoutShifts } from '../support/page-quality';
import { holdRequests } from '../support/network';
import { LOCAL_PROVIDER } from '../support/openid-provider';
import { MAIN_PORTS, siteOrigin } from '../support/site-config';

const PASSWORD = 'Tribunal-Seat-42';

/** The header's way to the profile: the name button on wide screens, the icon on narrow ones. */
function profileLink(page: Page) {
  return page.getByRole('banner').locator('a[href="/profile"]').first();
}

async function expectSignedIn(page: Page) {
  await expect(profileLink(page)).toBeVisible();
  const tokens = await page.evaluate(() => [
    localStorage.getItem('token'),
    localStorage.getItem('refreshToken'),
  ]);
  expect(tokens.every((token) => typeof token === 'string' && token.length > 20)).toBe(true);
}

async function signOut(page: Page) {
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('refreshToken');
  });
  await page.goto('/');
  await expect(page.getByRole('banner').locator('a[href="/signin"]').first()).toBeAttached();
}

/** Types the mailed code into the verification dialog and confirms it: the success state shows. */
async function confirmCode(page: Page, dialog: Locator, code: string) {
  await typeCode(page, code);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByText('You have successfully registered!')).toBeVisible();
}

/** From the success state: the main-page button lands on / signed in. */
async function goToMainPageSignedIn(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Go to main page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
}

async function signInWithForm(page: Page, email: string, password: string) {
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

test(
  'a new visitor signs up, confirms the mailed code and lands on / signed in',
  EVERY_WIDTH,
  async ({ page, request }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the sign-up screen');

    const form = page.getByRole('main');
    await form.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(form.getByText('Please fill in all fields!')).toBeVisible();

    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(`${PASSWORD}x`);
    await form.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(form.getByText('Passwords do not match!')).toBeVisible();

    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign up', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm your e-mail' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Request a new code in 1:5\d/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Request again' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    await expectNoSeriousA11yViolations(page, 'the verification dialog');

    const code = await codeFromOutbox(request, email, VERIFY_SUBJECT);
    await confirmCode(page, dialog, code);
    await goToMainPageSignedIn(page, dialog);

    // Signs out and back in with the same password.
    await signOut(page);
    await page.goto('/signin');
    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);
  },
);

test(
  'sign-in validates, shows a wrong password in red under the form, and returns to the page that sent the student',
  EVERY_WIDTH,
  async ({ page, request }) => {
    const email = uniqueEmail('signin');
    await createStudent(request, email, PASSWORD);
    await page.goto('/signin?next=%2Fprofile');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the sign-in screen');

    const form = page.getByRole('main');
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(form.getByText('Please fill in all fields!')).toBeVisible();

    await signInWithForm(page, email, 'Not-The-Password-1');
    const error = form.getByText('No active account found with the given credentials');
    await expect(error).toBeVisible();
    expect(await error.evaluate((element) => getComputedStyle(element).color)).toMatch(
      /^rgb\((1\d\d|2\d\d), \d{1,2}, \d{1,2}\)$/,
    );

    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expectSignedIn(page);
  },
);

test('an unverified account at sign-in gets the verification dialog with a fresh code', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('unverified');
  await createUnverifiedStudent(request, email, PASSWORD);
  const firstCode = await codeFromOutbox(request, email, VERIFY_SUBJECT);
  await page.goto('/signin');
  await signInWithForm(page, email, PASSWORD);

  const dialog = page.getByRole('dialog', { name: 'Confirm your e-mail' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  // The first code is still within its cooldown, so the server keeps it valid rather than mailing another.
  const code = await codeFromOutbox(request, email, VERIFY_SUBJECT);
  expect(code).toBe(firstCode);
  await confirmCode(page, dialog, code);
  await goToMainPageSignedIn(page, dialog);
});

test(
  'a wrong code is refused with its message and the tries left; the sixth try is refused too',
  EVERY_WIDTH,
  async ({ page, request }) => {
    const email = uniqueEmail('wrongcode');
    await page.goto('/signup');
    const form = page.getByRole('main');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign up', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your e-mail' });
    await expect(dialog).toBeVisible();

    const right = await codeFromOutbox(request, email, VERIFY_SUBJECT);
    const wrong = right === '0000' ? '1111' : '0000';
    const confirm = dialog.getByRole('button', { name: 'Sign up' });
    const digits = dialog.getByRole('group', { name: 'Verification code' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await typeCode(page, wrong);
      await confirm.click();
      await expect(dialog.getByText(`The code is incorrect. Tries left: ${5 - attempt}.`)).toBeVisible();
      await expect(digits.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeFocused();
    }
    await typeCode(page, right);
    await confirm.click();
    await expect(dialog.getByText('Too many wrong attempts. Request a new code.')).toBeVisible();
    await expect(dialog.getByText('You have successfully registered!')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'the verification dialog with an error');
  },
);

test(
  'the forgot link opens recovery: code by e-mail, new password, signed in, then sign-in with it',
  EVERY_WIDTH,
  async ({ page, request }) => {
    const email = uniqueEmail('recover');
    await createStudent(request, email, PASSWORD);
    await page.goto('/signin');
    const opener = page.getByRole('main').getByRole('link', { name: 'Forgot password?' });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: 'Password recovery' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the recovery dialog, step 1');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Receive code' }).click();

    await expect(dialog.getByText(/Request a new code in 1:5\d/)).toBeVisible();
    const recover = dialog.getByRole('button', { name: 'Recover password' });
    await expect(recover).toBeDisabled();
    const code = await codeFromOutbox(request, email, RESET_SUBJECT);
    await typeCode(page, code);
    await expect(recover).toBeEnabled();
    await recover.click();

    await expect(dialog.getByLabel('New password')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the recovery dialog, step 3');
    await dialog.getByLabel('New password').fill('12345678');
    await dialog.getByLabel('Confirm password').fill('12345678');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await expect(dialog.getByText('This password is too common.')).toBeVisible();
    await expect(dialog.getByText('This password is entirely numeric.')).toBeVisible();

    const newPassword = 'Seat-Of-Arbitration-7';
    await dialog.getByLabel('New password').fill(newPassword);
    await dialog.getByLabel('Confirm password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Save password' }).click();
    await expect(dialog.getByText('Your password has been changed.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    // The mailbox is proven: recovery answers a token pair (docs/decisions/0108).
    await expectSignedIn(page);

    await signOut(page);
    await page.goto('/signin');
    await signInWithForm(page, email, PASSWORD);
    await expect(page.getByText('No active account found with the given credentials')).toBeVisible();
    await signInWithForm(page, email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);
  },
);

test(
  'recovery at /forgot and /forget never tells whether an address has an account',
  EVERY_WIDTH,
  async ({ page }) => {
    for (const path of ['/forgot', '/forget']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Password recovery' })).toBeVisible();
      const main = page.getByRole('main');
      await main.getByLabel('Email').fill(uniqueEmail('nobody'));
      await main.getByRole('button', { name: 'Receive code' }).click();
      await expect(main.getByText(/Request a new code in 1:5\d/)).toBeVisible();
      await expect(
        main.getByText('If an account with this e-mail exists, a code has been sent to it.'),
      ).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'the recovery page, step 2');
  },
);

for (const [path, otherScreen] of [
  ['/signin', 'Sign up'],
  ['/signup', 'Log in'],
] as const) {
  test(`${path}: social buttons that arrive late move nothing on the card`, EVERY_WIDTH, async ({ page }) => {
    const release = await holdRequests(page, '**/student/auth/oidc/providers/');
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('data-pending');
    const main = page.getByRole('main');
    const link = main.getByRole('link', { name: otherScreen, exact: true });
    await expect(link).toBeInViewport();
    const before = await link.boundingBox();
    release();
    await expect(main.getByRole('button', { name: `Sign in with ${LOCAL_PROVIDER.label}` })).toBeVisible();
    expect(await link.boundingBox()).toEqual(before);
    expect(await layoutShifts(page)).toEqual([]);
  });
}

test('the social button signs in through the local OpenID provider', EVERY_WIDTH, async ({ page }) => {
  const email = uniqueEmail('ada.lovelace');
  await page.goto('/signin?next=%2Fprofile');
  const main = page.getByRole('main');
  await expect(main.getByText('or sign in with')).toBeVisible();
  await main.getByRole('button', { name: `Sign in with ${LOCAL_PROVIDER.label}` }).click();

  // The provider's own (development) login and consent pages.
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expectSignedIn(page);
  expect(page.url()).not.toContain('oidc_code');
  if (!isNarrow(page)) {
    await expect(page.getByRole('banner').getByRole('link', { name: /^Ada/ })).toBeVisible();
  } else {
    await openNavigation(page);
  }
});

test('an e-mail the provider has not verified is refused with a message', async ({ page }) => {
  await page.goto('/signup');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Sign in with ${LOCAL_PROVIDER.label}` })
    .click();
  await page.locator('input[name="login"]').fill(uniqueEmail('eve').replace('@', '+unverified@'));
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await expect(
    page
      .getByRole('main')
      .getByText('Your e-mail address at this provider is not verified. Use another way to sign in.'),
  ).toBeVisible();
  await expect(profileLink(page)).toHaveCount(0);
});

test('the auth remote alone on its own port signs up, signs in and recovers the same way', async ({
  page,
  request,
}) => {
  // The remote serves this run's runtime config (global-setup), naming this run's API.
  const remote = siteOrigin(MAIN_PORTS, 'mfe_auth');
  const email = uniqueEmail('standalone');
  await page.goto(`${remote}/signup`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your e-mail' });
  await confirmCode(page, dialog, await codeFromOutbox(request, email, VERIFY_SUBJECT));
  await page.evaluate(() => localStorage.clear());

  await page.goto(`${remote}/signin`);
  await main.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Password recovery' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(main.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(`${remote}/`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.evaluate(() => localStorage.clear());
  await page.goto(`${remote}/forget`);
  await expect(page.getByRole('heading', { level: 1, name: 'Password recovery' })).toBeVisible();
});
