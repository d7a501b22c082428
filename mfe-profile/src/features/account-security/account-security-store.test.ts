import { act } from '@testing-library/react';
import { ApiError, useSessionStore, useTokenStore, type User } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { deleteAccount } from './api/delete-account';
import { patchPassword } from './api/patch-password';
import { useChangePassword, useDeleteAccount } from './account-security-store';

jest.mock('./api/delete-account');
jest.mock('./api/patch-password');

const ada: User = { id: 1, email: 'ada@academy.test', first_name: 'Ada', last_name: 'Lovelace', photo: null };

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  useSessionStore.getState().signOut();
  for (const action of [useChangePassword, useDeleteAccount]) action.getState().reset();
});

describe('password change', () => {
  it('shows the server message for the new password under that field', async () => {
    jest.mocked(patchPassword).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        message: 'x',
        fieldErrors: { new_password: ['This password is too common.'] },
      }),
    );
    await act(() =>
      useChangePassword
        .getState()
        .run({ email: 'a@b.c', current_password: 'Old-1-secret', new_password: 'password' }),
    );
    expect(useChangePassword.getState().error).toBe('This password is too common.');
  });

  it('falls back to Password reset error for a password change without a message', async () => {
    jest.mocked(patchPassword).mockRejectedValue(new Error('boom'));
    await act(() =>
      useChangePassword
        .getState()
        .run({ email: 'a@b.c', current_password: 'Old-1-secret', new_password: 'Good-pass-1' }),
    );
    expect(useChangePassword.getState().error).toBe('Password reset error');
  });
});

describe('deleteAccount', () => {
  it('signs out: user and token cleared on success', async () => {
    useTokenStore.getState().setTokens('a', 'r');
    useSessionStore.setState({ user: ada });
    jest.mocked(deleteAccount).mockResolvedValue(undefined);
    expect(await act(() => useDeleteAccount.getState().run())).toBe(true);
    expect(useTokenStore.getState().token).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('keeps the account signed in and reports Account deletion error on failure', async () => {
    useTokenStore.getState().setTokens('a', 'r');
    useSessionStore.setState({ user: ada });
    jest.mocked(deleteAccount).mockRejectedValue(new Error('boom'));
    await act(() => useDeleteAccount.getState().run());
    expect(useTokenStore.getState().token).toBe('a');
    expect(useSessionStore.getState().user).toEqual(ada);
    expect(useDeleteAccount.getState().error).toBe('Account deletion error');
  });
});
