import { useTokenStore } from '../session/token-store';
import { getRuntimeConfig } from '../config/runtime-config';
import { currentLanguage, type Language } from '../i18n';
import { navigateTo } from '../navigation/navigate';
import type { Tokens } from './types';
import { ApiError, errorFromResponse, offlineError, timeoutError, type FallbackKey } from './errors';
import { judgeAddition, refusedAddition, type AdditionCall } from './additions';

/** The spec sets no timeout; 15 s is long enough for a photo upload on a slow line and short enough to tell the student. */
export const DEFAULT_TIMEOUT_MS = 15_000;
export const REFRESH_PATH = '/student/auth/token/refresh/';

/** The Accept-Language header each interface language sends. */
export const ACCEPT_LANGUAGES: Readonly<Record<Language, string>> = { en: 'en-US', ru: 'ru-RU', kk: 'kk-KZ' };

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

export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

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
  /** A successful answer is a file (a certificate's PDF): read as a Blob; a refusal is still read as JSON. */
  binary?: boolean;
}

export interface ApiClientOptions {
  /** Base URL of the API without trailing slash; read at each call (defaults to the runtime config). */
  baseUrl?: () => string;
  fetch?: typeof fetch;
  timeout?: number;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options: RequestOptions): Promise<T>;
  get<T>(path: string, options: RequestOptions): Promise<T>;
  post<T>(path: string, options: RequestOptions): Promise<T>;
  patch<T>(path: string, options: RequestOptions): Promise<T>;
  delete<T>(path: string, options: RequestOptions): Promise<T>;
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readBody(response: Response, binary = false): Promise<unknown> {
  if (binary && response.ok) return response.blob();
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

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? (() => getRuntimeConfig().apiBaseUrl);
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  let refreshing: Promise<string> | null = null;

  async function send(
    method: HttpMethod,
    path: string,
    request: RequestOptions,
    token: string | null,
  ): Promise<{ response: Response; data: unknown }> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': ACCEPT_LANGUAGES[currentLanguage()],
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    const url = `${baseUrl()}${path}`;
    const early = method === 'get' && !request.searchParams ? earlyResponses?.(url, headers) : undefined;
    const response = early
      ? await early.catch(() => Promise.reject(offlineError()))
      : await overNetwork(method, url, headers, request);
    return { response, data: await readBody(response, request.binary) };
  }

  async function overNetwork(
    method: HttpMethod,
    url: string,
    headers: Record<string, string>,
    request: RequestOptions,
  ): Promise<Response> {
    const { default: ky, TimeoutError } = await loadKy();
    try {
      return await ky(url, {
        method,
        headers,
        json: request.json,
        body: request.body,
        searchParams: request.searchParams,
        timeout,
        retry: 0,
        throwHttpErrors: false,
        fetch: fetchImpl,
      });
    } catch (error) {
      if (error instanceof TimeoutError) throw timeoutError();
      throw offlineError();
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
      REFRESH_PATH,
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

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions): Promise<T> {
    const refused = refusedAddition(options.addition, options.fallback);
    if (refused) throw refused;
    const sentWith = options.anonymous ? null : useTokenStore.getState().token;
    let { response, data } = await send(method, path, options, sentWith);
    if (isTokenNotValid(response.status, data) && sentWith) {
      const current = useTokenStore.getState().token;
      // Another request may already have refreshed while this one was in flight.
      const fresh = current && current !== sentWith ? current : await refreshOnce();
      ({ response, data } = await send(method, path, options, fresh));
    }
    if (!response.ok)
      throw judgeAddition(
        options.addition,
        errorFromResponse(response.status, data, options.fallback, response.headers.get('Retry-After')),
      );
    return data as T;
  }

  return {
    request,
    get: (path, options) => request('get', path, options),
    post: (path, options) => request('post', path, options),
    patch: (path, options) => request('patch', path, options),
    delete: (path, options) => request('delete', path, options),
  };
}

/** The site's client: base URL from the shell's runtime config, tokens from useTokenStore. */
export const api: ApiClient = createApiClient();

export { ApiError };
