import type { RuntimeConfig } from '@academy/shared';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { remoteFallbackPlugin } from './fallback-plugin';

/**
 * Registers the remotes named in /config.json with the host's federation
 * instance; nothing is fetched until a route asks for a screen.
 * Retries first (manifest fetch and script), then the fallback plugin.
 */
export function registerRuntimeRemotes(config: RuntimeConfig): void {
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 500 },
      script: { retryTimes: 2, retryDelay: 500 },
    }),
    remoteFallbackPlugin(),
  ]);
  // parseRuntimeConfig has checked that config.json names every remote of the site map.
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}
