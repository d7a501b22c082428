import { existsSync } from 'node:fs';
import path from 'node:path';
import { startOpenIdProvider, type RunningProvider } from './support/openid-provider';
import { REPO_ROOT, serveSite, startApi, type RunningServer } from './support/servers';
import { API_BASE_URL, API_PORT, MAIN_PORTS, originOf, runtimeConfig, SITE_MAP } from './support/site-config';

const FRONT_ENDS = SITE_MAP.frontEnds.map((site) => site.workspace);

/**
 * Serves the production builds of the shell and the remotes on loopback
 * ports, with the API when it is built, for the whole run; the returned
 * function tears them down.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const missing = FRONT_ENDS.filter((name) => !existsSync(path.join(REPO_ROOT, name, 'dist', 'index.html')));
  if (missing.length > 0) {
    throw new Error(
      `[e2e] no production build for ${missing.join(', ')}: run \`npm run build\` first (npm test does).`,
    );
  }
  const site = await serveSite(MAIN_PORTS, runtimeConfig(MAIN_PORTS, API_BASE_URL));
  let api: RunningServer | null = null;
  let provider: RunningProvider | null = null;
  try {
    // Social sign-in goes through a real local OpenID provider (decision 0140).
    provider = await startOpenIdProvider();
    api = await startApi(API_PORT, Object.values(MAIN_PORTS).map(originOf), {
      OIDC_PROVIDERS: provider.apiSetting,
    });
  } catch (error) {
    await provider?.close();
    await site.close();
    throw error;
  }
  return async () => {
    await api?.close();
    await provider?.close();
    await site.close();
  };
}
