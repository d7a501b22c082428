import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startOpenIdProvider, type RunningProvider } from './support/openid-provider';
import { REPO_ROOT, SHELL_BUILD, serveSite, startApi, type RunningServer } from './support/servers';
import {
  API_BASE_URL,
  API_PORT,
  MAIN_PORTS,
  originOf,
  runtimeConfig,
  SITE_MAP,
  siteOrigin,
  type RuntimeConfig,
} from './support/site-config';

const FRONT_ENDS = SITE_MAP.frontEnds.map((site) => site.workspace);

/**
 * With E2E_STITCH=<workspace> (one team's pipeline, scripts/workspace-test.mjs): that workspace from
 * its fresh build and every other bundle, the shell too, from its live release when the deployment
 * document (ACADEMY_RELEASES_DIR or releases/, docs/decisions/0010, 0043) names one; else the config
 * unchanged and the shell's own build.
 */
function stitched(
  config: RuntimeConfig,
  workspace: string | undefined,
): { config: RuntimeConfig; shellFolder: string } {
  const unchanged = { config, shellFolder: SHELL_BUILD };
  if (!workspace) return unchanged;
  const dir = path.resolve(process.env.ACADEMY_RELEASES_DIR ?? path.join(REPO_ROOT, 'releases'));
  type Live = Record<string, { live?: string | null } | undefined>;
  let document: { remotes: Live; shell?: { live?: string | null } };
  try {
    document = JSON.parse(readFileSync(path.join(dir, 'deployment.json'), 'utf8')) as typeof document;
  } catch {
    console.log(
      `[e2e] ${workspace}: no deployment document in ${dir}; the other bundles come from their builds.`,
    );
    return unchanged;
  }
  const remotes = { ...config.remotes };
  for (const site of SITE_MAP.frontEnds) {
    const release = document.remotes[site.workspace]?.live;
    if (site.workspace === workspace || !release || !(site.name in remotes)) continue;
    remotes[site.name] = `${siteOrigin(MAIN_PORTS, site.name)}/releases/${release}/mf-manifest.json`;
    console.log(`[e2e] ${workspace}: ${site.workspace} from its live release ${release}`);
  }
  const shell = SITE_MAP.sites.shell.workspace;
  const liveShell = document.shell?.live;
  let shellFolder = SHELL_BUILD;
  if (workspace !== shell && liveShell) {
    shellFolder = path.join(dir, shell, liveShell);
    console.log(`[e2e] ${workspace}: the shell from its live release ${liveShell}`);
  }
  return { config: { ...config, remotes }, shellFolder };
}

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
  const { config, shellFolder } = stitched(runtimeConfig(MAIN_PORTS, API_BASE_URL), process.env.E2E_STITCH);
  const site = await serveSite(MAIN_PORTS, config, shellFolder);
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
