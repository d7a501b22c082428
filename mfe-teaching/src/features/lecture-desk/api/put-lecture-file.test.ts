import { ApiError, useTokenStore } from '@academy/shared';
import { FakeXhr, initTestI18n, installFakeXhr, setTestRuntimeConfig } from '@academy/shared/testing';
import { LECTURE_UPLOAD_TIMEOUT_MS } from '../../../api/endpoints';
import { putLectureFile } from './put-lecture-file';

/**
 * The upload goes through the kernel's client (its transports are tested there); here: what this
 * endpoint sends, the progress it reports, and that aborting its signal aborts the request.
 */

installFakeXhr();

beforeAll(async () => {
  await initTestI18n('en');
  setTestRuntimeConfig('http://api.test');
});

beforeEach(() => {
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
});

const video = () => new Blob(['webm-bytes'], { type: 'video/webm' });
const lecture = { id: 12, topic: 3, title: 'Separability', has_video: true, video_type: 'webm' };

it('puts the video in part `file` of the lecture’s video, with the token, reporting progress', async () => {
  FakeXhr.answers = [{ status: 200, body: lecture }];
  const progress: number[] = [];
  const answer = await putLectureFile(12, 'video', video(), {
    onProgress: (fraction) => progress.push(fraction),
    signal: new AbortController().signal,
  });
  expect(answer).toEqual(lecture);
  const [request] = FakeXhr.sent;
  expect(request?.method).toBe('PUT');
  expect(request?.url).toBe('http://api.test/teaching/lectures/12/video/');
  expect(request?.timeout).toBe(LECTURE_UPLOAD_TIMEOUT_MS);
  expect(request?.headers).toMatchObject({ Authorization: 'Bearer access-1' });
  expect(request?.fieldNames).toEqual(['file']);
  expect(progress).toEqual([0.25, 1]);
});

it('puts a material at the lecture’s material', async () => {
  FakeXhr.answers = [{ status: 200, body: lecture }];
  await putLectureFile(7, 'material', new Blob(['%PDF-']), {
    onProgress: () => undefined,
    signal: new AbortController().signal,
  });
  expect(FakeXhr.sent[0]?.url).toBe('http://api.test/teaching/lectures/7/material/');
});

it('aborts the request when the signal is aborted, rejecting with the abort', async () => {
  FakeXhr.answers = ['hold'];
  const controller = new AbortController();
  const progress: number[] = [];
  const upload = putLectureFile(12, 'video', video(), {
    onProgress: (fraction) => progress.push(fraction),
    signal: controller.signal,
  });
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(progress).toEqual([0.25]);
  controller.abort();
  await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  expect(FakeXhr.sent[0]?.aborted).toBe(true);
});

it('rejects with the status of a refusal: 413 too large, 415 wrong type', async () => {
  FakeXhr.answers = [
    { status: 413, body: { detail: 'The file is too large. The maximum size is 500 MB.' } },
    { status: 415, body: { detail: 'This type of file is not accepted here. Upload MP4, WebM.' } },
  ];
  const options = () => ({ onProgress: () => undefined, signal: new AbortController().signal });
  const large = await putLectureFile(12, 'video', video(), options()).catch((error: unknown) => error);
  expect(large).toBeInstanceOf(ApiError);
  expect(large).toMatchObject({ status: 413 });
  await expect(putLectureFile(12, 'video', video(), options())).rejects.toMatchObject({
    status: 415,
    message: 'This type of file is not accepted here. Upload MP4, WebM.',
  });
});
