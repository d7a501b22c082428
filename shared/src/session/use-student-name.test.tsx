import { act, renderHook, waitFor } from '@testing-library/react';
import { getProfile } from '../api/endpoints/get-profile';
import type { User } from '../api/types';
import { initTestI18n } from '../testing';
import { STUDENT_NAME_KEY, useSessionStore } from './session-store';
import { useTokenStore } from './token-store';
import { useStudentName } from './use-student-name';

jest.mock('../api/endpoints/get-profile');

const ada: User = { id: 1, email: 'ada@academy.test', first_name: 'Ada', last_name: 'Lovelace', photo: null };
const initial = useSessionStore.getState();

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  useTokenStore.getState().clearTokens();
  useSessionStore.setState(initial, true);
});

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
