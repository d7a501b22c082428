/**
 * The QA override (docs/decisions/0017): a tester loads a candidate release of one remote in the
 * stitched site, in their own browser only. `?override=mfe-auth@1.4.0+3f2a1bc` (the workspace or the
 * federation name, then the release) is kept in sessionStorage for the tab; `?override=off` or the
 * banner's "Back to live" drops it. The shell accepts it only when the deployment allows overrides
 * (`overrides: true` in the runtime config it serves) and only for a release that the site's own
 * release list (`/releases.json`) names; the candidate is loaded from its remote's own origin, so the
 * site's CSP covers it unchanged. Nothing here changes what another visitor gets.
 */
import { REMOTE_NAMES, type RuntimeConfig, type tabStorage } from '@academy/shared';
import sites from '../../../../sites.json';

type TabStorage = Pick<typeof tabStorage, 'read' | 'write'>;

export const OVERRIDE_PARAM = 'override';
export const OVERRIDE_KEY = 'academy.qa-override';
/** The release list the site serves when it allows overrides (scripts/serve.mjs). */
export const RELEASE_LIST_URL = '/releases.json';

export interface OverrideRequest {
  /** Federation name, e.g. mfe_auth. */
  remote: string;
  /** The workspace as a tester writes it, e.g. mfe-auth. */
  workspace: string;
  release: string;
}

export type OverrideState =
  | { status: 'none' }
  | { status: 'active'; request: OverrideRequest }
  | { status: 'refused'; text: string; reason: RefusalReason; detail: string };

export type RefusalReason = 'malformed' | 'notAllowed' | 'unknownRelease' | 'unavailable';

// The release names of scripts/release/releases.mjs (`releaseId`): semver's core, then dot-separated
// identifiers of [0-9A-Za-z-], so no `..`, no empty segment and no `/`.
const RELEASE =
  /^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*$/;

/** `mfe-auth@1.4.0+3f2a1bc` → the request, or null when it names no remote of the site map or no release. */
export function parseOverride(text: string): OverrideRequest | null {
  // A `+` in a query string reads as a space; a release name has no space, so it was a `+`.
  const [name, release, ...rest] = text.trim().replace(/ /g, '+').split('@');
  if (!name || !release || rest.length > 0 || !RELEASE.test(release)) return null;
  const remote = sites.remotes.find((site) => site.workspace === name || site.name === name);
  if (!remote || !REMOTE_NAMES.includes(remote.name)) return null;
  return { remote: remote.name, workspace: remote.workspace, release };
}

/**
 * What this tab asked for: the `override` parameter of the address (stored for the tab; `off` drops
 * it), else what the tab stored before. `undefined` when nothing was asked.
 */
export function requestedOverride(search: string, storage: TabStorage) {
  // A `+` in a query string reads as a space; a release name has no space, so it was a `+`.
  const fromUrl = new URLSearchParams(search).get(OVERRIDE_PARAM)?.replace(/ /g, '+') ?? null;
  if (fromUrl !== null) {
    if (fromUrl === 'off' || fromUrl === '') {
      storage.write(OVERRIDE_KEY, null);
      return undefined;
    }
    storage.write(OVERRIDE_KEY, fromUrl);
    return fromUrl;
  }
  return storage.read(OVERRIDE_KEY) ?? undefined;
}

/** The release list: federation name → release names; null when it cannot be read. */
function parseReleaseList(value: unknown): Record<string, string[]> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const remotes = (value as { remotes?: unknown }).remotes;
  if (typeof remotes !== 'object' || remotes === null) return null;
  const list: Record<string, string[]> = {};
  for (const [name, releases] of Object.entries(remotes)) {
    if (Array.isArray(releases))
      list[name] = releases.filter((item): item is string => typeof item === 'string');
  }
  return list;
}

/**
 * The runtime config with the override applied, and what the banner says. Refused (the live config
 * kept) when the text is malformed, the deployment does not allow overrides, the remote is not
 * deployed here, the release list cannot be read or does not name the release.
 */
export async function applyOverride(
  config: RuntimeConfig,
  text: string | undefined,
  fetchList: () => Promise<Response>,
): Promise<{ config: RuntimeConfig; state: OverrideState }> {
  if (text === undefined) return { config, state: { status: 'none' } };
  const refuse = (reason: RefusalReason, detail: string) => ({
    config,
    state: { status: 'refused' as const, text, reason, detail },
  });
  const request = parseOverride(text);
  if (!request) return refuse('malformed', `"${text}" is not <remote>@<version+commit>`);
  if (config.overrides !== true) return refuse('notAllowed', 'this deployment does not allow overrides');
  const live = config.remotes[request.remote];
  if (!live) return refuse('unknownRelease', `${request.workspace} is not deployed on this site`);
  let list: Record<string, string[]> | null = null;
  try {
    const response = await fetchList();
    if (response.ok) list = parseReleaseList(await response.json());
  } catch {
    list = null;
  }
  if (!list) return refuse('unavailable', 'the release list could not be read');
  if (!list[request.remote]?.includes(request.release))
    return refuse('unknownRelease', `${request.workspace} has no release ${request.release}`);
  // The candidate's manifest on its remote's own origin, beside the live one: the CSP allows it as deployed.
  const manifest = new URL(`/releases/${request.release}/mf-manifest.json`, live).href;
  return {
    config: { ...config, remotes: { ...config.remotes, [request.remote]: manifest } },
    state: { status: 'active', request },
  };
}

let current: OverrideState = { status: 'none' };

export function setOverrideState(state: OverrideState): void {
  current = state;
}

/** What the shell decided at start, for the banner. */
export function overrideState(): OverrideState {
  return current;
}
