import { act } from '@testing-library/react';
import { useTokenStore } from '../auth/token-store';
import { ApiError } from '../api/errors';
import { initTestI18n } from '../testing';
import { deleteAccount } from '../api/endpoints/delete-account';
import { getProfile } from '../api/endpoints/get-profile';
import { getStudentCourses } from '../api/endpoints/get-student-courses';
import { getStudentTopics } from '../api/endpoints/get-student-topics';
import { patchPassword } from '../api/endpoints/patch-password';
import { patchPhoto } from '../api/endpoints/patch-photo';
import { patchProfile } from '../api/endpoints/patch-profile';
import { postLogin } from '../api/endpoints/post-login';
import { postPayment } from '../api/endpoints/post-payment';
import type { User } from '../api/types';
import { useAuthStore } from './auth-store';
import { useRegistrationStore } from './registration-store';

jest.mock('../api/endpoints/delete-account');
jest.mock('../api/endpoints/get-profile');
jest.mock('../api/endpoints/get-student-courses');
jest.mock('../api/endpoints/get-student-topics');
jest.mock('../api/endpoints/patch-password');
jest.mock('../api/endpoints/patch-photo');
jest.mock('../api/endpoints/patch-profile');
jest.mock('../api/endpoints/post-login');
jest.mock('../api/endpoints/post-payment');

const ada: User = { id: 1, email: 'ada@academy.test', first_name: 'Ada', last_name: 'Lovelace', photo: null };
const initial = useAuthStore.getState();

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
  useAuthStore.setState(initial, true);
});

describe('login', () => {
  it('stores access and refresh in local storage and marks the student authenticated', async () => {
    jest.mocked(postLogin).mockResolvedValue({ access: 'a1', refresh: 'r1' });
    const ok = await act(() => useAuthStore.getState().login({ email: 'ada@academy.test', password: 'secret' }));
    expect(ok).toBe(true);
    expect(localStorage.getItem('token')).toBe('a1');
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      loading: false,
      error: null,
      token: 'a1',
      refreshToken: 'r1',
    });
  });

  it('is loading while pending', async () => {
    let finish: (value: { access: string; refresh: string }) => void = () => undefined;
    jest.mocked(postLogin).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const pending = useAuthStore.getState().login({ email: 'a@b.c', password: 'x' });
    expect(useAuthStore.getState().loading).toBe(true);
    finish({ access: 'a', refresh: 'r' });
    await act(() => pending);
    expect(useAuthStore.getState().loading).toBe(false);
  });

  it('uses the e-mail and password held in the state when called without arguments', async () => {
    jest.mocked(postLogin).mockResolvedValue({ access: 'a', refresh: 'r' });
    useAuthStore.getState().setCredentials({ email: 'ada@academy.test', password: 'pw' });
    await act(() => useAuthStore.getState().login());
    expect(postLogin).toHaveBeenCalledWith({ email: 'ada@academy.test', password: 'pw' });
  });

  it('stores the error, its code and isAuthenticated false on failure', async () => {
    jest
      .mocked(postLogin)
      .mockRejectedValue(httpError(403, {}, 'E-mail address is not verified.', 'email_not_verified'));
    const ok = await act(() => useAuthStore.getState().login({ email: 'a@b.c', password: 'x' }));
    expect(ok).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      loading: false,
      error: 'E-mail address is not verified.',
      errorCode: 'email_not_verified',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the Authorization error fallback for an unexpected failure', async () => {
    jest.mocked(postLogin).mockRejectedValue(new Error('boom'));
    await act(() => useAuthStore.getState().login({ email: 'a@b.c', password: 'x' }));
    expect(useAuthStore.getState().error).toBe('Authorization error');
  });
});

describe('logout', () => {
  it('clears tokens and user', () => {
    useTokenStore.getState().setTokens('a', 'r');
    useAuthStore.setState({ user: ada, isAuthenticated: true, paymentData: { payment_id: 'p', payment_url: 'u', status: 's' } });
    act(() => useAuthStore.getState().logout());
    expect(useTokenStore.getState().token).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, paymentData: null });
  });

  it('clears the registration form state too', () => {
    useRegistrationStore.setState({ email: 'ada@academy.test', token: 'form-token', success: true });
    act(() => useAuthStore.getState().logout());
    expect(useRegistrationStore.getState()).toMatchObject({ email: '', token: null, success: false });
  });
});

describe('fetchProfile', () => {
  it('replaces the user and marks authenticated', async () => {
    jest.mocked(getProfile).mockResolvedValue(ada);
    await act(() => useAuthStore.getState().fetchProfile());
    expect(useAuthStore.getState()).toMatchObject({ user: ada, isAuthenticated: true, loading: false });
  });

  it('removes the stored token when the server refuses', async () => {
    useTokenStore.getState().setTokens('a', 'r');
    jest.mocked(getProfile).mockRejectedValue(httpError(404, {}, 'Not found.'));
    await act(() => useAuthStore.getState().fetchProfile());
    expect(localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ error: 'Not found.', isAuthenticated: false, user: null });
  });

  it('keeps the token when the server cannot be reached', async () => {
    useTokenStore.getState().setTokens('a', 'r');
    jest.mocked(getProfile).mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection' }));
    await act(() => useAuthStore.getState().fetchProfile());
    expect(localStorage.getItem('token')).toBe('a');
    expect(useAuthStore.getState().error).toBe('No connection');
  });
});

