import { act } from '@testing-library/react';
import { ApiError, isSignedIn, postLogin, useTokenStore } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { signIn, useSignIn, useSignInForm } from './sign-in-store';

jest.mock('@academy/shared/src/api/endpoints/post-login');

const initialForm = useSignInForm.getState();

function httpError(status: number, data: unknown, message: string, code?: string): ApiError {
  return new ApiError({ kind: 'http', status, message, data, code, fieldErrors: {} });
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  useTokenStore.getState().clearTokens();
  useSignInForm.setState(initialForm, true);
  useSignIn.getState().reset();
});

it('stores access and refresh in local storage and signs the student in', async () => {
  jest.mocked(postLogin).mockResolvedValue({ access: 'a1', refresh: 'r1' });
  const ok = await act(() => signIn({ email: 'ada@academy.test', password: 'secret' }));
  expect(ok).toBe(true);
  expect(localStorage.getItem('token')).toBe('a1');
  expect(localStorage.getItem('refreshToken')).toBe('r1');
  expect(useTokenStore.getState()).toMatchObject({ token: 'a1', refreshToken: 'r1' });
  expect(isSignedIn()).toBe(true);
  expect(useSignIn.getState()).toMatchObject({ pending: false, error: null });
});

it('is pending while the call runs', async () => {
  let finish: (value: { access: string; refresh: string }) => void = () => undefined;
  jest.mocked(postLogin).mockReturnValue(new Promise((resolve) => (finish = resolve)));
  const pending = signIn({ email: 'a@b.c', password: 'x' });
  expect(useSignIn.getState().pending).toBe(true);
  finish({ access: 'a', refresh: 'r' });
  await act(() => pending);
  expect(useSignIn.getState().pending).toBe(false);
});

it('uses the e-mail and password held in the form when called without arguments, then forgets the password', async () => {
  jest.mocked(postLogin).mockResolvedValue({ access: 'a', refresh: 'r' });
  useSignInForm.getState().setCredentials({ email: 'ada@academy.test', password: 'pw' });
  await act(() => signIn());
  expect(postLogin).toHaveBeenCalledWith({ email: 'ada@academy.test', password: 'pw' });
  expect(useSignInForm.getState()).toMatchObject({ email: 'ada@academy.test', password: '' });
});

it('keeps the error and its code, and stays signed out, on failure', async () => {
  jest
    .mocked(postLogin)
    .mockRejectedValue(httpError(403, {}, 'E-mail address is not verified.', 'email_not_verified'));
  const ok = await act(() => signIn({ email: 'a@b.c', password: 'x' }));
  expect(ok).toBe(false);
  expect(useSignIn.getState()).toMatchObject({
    pending: false,
    error: 'E-mail address is not verified.',
    errorCode: 'email_not_verified',
  });
  expect(localStorage.getItem('token')).toBeNull();
  expect(isSignedIn()).toBe(false);
});

it('shows the Authorization error fallback for an unexpected failure', async () => {
  jest.mocked(postLogin).mockRejectedValue(new Error('boom'));
  await act(() => signIn({ email: 'a@b.c', password: 'x' }));
  expect(useSignIn.getState().error).toBe('Authorization error');
});
