import { useEffect } from 'react';
import { useTokenStore } from './token-store';
import type { User } from '../api/types';
import { useSessionStore } from './session-store';

/**
 * The signed-in student's profile, fetched once when a token exists and no
 * profile is loaded yet (e.g. for the header's first and last name).
 */
export function useCurrentUser(): User | null {
  const token = useTokenStore((state) => state.token);
  const user = useSessionStore((state) => state.user);

  useEffect(() => {
    if (token !== null && user === null && useSessionStore.getState().profileStatus !== 'loading') {
      void useSessionStore.getState().fetchProfile();
    }
  }, [token, user]);

  return token === null ? null : user;
}
