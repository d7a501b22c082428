import { act } from '@testing-library/react';
import { ApiError, useSessionStore, useTokenStore, type User } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { deleteAccount } from '../account-security/api/delete-account';
import { patchPassword } from '../account-security/api/patch-password';
import { patchPhoto } from './api/patch-photo';
import { patchProfile } from './api/patch-profile';
import { useChangePassword, useDeleteAccount, useUpdateNames, useUpdatePhoto } from './personal-data-store';

jest.mock('../account-security/api/delete-account');
jest.mock('../account-security/api/patch-password');
jest.mock('./api/patch-photo');
jest.mock('./api/patch-profile');

const ada: User = { id: 1, email: 'ada@academy.test', first_name: 'Ada', last_name: 'Lovelace', photo: null };

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  useSessionStore.getState().signOut();
  for (const action of [useUpdateNames, useUpdatePhoto, useChangePassword, useDeleteAccount])
    action.getState().reset();
});

describe('profile changes', () => {
  it('merges the profile update into the session user', async () => {
    useSessionStore.setState({ user: { ...ada, photo: 'http://x/p.png' } });
    jest.mocked(patchProfile).mockResolvedValue({ ...ada, first_name: 'Augusta', photo: null });
    await act(() => useUpdateNames.getState().run({ first_name: 'Augusta', last_name: 'Lovelace' }));
    expect(useSessionStore.getState().user).toMatchObject({ first_name: 'Augusta', last_name: 'Lovelace' });
  });

  it("reports 'Error updating profile data' when the update fails without a message", async () => {
    jest.mocked(patchProfile).mockRejectedValue(new Error('boom'));
    const ok = await act(() => useUpdateNames.getState().run({ first_name: 'A', last_name: 'B' }));
    expect(ok).toBe(false);
    expect(useUpdateNames.getState().error).toBe('Error updating profile data');
  });

  it('replaces only the photo after a photo upload', async () => {
    useSessionStore.setState({ user: ada });
    jest.mocked(patchPhoto).mockResolvedValue({ ...ada, first_name: 'Other', photo: 'http://x/new.png' });
    await act(() => useUpdatePhoto.getState().run(new Blob(['x'])));
    expect(useSessionStore.getState().user).toEqual({ ...ada, photo: 'http://x/new.png' });
  });

  it('reports Photo update error on a failed upload, leaving the other actions alone', async () => {
    jest.mocked(patchPhoto).mockRejectedValue(new Error('boom'));
    await act(() => useUpdatePhoto.getState().run(new Blob(['x'])));
    expect(useUpdatePhoto.getState().error).toBe('Photo update error');
    expect(useUpdateNames.getState().error).toBeNull();
    expect(useChangePassword.getState().error).toBeNull();
  });

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
