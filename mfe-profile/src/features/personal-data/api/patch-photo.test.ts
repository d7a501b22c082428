import { ApiError, useTokenStore } from '@academy/shared';
import { initTestI18n, setTestRuntimeConfig } from '@academy/shared/testing';
import { UPLOAD_TIMEOUT_MS } from '../../../api/endpoints';
import { patchPhoto } from './patch-photo';

/**
 * The upload goes through the kernel's client (its refresh and transports are tested there,
 * shared/src/api/client-transports.test.ts); here: what this endpoint sends and what it reports.
 */

interface Answer {
  status: number;
  body: unknown;
}

/** A stand-in for the browser's XMLHttpRequest: records what is sent, reports progress, answers in turn. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answers: (Answer | 'offline' | 'timeout')[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift() ?? { status: 200, body: {} };
    setTimeout(() => {
      if (answer === 'offline') return this.onerror?.();
      if (answer === 'timeout') return this.ontimeout?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
}

const realXhr = globalThis.XMLHttpRequest;

beforeAll(async () => {
  await initTestI18n('en');
  setTestRuntimeConfig('http://api.test');
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});

afterAll(() => {
  globalThis.XMLHttpRequest = realXhr;
});

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.answers = [];
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
});

const photo = () => new Blob(['png-bytes'], { type: 'image/png' });
const user = { id: 1, email: 'a@b.c', first_name: 'A', last_name: 'B', photo: 'http://api.test/media/p.png' };

it('sends the file as multipart field photo with the bearer token and the language, reporting progress', async () => {
  FakeXhr.answers = [{ status: 200, body: user }];
  const progress: number[] = [];
  await expect(patchPhoto(photo(), (fraction) => progress.push(fraction))).resolves.toEqual(user);
  const [request] = FakeXhr.sent;
  expect(request?.method).toBe('PATCH');
  expect(request?.url).toBe('http://api.test/student/student/update_photo/');
  expect(request?.timeout).toBe(UPLOAD_TIMEOUT_MS);
  expect(request?.headers).toMatchObject({ Authorization: 'Bearer access-1', 'Accept-Language': 'en-US' });
  expect([...(request?.body?.keys() ?? [])]).toEqual(['photo']);
  expect(progress).toEqual([0.5, 1, 1]);
});

it("rejects with the API's field message for a refused file", async () => {
  const message = 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';
  FakeXhr.answers = [{ status: 400, body: { photo: [message] } }];
  const failure = await patchPhoto(photo()).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect((failure as ApiError).message).toBe(message);
  expect((failure as ApiError).fieldError('photo')).toBe(message);
});

it('says the connection failed, or that the server took too long', async () => {
  FakeXhr.answers = ['offline'];
  await expect(patchPhoto(photo())).rejects.toMatchObject({ kind: 'offline' });
  FakeXhr.answers = ['timeout'];
  await expect(patchPhoto(photo())).rejects.toMatchObject({ kind: 'timeout' });
});

it('falls back to "Photo update error" when a failure has no body', async () => {
  FakeXhr.answers = [{ status: 502, body: '' }];
  await expect(patchPhoto(photo())).rejects.toMatchObject({ message: 'Photo update error' });
});
