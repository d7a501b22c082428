/**
 * @jest-environment node
 */
import { useTokenStore } from '../session/token-store';
import { initTestI18n, setTestRuntimeConfig } from '../testing';
import { forgetAdditions, isNotOffered } from './additions';
import { createApiClient } from './client';
import {
  endpoint,
  fillPath,
  isEndpoint,
  parameterNames,
  type AnyEndpoint,
  type CallArguments,
  type CallOptions,
  type ResponseOf,
} from './endpoint';
import { ApiError } from './errors';

/** `api.call` (docs/decisions/0210): a table's definition and one call's options make the request. */

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type OptionsRequired<E extends AnyEndpoint> = CallArguments<E> extends [options: unknown] ? true : false;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function fakeApi(handler: (request: Request) => Response) {
  const calls: Request[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request.clone());
    return handler(request);
  });
  return { calls, client: createApiClient({ fetch: fetchImpl as unknown as typeof fetch }) };
}

const mark = endpoint<{ response: { important: boolean } }>()({
  method: 'put',
  path: '/courses/questions/:questionId/important/',
  fallback: 'questionMark',
  addition: { name: 'questions', probe: false },
});
const list = endpoint<{ response: string[]; query: { lecture: string; search?: string; page?: string } }>()({
  method: 'get',
  path: '/courses/questions/',
  fallback: 'questionsFetch',
  addition: { name: 'questions', probe: true },
});
const signIn = endpoint<{ response: { access: string }; json: { email: string } }>()({
  method: 'post',
  path: '/student/auth/token/',
  fallback: 'authorization',
  anonymous: true,
});
const pdf = endpoint<{ response: Blob }>()({
  method: 'get',
  path: '/courses/student/:courseId/certificate/pdf/',
  fallback: 'certificate',
  download: true,
});

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  forgetAdditions();
  setTestRuntimeConfig('http://127.0.0.1:8000');
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
});

describe('a definition', () => {
  it('is data a test can read: method, path, fallback and what the transport needs', () => {
    expect(mark).toEqual({
      method: 'put',
      path: '/courses/questions/:questionId/important/',
      fallback: 'questionMark',
      anonymous: false,
      addition: { name: 'questions', probe: false },
      upload: false,
      download: false,
      keepalive: false,
      timeout: null,
    });
    expect(Object.isFrozen(mark)).toBe(true);
    expect(isEndpoint(mark)).toBe(true);
    expect(isEndpoint({ method: 'get' })).toBe(false);
  });

  it('refuses a path that does not start with a slash', () => {
    expect(() => endpoint()({ method: 'get', path: 'courses/', fallback: 'coursesFetch' })).toThrow(
      /starts with "\/"/,
    );
  });

  it('fills its parameters encoded, and names a missing one', () => {
    expect(parameterNames('/courses/student/:courseId/essays/topics/:topicId/')).toEqual([
      'courseId',
      'topicId',
    ]);
    expect(fillPath('/courses/payments/:paymentId/refusal/', { paymentId: 'a/b c' })).toBe(
      '/courses/payments/a%2Fb%20c/refusal/',
    );
    expect(() => fillPath('/courses/tests/:testId/', {})).toThrow('no value for the parameter "testId"');
  });
});

describe('api.call', () => {
  it('sends the method and the filled path with the token, and types the answer', async () => {
    const { calls, client } = fakeApi(() => json(200, { important: true }));
    const answer: { important: boolean } = await client.call(mark, { params: { questionId: 7 } });
    expect(answer).toEqual({ important: true });
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.url).toBe('http://127.0.0.1:8000/courses/questions/7/important/');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('sends an anonymous definition without the token, with its JSON body', async () => {
    const { calls, client } = fakeApi(() => json(200, { access: 'a' }));
    await client.call(signIn, { json: { email: 'a@b.kz' } });
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(await calls[0]?.json()).toEqual({ email: 'a@b.kz' });
  });

  it('leaves the query values that are undefined out of the URL', async () => {
    const { calls, client } = fakeApi(() => json(200, []));
    await client.call(list, { query: { lecture: '3', search: undefined, page: '2' } });
    expect(calls[0]?.url).toBe('http://127.0.0.1:8000/courses/questions/?lecture=3&page=2');
  });

  it("fails with the definition's fallback, and a per-call probe decides what a 404 means", async () => {
    const { client } = fakeApi(() => json(404, {}));
    const later = await client
      .call(list, { query: { lecture: '3', page: '2' }, probe: false })
      .catch((e: unknown) => e);
    expect(later).toBeInstanceOf(ApiError);
    expect((later as ApiError).message).toBe('Questions fetch error');
    expect(isNotOffered(later)).toBe(false);
    const first = await client.call(list, { query: { lecture: '3' } }).catch((e: unknown) => e);
    expect(isNotOffered(first)).toBe(true);
  });

  it('reads a download definition as a Blob', async () => {
    const { calls, client } = fakeApi(
      () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const file = await client.call(pdf, { params: { courseId: 1 } });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF-1.7');
    expect(calls[0]?.url).toBe('http://127.0.0.1:8000/courses/student/1/certificate/pdf/');
  });

  it('refuses keepalive or upload progress on a definition that does not declare them, sending nothing', async () => {
    const { calls, client } = fakeApi(() => json(200, {}));
    await expect(client.call(mark, { params: { questionId: 1 }, keepalive: true })).rejects.toThrow(
      'PUT /courses/questions/:questionId/important/ is not declared keepalive',
    );
    await expect(
      client.call(mark, { params: { questionId: 1 }, onUploadProgress: () => undefined }),
    ).rejects.toThrow('is not declared an upload');
    expect(calls).toHaveLength(0);
  });

  it('is typed from the definition (checked by the type check)', () => {
    // Each line fails the type check if the options a definition asks for change.
    const typed: [
      Same<CallOptions<typeof mark>['params'], { questionId: string | number }>,
      OptionsRequired<typeof mark>,
      OptionsRequired<typeof signIn>,
      Same<CallOptions<typeof signIn>['json'], { email: string }>,
      Same<CallOptions<typeof pdf>['json'], undefined>,
      Same<ResponseOf<typeof pdf>, Blob>,
      Same<OptionsRequired<typeof list>, false>,
    ] = [true, true, true, true, true, true, true];
    expect(typed.every(Boolean)).toBe(true);
  });
});
