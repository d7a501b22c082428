import { act } from '@testing-library/react';
import { ApiError, useTokenStore } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { postPasswordReset } from './api/post-password-reset';
import { postPasswordResetConfirm } from './api/post-password-reset-confirm';
import { postPasswordResetVerify } from './api/post-password-reset-verify';
import {
  useRecoveryStore,
  useRequestCode,
  useResendRecoveryCode,
  useSetNewPassword,
  useVerifyRecoveryCode,
} from './recovery-store';

jest.mock('./api/post-password-reset');
jest.mock('./api/post-password-reset-confirm');
jest.mock('./api/post-password-reset-verify');

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useRecoveryStore.getState().reset();
  useTokenStore.getState().clearTokens();
});

async function reachPasswordStep() {
  jest.mocked(postPasswordReset).mockResolvedValue({ detail: 'sent' });
  jest.mocked(postPasswordResetVerify).mockResolvedValue({ reset_token: 'reset-1' });
  await act(() => useRecoveryStore.getState().requestCode(' ada@academy.test '));
  await act(() => useRecoveryStore.getState().verifyCode('1234'));
}

it('goes from e-mail to code to new password to done', async () => {
  await reachPasswordStep();
  expect(postPasswordReset).toHaveBeenCalledWith({ email: 'ada@academy.test' });
  expect(postPasswordResetVerify).toHaveBeenCalledWith({ email: 'ada@academy.test', code: '1234' });
  expect(useRecoveryStore.getState()).toMatchObject({ step: 'password', resetToken: 'reset-1' });
  jest.mocked(postPasswordResetConfirm).mockResolvedValue({ detail: 'Password has been reset.' });
  expect(
    await act(() => useRecoveryStore.getState().setNewPassword('Arbitration-2027', 'Arbitration-2027')),
  ).toBe(true);
  expect(postPasswordResetConfirm).toHaveBeenCalledWith({
    reset_token: 'reset-1',
    new_password1: 'Arbitration-2027',
    new_password2: 'Arbitration-2027',
  });
  expect(useRecoveryStore.getState()).toMatchObject({ step: 'done', resetToken: null });
});

it('signs in with the token pair the new password answers when the final button is pressed', async () => {
  await reachPasswordStep();
  jest.mocked(postPasswordResetConfirm).mockResolvedValue({
    detail: 'Password has been reset with the new password.',
    access: 'access-after-recovery',
    refresh: 'refresh-after-recovery',
  });
  await act(() => useRecoveryStore.getState().setNewPassword('Arbitration-2027', 'Arbitration-2027'));
  // Not yet: signed in now, the sign-in screen behind the dialog would leave before the success step shows.
  expect(useRecoveryStore.getState().step).toBe('done');
  expect(useTokenStore.getState().token).toBeNull();
  act(() => useRecoveryStore.getState().logIn());
  expect(useTokenStore.getState()).toMatchObject({
    token: 'access-after-recovery',
    refreshToken: 'refresh-after-recovery',
  });
});

it('stays signed out after a new password answered with the detail only, as a DRF backend does', async () => {
  await reachPasswordStep();
  jest.mocked(postPasswordResetConfirm).mockResolvedValue({ detail: 'Password has been reset.' });
  await act(() => useRecoveryStore.getState().setNewPassword('Arbitration-2027', 'Arbitration-2027'));
  expect(useRecoveryStore.getState().step).toBe('done');
  act(() => useRecoveryStore.getState().logIn());
  expect(useTokenStore.getState().token).toBeNull();
});

it('asks for the e-mail before calling the server', async () => {
  expect(await useRecoveryStore.getState().requestCode('  ')).toBe(false);
  expect(useRequestCode.getState().error).toBe('Please fill in all fields!');
  expect(postPasswordReset).not.toHaveBeenCalled();
});

it('stays on the code step with the server message for a wrong code', async () => {
  jest.mocked(postPasswordReset).mockResolvedValue({ detail: 'sent' });
  jest.mocked(postPasswordResetVerify).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 400,
      message: 'Invalid code.',
      fieldErrors: { code: ['Invalid code.'] },
    }),
  );
  await act(() => useRecoveryStore.getState().requestCode('ada@academy.test'));
  await act(() => useRecoveryStore.getState().verifyCode('0000'));
  expect(useRecoveryStore.getState().step).toBe('code');
  expect(useVerifyRecoveryCode.getState()).toMatchObject({ pending: false, error: 'Invalid code.' });
});

it("rejects a weak new password with Django's messages, without a call", async () => {
  await reachPasswordStep();
  await act(() => useRecoveryStore.getState().setNewPassword('12345678', '12345678'));
  expect(useSetNewPassword.getState().error).toBe(
    'This password is too common. This password is entirely numeric.',
  );
  await act(() => useRecoveryStore.getState().setNewPassword('Arbitration-2027', 'Arbitration-2028'));
  expect(useSetNewPassword.getState().error).toBe('Passwords do not match!');
  expect(postPasswordResetConfirm).not.toHaveBeenCalled();
});

it('reports the wait of a rate-limited resend', async () => {
  await reachPasswordStep();
  jest
    .mocked(postPasswordReset)
    .mockRejectedValue(
      new ApiError({ kind: 'http', status: 429, message: 'Too many requests.', retryAfter: 30 }),
    );
  await act(() => useRecoveryStore.getState().resendCode());
  expect(useResendRecoveryCode.getState()).toMatchObject({ retryAfter: 30, error: 'Too many requests.' });
  expect(useRecoveryStore.getState().step).toBe('password');
});

it('falls back to the translated recovery error', async () => {
  jest.mocked(postPasswordReset).mockRejectedValue(new Error('boom'));
  await act(() => useRecoveryStore.getState().requestCode('ada@academy.test'));
  expect(useRecoveryStore.getState().step).toBe('email');
  expect(useRequestCode.getState().error).toBe('Password recovery error');
});
