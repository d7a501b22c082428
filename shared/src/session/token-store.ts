import { create } from 'zustand';
import { readLocal as read, writeLocal as write } from './local-storage';
import { REFRESH_TOKEN_KEY, TOKEN_KEY } from './storage-keys';

export { REFRESH_TOKEN_KEY, TOKEN_KEY };

export interface TokenState {
  token: string | null;
  refreshToken: string | null;
  setTokens: (access: string, refresh: string | null) => void;
  clearTokens: () => void;
}

/**
 * The one token store of the site. It lives in the shared singleton package
 * (never exposed from the shell) so that every bundle sees the same instance.
 * Tokens are kept under the spec's raw local storage keys `token` and
 * `refreshToken`.
 */
export const useTokenStore = create<TokenState>()((set) => ({
  token: read(TOKEN_KEY),
  refreshToken: read(REFRESH_TOKEN_KEY),
  setTokens: (access, refresh) => {
    write(TOKEN_KEY, access);
    write(REFRESH_TOKEN_KEY, refresh);
    set({ token: access, refreshToken: refresh });
  },
  clearTokens: () => {
    write(TOKEN_KEY, null);
    write(REFRESH_TOKEN_KEY, null);
    set({ token: null, refreshToken: null });
  },
}));

/** Another tab signing in or out updates this tab too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === REFRESH_TOKEN_KEY || event.key === null) {
      useTokenStore.setState({ token: read(TOKEN_KEY), refreshToken: read(REFRESH_TOKEN_KEY) });
    }
  });
}
