import { useTokenStore } from './token-store';
import { useSessionStore } from './session-store';

/**
 * Signed in means an auth token or a registration form token exists
 * (docs/product/accounts-and-sign-in.md#signed-in).
 */
export function useIsSignedIn(): boolean {
  const token = useTokenStore((state) => state.token);
  const formToken = useSessionStore((state) => state.formToken);
  return token !== null || formToken !== null;
}

/** The same rule outside React (e.g. in a click handler or a loader). */
export function isSignedIn(): boolean {
  return useTokenStore.getState().token !== null || useSessionStore.getState().formToken !== null;
}
