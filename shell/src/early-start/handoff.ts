import { EARLY_START_KEY, type EarlyStart } from './early-start';

function early(): EarlyStart | undefined {
  return (window as unknown as Record<string, EarlyStart | undefined>)[EARLY_START_KEY];
}

/**
 * The response to /config.json that index.html's early start asked for, taken
 * once: a later load (a retry) fetches afresh.
 */
export function takeEarlyConfig(): Promise<Response> | undefined {
  const handoff = early();
  const config = handoff?.config;
  if (handoff) delete (handoff as Partial<EarlyStart>).config;
  return config;
}

/** The early response to a remote's manifest, taken once (a retry or a later route fetches afresh). */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const manifests = early()?.manifests;
  const manifest = manifests?.[url];
  if (manifests) delete manifests[url];
  return manifest;
}

/** fetch() for the runtime config that answers from the early start when it can. */
export const fetchConfig: typeof fetch = (input, init) => takeEarlyConfig() ?? fetch(input, init);
