import { ApiError, useTokenStore } from '@academy/shared';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { patchPassword } from './api/patch-password';
import { eachTestSignedIn, student } from '../../testing/test-utils';
import { AccountSecurityPanel } from './AccountSecurityPanel';

jest.mock('./api/patch-password');

eachTestSignedIn();

const field = (label: string) => screen.getByLabelText(label);

async function submit(values: { current?: string; password?: string; confirmation?: string }) {
  if (values.current) await userEvent.type(field('Current password'), values.current);
  if (values.password) await userEvent.type(field('New password'), values.password);
  if (values.confirmation) await userEvent.type(field('Confirm password'), values.confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
}

const shownErrors = () => screen.getAllByRole('listitem').map((item) => item.textContent);

it("shows the account's e-mail, the three password fields and the rule the API enforces", () => {
  render(<AccountSecurityPanel user={student} />);
  expect(field('Email')).toHaveValue('aruzhan@academy.test');
  expect(field('Email')).toHaveAttribute('readonly');
  expect(field('Current password')).toHaveAttribute('type', 'password');
  expect(field('New password')).toHaveAttribute('autocomplete', 'new-password');
  const hint = screen.getByText(/At least 8 characters, not only digits, and not a common password/);
  expect(field('New password').getAttribute('aria-describedby')).toContain(hint.id);
});

it("refuses a confirmation that does not match with 'Passwords do not match!'", async () => {
  render(<AccountSecurityPanel user={student} />);
  await submit({ current: 'Old-Secret-1', password: 'Fresh-Seat-2026', confirmation: 'Fresh-Seat-2027' });
  expect(shownErrors()).toEqual(['Passwords do not match!']);
  expect(field('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  expect(patchPassword).not.toHaveBeenCalled();
});

it.each([
  ['password', ['This password is too common.']],
  ['Football', ['This password is too common.']],
  [
    '1234567',
    [
      'This password is too short. It must contain at least 8 characters.',
      'This password is entirely numeric.',
    ],
  ],
  ['12345678', ['This password is too common.', 'This password is entirely numeric.']],
  ['20261123', ['This password is entirely numeric.']],
  ['short', ['This password is too short. It must contain at least 8 characters.']],
])('refuses %s with the messages of the password rules, in order', async (password, messages) => {
  render(<AccountSecurityPanel user={student} />);
  await submit({ current: 'Old-Secret-1', password, confirmation: password });
  expect(shownErrors()).toEqual(messages);
  expect(patchPassword).not.toHaveBeenCalled();
  expect(screen.queryByText('Password changed.')).not.toBeInTheDocument();
});

it('asks for the current password, which the API needs', async () => {
  render(<AccountSecurityPanel user={student} />);
  await submit({ password: 'Fresh-Seat-2026', confirmation: 'Fresh-Seat-2026' });
  expect(shownErrors()).toEqual(['Enter your current password.']);
  expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
  expect(patchPassword).not.toHaveBeenCalled();
});

it("sends e-mail, current and new password; shows 'Password changed.' in green and keeps this tab signed in", async () => {
  jest
    .mocked(patchPassword)
    .mockResolvedValue({ detail: 'Password changed.', access: 'access-2', refresh: 'refresh-2' });
  render(<AccountSecurityPanel user={student} />);
  await submit({ current: 'Old-Secret-1', password: 'Fresh-Seat-2026', confirmation: 'Fresh-Seat-2026' });
  const success = await screen.findByRole('status');
  expect(success).toHaveTextContent('Password changed.');
  expect(patchPassword).toHaveBeenCalledWith({
    email: 'aruzhan@academy.test',
    current_password: 'Old-Secret-1',
    new_password: 'Fresh-Seat-2026',
  });
  expect(useTokenStore.getState()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
  expect(field('New password')).toHaveValue('');
  expect(field('Current password')).toHaveValue('');
});

it('shows Updating... while the change is sent', async () => {
  jest.mocked(patchPassword).mockReturnValue(new Promise(() => undefined));
  render(<AccountSecurityPanel user={student} />);
  await submit({ current: 'Old-Secret-1', password: 'Fresh-Seat-2026', confirmation: 'Fresh-Seat-2026' });
  expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
});

it('shows a wrong current password under its field, not only in a store', async () => {
  jest.mocked(patchPassword).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 400,
      message: 'Your current password is incorrect.',
      fieldErrors: { current_password: ['Your current password is incorrect.'] },
    }),
  );
  render(<AccountSecurityPanel user={student} />);
  await submit({ current: 'Wrong-One-1', password: 'Fresh-Seat-2026', confirmation: 'Fresh-Seat-2026' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your current password is incorrect.');
  expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Current password').getAttribute('aria-describedby')).toContain(alert.id);
  expect(screen.queryByText('Password changed.')).not.toBeInTheDocument();
});

it("shows the API's password messages (e.g. a password the API finds too common)", async () => {
  jest.mocked(patchPassword).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 400,
      message: 'This password is too common.',
      fieldErrors: { new_password: ['This password is too common.'] },
    }),
  );
  render(<AccountSecurityPanel user={student} />);
  await submit({ current: 'Old-Secret-1', password: 'iloveyou1', confirmation: 'iloveyou1' });
  expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common.');
  expect(field('New password')).toHaveAttribute('aria-invalid', 'true');
});

it('shows a failure that concerns no field, e.g. no connection', async () => {
  jest
    .mocked(patchPassword)
    .mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection to the server.' }));
  render(<AccountSecurityPanel user={student} />);
  await submit({ current: 'Old-Secret-1', password: 'Fresh-Seat-2026', confirmation: 'Fresh-Seat-2026' });
  expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server.');
});
