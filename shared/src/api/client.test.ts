/**
 * @jest-environment node
 */
import { useTokenStore } from '../session/token-store';
import { initTestI18n, setTestRuntimeConfig } from '../testing';
import { setNavigate } from '../navigation/navigate';
import { i18n } from '../i18n';
import { ApiError } from './errors';
import { createApiClient, DEFAULT_TIMEOUT_MS, setEarlyResponses } from './client';
import { forgetAdditions, isNotOffered } from './additions';
import { list, mark, pdf, signIn } from '../testing/sample-endpoints';

type Handler = (request: Request) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const expired = { detail: 'Given token not valid for any token type', code: 'token_not_valid', messages: [] };

function fakeApi(handler: Handler) {
  const calls: Request[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request.clone());
    return handler(request);
  });
  return { calls, client: createApiClient({ fetch: fetchImpl as unknown as typeof fetch }) };
}

describe('API client', () => {
  let navigate: jest.Mock;
  let unregister: () => void;

  beforeAll(async () => {
    await initTestI18n('en');
  });

  beforeEach(async () => {
    setTestRuntimeConfig('http://127.0.0.1:8000');
    useTokenStore.getState().clearTokens();
    navigate = jest.fn();
    unregister = setNavigate(navigate);
    await i18n.changeLanguage('en');
  });

  afterEach(() => unregister());

  it('calls the runtime config base URL with JSON and the UI language', async () => {
    const { calls, client } = fakeApi(() => json(200, [{ id: 1 }]));
    await i18n.changeLanguage('ru');
    const result = await client.get<Array<{ id: number }>>('/courses/course/', { fallback: 'coursesFetch' });
    expect(result).toEqual([{ id: 1 }]);
    expect(calls[0]?.url).toBe('http://127.0.0.1:8000/courses/course/');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('ru-RU');
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('reads a file answer as a Blob and a refused file call as its JSON detail', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 200, 0, 255]);
    const file = fakeApi(
      () => new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await file.client.download('/courses/student/1/certificate/pdf/', {
      fallback: 'certificate',
    });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);

    const refused = fakeApi(() => json(403, { detail: 'This certificate has been revoked.' }));
    await expect(
      refused.client.download('/courses/student/1/certificate/pdf/', { fallback: 'certificate' }),
    ).rejects.toMatchObject({ status: 403, message: 'This certificate has been revoked.' });
  });

  it('sends en-US for the English UI and a bearer token when one is stored', async () => {
    useTokenStore.getState().setTokens('access-1', 'refresh-1');
    const { calls, client } = fakeApi(() => json(200, {}));
    await client.get('/student/student/detail/', { fallback: 'authorization' });
    expect(calls[0]?.headers.get('Accept-Language')).toBe('en-US');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('leaves the bearer token off anonymous calls such as sign-in', async () => {
    useTokenStore.getState().setTokens('stale', 'refresh-1');
    const { calls, client } = fakeApi(() => json(200, { access: 'a', refresh: 'r' }));
    await client.post('/student/auth/token/', {
      fallback: 'authorization',
      json: { email: 'a@b.c', password: 'x' },
      anonymous: true,
    });
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(await calls[0]?.json()).toEqual({ email: 'a@b.c', password: 'x' });
  });

  it('answers undefined for a 204 without a body', async () => {
    const { client } = fakeApi(() => new Response(null, { status: 204 }));
    await expect(
      client.delete('/student/student/delete/', { fallback: 'accountDeletion' }),
    ).resolves.toBeUndefined();
  });

  it("uses the response's detail as the error message and keeps its code", async () => {
    const { client } = fakeApi(() =>
      json(403, { detail: 'E-mail address is not verified.', code: 'email_not_verified' }),
    );
    const error = await client
      .post('/student/auth/token/', { fallback: 'authorization', json: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('E-mail address is not verified.');
    expect((error as ApiError).code).toBe('email_not_verified');
    expect((error as ApiError).status).toBe(403);
  });

  it('keeps field errors per field so forms can show them under their inputs', async () => {
    const { client } = fakeApi(() =>
      json(400, {
        email: ['A user is already registered with this e-mail address.'],
        non_field_errors: ["The two password fields didn't match."],
      }),
    );
    const error = (await client
      .post('/student/auth/register/', { fallback: 'registration', json: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.fieldError('email')).toBe('A user is already registered with this e-mail address.');
    expect(error.fieldErrors.non_field_errors).toEqual(["The two password fields didn't match."]);
    expect(error.message).toBe(
      "A user is already registered with this e-mail address. The two password fields didn't match.",
    );
  });

  it('reads a list under "code" as the field errors of a code input, not as an error code', async () => {
    const { client } = fakeApi(() => json(400, { code: ['The code is incorrect.'], tries_left: 3 }));
    const error = (await client
      .post('/student/auth/verify-email/', { fallback: 'emailVerification', json: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('The code is incorrect.');
    expect(error.fieldError('code')).toBe('The code is incorrect.');
    expect(error.code).toBeUndefined();
    expect(error.data).toEqual({ code: ['The code is incorrect.'], tries_left: 3 });
  });

  it("falls back to the call's translated catalogue message when the body says nothing", async () => {
    const { client } = fakeApi(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.post('/courses/create-payment/', { fallback: 'payment', json: {} })).rejects.toThrow(
      'Payment creation error',
    );
    await i18n.changeLanguage('ru');
    await expect(client.post('/courses/create-payment/', { fallback: 'payment', json: {} })).rejects.toThrow(
      'Ошибка создания платежа',
    );
  });

  it('reports the wait of a rate-limited resend', async () => {
    const { client } = fakeApi(() => json(429, { detail: 'Too many requests.', retry_after: 42 }));
    const error = (await client
      .post('/student/auth/resend-code/', { fallback: 'resendCode', json: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfter).toBe(42);
  });

  it('reads the wait of a rate limit from the Retry-After header when the body does not give it', async () => {
    const { client } = fakeApi(
      () =>
        new Response(JSON.stringify({ detail: 'Request was throttled. Expected available in 42 seconds.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
        }),
    );
    const error = (await client
      .post('/student/auth/token/', { fallback: 'authorization', json: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfter).toBe(42);
    expect(error.message).toBe('Request was throttled. Expected available in 42 seconds.');
  });

  it('turns a network failure into a translated offline message', async () => {
    const { client } = fakeApi(() => {
      throw new TypeError('fetch failed');
    });
    const error = (await client
      .get('/courses/course/', { fallback: 'coursesFetch' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('offline');
    expect(error.message).toBe('No connection to the server. Check your internet connection and try again.');
  });

  it('gives up after 15 s with a translated message', async () => {
    jest.useFakeTimers();
    try {
      const fetchImpl = (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const client = createApiClient({ fetch: fetchImpl as typeof fetch });
      const outcome = client.get('/courses/course/', { fallback: 'coursesFetch' }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
      let settled = false;
      void outcome.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(2);
      const error = (await outcome) as ApiError;
      expect(error.kind).toBe('timeout');
      expect(error.message).toBe('The server took too long to answer. Please try again.');
      expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refreshes once for concurrent expired requests, stores the new tokens and replays each once', async () => {
    useTokenStore.getState().setTokens('old-access', 'old-refresh');
    let refreshes = 0;
    const { calls, client } = fakeApi(async (request) => {
      if (request.url.endsWith('/student/auth/token/refresh/')) {
        refreshes += 1;
        expect(await request.json()).toEqual({ refresh: 'old-refresh' });
        return json(200, { access: 'new-access', refresh: 'new-refresh' });
      }
      return request.headers.get('Authorization') === 'Bearer new-access'
        ? json(200, { ok: request.url })
        : json(401, expired);
    });
    const results = await Promise.all([
      client.get('/courses/student/courses/', { fallback: 'coursesFetch' }),
      client.get('/student/student/detail/', { fallback: 'authorization' }),
      client.get('/courses/seminars/', { fallback: 'seminarsFetch' }),
    ]);
    expect(refreshes).toBe(1);
    expect(results).toHaveLength(3);
    expect(useTokenStore.getState().token).toBe('new-access');
    expect(useTokenStore.getState().refreshToken).toBe('new-refresh');
    expect(calls.filter((call) => call.url.endsWith('/courses/seminars/'))).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs out and sends the student to /signin once when the refresh is refused', async () => {
    useTokenStore.getState().setTokens('old-access', 'old-refresh');
    const { calls, client } = fakeApi((request) =>
      request.url.endsWith('/refresh/')
        ? json(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' })
        : json(401, expired),
    );
    const outcomes = await Promise.allSettled([
      client.get('/student/student/detail/', { fallback: 'authorization' }),
      client.get('/courses/student/courses/', { fallback: 'coursesFetch' }),
    ]);
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(useTokenStore.getState().token).toBeNull();
    expect(useTokenStore.getState().refreshToken).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
    expect(calls.filter((call) => call.url.endsWith('/refresh/'))).toHaveLength(1);
  });

  it('does not loop when the replayed request is refused again', async () => {
    useTokenStore.getState().setTokens('old-access', 'old-refresh');
    const { calls, client } = fakeApi((request) =>
      request.url.endsWith('/refresh/')
        ? json(200, { access: 'new-access', refresh: 'new-refresh' })
        : json(401, expired),
    );
    await expect(client.get('/student/student/detail/', { fallback: 'authorization' })).rejects.toThrow(
      'Given token not valid for any token type',
    );
    expect(calls).toHaveLength(3);
  });

  it('signs out without calling the server when there is no refresh token', async () => {
    useTokenStore.getState().setTokens('old-access', null);
    const { calls, client } = fakeApi(() => json(401, expired));
    await expect(client.get('/student/student/detail/', { fallback: 'authorization' })).rejects.toThrow(
      'Token refresh error',
    );
    expect(calls).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
  });

  it('keeps the student signed in when the refresh cannot reach the server', async () => {
    useTokenStore.getState().setTokens('old-access', 'old-refresh');
    const { client } = fakeApi((request) => {
      if (request.url.endsWith('/refresh/')) throw new TypeError('fetch failed');
      return json(401, expired);
    });
    await expect(client.get('/student/student/detail/', { fallback: 'authorization' })).rejects.toMatchObject(
      { kind: 'offline' },
    );
    expect(useTokenStore.getState().token).toBe('old-access');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the student signed in when the refresh meets a server error', async () => {
    useTokenStore.getState().setTokens('old-access', 'old-refresh');
    const { client } = fakeApi((request) =>
      request.url.endsWith('/refresh/') ? new Response('Bad gateway', { status: 502 }) : json(401, expired),
    );
    await expect(client.get('/student/student/detail/', { fallback: 'authorization' })).rejects.toMatchObject(
      { status: 502 },
    );
    expect(useTokenStore.getState().refreshToken).toBe('old-refresh');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not try to refresh a 401 that is not about the token', async () => {
    const { calls, client } = fakeApi(() =>
      json(401, { detail: 'No active account found with the given credentials' }),
    );
    await expect(
      client.post('/student/auth/token/', { fallback: 'authorization', json: {}, anonymous: true }),
    ).rejects.toThrow('No active account found with the given credentials');
    expect(calls).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('responses started before the client loaded (docs/decisions/0008)', () => {
  beforeAll(async () => {
    await initTestI18n('en');
  });

  beforeEach(() => {
    setTestRuntimeConfig('http://127.0.0.1:8000');
    useTokenStore.getState().setTokens('access-1', 'refresh-1');
  });

  afterEach(() => {
    setEarlyResponses(null);
    useTokenStore.getState().clearTokens();
  });

  /** An early response for one URL, asked for with the given headers, handed over once. */
  function startedEarly(url: string, body: unknown, asked: Record<string, string>) {
    let pending: Promise<Response> | undefined = Promise.resolve(json(200, body));
    const seen: Array<Readonly<Record<string, string>>> = [];
    setEarlyResponses((requested, headers) => {
      seen.push(headers);
      if (requested !== url) return undefined;
      if (Object.entries(asked).some(([name, value]) => headers[name] !== value)) return undefined;
      const response = pending;
      pending = undefined;
      return response;
    });
    return seen;
  }

  it('answers a GET from the response already under way, once; the next one goes to the network', async () => {
    const seen = startedEarly('http://127.0.0.1:8000/courses/student/1/topics/', [{ id: 'early' }], {
      Authorization: 'Bearer access-1',
      'Accept-Language': 'en-US',
    });
    const { calls, client } = fakeApi(() => json(200, [{ id: 'network' }]));
    const options = { fallback: 'topicsFetch' } as const;
    expect(await client.get('/courses/student/1/topics/', options)).toEqual([{ id: 'early' }]);
    expect(calls).toHaveLength(0);
    expect(seen[0]).toMatchObject({ Authorization: 'Bearer access-1', 'Accept-Language': 'en-US' });
    expect(await client.get('/courses/student/1/topics/', options)).toEqual([{ id: 'network' }]);
    expect(calls).toHaveLength(1);
  });

  it('does not take one asked for in another language or with another token', async () => {
    startedEarly('http://127.0.0.1:8000/courses/course/', [{ id: 'early' }], { 'Accept-Language': 'ru-RU' });
    const { calls, client } = fakeApi(() => json(200, [{ id: 'network' }]));
    expect(await client.get('/courses/course/', { fallback: 'coursesFetch' })).toEqual([{ id: 'network' }]);
    expect(calls).toHaveLength(1);
  });

  it('treats an early 401 as the network’s: the token is refreshed and the call sent again', async () => {
    let early: Promise<Response> | undefined = Promise.resolve(json(401, expired));
    setEarlyResponses(() => {
      const response = early;
      early = undefined;
      return response;
    });
    const { calls, client } = fakeApi((request) =>
      request.url.endsWith('/token/refresh/') ? json(200, { access: 'access-2' }) : json(200, { id: 7 }),
    );
    expect(await client.get('/student/student/detail/', { fallback: 'authorization' })).toEqual({ id: 7 });
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([null, 'Bearer access-2']);
  });

  it('never answers a write from an early response', async () => {
    const early = jest.fn(() => Promise.resolve(json(200, {})));
    setEarlyResponses(early);
    const { calls, client } = fakeApi(() => json(201, { ok: true }));
    await client.post('/courses/feedback/', { fallback: 'feedback', json: { text: 'hi' } });
    expect(early).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('reports a failed early response as being offline', async () => {
    setEarlyResponses(() => Promise.reject(new TypeError('Failed to fetch')));
    const { client } = fakeApi(() => json(200, {}));
    await expect(client.get('/courses/course/', { fallback: 'coursesFetch' })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

/** `api.call` (docs/decisions/0210): a table's definition and one call's options make the request. */
describe('api.call', () => {
  beforeAll(async () => {
    await initTestI18n('en');
  });

  beforeEach(() => {
    forgetAdditions();
    setTestRuntimeConfig('http://127.0.0.1:8000');
    useTokenStore.getState().setTokens('access-1', 'refresh-1');
  });

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
});

/** `api.revalidate` (kernel 3.1.0): a GET sent with If-None-Match, where a 304 means "unchanged". */
describe('api.revalidate', () => {
  beforeAll(async () => {
    await initTestI18n('en');
  });

  beforeEach(() => {
    forgetAdditions();
    setTestRuntimeConfig('http://127.0.0.1:8000');
    useTokenStore.getState().setTokens('access-1', 'refresh-1');
  });

  it('sends no If-None-Match without an ETag, and answers the data with the ETag it came with', async () => {
    const { calls, client } = fakeApi(
      () =>
        new Response(JSON.stringify(['a']), {
          status: 200,
          headers: { 'Content-Type': 'application/json', ETag: '"v1"' },
        }),
    );
    const answer = await client.revalidate(list, null, { query: { lecture: '3' } });
    expect(answer).toEqual({ changed: true, data: ['a'], etag: '"v1"' });
    expect(calls[0]?.headers.get('If-None-Match')).toBeNull();
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(calls[0]?.url).toBe('http://127.0.0.1:8000/courses/questions/?lecture=3');
  });

  it('sends the ETag held as If-None-Match and reads a 304 as unchanged', async () => {
    const { calls, client } = fakeApi(() => new Response(null, { status: 304 }));
    await expect(client.revalidate(list, '"v1"', { query: { lecture: '3' } })).resolves.toEqual({
      changed: false,
    });
    expect(calls[0]?.headers.get('If-None-Match')).toBe('"v1"');
  });

  it('fails as a call does, with the definition fallback', async () => {
    const { client } = fakeApi(() => json(500, {}));
    const failure = await client
      .revalidate(list, '"v1"', { query: { lecture: '3' } })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Questions fetch error');
  });

  it('refuses a definition that is not a GET of data, sending nothing', async () => {
    const { calls, client } = fakeApi(() => json(200, {}));
    await expect(client.revalidate(mark, null, { params: { questionId: 1 } })).rejects.toThrow(
      'PUT /courses/questions/:questionId/important/ is not a GET of data',
    );
    expect(calls).toHaveLength(0);
  });
});
