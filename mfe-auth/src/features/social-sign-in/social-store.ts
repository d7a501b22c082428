import {
  createMutation,
  createResource,
  getRuntimeConfig,
  useTokenStore,
  type SocialProvider,
} from '@academy/shared';
import { getOidcProviders } from './api/get-oidc-providers';
import { postOidcExchange } from './api/post-oidc-exchange';

/** The providers the API offers; none (or an API that cannot say) means no social buttons. */
export const useSocialProviders = createResource<SocialProvider[]>({
  fetch: getOidcProviders,
  fallback: 'authorization',
  initialData: [],
});

/** Trades the callback's one-time code for our tokens: the student is then signed in. */
export const useSocialExchange = createMutation({
  mutate: (code: string) => postOidcExchange(code),
  fallback: 'authorization',
  onSuccess: (tokens) => useTokenStore.getState().setTokens(tokens.access, tokens.refresh),
});

/** The API address that starts the provider's sign-in and comes back to `returnTo`. */
export function socialStartUrl(providerId: string, returnTo: string): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  return `${base}/student/auth/oidc/${encodeURIComponent(providerId)}/start/?return_to=${encodeURIComponent(returnTo)}`;
}

export type SocialFailure = 'cancelled' | 'failed' | 'email_not_verified' | 'unavailable';

export function socialFailure(raw: string | null): SocialFailure | null {
  if (raw === null) return null;
  return raw === 'cancelled' || raw === 'email_not_verified' || raw === 'unavailable' ? raw : 'failed';
}
