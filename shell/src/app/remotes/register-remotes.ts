import { clientErrors, type RuntimeConfig } from '@academy/shared';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { takeEarlyManifest } from '../../../../first-screen/browser/handoff';
import { remoteFallbackPlugin } from './fallback-plugin';

type FetchHook = NonNullable<ReturnType<typeof RetryPlugin>['fetch']>;

/**
 * A manifest that index.html's early start asked for is answered from that
 * response (once the early start has got that far); anything else, or an early
 * answer that failed, goes through `fetchWithRetry` as before.
 */
export function earlyManifestOr(fetchWithRetry: FetchHook | undefined): FetchHook {
  return (url, options, ...rest) => {
    const again = async (): Promise<Response> => {
      const answer = await fetchWithRetry?.(url, options, ...rest);
      return answer instanceof Response ? answer : fetch(url, options);
    };
    return takeEarlyManifest(url).then((response) => (response?.ok ? response : again()), again);
  };
}

/**
 * Registers the remotes named in /config.json with the host's federation
 * instance; nothing is fetched until a route asks for a screen.
 * Retries first (manifest fetch and script), then the fallback plugin.
 */
export function registerRuntimeRemotes(config: RuntimeConfig): void {
  const retry = RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 500 },
    script: { retryTimes: 2, retryDelay: 500 },
  });
  registerPlugins([{ ...retry, fetch: earlyManifestOr(retry.fetch) }, remoteFallbackPlugin()]);
  // parseRuntimeConfig has checked every URL; a remote config.json leaves out is not registered, so its
  // routes show the fallback (docs/decisions/0036).
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  // Errors are reported with the release each remote was loaded from (decision 0011).
  clientErrors.setRemoteReleases(config.remotes);
}
