/**
 * Where the browser tests serve the stitched site, from the site map
 * (sites.json). The ports sit away from `npm start`'s so a running dev site
 * does not collide with a test run; E2E_BASE_PORT moves the whole block if it
 * is taken. A run stays within BASE_PORT to BASE_PORT + 99 (decision 0205):
 * - + 0 to + 5: the main site, one port per front end in sites.json order (`MAIN_PORTS`);
 * - + 10 to + 70, in steps of ten: the sites single specs serve and close themselves
 *   (`sitePorts(BASE_PORT + n)`, six ports each); several specs take the same block (+ 20, + 40,
 *   + 60, + 70), which is safe because the run has one worker (playwright.config.ts);
 * - + 50: a single server of a spec's own beside its site (the release smoke page, a CSP check);
 * - + 77, + 95, + 96, + 97: the APIs that releases-qa, questions-scale, cloudpayments-purchase and
 *   notifications start for themselves;
 * - + 80: the run's API (`API_PORT`, started by global-setup.ts);
 * - + 90: the stand-in backend of drf-backend.
 * A new offset goes in this list.
 */
import { createRequire } from 'node:module';

interface Site {
  name: string;
  workspace: string;
  port: number;
  namespace: string;
}

interface SiteMap {
  sites: { shell: Site; remotes: Site[]; api: { port: number } };
  frontEnds: Site[];
  portsFrom(base: number): Record<string, number>;
  remoteRoutes(workspace: string): { expose: string; paths: string[]; link?: string; title: string }[];
  prerenderedPaths(workspace: string): { path: string; location: string; audiences: string[] }[];
}

export const SITE_MAP = createRequire(import.meta.url)('../../webpack/site-map.cjs') as SiteMap;

export const SHELL = SITE_MAP.sites.shell.name;
/** Federation names of the remotes, in sites.json order. */
export const REMOTES: readonly string[] = SITE_MAP.sites.remotes.map((remote) => remote.name);
export type RemoteName = string;
export type SiteName = string;

export const HOST = '127.0.0.1';
export const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4100);

/** Federation name to port. */
export type SitePorts = Readonly<Record<SiteName, number>>;

/** Consecutive ports from `base`: the shell, then the remotes in sites.json order. */
export function sitePorts(base: number): SitePorts {
  return SITE_MAP.portsFrom(base);
}

/** The port of one site; a name the site map does not know is a mistake in the test. */
export function portOf(ports: SitePorts, name: SiteName): number {
  const port = ports[name];
  if (port === undefined) throw new Error(`${name} is not a site of sites.json`);
  return port;
}

export const MAIN_PORTS = sitePorts(BASE_PORT);
export const API_PORT = BASE_PORT + 80;
export const API_BASE_URL = `http://${HOST}:${API_PORT}`;

export function originOf(port: number): string {
  return `http://${HOST}:${port}`;
}

/** The origin of one site on the given ports. */
export function siteOrigin(ports: SitePorts, name: SiteName): string {
  return originOf(portOf(ports, name));
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
}

/** The /config.json the shell reads: remote manifests on the given ports. */
export function runtimeConfig(ports: SitePorts, apiBaseUrl = API_BASE_URL): RuntimeConfig {
  return {
    apiBaseUrl,
    remotes: Object.fromEntries(REMOTES.map((name) => [name, `${siteOrigin(ports, name)}/mf-manifest.json`])),
  };
}
