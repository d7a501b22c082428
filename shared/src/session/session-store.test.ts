import { act, renderHook, waitFor } from '@testing-library/react';
import { ACCOUNT_ROLE_KEY } from './storage-keys';
import { useTokenStore } from './token-store';
import { ApiError } from '../api/errors';
import { getProfile } from '../api/endpoints/get-profile';
import type { User } from '../api/types';
import { initTestI18n } from '../testing';
import { STUDENT_NAME_KEY, useSessionStore } from './session-store';
import { isSignedIn, useIsSignedIn } from './use-is-signed-in';
import { useStudentName } from './use-student-name';

jest.mock('../api/endpoints/get-profile');

const ada: User = { id: 1, email: 'ada@academy.test', first_name: 'Ada', last_name: 'Lovelace', photo: null };
const initial = useSessionStore.getState();

function httpError(status: number, message: string): ApiError {
  return new ApiError({ kind: 'http', status, message, fieldErrors: {} });
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  useTokenStore.getState().clearTokens();
  useSessionStore.setState(initial, true);
});

describe('signOut', () => {
  it('clears tokens, the registration form token and the user', () => {
    useTokenStore.getState().setTokens('a', 'r');
    useSessionStore.setState({ user: ada, formToken: 'form-token' });
    act(() => useSessionStore.getState().signOut());
    expect(useTokenStore.getState().token).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ user: null, formToken: null });
    expect(isSignedIn()).toBe(false);
  });
});

describe('fetchProfile', () => {
  it('replaces the user', async () => {
    jest.mocked(getProfile).mockResolvedValue(ada);
    expect(await act(() => useSessionStore.getState().fetchProfile())).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({
      user: ada,
      profileStatus: 'success',
      profileError: null,
    });
  });

  it('asks the server once for concurrent callers (header and a screen)', async () => {
    jest.mocked(getProfile).mockResolvedValue(ada);
    await act(() =>
      Promise.all([useSessionStore.getState().fetchProfile(), useSessionStore.getState().fetchProfile()]),
    );
    expect(getProfile).toHaveBeenCalledTimes(1);
  });

  it('removes the stored token when the server refuses', async () => {
    useTokenStore.getState().setTokens('a', 'r');
    jest.mocked(getProfile).mockRejectedValue(httpError(404, 'Not found.'));
    expect(await act(() => useSessionStore.getState().fetchProfile())).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ profileError: 'Not found.', user: null });
    expect(isSignedIn()).toBe(false);
  });

  it('keeps the token when the server cannot be reached', async () => {
    useTokenStore.getState().setTokens('a', 'r');
    jest.mocked(getProfile).mockRejectedValue(new ApiError({ kind: 'offline', message: 'No connection' }));
    await act(() => useSessionStore.getState().fetchProfile());
    expect(localStorage.getItem('token')).toBe('a');
    expect(useSessionStore.getState().profileError).toBe('No connection');
  });

  it('shows the Authorization error fallback for an unexpected failure', async () => {
    jest.mocked(getProfile).mockRejectedValue(new Error('boom'));
    await act(() => useSessionStore.getState().fetchProfile());
    expect(useSessionStore.getState().profileError).toBe('Authorization error');
  });
});

describe('user changes', () => {
  it('merges a confirmed update into the user and ignores it when nobody is signed in', () => {
    act(() => useSessionStore.getState().updateUser({ first_name: 'Augusta' }));
    expect(useSessionStore.getState().user).toBeNull();
    useSessionStore.setState({ user: ada });
    act(() => useSessionStore.getState().updateUser({ first_name: 'Augusta' }));
    expect(useSessionStore.getState().user).toEqual({ ...ada, first_name: 'Augusta' });
  });
});

it('signs the session out when the tokens are cleared elsewhere (refresh failure, another tab)', () => {
  useTokenStore.getState().setTokens('a', 'r');
  useSessionStore.setState({ user: ada, formToken: 'form-token' });
  act(() => useTokenStore.getState().clearTokens());
  expect(useSessionStore.getState()).toMatchObject({ user: null, formToken: null });
});

describe('signed in', () => {
  it('is true with an auth token or a registration form token, false with neither', () => {
    const { result } = renderHook(() => useIsSignedIn());
    expect(result.current).toBe(false);
    act(() => useSessionStore.getState().setFormToken('form-token'));
    expect(result.current).toBe(true);
    expect(isSignedIn()).toBe(true);
    act(() => useSessionStore.getState().setFormToken(null));
    expect(result.current).toBe(false);
    act(() => useTokenStore.getState().setTokens('a', 'r'));
    expect(result.current).toBe(true);
    expect(isSignedIn()).toBe(true);
  });
});

