import { useSessionStore, useTokenStore } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetRegistration } from '../../features/sign-up/registration-store';
import { useSocialProviders } from '../../features/social-sign-in/social-store';
import { fakeApi, json, type FakeCall } from '../../testing/fake-api';
import { renderAt } from '../../testing/render-at';
import SignUpPage from './SignUpPage';

const PASSWORD = 'Tribunal-Seat-42';
let calls: FakeCall[];

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Sign up' });

async function fill(email: string, password1: string, password2: string) {
  if (email) await userEvent.type(field('Email'), email);
  if (password1) await userEvent.type(field('Password'), password1);
  if (password2) await userEvent.type(field('Confirm password'), password2);
}

function openSignUp(path = '/signup') {
  return renderAt(path, { '/signup': <SignUpPage />, '/': <p>Main page</p>, '/profile': <p>Profile</p> });
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.restoreAllMocks();
  useTokenStore.getState().clearTokens();
  useSessionStore.getState().signOut();
  resetRegistration();
  useSocialProviders.getState().reset();
  calls = fakeApi({
    'GET /student/auth/oidc/providers/': () => json(200, []),
    'POST /student/auth/register/': () =>
      json(201, { email: 'ada@academy.test', detail: 'Verification code sent.' }),
  });
});

it('has labelled inputs, the terms and privacy links, and no social buttons when none is configured', async () => {
  openSignUp();
  expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
  expect(field('Email')).toHaveAttribute('type', 'email');
  expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
  expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signin');
  await screen.findByRole('button', { name: 'Sign up' });
  expect(calls.map((call) => call.route)).toContain('GET /student/auth/oidc/providers/');
  expect(screen.queryByText('or sign in with')).not.toBeInTheDocument();
});

it("says 'Please fill in all fields!' in the form, not in an alert box, and marks the empty inputs", async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  openSignUp();
  await fill('ada@academy.test', '', '');
  await userEvent.click(submit());
  const message = screen.getByText('Please fill in all fields!');
  expect(message).toHaveAttribute('role', 'alert');
  expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Password')).toHaveAccessibleDescription(
    expect.stringContaining('Please fill in all fields!'),
  );
  expect(field('Email')).not.toHaveAttribute('aria-invalid');
  expect(alert).not.toHaveBeenCalled();
  expect(calls.map((call) => call.route)).not.toContain('POST /student/auth/register/');
});

it("says 'Passwords do not match!' under the form and ties it to the confirmation", async () => {
  openSignUp();
  await fill('ada@academy.test', PASSWORD, `${PASSWORD}x`);
  await userEvent.click(submit());
  expect(screen.getByText('Passwords do not match!')).toBeInTheDocument();
  expect(field('Confirm password')).toHaveAccessibleDescription('Passwords do not match!');
  expect(calls.map((call) => call.route)).not.toContain('POST /student/auth/register/');
});

it("shows the server's field errors under their inputs", async () => {
  fakeApi({
    'GET /student/auth/oidc/providers/': () => json(200, []),
    'POST /student/auth/register/': () =>
      json(400, {
        email: ['A user is already registered with this e-mail address.'],
        password1: ['This password is too common.', 'This password is entirely numeric.'],
      }),
  });
  openSignUp();
  await fill('taken@academy.test', '12345678', '12345678');
  await userEvent.click(submit());
  expect(
    await screen.findByText('A user is already registered with this e-mail address.'),
  ).toBeInTheDocument();
  expect(field('Email')).toHaveAccessibleDescription(
    'A user is already registered with this e-mail address.',
  );
  expect(field('Password')).toHaveAccessibleDescription(
    expect.stringContaining('This password is too common. This password is entirely numeric.'),
  );
  expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
});

it('shows the loading label and disables the button while the server answers, then opens the verification modal', async () => {
  let answer: (response: Response) => void = () => undefined;
  calls = fakeApi({
    'GET /student/auth/oidc/providers/': () => json(200, []),
    'POST /student/auth/register/': () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  openSignUp();
  await fill(' ada@academy.test ', PASSWORD, PASSWORD);
  await userEvent.click(submit());
  expect(screen.getByRole('button', { name: 'Signing up...' })).toBeDisabled();
  answer(json(201, { email: 'ada@academy.test', detail: 'Verification code sent.' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your e-mail' });
  expect(within(dialog).getByText(/ada@academy\.test/)).toBeInTheDocument();
  expect(calls).toContainEqual({
    route: 'POST /student/auth/register/',
    body: { email: 'ada@academy.test', password1: PASSWORD, password2: PASSWORD },
  });
});

it('shows a failure without a server answer in red under the form', async () => {
  fakeApi({
    'GET /student/auth/oidc/providers/': () => json(200, []),
    'POST /student/auth/register/': () => Promise.reject(new TypeError('Failed to fetch')),
  });
  openSignUp();
  await fill('ada@academy.test', PASSWORD, PASSWORD);
  await userEvent.click(submit());
  expect(
    await screen.findByText('No connection to the server. Check your internet connection and try again.'),
  ).toBeInTheDocument();
});

it('lands a signed-in student on the page that sent them here', () => {
  useTokenStore.getState().setTokens('a', 'r');
  openSignUp('/signup?next=%2Fprofile');
  expect(screen.getByText('Profile')).toBeInTheDocument();
});

it('offers "Continue" instead of the main page when another page sent the student', async () => {
  fakeApi({
    'GET /student/auth/oidc/providers/': () => json(200, []),
    'POST /student/auth/register/': () => json(201, { email: 'ada@academy.test', detail: 'sent' }),
    'POST /student/auth/verify-email/': () => json(200, { access: 'a', refresh: 'r' }),
  });
  openSignUp('/signup?next=%2Fprofile');
  await fill('ada@academy.test', PASSWORD, PASSWORD);
  await userEvent.click(submit());
  const dialog = await screen.findByRole('dialog');
  await userEvent.paste('1234');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Continue' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/profile');
});

it('sends the password typed in the form with the code, so the account takes it whoever caused the code', async () => {
  calls = fakeApi({
    'GET /student/auth/oidc/providers/': () => json(200, []),
    'POST /student/auth/register/': () => json(201, { email: 'ada@academy.test', detail: 'sent' }),
    'POST /student/auth/verify-email/': () => json(200, { access: 'a', refresh: 'r' }),
  });
  openSignUp();
  await fill(' ada@academy.test ', PASSWORD, PASSWORD);
  await userEvent.click(submit());
  const dialog = await screen.findByRole('dialog');
  await userEvent.paste('1234');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
  expect(await within(dialog).findByText('You have successfully registered!')).toBeInTheDocument();
  expect(calls).toContainEqual({
    route: 'POST /student/auth/verify-email/',
    body: { email: 'ada@academy.test', code: '1234', password: PASSWORD },
  });
});
