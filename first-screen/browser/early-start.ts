/**
 * The first thing the shell's index.html runs, inlined by
 * first-screen/build/early-start-plugin.cjs before any bundle has arrived: it fetches the
 * runtime config at once and, as soon as it answers, the manifest of the
 * remote that shows the current path, then hints that remote's entry and the
 * screen's chunks so they load while the shell's own scripts still download.
 * The shell takes the two responses over (handoff.ts) instead of asking again.
 *
 * Nothing here decides anything: every failure is left for the shell to meet
 * and report as it does without this script (a missing config, a stopped
 * remote). Runtime configuration stays runtime: no remote address is known
 * before config.json answers. A route with `access` (an instructors' area,
 * docs/decisions/0800) starts only for a visitor with a stored token whose
 * remembered role is that one; the shell's gate still decides. Inlined with
 * the kernel's dependency-free visitor functions only (first-screen/build/inline-script.cjs).
 */
import { storedRole } from '@academy/shared/early';

/** A route of the site map as the inlined script needs it. */
export interface EarlyRoute {
  /** Regular expression source matching the route's paths (case-insensitive, like the router). */
  pattern: string;
  /** Federation name of the remote. */
  remote: string;
  /** Exposed module name, without "./". */
  expose: string;
  /** Who may open it (routes.json `access`): started only for a stored token with that remembered role. */
  access?: string;
}

/** What the inlined script leaves for the shell, on window[EARLY_START_KEY]. */
export interface EarlyStart {
  config: Promise<Response>;
  manifests: Record<string, Promise<Response>>;
  /**
   * Settles (never rejects) once the first route's manifest has been asked for, or once it is known
   * that it will not be: the shell, which reads the same config.json, waits for it before asking.
   */
  manifestAsked: Promise<void>;
  /** The first screen's API calls, by URL, started by the page's visitor script (visitor-start.ts). */
  data?: Record<string, { response: Promise<Response>; headers: Record<string, string> }>;
}

export const EARLY_START_KEY = '__academyEarlyStart';

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: ManifestAssets }[];
}

/** The remote entry and the screen's own scripts and styles, as absolute URLs; none when the manifest is unexpected. */
export function screenAssets(
  manifest: Manifest,
  manifestUrl: string,
  expose: string,
): { scripts: string[]; styles: string[] } {
  const meta = manifest.metaData;
  const entry = meta?.remoteEntry;
  const exposed = manifest.exposes?.find((item) => item.name === expose || item.path === `./${expose}`);
  if (!meta || !entry?.name || !exposed) return { scripts: [], styles: [] };
  const publicPath = !meta.publicPath || meta.publicPath === 'auto' ? manifestUrl : meta.publicPath;
  const base = new URL(publicPath, manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  return {
    scripts: [
      at(entry.path ? `${entry.path.replace(/\/?$/, '/')}${entry.name}` : entry.name),
      ...(exposed.assets?.js?.sync ?? []).map(at),
    ],
    styles: (exposed.assets?.css?.sync ?? []).map(at),
  };
}

export function earlyStart(routes: EarlyRoute[], win: Window & typeof globalThis = window): void {
  const doc = win.document;
  const hint = (href: string, as: 'script' | 'style') => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    doc.head.appendChild(link);
  };
  const manifests: Record<string, Promise<Response>> = {};
  const config = win.fetch('/config.json', { cache: 'no-cache' });
  const handoff: EarlyStart = { config, manifests, manifestAsked: Promise.resolve() };
  (win as unknown as Record<string, EarlyStart>)[EARLY_START_KEY] = handoff;

  const path = win.location.pathname;
  const route = routes.find((candidate) => new RegExp(candidate.pattern, 'i').test(path));
  if (!route) return;
  if (route.access !== undefined && storedRole(win) !== route.access) return;
  const asked = config
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((runtimeConfig: { remotes?: Record<string, unknown> } | null) => {
      const manifestUrl = runtimeConfig?.remotes?.[route.remote];
      if (typeof manifestUrl !== 'string') return undefined;
      const manifest = win.fetch(manifestUrl);
      manifests[manifestUrl] = manifest;
      return { manifestUrl, manifest };
    });
  handoff.manifestAsked = asked.then(
    () => undefined,
    () => undefined,
  );
  asked
    .then((asking) =>
      asking?.manifest
        .then((response) => (response.ok ? response.clone().json() : null))
        .then((body: Manifest | null) => {
          if (!body) return;
          const { scripts, styles } = screenAssets(body, asking.manifestUrl, route.expose);
          scripts.forEach((href) => hint(href, 'script'));
          styles.forEach((href) => hint(href, 'style'));
        }),
    )
    .catch(() => undefined);
}