describe("the student's name, remembered for the next page load", () => {
  /** The kernel's stores as a new page load creates them from what local storage holds. */
  async function reloadedStores(stored: Record<string, string>) {
    localStorage.clear();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    let stores: { session: typeof useSessionStore; tokens: typeof useTokenStore } | undefined;
    await jest.isolateModulesAsync(async () => {
      stores = {
        session: (await import('./session-store')).useSessionStore,
        tokens: (await import('./token-store')).useTokenStore,
      };
    });
    if (!stores) throw new Error('the stores were not loaded');
    return stores;
  }

  it('names the student from their profile, first and last name, and remembers it for the next load', async () => {
    jest.mocked(getProfile).mockResolvedValue(ada);
    act(() => useTokenStore.getState().setTokens('a', 'r'));
    const { result } = renderHook(() => useStudentName());
    await waitFor(() => expect(result.current).toBe('Ada Lovelace'));
    expect(localStorage.getItem(STUDENT_NAME_KEY)).toBe('Ada Lovelace');
  });

  it('uses the e-mail address when the profile has no name', async () => {
    jest.mocked(getProfile).mockResolvedValue({ ...ada, first_name: '', last_name: ' ' });
    act(() => useTokenStore.getState().setTokens('a', 'r'));
    const { result } = renderHook(() => useStudentName());
    await waitFor(() => expect(result.current).toBe('ada@academy.test'));
  });

  it('remembers a name the student changes', () => {
    act(() => useTokenStore.getState().setTokens('a', 'r'));
    act(() => useSessionStore.getState().setUser(ada));
    act(() => useSessionStore.getState().updateUser({ first_name: 'Augusta' }));
    expect(localStorage.getItem(STUDENT_NAME_KEY)).toBe('Augusta Lovelace');
  });

  it('forgets the name when the student signs out, here or in another tab', async () => {
    act(() => useTokenStore.getState().setTokens('a', 'r'));
    act(() => useSessionStore.getState().setUser(ada));
    act(() => useSessionStore.getState().signOut());
    expect(localStorage.getItem(STUDENT_NAME_KEY)).toBeNull();

    const { session, tokens } = await reloadedStores({ token: 'a', [STUDENT_NAME_KEY]: 'Ada Lovelace' });
    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(tokens.getState().token).toBeNull();
    expect(session.getState().rememberedName).toBeNull();
    expect(localStorage.getItem(STUDENT_NAME_KEY)).toBeNull();
  });

  it("remembers an instructor's role beside the name, a student's as none, and forgets it on sign-out", () => {
    act(() => useTokenStore.getState().setTokens('a', 'r'));
    act(() => useSessionStore.getState().setUser({ ...ada, role: 'instructor' }));
    expect(localStorage.getItem(ACCOUNT_ROLE_KEY)).toBe('instructor');
    act(() => useSessionStore.getState().setUser({ ...ada, role: 'student' }));
    expect(localStorage.getItem(ACCOUNT_ROLE_KEY)).toBe('student');
    act(() => useSessionStore.getState().setUser(ada));
    expect(localStorage.getItem(ACCOUNT_ROLE_KEY)).toBeNull();
    act(() => useSessionStore.getState().setUser({ ...ada, role: 'instructor' }));
    act(() => useSessionStore.getState().signOut());
    expect(localStorage.getItem(ACCOUNT_ROLE_KEY)).toBeNull();
  });

  it('remembers no name for a visitor with only a registration form token', () => {
    act(() => useSessionStore.setState({ formToken: 'form' }));
    act(() => useSessionStore.getState().setUser(ada));
    expect(localStorage.getItem(STUDENT_NAME_KEY)).toBeNull();
  });

  describe('a new page load', () => {
    it('starts with the name the student was shown last, before the profile arrives', async () => {
      const { session } = await reloadedStores({ token: 'a', [STUDENT_NAME_KEY]: 'Ada Lovelace' });
      expect(session.getState().rememberedName).toBe('Ada Lovelace');
    });

    it('ignores a name left without a token', async () => {
      const { session } = await reloadedStores({ [STUDENT_NAME_KEY]: 'Ada Lovelace' });
      expect(session.getState().rememberedName).toBeNull();
    });
  });

  it('shows the profile’s name over a remembered one that is out of date', async () => {
    jest.mocked(getProfile).mockResolvedValue(ada);
    act(() => {
      useTokenStore.getState().setTokens('a', 'r');
      useSessionStore.setState({ rememberedName: 'Ada Byron' });
    });
    const { result } = renderHook(() => useStudentName());
    expect(result.current).toBe('Ada Byron');
    await waitFor(() => expect(result.current).toBe('Ada Lovelace'));
    expect(localStorage.getItem(STUDENT_NAME_KEY)).toBe('Ada Lovelace');
  });

  it('is null for a visitor who is not signed in', () => {
    const { result } = renderHook(() => useStudentName());
    expect(result.current).toBeNull();
    expect(getProfile).not.toHaveBeenCalled();
  });
});
