import { useTokenStore } from '../session/token-store';
import { getRuntimeConfig } from '../config/runtime-config';
import { currentLanguage } from '../i18n';
import { navigateTo } from '../navigation/navigate';
import type { Tokens } from './types';
import { ApiError, errorFromResponse, offlineError, type FallbackKey } from './errors';
import { judgeAddition, refusedAddition, type AdditionCall } from './additions';
import { ACCEPT_LANGUAGES, requestHeaders } from './request-headers';
import { viaKeepalive, viaKy, viaXhr, type WireRequest, type WireResponse } from './transports';
import {
  fillPath,
  type AnyEndpoint,
  type AnyCallOptions,
  type CallArguments,
  type HttpMethod,
  type ResponseOf,
} from './endpoint';
import { kernelEndpoints } from './endpoints/table';

/** The spec sets no timeout; 15 s is long enough for a JSON call on a slow line and short enough to tell the student. */
export const DEFAULT_TIMEOUT_MS = 15_000;
export const REFRESH_PATH = kernelEndpoints.tokenRefresh.path;

export { ACCEPT_LANGUAGES };

/**
 * A response to a GET already under way when the client is asked for it: the shell starts the first
 * screen's calls while the scripts still download (docs/decisions/0008). Given the URL and the
 * headers the client would send, it returns the response at most once, and only when it was asked
 * for with exactly those headers (the same token, the same language); otherwise undefined.
 */
export type EarlyResponses = (
  url: string,
  headers: Readonly<Record<string, string>>,
) => Promise<Response> | undefined;

let earlyResponses: EarlyResponses | null = null;

/** Lets the site's client answer GETs from responses started before it loaded (the shell sets it once). */
export function setEarlyResponses(source: EarlyResponses | null): void {
  earlyResponses = source;
}

export type { HttpMethod };

export interface RequestOptions {
  /** Translated message used when the failure carries neither detail nor field errors. */
  fallback: FallbackKey;
  json?: unknown;
  body?: FormData;
  searchParams?: Record<string, string>;
  /** Sent without the bearer token (sign-in, registration, recovery): a stale token must not block them. */
  anonymous?: boolean;
  /** The call is one of an addition beyond the original contract (docs/decisions/0209). */
  addition?: AdditionCall;
  /** Milliseconds before the call gives up; the client's timeout (15 s) unless the call needs longer. */
  timeout?: number;
  /** Cancels the call, which then rejects with the signal's reason (an AbortError), not an ApiError. */
  signal?: AbortSignal;
  /** Sent so that the browser finishes it after the page is gone (the progress save on leaving a lecture). */
  keepalive?: boolean;
  /** The share of the body sent so far, 0..1, as it goes (a photo upload). */
  onUploadProgress?: (fraction: number) => void;
  /** The ETag of the answer held: sent as If-None-Match, so an unchanged answer is a 304 (revalidate). */
  ifNoneMatch?: string;
}

/** What a conditional GET found: the answer has not changed since `etag`, or the new one with its ETag. */
export type Revalidated<T> = { changed: false } | { changed: true; data: T; etag: string | null };

/** A file read as a Blob (download): a GET with the options that make sense for it. */
export type DownloadOptions = Pick<
  RequestOptions,
  'fallback' | 'anonymous' | 'timeout' | 'signal' | 'addition'
>;

export interface ApiClientOptions {
  /** Base URL of the API without trailing slash; read at each call (defaults to the runtime config). */
  baseUrl?: () => string;
  fetch?: typeof fetch;
  /** Makes the XMLHttpRequest of an upload that reports progress (defaults to the browser's). */
  xhr?: () => XMLHttpRequest;
  timeout?: number;
}

export interface ApiClient {
  /**
   * Calls one endpoint of a workspace's table (docs/decisions/0210): its path filled in from `params`,
   * its fallback, addition, token and transport from the definition, typed from it.
   */
  call<E extends AnyEndpoint>(definition: E, ...options: CallArguments<E>): Promise<ResponseOf<E>>;
  /**
   * The low-level call `call` goes through, by method and path. Outside the kernel's client lint refuses
   * it and the shorthands below (eslint.wire.mjs): every call of the front end is a table's definition.
   */
  request<T>(method: HttpMethod, path: string, options: RequestOptions): Promise<T>;
  get<T>(path: string, options: RequestOptions): Promise<T>;
  post<T>(path: string, options: RequestOptions): Promise<T>;
  put<T>(path: string, options: RequestOptions): Promise<T>;
  patch<T>(path: string, options: RequestOptions): Promise<T>;
  delete<T>(path: string, options: RequestOptions): Promise<T>;
  /**
   * GETs a file as a Blob: an API path, or an absolute URL (a signed media link). The bearer token goes
   * only to the API's own URLs, never to another origin.
   */
  download(url: string, options: DownloadOptions): Promise<Blob>;
  /**
   * A GET of a table's definition sent with `If-None-Match: etag` when an ETag is held: a 304 answers
   * `{ changed: false }`, any other success the answer and its ETag (null when the API sends none, or
   * does not expose it to the site's origin). A failure rejects as `call` does. Kernel 3.1.0.
   */
  revalidate<E extends AnyEndpoint>(
    definition: E,
    etag: string | null,
    ...options: CallArguments<E>
  ): Promise<Revalidated<ResponseOf<E>>>;
}

