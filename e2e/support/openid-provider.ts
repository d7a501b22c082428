import { API_BASE_URL } from './site-config';
import { type RunningServer, startTestHelper } from './servers';

/** The social sign-in provider of the browser tests: a real `oidc-provider` on a free loopback port. */
export const LOCAL_PROVIDER = {
  id: 'local',
  label: 'Local ID',
  clientId: 'academy-e2e',
  clientSecret: 'academy-e2e-secret',
} as const;

export interface RunningProvider extends RunningServer {
  issuer: string;
  /** The API's OIDC_PROVIDERS value for this provider. */
  apiSetting: string;
}

/**
 * Starts api/src/test-helpers/local-openid-provider.mts in its own node process. Its login page
 * takes any login (the login is the e-mail; "+unverified" in it makes the e-mail unverified).
 */
export async function startOpenIdProvider(): Promise<RunningProvider> {
  const running = await startTestHelper<{ issuer: string }>('src/test-helpers/local-openid-provider.mts', {
    LOCAL_OIDC_OPTIONS: JSON.stringify({
      clientId: LOCAL_PROVIDER.clientId,
      clientSecret: LOCAL_PROVIDER.clientSecret,
      redirectUris: [`${API_BASE_URL}/student/auth/oidc/${LOCAL_PROVIDER.id}/callback/`],
    }),
  });
  const { issuer } = running.first;
  return {
    issuer,
    apiSetting: JSON.stringify([
      {
        id: LOCAL_PROVIDER.id,
        label: LOCAL_PROVIDER.label,
        issuer,
        client_id: LOCAL_PROVIDER.clientId,
        client_secret: LOCAL_PROVIDER.clientSecret,
      },
    ]),
    close: running.close,
  };
}
