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

/**
 * The early response to a remote's manifest, taken once (a retry or a later route fetches afresh), or
 * undefined when the early start did not ask for it. It waits until the early start has read
 * config.json and asked for the first route's manifest: the shell reads the same config and may get
 * there first, and must not then ask for the manifest a second time.
 */
export async function takeEarlyManifest(url: string): Promise<Response | undefined> {
  const handoff = early();
  if (!handoff) return undefined;
  await handoff.manifestAsked;
  const manifest = handoff.manifests[url];
  delete handoff.manifests[url];
  return manifest;
}

/** fetch() for the runtime config that answers from the early start when it can. */
export const fetchConfig: typeof fetch = (input, init) => takeEarlyConfig() ?? fetch(input, init);

/**
 * The response to a first-screen API call started before the scripts (visitor-start.ts), taken once,
 * and only by a request with the very headers it was asked with (the same token, the same language):
 * the kernel's client asks here before it asks the network (setEarlyResponses).
 */
export function takeEarlyResponse(
  url: string,
  headers: Readonly<Record<string, string>>,
): Promise<Response> | undefined {
  const data = early()?.data;
  const started = data?.[url];
  if (!data || !started) return undefined;
  delete data[url];
  const names = new Set([...Object.keys(started.headers), ...Object.keys(headers)]);
  for (const name of names) if (started.headers[name] !== headers[name]) return undefined;
  return started.response;
}

/**
 * Drops every early response not taken yet: they were the first screen's, and a later screen must
 * read what is current (a purchase made since, a changed name).
 */
export function forgetEarlyResponses(): void {
  const handoff = early();
  if (handoff) delete handoff.data;
}