describe('profile changes', () => {
  it('merges the profile update into the user', async () => {
    useAuthStore.setState({ user: { ...ada, photo: 'http://x/p.png' } });
    jest.mocked(patchProfile).mockResolvedValue({ ...ada, first_name: 'Augusta', photo: null });
    await act(() => useAuthStore.getState().updateProfile({ first_name: 'Augusta', last_name: 'Lovelace' }));
    expect(useAuthStore.getState().user).toMatchObject({ first_name: 'Augusta', last_name: 'Lovelace' });
  });

  it('reports Profile update error when the update fails without a message', async () => {
    jest.mocked(patchProfile).mockRejectedValue(new Error('boom'));
    const ok = await act(() => useAuthStore.getState().updateProfile({ first_name: 'A', last_name: 'B' }));
    expect(ok).toBe(false);
    expect(useAuthStore.getState().error).toBe('Profile update error');
  });

  it('replaces only the photo after a photo upload', async () => {
    useAuthStore.setState({ user: ada });
    jest.mocked(patchPhoto).mockResolvedValue({ ...ada, first_name: 'Other', photo: 'http://x/new.png' });
    await act(() => useAuthStore.getState().updatePhoto(new Blob(['x'])));
    expect(useAuthStore.getState().user).toEqual({ ...ada, photo: 'http://x/new.png' });
  });

  it('reports Photo update error on a failed upload', async () => {
    jest.mocked(patchPhoto).mockRejectedValue(new Error('boom'));
    await act(() => useAuthStore.getState().updatePhoto(new Blob(['x'])));
    expect(useAuthStore.getState().error).toBe('Photo update error');
  });

  it('puts password-change errors into errorNewPassword', async () => {
    jest.mocked(patchPassword).mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, message: 'x', fieldErrors: { new_password: ['This password is too common.'] } }),
    );
    await act(() => useAuthStore.getState().changePassword({ email: 'a@b.c', new_password: 'password' }));
    expect(useAuthStore.getState()).toMatchObject({ errorNewPassword: 'This password is too common.', error: null });
  });

  it('falls back to Password reset error for a password change without a message', async () => {
    jest.mocked(patchPassword).mockRejectedValue(new Error('boom'));
    await act(() => useAuthStore.getState().changePassword({ email: 'a@b.c', new_password: 'Good-pass-1' }));
    expect(useAuthStore.getState().errorNewPassword).toBe('Password reset error');
  });
});

describe('deleteAccount', () => {
  it('clears authentication, user and token on success', async () => {
    useTokenStore.getState().setTokens('a', 'r');
    useAuthStore.setState({ user: ada, isAuthenticated: true });
    jest.mocked(deleteAccount).mockResolvedValue(undefined);
    await act(() => useAuthStore.getState().deleteAccount());
    expect(useTokenStore.getState().token).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('keeps the account signed in and reports Account deletion error on failure', async () => {
    useTokenStore.getState().setTokens('a', 'r');
    useAuthStore.setState({ user: ada, isAuthenticated: true });
    jest.mocked(deleteAccount).mockRejectedValue(new Error('boom'));
    await act(() => useAuthStore.getState().deleteAccount());
    expect(useTokenStore.getState().token).toBe('a');
    expect(useAuthStore.getState()).toMatchObject({ user: ada, error: 'Account deletion error' });
  });
});

describe('payment data', () => {
  it('is stored after payment creation and can be cleared', async () => {
    const payment = { payment_id: 'pay-1', payment_url: 'http://127.0.0.1:8000/pay/1', status: 'pending' };
    jest.mocked(postPayment).mockResolvedValue(payment);
    const result = await act(() => useAuthStore.getState().createPayment(1));
    expect(result).toEqual(payment);
    expect(postPayment).toHaveBeenCalledWith({ course: 1 });
    expect(useAuthStore.getState().paymentData).toEqual(payment);
    act(() => useAuthStore.getState().clearPaymentData());
    expect(useAuthStore.getState().paymentData).toBeNull();
  });

  it('reports Payment creation error on failure', async () => {
    jest.mocked(postPayment).mockRejectedValue(new Error('boom'));
    await act(() => useAuthStore.getState().createPayment(1));
    expect(useAuthStore.getState()).toMatchObject({ paymentData: null, error: 'Payment creation error' });
  });
});

describe('student courses and topics', () => {
  it('keeps the student courses and the current course topics', async () => {
    jest.mocked(getStudentCourses).mockResolvedValue([]);
    jest.mocked(getStudentTopics).mockResolvedValue([]);
    await act(() => useAuthStore.getState().fetchStudentCourses());
    await act(() => useAuthStore.getState().fetchCurrentCourseTopics(1));
    expect(getStudentTopics).toHaveBeenCalledWith(1);
    expect(useAuthStore.getState()).toMatchObject({ courses: [], currentCourseTopics: [], error: null });
  });

  it('reports Courses fetch error and Topics fetch error', async () => {
    jest.mocked(getStudentCourses).mockRejectedValue(new Error('boom'));
    await act(() => useAuthStore.getState().fetchStudentCourses());
    expect(useAuthStore.getState().error).toBe('Courses fetch error');
    jest.mocked(getStudentTopics).mockRejectedValue(new Error('boom'));
    await act(() => useAuthStore.getState().fetchCurrentCourseTopics(1));
    expect(useAuthStore.getState().error).toBe('Topics fetch error');
  });
});

it('signs the session out when the tokens are cleared elsewhere (refresh failure, another tab)', () => {
  useTokenStore.getState().setTokens('a', 'r');
  useAuthStore.setState({ user: ada, isAuthenticated: true });
  act(() => useTokenStore.getState().clearTokens());
  expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
});
