import { create } from 'zustand';
import { useTokenStore } from './token-store';
import { ApiError, errorMessage } from '../api/errors';
import { getProfile } from '../api/endpoints/get-profile';
import type { User } from '../api/types';

/**
 * The signed-in state every area reads (SPEC 3 and 4): the current user and the
 * registration form token; the tokens themselves live in useTokenStore. Nothing
 * else: each area keeps its own forms, pending flags and errors.
 */
export interface SessionState {
  user: User | null;
  /** Access token handed out by sign-up before the e-mail is verified; it counts as signed in (SPEC 4). */
  formToken: string | null;
  profileStatus: 'idle' | 'loading' | 'success' | 'error';
  profileError: string | null;
  /** Loads the current user (for the header); a refused token is removed, a lost connection is not. */
  fetchProfile: () => Promise<boolean>;
  /** Replaces the user, or merges a partial update the server confirmed. */
  setUser: (user: User | null) => void;
  updateUser: (changes: Partial<User>) => void;
  setFormToken: (token: string | null) => void;
  /** Clears tokens, form token and user. */
  signOut: () => void;
}

const signedOut = { user: null, formToken: null, profileStatus: 'idle', profileError: null } as const;

let profileInFlight: Promise<boolean> | null = null;

export const useSessionStore = create<SessionState>()((set) => ({
  ...signedOut,

  fetchProfile: () => {
    profileInFlight ??= (async () => {
      set({ profileStatus: 'loading', profileError: null });
      try {
        const user = await getProfile();
        set({ user, profileStatus: 'success' });
        return true;
      } catch (error) {
        // The spec removes the stored token when the profile cannot be read; a lost connection is no verdict on it.
        if (!(error instanceof ApiError) || error.kind === 'http') useTokenStore.getState().clearTokens();
        set({ profileStatus: 'error', profileError: errorMessage(error, 'authorization') });
        return false;
      } finally {
        profileInFlight = null;
      }
    })();
    return profileInFlight;
  },

  setUser: (user) => set({ user }),
  updateUser: (changes) =>
    set((state) => ({ user: state.user ? { ...state.user, ...changes } : state.user })),
  setFormToken: (formToken) => set({ formToken }),

  signOut: () => {
    useTokenStore.getState().clearTokens();
    set(signedOut);
  },
}));

// Tokens cleared anywhere (refresh failure, another tab, sign-out) forget the user and the form token too.
useTokenStore.subscribe((state, previous) => {
  if (state.token === null && previous.token !== null)
    useSessionStore.setState({ user: null, formToken: null });
});
