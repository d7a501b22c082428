import { createManualClock, initTestI18n } from '@academy/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PasswordRecovery } from '../../features/password-recovery/PasswordRecovery';
import { fakeApi, json, type FakeCall } from '../../testing/fake-api';
import { LocationProbe, renderAt } from '../../testing/render-at';
import PasswordRecoveryPage from './PasswordRecoveryPage';

const EMAIL = 'ada@academy.test';
const SENT = 'If an account with this e-mail exists, a code has been sent to it.';
let calls: FakeCall[];

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.restoreAllMocks();
  calls = fakeApi({
    'POST /student/auth/password-reset/': () => json(200, { detail: SENT }),
    'POST /student/auth/password-reset/verify/': (body) =>
      (body as { code: string }).code === '7306'
        ? json(200, { reset_token: 'reset-token' })
        : json(400, { code: ['The code is incorrect.'], tries_left: 4 }),
    'POST /student/auth/password-reset/confirm/': () =>
      json(200, { detail: 'Password has been reset with the new password.' }),
  });
});

function openRecovery(path = '/forgot') {
  return renderAt(path, {
    '/forgot': <PasswordRecoveryPage />,
    '/forget': <PasswordRecoveryPage />,
    '/': <p>Main page</p>,
  });
}

async function toCodeStep(email = EMAIL) {
  await userEvent.type(field('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Receive code' }));
  await screen.findByRole('button', { name: 'Recover password' });
}

async function toPasswordStep() {
  await toCodeStep();
  await userEvent.paste('7306');
  await userEvent.click(screen.getByRole('button', { name: 'Recover password' }));
  await screen.findByLabelText('New password', { selector: 'input' });
}

