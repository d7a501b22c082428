import { offlineError, timeoutError } from './errors';

/**
 * How a request of the site's client (client.ts) reaches the API once its URL and headers are made:
 * ky for every call (loaded on the first one), fetch itself for a call sent while the page is being
 * left (keepalive), XMLHttpRequest for an upload that reports its progress. Each turns a lost
 * connection and a timeout into the client's translated errors, and a cancelled call into the
 * signal's reason; the client reads every answer the same way (docs/decisions/0208).
 */

/** As much of a response as the client reads. */
export interface WireResponse {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  json?: unknown;
  body?: FormData;
  timeout: number;
  signal?: AbortSignal | undefined;
}

/** Rejects with the reason of a cancelled call, or with what the failure means to the student. */
function failure(signal: AbortSignal | undefined, timedOut: boolean): unknown {
  if (signal?.aborted) return signal.reason;
  return timedOut ? timeoutError() : offlineError();
}

function bodyOf(request: WireRequest): {
  headers: Record<string, string>;
  body: string | FormData | undefined;
} {
  if (request.json === undefined) return { headers: request.headers, body: request.body };
  return {
    headers: { ...request.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(request.json),
  };
}

let kyModule: Promise<typeof import('ky')> | null = null;

/**
 * ky is loaded on the first call rather than at import: it needs fetch and
 * TextEncoder at module load, which jsdom test environments of every screen
 * importing this package lack.
 */
function loadKy(): Promise<typeof import('ky')> {
  kyModule ??= import('ky');
  return kyModule;
}

/** Every call: ky with the client's timeout, no retries (a POST is never sent twice behind the student's back). */
export async function viaKy(request: WireRequest, fetchImpl: typeof fetch): Promise<WireResponse> {
  const { default: ky, TimeoutError } = await loadKy();
  try {
    return await ky(request.url, {
      method: request.method,
      headers: request.headers,
      json: request.json,
      body: request.body,
      timeout: request.timeout,
      signal: request.signal,
      retry: 0,
      throwHttpErrors: false,
      fetch: fetchImpl,
    });
  } catch (error) {
    throw failure(request.signal, error instanceof TimeoutError);
  }
}

/**
 * A call that must outlive the page (the progress save on leaving it): fetch with `keepalive`, started
 * at once, before anything else is awaited, so that nothing is left to load (ky) while the page goes.
 */
export function viaKeepalive(request: WireRequest, fetchImpl: typeof fetch): Promise<WireResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeout);
  const cancel = () => controller.abort();
  request.signal?.addEventListener('abort', cancel, { once: true });
  if (request.signal?.aborted) controller.abort();
  const { headers, body } = bodyOf(request);
  return fetchImpl(request.url, {
    method: request.method.toUpperCase(),
    headers,
    body,
    keepalive: true,
    signal: controller.signal,
  })
    .catch(() => Promise.reject(failure(request.signal, timedOut)))
    .finally(() => {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', cancel);
    });
}

/** Response headers as XMLHttpRequest gives them, one "name: value" a line. */
function parseHeaders(raw: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * An upload that reports its progress (share of the body sent, 0..1): XMLHttpRequest, whose upload
 * events exist on any connection, where fetch would need a streamed body and, in Chromium, HTTP/2.
 */
export function viaXhr(
  request: WireRequest,
  createXhr: () => XMLHttpRequest,
  onUploadProgress: (fraction: number) => void,
): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = createXhr();
    const cancel = () => xhr.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    const settle = () => signal?.removeEventListener('abort', cancel);
    xhr.open(request.method.toUpperCase(), request.url);
    xhr.timeout = request.timeout;
    const { headers, body } = bodyOf(request);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      const text = xhr.responseText;
      const responseHeaders = parseHeaders(xhr.getAllResponseHeaders());
      resolve({
        status: xhr.status,
        ok: xhr.status >= 200 && xhr.status < 300,
        headers: { get: (name) => responseHeaders.get(name.toLowerCase()) ?? null },
        text: () => Promise.resolve(text),
        blob: () => Promise.resolve(new Blob([text], { type: responseHeaders.get('content-type') ?? '' })),
      });
    };
    xhr.ontimeout = () => {
      settle();
      reject(failure(signal, true));
    };
    xhr.onerror = () => {
      settle();
      reject(failure(signal, false));
    };
    xhr.onabort = () => {
      settle();
      reject(failure(signal, false));
    };
    xhr.send(body ?? null);
  });
}
