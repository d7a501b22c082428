/**
 * Reports errors of the remotes to the API (docs/decisions/0011): which remote and which release broke,
 * on which route, with its message and stack, and nothing personal. The shell tells it which release of
 * each remote it loaded (`setRemoteReleases`, from the manifest URLs of the runtime config it used, QA
 * override included) and reports render errors its boundaries catch, screens that failed to load and
 * unhandled rejections whose stack runs through a remote's files.
 */
import {
  CLIENT_ERROR_MESSAGE_LIMIT,
  CLIENT_ERROR_STACK_LIMIT,
  scrubClientErrorRoute,
  scrubClientErrorText,
} from '@academy/rules';
import { api } from '../api/client';
import { kernelEndpoints } from '../api/endpoints/table';
import type { ClientErrorPayload } from '../api/types';

export type ClientErrorKind = ClientErrorPayload['kind'];

/** The release a manifest URL names: `…/releases/<version+commit>/mf-manifest.json`, else "dist". */
export function releaseOfManifestUrl(url: string): string {
  const match = /\/releases\/([0-9A-Za-z.+-]+)\/[^/]*$/.exec(new URL(url, 'http://localhost').pathname);
  return match?.[1] ?? 'dist';
}

interface LoadedRemote {
  version: string;
  /** The folder the remote's files are served from (its manifest's directory). */
  base: string;
}

/** At most this many reports per page and window; the API limits again per client address. */
export const REPORTS_PER_WINDOW = 5;
export const REPORT_WINDOW_MS = 60_000;

interface ReporterOptions {
  send: (payload: ClientErrorPayload) => Promise<unknown>;
  now: () => number;
  location: () => string;
}

/** A reporter with its own state (the site has one, `clientErrors`; tests make their own). */
export function createClientErrorReporter(options: ReporterOptions) {
  const remotes = new Map<string, LoadedRemote>();
  let windowStart = -Infinity;
  let sentInWindow = 0;
  const seen = new Set<string>();

  return {
    /** The release of each remote the shell registered: remote name → manifest URL. */
    setRemoteReleases(manifests: Readonly<Record<string, string>>): void {
      remotes.clear();
      for (const [name, url] of Object.entries(manifests)) {
        remotes.set(name, {
          version: releaseOfManifestUrl(url),
          base: new URL('.', new URL(url, options.location())).href,
        });
      }
    },

    /** The remote whose files a stack runs through (the first frame that names one), if any. */
    remoteOfStack(stack: string | undefined): string | null {
      if (!stack) return null;
      let best: { name: string; at: number } | null = null;
      for (const [name, remote] of remotes) {
        const at = stack.indexOf(remote.base);
        if (at >= 0 && (best === null || at < best.at)) best = { name, at };
      }
      return best?.name ?? null;
    },

    /**
     * Sends one report, unless the remote is unknown, the same error was reported from this page
     * already or the page has sent its share for now. Never throws; a failed send is dropped.
     */
    report(remote: string, kind: ClientErrorKind, error: unknown): boolean {
      const loaded = remotes.get(remote);
      if (!loaded) return false;
      const { message, stack } = describe(error);
      const route = scrubClientErrorRoute(new URL(options.location()).pathname);
      const key = `${remote}|${kind}|${route}|${message}`;
      if (seen.has(key)) return false;
      const now = options.now();
      if (now - windowStart >= REPORT_WINDOW_MS) {
        windowStart = now;
        sentInWindow = 0;
      }
      if (sentInWindow >= REPORTS_PER_WINDOW) return false;
      sentInWindow += 1;
      seen.add(key);
      options
        .send({
          remote,
          version: loaded.version,
          kind,
          route,
          message: scrubClientErrorText(message, CLIENT_ERROR_MESSAGE_LIMIT),
          stack: scrubClientErrorText(stack, CLIENT_ERROR_STACK_LIMIT),
        })
        .catch(() => undefined);
      return true;
    },
  };
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) {
    const message = `${error.name}: ${error.message}`;
    return { message, stack: error.stack ?? message };
  }
  const text = typeof error === 'string' ? error : safeJson(error);
  return { message: text, stack: '' };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The site's reporter: sends through the kernel's client, without the token, kept alive. */
export const clientErrors = createClientErrorReporter({
  send: (json) => api.call(kernelEndpoints.clientErrorReport, { json, keepalive: true }),
  now: () => Date.now(),
  location: () => window.location.href,
});