it.each(['/forgot', '/forget'])('is a page at %s with links to sign-in and sign-up', (path) => {
  openRecovery(path);
  expect(screen.getByRole('heading', { level: 1, name: 'Password recovery' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signin');
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
});

it('asks to fill in the e-mail without calling the server', async () => {
  openRecovery();
  await userEvent.click(screen.getByRole('button', { name: 'Receive code' }));
  expect(screen.getByText('Please fill in all fields!')).toBeInTheDocument();
  expect(field('Email')).toHaveAccessibleDescription('Please fill in all fields!');
  expect(calls).toHaveLength(0);
});

it('mails the code by e-mail and shows the same answer whatever the address', async () => {
  openRecovery();
  await toCodeStep('nobody@academy.test');
  expect(screen.getByText('Enter the code sent to nobody@academy.test.')).toBeInTheDocument();
  expect(screen.getByText(SENT)).toBeInTheDocument();
  expect(calls).toContainEqual({
    route: 'POST /student/auth/password-reset/',
    body: { email: 'nobody@academy.test' },
  });
});

it('enables recover password only with four digits, and shows a wrong code with the tries left', async () => {
  openRecovery();
  await toCodeStep();
  const recover = screen.getByRole('button', { name: 'Recover password' });
  expect(recover).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus();
  await userEvent.keyboard('123');
  expect(recover).toBeDisabled();
  await userEvent.keyboard('4');
  expect(recover).toBeEnabled();
  await userEvent.click(recover);
  expect(await screen.findByText('The code is incorrect. Tries left: 4.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveValue('');
});

it('asks for as many digits as the API says the recovery code has', async () => {
  calls = fakeApi({
    'POST /student/auth/password-reset/': () => json(200, { detail: SENT, code_length: 8 }),
    'POST /student/auth/password-reset/verify/': () => json(200, { reset_token: 'reset-token' }),
  });
  openRecovery();
  await toCodeStep();
  expect(screen.getAllByRole('textbox', { name: /^Digit \d of 8$/ })).toHaveLength(8);
  await userEvent.paste('1234');
  expect(screen.getByRole('button', { name: 'Recover password' })).toBeDisabled();
  await userEvent.paste('73061942');
  await userEvent.click(screen.getByRole('button', { name: 'Recover password' }));
  await screen.findByLabelText('New password', { selector: 'input' });
  expect(calls).toContainEqual({
    route: 'POST /student/auth/password-reset/verify/',
    body: { email: EMAIL, code: '73061942' },
  });
});

it('counts down from 1:59 and asks for a new code only at 0:00', async () => {
  const clock = createManualClock(0);
  fakeApi({ 'POST /student/auth/password-reset/': () => json(200, { detail: SENT }) });
  render(
    <MemoryRouter>
      <PasswordRecovery onDone={() => undefined} links={null} clock={clock} />
    </MemoryRouter>,
  );
  await toCodeStep();
  act(() => clock.advance(1000));
  expect(screen.getByText('Request a new code in 1:58')).toBeInTheDocument();
  const again = screen.getByRole('button', { name: 'Request again' });
  expect(again).toBeDisabled();
  act(() => clock.advance(118_000));
  expect(screen.getByText('Request a new code in 0:00')).toBeInTheDocument();
  await userEvent.click(again);
  expect(screen.getByText('Request a new code in 1:59')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus();
});

it('checks the new password with the account-security rules before sending it', async () => {
  openRecovery();
  await toPasswordStep();
  await userEvent.type(field('New password'), '12345');
  await userEvent.type(field('Confirm password'), '12345');
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  expect(field('New password')).toHaveAccessibleDescription(
    expect.stringContaining(
      'This password is too short. It must contain at least 8 characters. This password is entirely numeric.',
    ),
  );
  await userEvent.clear(field('New password'));
  await userEvent.type(field('New password'), 'Password');
  await userEvent.clear(field('Confirm password'));
  await userEvent.type(field('Confirm password'), 'Password');
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  expect(screen.getByText('This password is too common.')).toBeInTheDocument();
  await userEvent.clear(field('Confirm password'));
  await userEvent.type(field('Confirm password'), 'Passwore');
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  expect(field('Confirm password')).toHaveAccessibleDescription('Passwords do not match!');
  expect(calls.map((call) => call.route)).not.toContain('POST /student/auth/password-reset/confirm/');
});

it('sets the new password, then the login button goes to /', async () => {
  openRecovery();
  await toPasswordStep();
  await userEvent.type(field('New password'), 'Seat-Of-Arbitration-7');
  await userEvent.type(field('Confirm password'), 'Seat-Of-Arbitration-7');
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  expect(calls).toContainEqual({
    route: 'POST /student/auth/password-reset/confirm/',
    body: {
      reset_token: 'reset-token',
      new_password1: 'Seat-Of-Arbitration-7',
      new_password2: 'Seat-Of-Arbitration-7',
    },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(screen.getByText('Main page')).toBeInTheDocument();
});

it('offers to start again when the reset token has expired', async () => {
  fakeApi({
    'POST /student/auth/password-reset/': () => json(200, { detail: SENT }),
    'POST /student/auth/password-reset/verify/': () => json(200, { reset_token: 'old' }),
    'POST /student/auth/password-reset/confirm/': () =>
      json(400, { reset_token: ['The reset link is invalid or has expired. Start again.'] }),
  });
  openRecovery();
  await toPasswordStep();
  await userEvent.type(field('New password'), 'Seat-Of-Arbitration-7');
  await userEvent.type(field('Confirm password'), 'Seat-Of-Arbitration-7');
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  expect(
    await screen.findByText('The reset link is invalid or has expired. Start again.'),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
  expect(screen.getByRole('button', { name: 'Receive code' })).toBeInTheDocument();
});

it('goes back to the e-mail step with the address kept', async () => {
  openRecovery();
  await toCodeStep();
  await userEvent.click(screen.getByRole('button', { name: 'Use another e-mail' }));
  expect(field('Email')).toHaveValue(EMAIL);
  expect(field('Email')).toHaveFocus();
});

it('keeps the probe of the router in place', () => {
  render(
    <MemoryRouter initialEntries={['/forgot']}>
      <Routes>
        <Route path="/forgot" element={<PasswordRecoveryPage />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/forgot');
});
