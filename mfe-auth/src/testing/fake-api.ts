import { setTestRuntimeConfig } from '@academy/shared/testing';

export const API = 'http://api.test';

export interface FakeCall {
  route: string;
  body: unknown;
}

export type FakeHandler = (body: unknown) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * Answers the front end's requests at the network edge (fetch), so the real API client, endpoint
 * functions and stores run; routes are "METHOD /path/". Anything else answers 404.
 */
export function fakeApi(routes: Record<string, FakeHandler>): FakeCall[] {
  setTestRuntimeConfig(API);
  const calls: FakeCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const route = `${request.method} ${request.url.replace(API, '').split('?')[0]}`;
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : null;
    calls.push({ route, body });
    const handler = routes[route];
    return handler ? handler(body) : json(404, { detail: 'Not found.' });
  });
  return calls;
}
