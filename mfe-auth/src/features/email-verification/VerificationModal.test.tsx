import { isSignedIn, useSessionStore, useTokenStore } from '@academy/shared';
import { createManualClock, initTestI18n, type ManualClock } from '@academy/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, type FakeCall } from '../../testing/fake-api';
import { VerificationModal } from './VerificationModal';

const EMAIL = 'ada@academy.test';
const box = (index: number) => screen.getByRole('textbox', { name: `Digit ${index} of 4` });
const confirm = () => screen.getByRole('button', { name: 'Sign up' });
const requestAgain = () => screen.getByRole('button', { name: 'Request again' });

let clock: ManualClock;
let calls: FakeCall[];
const onDone = jest.fn();
const onClose = jest.fn();

function openModal(reason: 'sign-up' | 'sign-in' = 'sign-up', password?: string) {
  return render(
    <VerificationModal
      open
      email={EMAIL}
      password={password}
      reason={reason}
      onClose={onClose}
      doneLabel="Go to main page"
      onDone={onDone}
      clock={clock}
    />,
  );
}

function tick(ms: number) {
  act(() => clock.advance(ms));
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.restoreAllMocks();
  onDone.mockReset();
  onClose.mockReset();
  useTokenStore.getState().clearTokens();
  useSessionStore.getState().signOut();
  clock = createManualClock(1_000_000);
  calls = fakeApi({
    'POST /student/auth/verify-email/': (body) =>
      (body as { code: string }).code === '4821'
        ? json(200, { access: 'access-token', refresh: 'refresh-token' })
        : json(400, { code: ['The code is incorrect.'], tries_left: 3 }),
    'POST /student/auth/resend-code/': () => json(200, { detail: 'Verification code sent.' }),
  });
});

it('is a dialog titled for the e-mail, naming the address, with the first box focused', () => {
  openModal();
  expect(screen.getByRole('dialog', { name: 'Confirm your e-mail' })).toBeInTheDocument();
  expect(screen.getByText(`We have sent a four-digit code to ${EMAIL}. Enter it below.`)).toBeInTheDocument();
  expect(box(1)).toHaveFocus();
  expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
});

it('tells a student sent from sign-in that the address still needs its code', () => {
  openModal('sign-in');
  expect(
    screen.getByText(`Your e-mail address is not verified yet. Enter the code we sent to ${EMAIL}.`),
  ).toBeInTheDocument();
});

it('counts down from 1:59 after one second and enables request again only at 0:00', () => {
  openModal();
  expect(screen.getByText('Request a new code in 1:59')).toBeInTheDocument();
  tick(1000);
  expect(screen.getByText('Request a new code in 1:58')).toBeInTheDocument();
  expect(requestAgain()).toBeDisabled();
  tick(117_000);
  expect(screen.getByText('Request a new code in 0:01')).toBeInTheDocument();
  expect(requestAgain()).toBeDisabled();
  tick(1000);
  expect(screen.getByText('Request a new code in 0:00')).toBeInTheDocument();
  expect(requestAgain()).toBeEnabled();
});

it('starts again from 1:59 on request again, clears the boxes, refocuses the first and asks for a code', async () => {
  openModal();
  await userEvent.click(box(1));
  await userEvent.keyboard('12');
  tick(119_000);
  await userEvent.click(requestAgain());
  expect(screen.getByText('Request a new code in 1:59')).toBeInTheDocument();
  expect(requestAgain()).toBeDisabled();
  expect(box(1)).toHaveValue('');
  expect(box(2)).toHaveValue('');
  expect(box(1)).toHaveFocus();
  expect(calls).toContainEqual({ route: 'POST /student/auth/resend-code/', body: { email: EMAIL } });
  expect(await screen.findByText('A new code has been sent.')).toBeInTheDocument();
});

