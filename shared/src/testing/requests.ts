import { forgetAdditions } from '../api/additions';
import { useTokenStore } from '../session/token-store';
import { setTestRuntimeConfig } from './runtime-config';

export interface SeenRequest {
  method: string;
  /** Path and query, without the API base URL. */
  url: string;
  /** The JSON body, the multipart fields, or null. */
  body: unknown;
  auth: string | null;
}

const BASE_URL = 'http://127.0.0.1:8000';

/**
 * For endpoint tests: points the API client at a fake API, signs in with the
 * token "access-1", and records every request (each answered 200 `{"ok":true}`), against an API
 * that serves every addition (docs/decisions/0209).
 * Call in beforeEach; restore with jest.restoreAllMocks in afterEach.
 */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  forgetAdditions();
  setTestRuntimeConfig(BASE_URL);
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const type = request.headers.get('Content-Type') ?? '';
    let body: unknown = null;
    if (type.includes('json')) body = await request.json();
    else if (type.includes('multipart')) body = Object.fromEntries((await request.formData()).entries());
    seen.push({
      method: request.method,
      url: request.url.replace(BASE_URL, ''),
      body,
      auth: request.headers.get('Authorization'),
    });
    return new Response(JSON.stringify({ ok: true }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return seen;
}

/** One endpoint function and the request it must send. */
export type EndpointCase = [
  name: string,
  call: () => Promise<unknown>,
  method: string,
  path: string,
  body: unknown,
  withToken: boolean,
];

/** Checks that each endpoint function sends exactly its method, path, body and token. */
export function describeEndpoints(cases: EndpointCase[]): void {
  let seen: SeenRequest[] = [];
  beforeEach(() => {
    seen = recordRequests();
  });
  afterEach(() => jest.restoreAllMocks());

  describe.each(cases)('%s', (_name, call, method, path, body, withToken) => {
    it(`sends ${method} ${path}`, async () => {
      await call();
      expect(seen).toHaveLength(1);
      expect(seen[0]).toEqual({ method, url: path, body, auth: withToken ? 'Bearer access-1' : null });
    });
  });
}
