import { api, type SocialProvider } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /student/auth/oidc/providers/ */
export function getOidcProviders(): Promise<SocialProvider[]> {
  return api.call(endpoints.oidcProviders);
}
