import { create } from 'zustand';
import { readLocal, writeLocal } from './local-storage';
import { ACCOUNT_ROLE_KEY, STUDENT_NAME_KEY } from './storage-keys';
import { useTokenStore } from './token-store';
import { ApiError, errorMessage } from '../api/errors';
import { getProfile } from '../api/endpoints/get-profile';
import type { User } from '../api/types';

/**
 * The signed-in state every area reads (docs/product/accounts-and-sign-in.md#signed-in): the current user and
 * the registration form token; the tokens themselves live in useTokenStore. Nothing else: each area keeps its
 * own forms, pending flags and errors.
 */
export interface SessionState {
  user: User | null;
  /**
   * The student's name as shown on their last page load (displayName), kept in local storage with the
   * token, so that a page's first render names the student before the profile arrives (decision 0012).
   */
  rememberedName: string | null;
  /**
   * Access token handed out by sign-up before the e-mail is verified; it counts as signed in
   * (docs/product/accounts-and-sign-in.md#signed-in).
   */
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

export { STUDENT_NAME_KEY };

/** The name the site shows for a student: first and last name, or the e-mail address when both are empty. */
export function displayName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name === '' ? user.email : name;
}

const signedOut = {
  user: null,
  rememberedName: null,
  formToken: null,
  profileStatus: 'idle',
  profileError: null,
} as const;

/** A name is only remembered alongside a token: a stray one (tokens removed by hand) is not shown. */
function storedName(): string | null {
  return useTokenStore.getState().token === null ? null : readLocal(STUDENT_NAME_KEY);
}

let profileInFlight: Promise<boolean> | null = null;

export const useSessionStore = create<SessionState>()((set) => ({
  ...signedOut,
  rememberedName: storedName(),

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

// Tokens cleared anywhere (refresh failure, another tab, sign-out) forget the user, their name and the
// form token too.
useTokenStore.subscribe((state, previous) => {
  if (state.token === null && previous.token !== null) {
    writeLocal(STUDENT_NAME_KEY, null);
    writeLocal(ACCOUNT_ROLE_KEY, null);
    useSessionStore.setState({ user: null, rememberedName: null, formToken: null });
  }
});

// The name shown and the account's role are remembered, alongside the token only, for the next page load.
useSessionStore.subscribe((state, previous) => {
  if (state.user !== null && state.user !== previous.user && useTokenStore.getState().token !== null) {
    writeLocal(STUDENT_NAME_KEY, displayName(state.user));
    writeLocal(ACCOUNT_ROLE_KEY, state.user.role ?? null);
  }
});