it('waits as long as the server says when a new code is refused as too early', async () => {
  fakeApi({
    'POST /student/auth/resend-code/': () =>
      json(
        429,
        { detail: 'Please wait 42 seconds before requesting a new code.', retry_after: 42 },
        { 'Retry-After': '42' },
      ),
  });
  openModal();
  tick(119_000);
  await userEvent.click(requestAgain());
  expect(await screen.findByText('Please wait 42 seconds before requesting a new code.')).toBeInTheDocument();
  expect(screen.getByText('Request a new code in 0:42')).toBeInTheDocument();
});

it('moves focus forward on each digit and back on Backspace in an empty box', async () => {
  openModal();
  await userEvent.keyboard('48');
  expect(box(3)).toHaveFocus();
  await userEvent.keyboard('{Backspace}');
  expect(box(2)).toHaveFocus();
});

it('fills all four boxes from a pasted code and enables the button', async () => {
  openModal();
  expect(confirm()).toBeDisabled();
  await userEvent.paste('4821');
  expect([1, 2, 3, 4].map((index) => (box(index) as HTMLInputElement).value)).toEqual(['4', '8', '2', '1']);
  expect(confirm()).toBeEnabled();
});

it('enables the button only with four digits', async () => {
  openModal();
  await userEvent.keyboard('482');
  expect(confirm()).toBeDisabled();
  await userEvent.keyboard('1');
  expect(confirm()).toBeEnabled();
});

it("shows the server's message and the tries left for a wrong code, then clears the boxes", async () => {
  openModal();
  await userEvent.keyboard('0000');
  await userEvent.click(confirm());
  const error = await screen.findByText('The code is incorrect. Tries left: 3.');
  expect(error).toHaveAttribute('role', 'alert');
  expect(box(1)).toHaveAccessibleDescription(
    expect.stringContaining('The code is incorrect. Tries left: 3.'),
  );
  expect(box(1)).toHaveValue('');
  expect(box(1)).toHaveFocus();
  expect(isSignedIn()).toBe(false);
});

it('shows the success state after the right code and signs the student in', async () => {
  openModal();
  await userEvent.keyboard('4821');
  await userEvent.click(confirm());
  expect(await screen.findByText('You have successfully registered!')).toBeInTheDocument();
  expect(isSignedIn()).toBe(true);
  expect(localStorage.getItem('token')).toBe('access-token');
  // Given no password, it sends none: the account keeps the one its code was mailed for.
  expect(calls).toEqual([
    { route: 'POST /student/auth/verify-email/', body: { email: EMAIL, code: '4821' } },
  ]);
  const goToMain = screen.getByRole('button', { name: 'Go to main page' });
  expect(goToMain).toHaveFocus();
  await userEvent.click(goToMain);
  expect(onDone).toHaveBeenCalledTimes(1);
});

it('sends the password it was given beside the code', async () => {
  openModal('sign-up', 'Tribunal-Seat-42');
  await userEvent.keyboard('4821');
  await userEvent.click(confirm());
  expect(await screen.findByText('You have successfully registered!')).toBeInTheDocument();
  expect(calls).toEqual([
    {
      route: 'POST /student/auth/verify-email/',
      body: { email: EMAIL, code: '4821', password: 'Tribunal-Seat-42' },
    },
  ]);
});

it("shows the server's refusal of the password under the code", async () => {
  fakeApi({
    'POST /student/auth/verify-email/': () => json(400, { password: ['This password is too common.'] }),
  });
  openModal('sign-in', 'Password');
  await userEvent.keyboard('4821');
  await userEvent.click(confirm());
  expect(await screen.findByText('This password is too common.')).toHaveAttribute('role', 'alert');
  expect(isSignedIn()).toBe(false);
});

it('shows the checking label while the code is being checked', async () => {
  let answer: (response: Response) => void = () => undefined;
  fakeApi({
    'POST /student/auth/verify-email/': () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  openModal();
  await userEvent.keyboard('4821');
  await userEvent.click(confirm());
  expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
  await act(async () => answer(json(200, { access: 'a', refresh: 'r' })));
  expect(await screen.findByText('You have successfully registered!')).toBeInTheDocument();
});

it('closes with the close button', async () => {
  openModal();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
