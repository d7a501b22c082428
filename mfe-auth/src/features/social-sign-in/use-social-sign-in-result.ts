import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { socialFailure, useSocialExchange, type SocialFailure } from './social-store';

// A one-time code works once; a second effect run (React's strict mode, a remount) must not spend it again.
const spentCodes = new Set<string>();

export interface SocialSignInResult {
  /** The code is being traded for tokens. */
  finishing: boolean;
  /** Why the provider round trip failed, from `oidc_error`. */
  failure: SocialFailure | null;
  /** The exchange itself failed (code expired or used). */
  error: string | null;
}

/**
 * Finishes a social sign-in on the page the API sent the browser back to: takes `oidc_code` or
 * `oidc_error` out of the address at once (the history entry is replaced, so the code does not stay
 * in it) and trades the code for our tokens.
 */
export function useSocialSignInResult(): SocialSignInResult {
  const [params, setParams] = useSearchParams();
  const code = params.get('oidc_code');
  const rawFailure = params.get('oidc_error');
  const [failure, setFailure] = useState<SocialFailure | null>(() => socialFailure(rawFailure));
  const { pending, error } = useSocialExchange();

  useEffect(() => {
    if (code === null && rawFailure === null) return;
    const rest = new URLSearchParams(params);
    rest.delete('oidc_code');
    rest.delete('oidc_error');
    setParams(rest, { replace: true });
    if (rawFailure !== null) setFailure(socialFailure(rawFailure));
    if (code !== null && !spentCodes.has(code)) {
      spentCodes.add(code);
      void useSocialExchange.getState().run(code);
    }
  }, [code, rawFailure, params, setParams]);

  return { finishing: pending || code !== null, failure, error };
}
