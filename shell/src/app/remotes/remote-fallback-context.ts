import { createContext, useContext } from 'react';

export interface RemoteFallbackState {
  /** Federation id of the screen that could not be shown, e.g. "mfe_auth/SignInPage". */
  remoteId: string;
  retry: () => void;
}

export const RemoteFallbackContext = createContext<RemoteFallbackState | null>(null);

export function useRemoteFallback(): RemoteFallbackState | null {
  return useContext(RemoteFallbackContext);
}
