import { api } from '@academy/shared';

/** A configured OpenID Connect provider (decision 0140). */
export interface SocialProvider {
  id: string;
  label: string;
}

/** GET /student/auth/oidc/providers/ */
export function getOidcProviders(): Promise<SocialProvider[]> {
  return api.get<SocialProvider[]>('/student/auth/oidc/providers/', {
    fallback: 'authorization',
    anonymous: true,
    addition: { name: 'socialSignIn', probe: true },
  });
}