/** What the client does with a successful answer: parse it (JSON, text or nothing) or keep it as a file. */
type Reading = 'parsed' | 'blob';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readBody(response: WireResponse): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isTokenNotValid(status: number, data: unknown): boolean {
  return status === 401 && isRecord(data) && data.code === 'token_not_valid';
}

/** Signs the student out everywhere (stores listen to the token store) and sends them to /signin. */
export function signOutToSignIn(): void {
  useTokenStore.getState().clearTokens();
  navigateTo('/signin', { replace: true });
}

const ABSOLUTE_URL = /^https?:\/\//i;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? (() => getRuntimeConfig().apiBaseUrl);
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const createXhr = options.xhr ?? (() => new XMLHttpRequest());
  let refreshing: Promise<string> | null = null;

  /** The URL of a path of the API, or an absolute URL as it is. */
  function absolute(path: string): string {
    return ABSOLUTE_URL.test(path) ? path : `${baseUrl()}${path}`;
  }

  function withQuery(url: string, searchParams: Record<string, string> | undefined): string {
    if (!searchParams) return url;
    return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(searchParams).toString()}`;
  }

  /** True for the API's own URLs: the only ones the bearer token is sent to. */
  function isApiUrl(url: string): boolean {
    return url.startsWith(`${baseUrl()}/`);
  }

  /** The transport of one call (transports.ts); keepalive and upload ones start at once. */
  function transport(request: WireRequest, options: RequestOptions): Promise<WireResponse> {
    if (options.onUploadProgress) return viaXhr(request, createXhr, options.onUploadProgress);
    if (options.keepalive) return viaKeepalive(request, fetchImpl);
    return viaKy(request, fetchImpl);
  }

  async function send(
    method: HttpMethod,
    url: string,
    request: RequestOptions,
    token: string | null,
    reading: Reading = 'parsed',
  ): Promise<{ response: WireResponse; data: unknown }> {
    const headers = requestHeaders(token, currentLanguage());
    if (request.ifNoneMatch !== undefined) headers['If-None-Match'] = request.ifNoneMatch;
    const early =
      method === 'get' && !request.searchParams && request.ifNoneMatch === undefined
        ? earlyResponses?.(url, headers)
        : undefined;
    const response = early
      ? await early.catch(() => Promise.reject(offlineError()))
      : await transport(
          {
            method,
            url: withQuery(url, request.searchParams),
            headers,
            json: request.json,
            body: request.body,
            timeout: request.timeout ?? timeout,
            signal: request.signal,
          },
          request,
        );
    try {
      const data = reading === 'blob' && response.ok ? await response.blob() : await readBody(response);
      return { response, data };
    } catch {
      // The connection broke while the body was arriving.
      throw request.signal?.aborted ? request.signal.reason : offlineError();
    }
  }

  async function refreshTokens(): Promise<string> {
    const refresh = useTokenStore.getState().refreshToken;
    if (!refresh) {
      signOutToSignIn();
      throw errorFromResponse(401, undefined, 'tokenRefresh');
    }
    // Offline or timeout: the server gave no verdict, so the student stays signed in.
    const { response, data } = await send(
      'post',
      absolute(REFRESH_PATH),
      { fallback: 'tokenRefresh', json: { refresh } },
      null,
    );
    // A server error (5xx) is no verdict on the refresh token either.
    if (response.status >= 500) throw errorFromResponse(response.status, data, 'tokenRefresh');
    if (!response.ok || !isRecord(data) || typeof data.access !== 'string') {
      signOutToSignIn();
      throw errorFromResponse(response.status, data, 'tokenRefresh');
    }
    const tokens = data as unknown as Tokens;
    useTokenStore
      .getState()
      .setTokens(tokens.access, typeof tokens.refresh === 'string' ? tokens.refresh : refresh);
    return tokens.access;
  }

  /** One refresh for all requests that fail together (single flight). */
  function refreshOnce(): Promise<string> {
    refreshing ??= refreshTokens().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * Every call: headers, the early response of a first-screen GET, the transport, one refresh and one
   * replay on an expired token, and the error of a failure. A call of an addition the API turned down
   * earlier in this page fails at once (docs/decisions/0209).
   */
  async function exchange(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    reading: Reading,
  ): Promise<{ response: WireResponse; data: unknown }> {
    const refused = refusedAddition(options.addition, options.fallback);
    if (refused) throw refused;
    const url = absolute(path);
    const sentWith = options.anonymous || !isApiUrl(url) ? null : useTokenStore.getState().token;
    let { response, data } = await send(method, url, options, sentWith, reading);
    if (isTokenNotValid(response.status, data) && sentWith) {
      const current = useTokenStore.getState().token;
      // Another request may already have refreshed while this one was in flight.
      const fresh = current && current !== sentWith ? current : await refreshOnce();
      ({ response, data } = await send(method, url, options, fresh, reading));
    }
    return { response, data };
  }

  function failure(response: WireResponse, data: unknown, options: RequestOptions): ApiError {
    return judgeAddition(
      options.addition,
      errorFromResponse(response.status, data, options.fallback, response.headers.get('Retry-After')),
    );
  }

  async function call<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    reading: Reading = 'parsed',
  ): Promise<T> {
    const { response, data } = await exchange(method, path, options, reading);
    if (!response.ok) throw failure(response, data, options);
    return data as T;
  }

  const request = <T>(method: HttpMethod, path: string, options: RequestOptions) =>
    call<T>(method, path, options);

  /**
   * A table's definition with one call's options, as the low-level call's options; a misuse throws,
   * which the calling async function turns into a rejection. The request still starts before anything
   * is awaited (keepalive).
   */
  function requestOf(definition: AnyEndpoint, options: AnyCallOptions): RequestOptions {
    const where = `${definition.method.toUpperCase()} ${definition.path}`;
    if (options.keepalive && !definition.keepalive) throw new Error(`${where} is not declared keepalive`);
    if (options.onUploadProgress && !definition.upload) throw new Error(`${where} is not declared an upload`);
    const query = Object.entries(options.query ?? {}).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    const addition = definition.addition && {
      name: definition.addition.name,
      probe: options.probe ?? definition.addition.probe,
    };
    return {
      fallback: definition.fallback,
      json: options.json,
      body: options.body,
      searchParams: query.length > 0 ? Object.fromEntries(query) : undefined,
      anonymous: definition.anonymous || undefined,
      addition: addition ?? undefined,
      timeout: options.timeout ?? definition.timeout ?? undefined,
      signal: options.signal,
      keepalive: options.keepalive,
      onUploadProgress: options.onUploadProgress,
    };
  }

  async function callDefinition<E extends AnyEndpoint>(
    definition: E,
    options: AnyCallOptions = {},
  ): Promise<ResponseOf<E>> {
    const request = requestOf(definition, options);
    return call<ResponseOf<E>>(
      definition.method,
      fillPath(definition.path, options.params),
      request,
      definition.download ? 'blob' : 'parsed',
    );
  }

  async function revalidate<E extends AnyEndpoint>(
    definition: E,
    etag: string | null,
    options: AnyCallOptions = {},
  ): Promise<Revalidated<ResponseOf<E>>> {
    if (definition.method !== 'get' || definition.download)
      throw new Error(`${definition.method.toUpperCase()} ${definition.path} is not a GET of data`);
    const request = { ...requestOf(definition, options), ...(etag ? { ifNoneMatch: etag } : {}) };
    const { response, data } = await exchange(
      'get',
      fillPath(definition.path, options.params),
      request,
      'parsed',
    );
    if (response.status === 304) return { changed: false };
    if (!response.ok) throw failure(response, data, request);
    return { changed: true, data: data as ResponseOf<E>, etag: response.headers.get('ETag') };
  }

  return {
    call: (definition, ...options) => callDefinition(definition, options[0] as AnyCallOptions | undefined),
    request,
    get: (path, options) => request('get', path, options),
    post: (path, options) => request('post', path, options),
    put: (path, options) => request('put', path, options),
    patch: (path, options) => request('patch', path, options),
    delete: (path, options) => request('delete', path, options),
    download: (url, options) => call<Blob>('get', url, options, 'blob'),
    revalidate: (definition, etag, ...options) =>
      revalidate(definition, etag, options[0] as AnyCallOptions | undefined),
  };
}

/** The site's client: base URL from the shell's runtime config, tokens from useTokenStore. */
export const api: ApiClient = createApiClient();

export { ApiError };
