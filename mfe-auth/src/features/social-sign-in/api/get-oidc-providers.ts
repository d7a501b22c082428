import { api, type SocialProvider } from '@academy/shared';

/** GET /student/auth/oidc/providers/ */
export function getOidcProviders(): Promise<SocialProvider[]> {
  return api.get<SocialProvider[]>('/student/auth/oidc/providers/', {
    fallback: 'authorization',
    anonymous: true,
    addition: { name: 'socialSignIn', probe: true },
  });
}
