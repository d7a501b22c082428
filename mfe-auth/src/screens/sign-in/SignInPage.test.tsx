import { isSignedIn, useSessionStore, useTokenStore } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSignInForm } from '../../features/sign-in/sign-in-store';
import { useSocialExchange, useSocialProviders } from '../../features/social-sign-in/social-store';
import { fakeApi, json, type FakeCall, type FakeHandler } from '../../testing/fake-api';
import { renderAt } from '../../testing/render-at';
import SignInPage from './SignInPage';

const PASSWORD = 'Tribunal-Seat-42';
let calls: FakeCall[];

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Log in' });

function api(extra: Record<string, FakeHandler> = {}) {
  calls = fakeApi({
    'GET /student/auth/oidc/providers/': () => json(200, []),
    'POST /student/auth/token/': (body) =>
      (body as { password: string }).password === PASSWORD
        ? json(200, { access: 'access-token', refresh: 'refresh-token' })
        : json(401, { detail: 'No active account found with the given credentials' }),
    ...extra,
  });
}

function openSignIn(path = '/signin') {
  return renderAt(path, { '/signin': <SignInPage />, '/': <p>Main page</p>, '/profile': <p>Profile</p> });
}

async function signInWith(email: string, password: string) {
  if (email) await userEvent.type(field('Email'), email);
  if (password) await userEvent.type(field('Password'), password);
  await userEvent.click(submit());
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.restoreAllMocks();
  useTokenStore.getState().clearTokens();
  useSessionStore.getState().signOut();
  useSignInForm.setState({ email: '', password: '' });
  useSocialProviders.getState().reset();
  useSocialExchange.getState().reset();
  api();
});

it("says 'Please fill in all fields!' without calling the server", async () => {
  openSignIn();
  await signInWith('ada@academy.test', '');
  expect(screen.getByText('Please fill in all fields!')).toBeInTheDocument();
  expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
  expect(calls.map((call) => call.route)).not.toContain('POST /student/auth/token/');
});

it('shows a wrong password in red under the form, tied to the inputs', async () => {
  openSignIn();
  await signInWith('ada@academy.test', 'Wrong-Password-1');
  const error = await screen.findByText('No active account found with the given credentials');
  expect(error).toHaveAttribute('role', 'alert');
  expect(error.className).toContain('error');
  expect(field('Email')).toHaveAccessibleDescription('No active account found with the given credentials');
  expect(isSignedIn()).toBe(false);
});

it('disables the button and shows the loading label while signing in', async () => {
  let answer: (response: Response) => void = () => undefined;
  api({ 'POST /student/auth/token/': () => new Promise<Response>((resolve) => (answer = resolve)) });
  openSignIn();
  await signInWith('ada@academy.test', PASSWORD);
  expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  answer(json(200, { access: 'a', refresh: 'r' }));
  expect(await screen.findByText('Main page')).toBeInTheDocument();
});

it('stores the tokens and lands on / by default', async () => {
  openSignIn();
  await signInWith('ada@academy.test', PASSWORD);
  expect(await screen.findByText('Main page')).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBe('access-token');
  expect(localStorage.getItem('refreshToken')).toBe('refresh-token');
});

it('returns to the page named in ?next=, and never to another site', async () => {
  openSignIn('/signin?next=%2Fprofile');
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?next=%2Fprofile');
  await signInWith('ada@academy.test', PASSWORD);
  expect(await screen.findByText('Profile')).toBeInTheDocument();
});

it('ignores a ?next= that leads off the site', async () => {
  openSignIn('/signin?next=https%3A%2F%2Fevil.example%2F');
  await signInWith('ada@academy.test', PASSWORD);
  expect(await screen.findByText('Main page')).toBeInTheDocument();
});

it('says when the student may try again after too many attempts', async () => {
  api({
    'POST /student/auth/token/': () =>
      json(
        429,
        { detail: 'Request was throttled. Expected available in 60 seconds.' },
        { 'Retry-After': '60' },
      ),
  });
  openSignIn();
  await signInWith('ada@academy.test', PASSWORD);
  expect(
    await screen.findByText(
      /^Request was throttled\. Expected available in 60 seconds\. You can try again at \d\d:\d\d/,
    ),
  ).toBeInTheDocument();
});

it('opens the verification modal for an unverified account, and signs in with its code and the password typed', async () => {
  api({
    'POST /student/auth/token/': () =>
      json(403, { detail: 'E-mail address is not verified.', code: 'email_not_verified' }),
    'POST /student/auth/verify-email/': () => json(200, { access: 'a', refresh: 'r' }),
  });
  openSignIn();
  await signInWith('new@academy.test', PASSWORD);
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your e-mail' });
  expect(within(dialog).getByText(/new@academy\.test/)).toBeInTheDocument();
  await userEvent.paste('1234');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
  expect(await within(dialog).findByText('You have successfully registered!')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Go to main page' }));
  expect(await screen.findByText('Main page')).toBeInTheDocument();
  expect(calls).toContainEqual({
    route: 'POST /student/auth/verify-email/',
    body: { email: 'new@academy.test', code: '1234', password: PASSWORD },
  });
});

it('opens the recovery dialog from the forgot link and gives focus back when it closes', async () => {
  openSignIn();
  const forgot = screen.getByRole('link', { name: 'Forgot password?' });
  expect(forgot).toHaveAttribute('href', '/forgot');
  await userEvent.click(forgot);
  const dialog = screen.getByRole('dialog', { name: 'Password recovery' });
  expect(within(dialog).getByLabelText('Email', { selector: 'input' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(forgot).toHaveFocus();
});

describe('social sign-in', () => {
  it('offers one button per configured provider under "or sign in with"', async () => {
    api({ 'GET /student/auth/oidc/providers/': () => json(200, [{ id: 'google', label: 'Google' }]) });
    openSignIn();
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByText('or sign in with')).toBeInTheDocument();
  });

  it('trades the one-time code for tokens, takes it out of the address and goes on', async () => {
    api({
      'POST /student/auth/oidc/exchange/': () => json(200, { access: 'social-a', refresh: 'social-r' }),
    });
    openSignIn('/signin?next=%2Fprofile&oidc_code=one-time-code');
    expect(await screen.findByText('Profile')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('social-a');
    expect(calls).toContainEqual({
      route: 'POST /student/auth/oidc/exchange/',
      body: { code: 'one-time-code' },
    });
    expect(calls.filter((call) => call.route === 'POST /student/auth/oidc/exchange/')).toHaveLength(1);
  });

  it('says why a provider round trip failed', async () => {
    api({ 'GET /student/auth/oidc/providers/': () => json(200, [{ id: 'google', label: 'Google' }]) });
    openSignIn('/signin?oidc_error=email_not_verified');
    expect(
      await screen.findByText(
        'Your e-mail address at this provider is not verified. Use another way to sign in.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signin$/);
  });

  it('shows the error of a spent code and stays signed out', async () => {
    api({
      'POST /student/auth/oidc/exchange/': () =>
        json(400, { code: ['The sign-in link is invalid or has expired. Start again.'] }),
    });
    openSignIn('/signin?oidc_code=spent-code');
    expect(
      await screen.findByText('The sign-in link is invalid or has expired. Start again.'),
    ).toBeInTheDocument();
    expect(isSignedIn()).toBe(false);
  });
});
