import { act, renderHook, waitFor } from '@testing-library/react';
import { useTokenStore } from './token-store';
import { getProfile } from '../api/endpoints/get-profile';
import { initTestI18n } from '../testing';
import { useSessionStore } from './session-store';
import { useCurrentUser } from './use-current-user';

jest.mock('../api/endpoints/get-profile');

const ada = { id: 1, email: 'ada@academy.test', first_name: 'Ada', last_name: 'Lovelace', photo: null };
const initial = useSessionStore.getState();

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useTokenStore.getState().clearTokens();
  useSessionStore.setState(initial, true);
});

it('loads the profile once a token exists', async () => {
  jest.mocked(getProfile).mockResolvedValue(ada);
  const { result } = renderHook(() => useCurrentUser());
  expect(result.current).toBeNull();
  expect(getProfile).not.toHaveBeenCalled();
  act(() => useTokenStore.getState().setTokens('a', 'r'));
  await waitFor(() => expect(result.current).toEqual(ada));
  expect(getProfile).toHaveBeenCalledTimes(1);
});

it('forgets the profile when the student signs out', async () => {
  jest.mocked(getProfile).mockResolvedValue(ada);
  act(() => useTokenStore.getState().setTokens('a', 'r'));
  const { result } = renderHook(() => useCurrentUser());
  await waitFor(() => expect(result.current?.first_name).toBe('Ada'));
  act(() => useSessionStore.getState().signOut());
  expect(result.current).toBeNull();
});
