/**
 * Runtime configuration of the stitched site, read by the shell from
 * `/config.json` at its own origin before anything renders. Remote locations
 * and the API base URL are deployment facts, never build input.
 */
import sites from '../../../sites.json';

/** Federation names of the remotes, from the site map (sites.json). */
export const REMOTE_NAMES: readonly string[] = sites.remotes.map((remote) => remote.name);
export type RemoteName = string;

export interface RuntimeConfig {
  /** Base URL of the API, without a trailing slash, e.g. http://localhost:8000 */
  apiBaseUrl: string;
  /** Remote federation name to the URL of its mf-manifest.json; a remote left out is not deployed. */
  remotes: Record<RemoteName, string>;
  /**
   * The deployment lets a tester load a candidate release of one remote in their own tab (a staging
   * site; docs/decisions/0017). Left out, or anything but `true`, means no.
   */
  overrides?: boolean;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

let current: RuntimeConfig | null = null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks an unknown JSON value and names every missing or malformed setting. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const problems: string[] = [];
  if (!isRecord(value)) throw new RuntimeConfigError('config.json must hold a JSON object');
  const { apiBaseUrl, remotes, overrides } = value;
  if (typeof apiBaseUrl !== 'string' || apiBaseUrl === '') problems.push('apiBaseUrl (string) is missing');
  const parsedRemotes: Partial<Record<RemoteName, string>> = {};
  if (!isRecord(remotes)) {
    problems.push('remotes (object of remote name to mf-manifest.json URL) is missing');
  } else {
    // A remote of the site map that config.json leaves out is not deployed here: its routes show the
    // shell's fallback, like a remote that is down (docs/decisions/0005, 0036). One it names must have a URL.
    for (const name of REMOTE_NAMES) {
      const url = remotes[name];
      if (url === undefined) continue;
      if (typeof url !== 'string' || url === '') problems.push(`remotes.${name} (manifest URL) is missing`);
      else parsedRemotes[name] = url;
    }
    const unknown = Object.keys(remotes).filter((name) => !REMOTE_NAMES.includes(name));
    if (unknown.length > 0)
      problems.push(`remotes.${unknown.join(', remotes.')}: not a remote of the site map`);
    if (Object.keys(parsedRemotes).length === 0 && problems.length === 0)
      problems.push('remotes names no remote');
  }
  if (problems.length > 0) throw new RuntimeConfigError(`Invalid runtime config: ${problems.join('; ')}`);
  return {
    apiBaseUrl: (apiBaseUrl as string).replace(/\/+$/, ''),
    remotes: parsedRemotes as Record<RemoteName, string>,
    ...(overrides === true ? { overrides: true } : {}),
  };
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('Runtime config read before it was loaded');
  return current;
}

/** Fetches and checks the runtime config; the result is also stored for getRuntimeConfig(). */
export async function loadRuntimeConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new RuntimeConfigError(`Could not load ${url}: HTTP ${response.status}`);
  const config = parseRuntimeConfig(await response.json());
  setRuntimeConfig(config);
  return config;
}
