import { INSTRUCTOR, type TestApp, bearer, createTestApp, signIn } from '../test-helpers/test-app';
import { generatedClip, mp4, multipart, until } from '../test-helpers/uploads';
import { probeLectureVideo } from './lecture-video-jobs';

/**
 * A lecture's duration is the real length of its video, read by a background job with ffprobe after
 * each upload (issue 46: "a replaced video keeps the old duration").
 */
describe('the duration of an uploaded lecture video', () => {
  let t: TestApp;
  let staff: string;
  let sixSeconds: Buffer;
  let twelveSeconds: Buffer;
  beforeAll(async () => {
    [t, sixSeconds, twelveSeconds] = await Promise.all([
      createTestApp('pglite'),
      generatedClip(6),
      generatedClip(12),
    ]);
    staff = (await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password)).access;
  });
  afterAll(() => t.close());

  const upload = (id: number, name: string, bytes: Buffer) => {
    const body = multipart('file', name, bytes);
    return t.app.inject({
      method: 'PUT',
      url: `/teaching/lectures/${id}/video/`,
      payload: body.payload,
      headers: { ...bearer(staff), ...body.headers },
    });
  };
  const lecture = async (id: number) =>
    (
      await t.db.query<{ duration: number; video: string }>(
        'SELECT duration::float8 AS duration, video FROM lectures WHERE id = $1',
        [id],
      )
    )[0]!;
  const probesPending = async () =>
    (await t.app.academy.jobs.unfinished()).filter((job) => job.name === 'probe-video');
  const probed = () => until(async () => (await probesPending()).length === 0, 20_000);

  it('becomes the new video’s length, and a replacement’s length after it', async () => {
    const before = await lecture(1);
    expect((await upload(1, 'six.mp4', sixSeconds)).statusCode).toBe(200);
    await probed();
    expect((await lecture(1)).duration).toBe(0.1);
    expect(before.duration).not.toBe(0.1);

    expect((await upload(1, 'twelve.mp4', twelveSeconds)).statusCode).toBe(200);
    await probed();
    expect((await lecture(1)).duration).toBe(0.2);
    // Students read it from the curriculum, whose cache the change drops.
    const staffView = await t.app.inject({
      method: 'GET',
      url: '/teaching/lectures/?course=1',
      headers: bearer(staff),
    });
    expect(
      staffView.json<{ results: { id: number; duration: number }[] }>().results.find((row) => row.id === 1),
    ).toMatchObject({ duration: 0.2 });
  });

  it('stays as it was for a file ffprobe cannot read, and that file is not tried again', async () => {
    const before = await lecture(2);
    expect((await upload(2, 'broken.mp4', mp4(4096))).statusCode).toBe(200);
    await probed();
    expect((await lecture(2)).duration).toBe(before.duration);
    const dead = (await t.app.academy.jobs.counts()).find((queue) => queue.name === 'probe-video');
    expect(dead).toMatchObject({ dead: 0, retrying: 0 });
  });

  it('is not set by the probe of a file the lecture no longer names', async () => {
    expect((await upload(3, 'six.mp4', sixSeconds)).statusCode).toBe(200);
    await probed();
    expect((await lecture(3)).duration).toBe(0.1);
    // A late probe of lecture 3 for a file it does not name (one that exists: lecture 1's twelve
    // seconds), as when a video is replaced before its probe runs: nothing changes.
    await probeLectureVideo(
      { db: t.db, storage: t.app.academy.storage, log: t.app.log },
      { lectureId: 3, key: (await lecture(1)).video },
    );
    expect((await lecture(3)).duration).toBe(0.1);
  });
});
