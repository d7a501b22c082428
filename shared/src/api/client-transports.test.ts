/**
 * @jest-environment node
 */
import { useTokenStore } from '../session/token-store';
import { initTestI18n, setTestRuntimeConfig } from '../testing';
import { FakeXhr } from '../testing/fake-xhr';
import { setNavigate } from '../navigation/navigate';
import { i18n } from '../i18n';
import { ApiError } from './errors';
import { createApiClient } from './client';

/**
 * The calls that leave the ordinary road (an upload with progress, a save while the page is being left,
 * a file download) get the same headers, token refresh and errors as every other call
 * (docs/decisions/0208).
 */

const API = 'http://127.0.0.1:8000';
const expired = { detail: 'Given token not valid for any token type', code: 'token_not_valid', messages: [] };

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A fake API behind fetch, recording every request, and the client using it and FakeXhr. */
function fakeApi(handler: (request: Request) => Response | Promise<Response>) {
  const calls: { request: Request; init: RequestInit | undefined }[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push({ request: request.clone(), init });
    return handler(request);
  });
  const client = createApiClient({
    fetch: fetchImpl as unknown as typeof fetch,
    xhr: () => new FakeXhr() as unknown as XMLHttpRequest,
  });
  return { calls, client };
}

/** Answers the refresh with a new pair; every other call succeeds only with the new access token. */
function refreshingApi(answer: (request: Request) => Response) {
  return fakeApi(async (request) => {
    if (request.url.endsWith('/student/auth/token/refresh/'))
      return json(200, { access: 'access-2', refresh: 'refresh-2' });
    return request.headers.get('Authorization') === 'Bearer access-2' ? answer(request) : json(401, expired);
  });
}

const photo = () => {
  const form = new FormData();
  form.append('photo', new Blob(['png-bytes'], { type: 'image/png' }));
  return form;
};

let navigate: jest.Mock;
let unregister: () => void;

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(async () => {
  setTestRuntimeConfig(API);
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
  FakeXhr.sent = [];
  FakeXhr.answers = [];
  navigate = jest.fn();
  unregister = setNavigate(navigate);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  unregister();
  useTokenStore.getState().clearTokens();
});

