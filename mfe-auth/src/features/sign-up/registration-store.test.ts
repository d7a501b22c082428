import { act, renderHook } from '@testing-library/react';
import { ApiError, isSignedIn, useIsSignedIn, useSessionStore, useTokenStore } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { postRegister } from './api/post-register';
import { postResendCode } from './api/post-resend-code';
import { postVerifyEmail } from './api/post-verify-email';
import {
  register,
  resendCode,
  resetRegistration,
  useRegister,
  useRegistrationForm,
  useResendCode,
  useVerifyEmail,
  verifyEmail,
} from './registration-store';

jest.mock('./api/post-register');
jest.mock('./api/post-resend-code');
jest.mock('./api/post-verify-email');

const formToken = () => useSessionStore.getState().formToken;

function fill(email: string, password1: string, password2: string) {
  const { setField } = useRegistrationForm.getState();
  setField('email', email);
  setField('password1', password1);
  setField('password2', password2);
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useTokenStore.getState().clearTokens();
  useSessionStore.getState().signOut();
  resetRegistration();
});

describe('register', () => {
  it('asks to fill in all fields without calling the server', async () => {
    fill('ada@academy.test', 'Secret-123', '');
    expect(await register()).toBe(false);
    expect(useRegister.getState().error).toBe('Please fill in all fields!');
    expect(postRegister).not.toHaveBeenCalled();
  });

  it('says the passwords do not match without calling the server', async () => {
    fill('ada@academy.test', 'Secret-123', 'Secret-124');
    await register();
    expect(useRegister.getState().error).toBe('Passwords do not match!');
    expect(postRegister).not.toHaveBeenCalled();
  });

  it('sends email, password1 and password2 and reports success', async () => {
    jest
      .mocked(postRegister)
      .mockResolvedValue({ email: 'ada@academy.test', detail: 'Verification code sent.' });
    fill(' ada@academy.test ', 'Secret-123', 'Secret-123');
    const pending = register();
    expect(useRegister.getState().pending).toBe(true);
    expect(await act(() => pending)).toBe(true);
    expect(postRegister).toHaveBeenCalledWith({
      email: 'ada@academy.test',
      password1: 'Secret-123',
      password2: 'Secret-123',
    });
    expect(useRegister.getState()).toMatchObject({
      pending: false,
      error: null,
      data: { email: 'ada@academy.test' },
    });
    expect(formToken()).toBeNull();
  });

  it('stores the access token when the server returns one', async () => {
    jest
      .mocked(postRegister)
      .mockResolvedValue({ email: 'a@b.c', detail: 'ok', access: 'form-token' } as never);
    fill('a@b.c', 'Secret-123', 'Secret-123');
    await act(() => register());
    expect(formToken()).toBe('form-token');
    expect(isSignedIn()).toBe(true);
  });

  it('keeps the server field errors for the form', async () => {
    jest.mocked(postRegister).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        message: 'A user is already registered with this e-mail address.',
        fieldErrors: { email: ['A user is already registered with this e-mail address.'] },
      }),
    );
    fill('a@b.c', 'Secret-123', 'Secret-123');
    await act(() => register());
    expect(useRegister.getState()).toMatchObject({
      data: null,
      pending: false,
      error: 'A user is already registered with this e-mail address.',
      fieldErrors: { email: ['A user is already registered with this e-mail address.'] },
    });
  });

  it('falls back to a translated something-went-wrong message on an unexpected failure', async () => {
    jest.mocked(postRegister).mockRejectedValue(new Error('boom'));
    fill('a@b.c', 'Secret-123', 'Secret-123');
    await act(() => register());
    expect(useRegister.getState().error).toBe('Something went wrong. Please try again.');
  });
});

describe('verification', () => {
  it('stores the tokens so the student is signed in', async () => {
    jest.mocked(postVerifyEmail).mockResolvedValue({ access: 'acc', refresh: 'ref' });
    fill('ada@academy.test', 'Secret-123', 'Secret-123');
    expect(await act(() => verifyEmail('1234'))).toBe(true);
    expect(postVerifyEmail).toHaveBeenCalledWith({ email: 'ada@academy.test', code: '1234' });
    expect(formToken()).toBe('acc');
    expect(useRegistrationForm.getState()).toMatchObject({
      email: 'ada@academy.test',
      password1: '',
      password2: '',
    });
    expect(localStorage.getItem('token')).toBe('acc');
    expect(localStorage.getItem('refreshToken')).toBe('ref');
  });

  it('shows the server message for a wrong code', async () => {
    jest
      .mocked(postVerifyEmail)
      .mockRejectedValue(
        new ApiError({
          kind: 'http',
          status: 400,
          message: 'Invalid code.',
          fieldErrors: { code: ['Invalid code.'] },
        }),
      );
    await act(() => verifyEmail('0000'));
    expect(useVerifyEmail.getState().error).toBe('Invalid code.');
    expect(formToken()).toBeNull();
  });

  it('falls back to Email verification error', async () => {
    jest
      .mocked(postVerifyEmail)
      .mockRejectedValue(new ApiError({ kind: 'http', status: 400, message: 'Email verification error' }));
    await act(() => verifyEmail('0000'));
    expect(useVerifyEmail.getState().error).toBe('Email verification error');
  });

  it('reports how long to wait when a new code is asked too soon', async () => {
    jest
      .mocked(postResendCode)
      .mockRejectedValue(
        new ApiError({ kind: 'http', status: 429, message: 'Too many requests.', retryAfter: 37 }),
      );
    fill('a@b.c', '', '');
    expect(await act(() => resendCode())).toBe(false);
    expect(useResendCode.getState()).toMatchObject({ retryAfter: 37, error: 'Too many requests.' });
  });

  it('asks the server for a new code', async () => {
    jest.mocked(postResendCode).mockResolvedValue({ detail: 'sent' });
    fill('a@b.c', '', '');
    expect(await act(() => resendCode())).toBe(true);
    expect(postResendCode).toHaveBeenCalledWith({ email: 'a@b.c' });
  });
});

describe('signed in', () => {
  it('is true with an auth token', () => {
    const { result } = renderHook(() => useIsSignedIn());
    expect(result.current).toBe(false);
    act(() => useTokenStore.getState().setTokens('a', 'r'));
    expect(result.current).toBe(true);
    expect(isSignedIn()).toBe(true);
  });

  it('is true with only a registration form token', () => {
    const { result } = renderHook(() => useIsSignedIn());
    act(() => useSessionStore.getState().setFormToken('form-token'));
    expect(result.current).toBe(true);
  });

  it('ends when the tokens are cleared', () => {
    act(() => {
      useTokenStore.getState().setTokens('a', 'r');
      useSessionStore.getState().setFormToken('a');
    });
    const { result } = renderHook(() => useIsSignedIn());
    act(() => useTokenStore.getState().clearTokens());
    expect(result.current).toBe(false);
  });
});

it('forgets the form when the student signs out', async () => {
  jest.mocked(postVerifyEmail).mockResolvedValue({ access: 'acc', refresh: 'ref' });
  fill('ada@academy.test', 'Secret-123', 'Secret-123');
  await act(() => verifyEmail('1234'));
  act(() => useSessionStore.getState().signOut());
  expect(useRegistrationForm.getState().email).toBe('');
  expect(useVerifyEmail.getState().data).toBeNull();
  expect(isSignedIn()).toBe(false);
});
