import { act } from '@testing-library/react';
import { ApiError, isSignedIn, useSessionStore, useTokenStore } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { postResendCode } from './api/post-resend-code';
import { postVerifyEmail } from './api/post-verify-email';
import { resetVerification, useResendCode, useVerifyEmail } from './verification-store';

jest.mock('./api/post-resend-code');
jest.mock('./api/post-verify-email');

const wrongCode = (triesLeft?: number) =>
  new ApiError({
    kind: 'http',
    status: 400,
    message: 'The code is incorrect.',
    fieldErrors: { code: ['The code is incorrect.'] },
    data: { code: ['The code is incorrect.'], ...(triesLeft === undefined ? {} : { tries_left: triesLeft }) },
  });

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useTokenStore.getState().clearTokens();
  useSessionStore.getState().signOut();
  resetVerification();
});

it('stores the tokens and the form token, so the student is signed in', async () => {
  jest.mocked(postVerifyEmail).mockResolvedValue({ access: 'acc', refresh: 'ref' });
  expect(await act(() => useVerifyEmail.getState().run('ada@academy.test', '1234'))).toBe(true);
  expect(postVerifyEmail).toHaveBeenCalledWith({ email: 'ada@academy.test', code: '1234' });
  expect(useSessionStore.getState().formToken).toBe('acc');
  expect(localStorage.getItem('token')).toBe('acc');
  expect(localStorage.getItem('refreshToken')).toBe('ref');
  expect(isSignedIn()).toBe(true);
});

it('sends a password given beside the code', async () => {
  jest.mocked(postVerifyEmail).mockResolvedValue({ access: 'acc', refresh: 'ref' });
  await act(() => useVerifyEmail.getState().run('ada@academy.test', '1234', 'Tribunal-Seat-42'));
  expect(postVerifyEmail).toHaveBeenCalledWith({
    email: 'ada@academy.test',
    code: '1234',
    password: 'Tribunal-Seat-42',
  });
});

it("shows the server's message for a wrong code with the tries left", async () => {
  jest.mocked(postVerifyEmail).mockRejectedValue(wrongCode(3));
  await act(() => useVerifyEmail.getState().run('a@b.c', '0000'));
  expect(useVerifyEmail.getState().error).toBe('The code is incorrect. Tries left: 3.');
  expect(isSignedIn()).toBe(false);
});

it('shows the message alone when the server does not say the tries left', async () => {
  jest.mocked(postVerifyEmail).mockRejectedValue(wrongCode());
  await act(() => useVerifyEmail.getState().run('a@b.c', '0000'));
  expect(useVerifyEmail.getState().error).toBe('The code is incorrect.');
});

it('says the tries left in the interface language', async () => {
  await initTestI18n('ru');
  jest.mocked(postVerifyEmail).mockRejectedValue(wrongCode(0));
  await act(() => useVerifyEmail.getState().run('a@b.c', '0000'));
  expect(useVerifyEmail.getState().error).toBe('The code is incorrect. Осталось попыток: 0.');
  await initTestI18n('en');
});

it('falls back to something-went-wrong without a server answer', async () => {
  jest.mocked(postVerifyEmail).mockRejectedValue(new Error('boom'));
  await act(() => useVerifyEmail.getState().run('a@b.c', '0000'));
  expect(useVerifyEmail.getState().error).toBe('Something went wrong. Please try again.');
});

it('reports how long to wait when a new code is asked too soon', async () => {
  jest
    .mocked(postResendCode)
    .mockRejectedValue(
      new ApiError({ kind: 'http', status: 429, message: 'Too many requests.', retryAfter: 37 }),
    );
  expect(await act(() => useResendCode.getState().run('a@b.c'))).toBe(false);
  expect(useResendCode.getState()).toMatchObject({ retryAfter: 37, error: 'Too many requests.' });
});

it('forgets the last verification when the student signs out', async () => {
  jest.mocked(postVerifyEmail).mockResolvedValue({ access: 'acc', refresh: 'ref' });
  await act(() => useVerifyEmail.getState().run('a@b.c', '1234'));
  act(() => useSessionStore.getState().signOut());
  expect(useVerifyEmail.getState().data).toBeNull();
});
