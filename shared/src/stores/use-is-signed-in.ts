import { useTokenStore } from '../auth/token-store';
import { useRegistrationStore } from './registration-store';

/** SPEC 4: signed in means an auth token or a registration form token exists. */
export function useIsSignedIn(): boolean {
  const token = useTokenStore((state) => state.token);
  const formToken = useRegistrationStore((state) => state.token);
  return token !== null || formToken !== null;
}

/** The same rule outside React (e.g. in a click handler or a loader). */
export function isSignedIn(): boolean {
  return useTokenStore.getState().token !== null || useRegistrationStore.getState().token !== null;
}
