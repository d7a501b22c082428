/**
 * Where the browser tests serve the stitched site. The ports sit away from
 * `npm start`'s 3000-3004/8000 so a running dev site does not collide with a
 * test run; E2E_BASE_PORT moves the whole block if it is taken.
 */
export const REMOTES = ['mfe_public', 'mfe_auth', 'mfe_profile', 'mfe_learning'] as const;
export type RemoteName = (typeof REMOTES)[number];
export type SiteName = 'shell' | RemoteName;

export const HOST = '127.0.0.1';
export const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4100);

export interface SitePorts {
  shell: number;
  mfe_public: number;
  mfe_auth: number;
  mfe_profile: number;
  mfe_learning: number;
}

/** Five consecutive ports from `base`: shell, then the remotes in ARCHITECTURE order. */
export function sitePorts(base: number): SitePorts {
  return {
    shell: base,
    mfe_public: base + 1,
    mfe_auth: base + 2,
    mfe_profile: base + 3,
    mfe_learning: base + 4,
  };
}

export const MAIN_PORTS = sitePorts(BASE_PORT);
export const API_PORT = BASE_PORT + 80;
export const API_BASE_URL = `http://${HOST}:${API_PORT}`;

export function originOf(port: number): string {
  return `http://${HOST}:${port}`;
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
}

/** The /config.json the shell reads: remote manifests on the given ports. */
export function runtimeConfig(ports: SitePorts, apiBaseUrl = API_BASE_URL): RuntimeConfig {
  return {
    apiBaseUrl,
    remotes: {
      mfe_public: `${originOf(ports.mfe_public)}/mf-manifest.json`,
      mfe_auth: `${originOf(ports.mfe_auth)}/mf-manifest.json`,
      mfe_profile: `${originOf(ports.mfe_profile)}/mf-manifest.json`,
      mfe_learning: `${originOf(ports.mfe_learning)}/mf-manifest.json`,
    },
  };
}
