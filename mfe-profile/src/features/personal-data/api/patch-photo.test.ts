import { ApiError, useTokenStore } from '@academy/shared';
import { FakeXhr, initTestI18n, installFakeXhr, setTestRuntimeConfig } from '@academy/shared/testing';
import { UPLOAD_TIMEOUT_MS } from '../../../api/endpoints';
import { patchPhoto } from './patch-photo';

/**
 * The upload goes through the kernel's client (its refresh and transports are tested there,
 * shared/src/api/client-transports.test.ts); here: what this endpoint sends and what it reports.
 */

installFakeXhr();

beforeAll(async () => {
  await initTestI18n('en');
  setTestRuntimeConfig('http://api.test');
});

beforeEach(() => {
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
  expect(request?.fieldNames).toEqual(['photo']);
  expect(progress).toEqual([0.25, 1, 1]);
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
