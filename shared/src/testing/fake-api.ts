import { forgetAdditions } from '../api/additions';
import { setTestRuntimeConfig } from './runtime-config';

export const API = 'http://api.test';

export interface FakeCall {
  /** "METHOD /path/", without the query. */
  route: string;
  body: unknown;
}

/**
 * Answers one route, given the JSON body and the request (its query and headers); a rejected promise
 * (e.g. a TypeError) is a request that never reached the server.
 */
export type FakeHandler = (body: unknown, request: Request) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * Answers the front end's requests at the network edge (fetch), so the real API client, endpoint
 * functions and stores run; routes are "METHOD /path/". Anything else answers 404, the way this API
 * answers a path it does not serve. The client starts against an API that serves every addition
 * (docs/decisions/0209). Needs fetch in the test environment (test-support/jsdom-with-fetch.cjs).
 */
export function fakeApi(routes: Record<string, FakeHandler>): FakeCall[] {
  setTestRuntimeConfig(API);
  forgetAdditions();
  const calls: FakeCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const route = `${request.method} ${request.url.replace(API, '').split('?')[0]}`;
    const text = await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : null;
    calls.push({ route, body });
    const handler = routes[route];
    return handler ? handler(body, request) : json(404, { detail: 'Not found.' });
  });
  return calls;
}