describe('an upload that reports its progress', () => {
  it('sends the body with the headers of every call and reports the share sent', async () => {
    await i18n.changeLanguage('kk');
    FakeXhr.answers = [{ status: 200, body: { id: 1, photo: 'p.png' } }];
    const { calls, client } = fakeApi(() => json(500, {}));
    const progress: number[] = [];
    const body = photo();
    const user = await client.patch('/student/student/update_photo/', {
      fallback: 'photoUpdate',
      body,
      timeout: 120_000,
      onUploadProgress: (fraction) => progress.push(fraction),
    });
    expect(user).toEqual({ id: 1, photo: 'p.png' });
    expect(progress).toEqual([0.25, 1]);
    expect(calls).toHaveLength(0);
    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({
      method: 'PATCH',
      url: `${API}/student/student/update_photo/`,
      timeout: 120_000,
    });
    expect(xhr?.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'kk-KZ',
      Authorization: 'Bearer access-1',
    });
    expect(xhr?.body).toBe(body);
  });

  it('refreshes an expired token once and sends the upload again with the new one', async () => {
    FakeXhr.answers = [
      { status: 401, body: expired },
      { status: 200, body: { id: 1 } },
    ];
    const { calls, client } = refreshingApi(() => json(200, {}));
    await expect(
      client.patch('/student/student/update_photo/', {
        fallback: 'photoUpdate',
        body: photo(),
        onUploadProgress: () => undefined,
      }),
    ).resolves.toEqual({ id: 1 });
    expect(calls.map(({ request }) => request.url)).toEqual([`${API}/student/auth/token/refresh/`]);
    expect(FakeXhr.sent.map((xhr) => xhr.headers.Authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(useTokenStore.getState().token).toBe('access-2');
  });

  it("rejects with the API's field message, the rate limit's wait, or the call's fallback", async () => {
    const { client } = fakeApi(() => json(500, {}));
    const upload = () =>
      client.patch('/student/student/update_photo/', {
        fallback: 'photoUpdate',
        body: photo(),
        onUploadProgress: () => undefined,
      });
    FakeXhr.answers = [{ status: 400, body: { photo: ['Upload a valid image.'] } }];
    const refused = (await upload().catch((error: unknown) => error)) as ApiError;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.fieldError('photo')).toBe('Upload a valid image.');
    FakeXhr.answers = [{ status: 429, body: { detail: 'Slow down.' }, headers: 'Retry-After: 30\r\n' }];
    await expect(upload()).rejects.toMatchObject({ status: 429, retryAfter: 30 });
    FakeXhr.answers = [{ status: 502, body: undefined, headers: '' }];
    await expect(upload()).rejects.toMatchObject({ status: 502, message: 'Photo update error' });
  });

  it('says the connection failed, or that the server took too long', async () => {
    const { client } = fakeApi(() => json(500, {}));
    const upload = () =>
      client.patch('/x/', { fallback: 'photoUpdate', body: photo(), onUploadProgress: () => undefined });
    FakeXhr.answers = ['offline'];
    await expect(upload()).rejects.toMatchObject({ kind: 'offline' });
    FakeXhr.answers = ['timeout'];
    await expect(upload()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('is cancelled by its signal, rejecting with the abort rather than an error to show', async () => {
    FakeXhr.answers = ['hang'];
    const { client } = fakeApi(() => json(500, {}));
    const controller = new AbortController();
    const upload = client
      .patch('/x/', {
        fallback: 'photoUpdate',
        body: photo(),
        signal: controller.signal,
        onUploadProgress: () => undefined,
      })
      .catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    const outcome = await upload;
    expect(FakeXhr.sent[0]?.aborted).toBe(true);
    expect(outcome).not.toBeInstanceOf(ApiError);
    expect((outcome as DOMException).name).toBe('AbortError');
  });
});

describe('a save sent while the page is being left', () => {
  it('goes out with keepalive at once, with the headers and JSON body of every call', async () => {
    await i18n.changeLanguage('ru');
    const { calls, client } = fakeApi(() => json(200, { position: 40 }));
    const saving = client.put('/courses/student/lectures/3/progress/', {
      fallback: 'progressSave',
      json: { position: 40, completed: true },
      keepalive: true,
    });
    // Started before anything was awaited: the page may be gone after this task.
    expect(calls).toHaveLength(1);
    await expect(saving).resolves.toEqual({ position: 40 });
    const [{ request, init }] = calls as [(typeof calls)[number]];
    expect(init?.keepalive).toBe(true);
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(`${API}/courses/student/lectures/3/progress/`);
    expect(request.headers.get('Authorization')).toBe('Bearer access-1');
    expect(request.headers.get('Accept-Language')).toBe('ru-RU');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ position: 40, completed: true });
  });

  it('refreshes an expired token and sends the save again, with keepalive again', async () => {
    const { calls, client } = refreshingApi(() => json(200, { position: 40 }));
    await expect(
      client.put('/courses/student/lectures/3/progress/', {
        fallback: 'progressSave',
        json: { position: 40, completed: true },
        keepalive: true,
      }),
    ).resolves.toEqual({ position: 40 });
    const saves = calls.filter(({ request }) => request.url.endsWith('/progress/'));
    expect(saves.map(({ request }) => request.headers.get('Authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(saves.every(({ init }) => init?.keepalive === true)).toBe(true);
  });

  it('reports a failure as any call does', async () => {
    const { client } = fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      client.put('/courses/student/lectures/3/progress/', {
        fallback: 'progressSave',
        json: {},
        keepalive: true,
      }),
    ).rejects.toMatchObject({ kind: 'offline' });
    const refused = fakeApi(() => new Response('', { status: 503 }));
    await expect(
      refused.client.put('/x/', { fallback: 'progressSave', json: {}, keepalive: true }),
    ).rejects.toThrow('Progress save error');
  });

  it('gives up after its timeout with the translated message', async () => {
    const fetchImpl = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const client = createApiClient({ fetch: fetchImpl as typeof fetch });
    await expect(
      client.put('/x/', { fallback: 'progressSave', json: {}, keepalive: true, timeout: 20 }),
    ).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The server took too long to answer. Please try again.',
    });
  });
});

describe('a file downloaded as a Blob', () => {
  const material = `${API}/media/materials/notes.docx?exp=1&uid=2&cid=1&sig=abc`;

  it('reads a signed media link of the API with the headers of every call', async () => {
    await i18n.changeLanguage('ru');
    const { calls, client } = fakeApi(
      () => new Response('file-bytes', { status: 200, headers: { 'Content-Type': 'application/msword' } }),
    );
    const blob = await client.download(material, { fallback: 'materialDownload' });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('file-bytes');
    expect(blob.type).toBe('application/msword');
    expect(calls[0]?.request.url).toBe(material);
    expect(calls[0]?.request.headers.get('Authorization')).toBe('Bearer access-1');
    expect(calls[0]?.request.headers.get('Accept-Language')).toBe('ru-RU');
  });

  it('refreshes an expired token and reads the file with the new one', async () => {
    const { client } = refreshingApi(() => new Response('file-bytes', { status: 200 }));
    const blob = await client.download(material, { fallback: 'materialDownload' });
    expect(await blob.text()).toBe('file-bytes');
    expect(useTokenStore.getState().refreshToken).toBe('refresh-2');
  });

  it('never sends the bearer token to another origin', async () => {
    const { calls, client } = fakeApi(() => new Response('cdn-bytes', { status: 200 }));
    const blob = await client.download('https://cdn.example/media/notes.docx', {
      fallback: 'materialDownload',
    });
    expect(await blob.text()).toBe('cdn-bytes');
    expect(calls[0]?.request.headers.get('Authorization')).toBeNull();
    expect(calls[0]?.request.headers.get('Accept-Language')).toBe('en-US');
  });

  it('rejects a link the API no longer serves with an ApiError, so the caller can fall back', async () => {
    const { client } = fakeApi(() => json(404, { detail: 'Not found.' }));
    await expect(client.download(material, { fallback: 'materialDownload' })).rejects.toMatchObject({
      status: 404,
      message: 'Not found.',
    });
    const offline = fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.client.download(material, { fallback: 'materialDownload' })).rejects.toMatchObject({
      kind: 'offline',
    });
  });
});
