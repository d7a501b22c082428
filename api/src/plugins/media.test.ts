import type { StudentTopicBody as StudentTopic } from '../repositories/learning';
import type { FastifyInstance } from 'fastify';
import { confirmAndRefund } from '../payments/refunds';
import { enrollmentsOf } from '../test-helpers/payments';
import {
  DEMO,
  type TestApp,
  bearer,
  createSecondInstance,
  createTestApp,
  databaseTargets,
  newStudent,
  signIn,
} from '../test-helpers/test-app';
import { type TestBucket, startTestBucket } from '../test-helpers/test-bucket';
import { until } from '../test-helpers/uploads';

/** Each database on disk, and PGlite with the media in a bucket (docs/decisions/0127). */
const CASES = [
  ...databaseTargets().map((target) => [target, 'disk'] as const),
  ['pglite', 'bucket'] as const,
];

describe.each(CASES)('paid media on %s, files on %s', (target, store) => {
  let t: TestApp;
  let bucket: TestBucket | undefined;
  beforeAll(async () => {
    bucket = store === 'bucket' ? await startTestBucket() : undefined;
    t = await createTestApp(target, { env: { MEDIA_LINK_SECONDS: '3600' }, ...(bucket ? { bucket } : {}) });
  });
  afterAll(async () => {
    await t.close();
    await bucket?.close();
  });

  const fetchMedia = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: url.replace('http://api.test', ''), headers });
  const firstLecture = async (access: string) => {
    const topics = (
      await t.app.inject({ method: 'GET', url: '/courses/student/1/topics/', headers: bearer(access) })
    ).json<StudentTopic[]>();
    const lecture = topics[0]?.topic.lectures.find((item) => item.video !== '' && item.material !== '');
    if (!lecture) throw new Error('no open lecture with video and material');
    return lecture;
  };

  it('serves no lecture video or material without a signed link', async () => {
    for (const url of [
      '/media/lectures/lecture.mp4',
      '/media/materials/reading-material.pdf',
      '/media/photos/../lectures/lecture.mp4',
      '/media/%6cectures/lecture.mp4',
      '/media//lectures/lecture.mp4',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
      expect([url, [403, 404].includes(response.statusCode)]).toEqual([url, true]);
    }
  });

  it('gives an enrolled student signed links that play with Range requests and stay private', async () => {
    const { access } = await signIn(t.app);
    const lecture = await firstLecture(access);
    expect(lecture.video).toMatch(
      /^http:\/\/api\.test\/media\/lectures\/lecture\.mp4\?exp=\d+&uid=\d+&cid=1&sig=[\w-]{32}$/,
    );
    const video = await fetchMedia(lecture.video, { range: 'bytes=0-99' });
    expect(video.statusCode).toBe(206);
    expect(video.rawPayload).toHaveLength(100);
    expect(video.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
    expect(video.headers['cache-control']).toBe('private, no-cache');
    const material = await fetchMedia(lecture.material);
    expect(material.statusCode).toBe(200);
    expect(material.rawPayload.toString('latin1', 0, 5)).toBe('%PDF-');
  });

  it('refuses a link that was altered, moved to another student or file, or has expired', async () => {
    const { access } = await signIn(t.app);
    const { video } = await firstLecture(access);
    const url = new URL(video);
    const altered = new URL(url);
    // One character changed: the last one, to another than it is (a signature may end in "x" itself).
    const sig = url.searchParams.get('sig') ?? '';
    altered.searchParams.set('sig', `${sig.slice(0, 31)}${sig.endsWith('x') ? 'y' : 'x'}`);
    const otherStudent = new URL(url);
    otherStudent.searchParams.set('uid', String(Number(url.searchParams.get('uid')) + 1));
    const otherCourse = new URL(url);
    otherCourse.searchParams.set('cid', '2');
    const otherFile = new URL(url);
    otherFile.pathname = '/media/materials/reading-material.pdf';
    for (const link of [altered, otherStudent, otherCourse, otherFile])
      expect((await fetchMedia(link.toString())).statusCode).toBe(404);

    expect((await fetchMedia(video)).statusCode).toBe(200);
    t.clock.advance(2 * 3600 * 1000 + 1000);
    expect((await fetchMedia(video)).statusCode).toBe(404);
  });

  it('looks no student up for a link whose signature fails, whatever student id it names', async () => {
    const { access } = await signIn(t.app);
    const { video } = await firstLecture(access);
    const forged = new URL(video);
    forged.searchParams.set('uid', '999999');
    const lookup = jest.spyOn(t.app.academy.standings, 'of');
    try {
      expect((await fetchMedia(forged.toString())).statusCode).toBe(404);
      expect(lookup).not.toHaveBeenCalled();
      expect((await fetchMedia(video)).statusCode).toBe(200);
      expect(lookup).toHaveBeenCalledTimes(1);
    } finally {
      lookup.mockRestore();
    }
  });

  it('sandboxes every media answer, and offers materials as downloads under their name', async () => {
    const { access } = await signIn(t.app);
    const lecture = await firstLecture(access);
    expect(new URL(lecture.material).searchParams.get('name')).toBe(lecture.material_name);
    const people = (await t.app.inject({ method: 'GET', url: '/courses/organisational-structure/' })).json<
      { photo: string; description: string }[]
    >();
    const video = await fetchMedia(lecture.video, { range: 'bytes=0-99' });
    const answers = {
      video,
      revalidated: await fetchMedia(lecture.video, { 'if-none-match': String(video.headers.etag) }),
      material: await fetchMedia(lecture.material),
      photo: await fetchMedia(people[0]?.photo ?? ''),
      page: await fetchMedia(people[0]?.description ?? ''),
      intro: await fetchMedia('/media/course/introduction.mp4', { range: 'bytes=0-9' }),
      unsigned: await fetchMedia('/media/materials/reading-material.pdf'),
      missing: await fetchMedia('/media/photos/none.png'),
    };
    expect(Object.entries(answers).map(([name, answer]) => [name, answer.statusCode])).toEqual([
      ['video', 206],
      ['revalidated', 304],
      ['material', 200],
      ['photo', 200],
      ['page', 200],
      ['intro', 206],
      ['unsigned', 404],
      ['missing', 404],
    ]);
    for (const [name, answer] of Object.entries(answers))
      expect([
        name,
        answer.headers['content-security-policy'],
        answer.headers['x-content-type-options'],
      ]).toEqual([name, 'sandbox', 'nosniff']);
    expect(answers.material.headers['content-disposition']).toBe(
      `attachment; filename="${lecture.material_name}"; filename*=UTF-8''${encodeURIComponent(lecture.material_name)}`,
    );
    // A video and an image are shown in the page: inline.
    for (const name of ['video', 'photo', 'page', 'intro'] as const)
      expect([name, answers[name].headers['content-disposition']]).toEqual([name, undefined]);
    expect(answers.video.headers['content-range']).toMatch(/^bytes 0-99\//);
  });

  it('names a download as the lecture names it, in any script, and refuses a link whose name was changed', async () => {
    const { access } = await signIn(t.app);
    const { id } = await firstLecture(access);
    await t.db.query('UPDATE lectures SET material_name = $2 WHERE id = $1', [
      id,
      'Арбитраж "2026" – план.pdf',
    ]);
    // The curriculum is dropped by the database's notice, which PostgreSQL delivers a moment later.
    await t.app.academy.cache.barrier();
    const lecture = (
      (
        await t.app.inject({ method: 'GET', url: '/courses/student/1/topics/', headers: bearer(access) })
      ).json<StudentTopic[]>()[0]?.topic.lectures ?? []
    ).find((item) => item.id === id);
    const material = await fetchMedia(lecture?.material ?? '');
    expect(material.statusCode).toBe(200);
    expect(material.headers['content-disposition']).toBe(
      `attachment; filename="________ _2026_ _ ____.pdf"; filename*=UTF-8''` +
        '%D0%90%D1%80%D0%B1%D0%B8%D1%82%D1%80%D0%B0%D0%B6%20%222026%22%20%E2%80%93%20%D0%BF%D0%BB%D0%B0%D0%BD.pdf',
    );
    const renamed = new URL(lecture?.material ?? '');
    renamed.searchParams.set('name', 'invoice.exe');
    expect((await fetchMedia(renamed.toString())).statusCode).toBe(404);
    renamed.searchParams.delete('name');
    expect((await fetchMedia(renamed.toString())).statusCode).toBe(404);
  });

  it('gives a student without access no links, and keeps public images public', async () => {
    const outsider = await newStudent(t, 'no.access@example.test');
    const topics = await t.app.inject({
      method: 'GET',
      url: '/courses/student/1/topics/',
      headers: bearer(outsider.access),
    });
    expect(topics.statusCode).toBe(403);
    expect(topics.body).not.toContain('/media/');
    const people = (await t.app.inject({ method: 'GET', url: '/courses/organisational-structure/' })).json<
      { photo: string }[]
    >();
    expect((await fetchMedia(people[0]?.photo ?? '')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/media/course/introduction.mp4' })).statusCode).toBe(
      200,
    );
  });
});

describe.each(CASES)('paid media links after access ends, on %s, files on %s', (target, store) => {
  let t: TestApp;
  let bucket: TestBucket | undefined;
  let second: { app: FastifyInstance; close(): Promise<void> };
  beforeAll(async () => {
    bucket = store === 'bucket' ? await startTestBucket() : undefined;
    t = await createTestApp(target, { env: { JOBS_POLL_INTERVAL_MS: '500' }, ...(bucket ? { bucket } : {}) });
    second = await createSecondInstance(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await bucket?.close();
  });

  const fetchVideo = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: url.replace('http://api.test', ''),
      headers: { range: 'bytes=0-99', ...headers },
    });
  const videoLink = async (access: string) => {
    const topics = (
      await t.app.inject({ method: 'GET', url: '/courses/student/1/topics/', headers: bearer(access) })
    ).json<StudentTopic[]>();
    const video = topics[0]?.topic.lectures.find((item) => item.video !== '')?.video;
    if (!video) throw new Error('no open lecture with a video');
    return video;
  };
  /** Both instances have heard every write so far. */
  const settled = async () => {
    await t.app.academy.cache.barrier();
    await second.app.academy.cache.barrier();
  };

  it('stops a link at once, on every instance, when the academy confirms a refusal', async () => {
    const { access } = await signIn(t.app);
    const video = await videoLink(access);
    const first = await fetchVideo(t.app, video);
    expect(first.statusCode).toBe(206);
    expect((await fetchVideo(second.app, video)).statusCode).toBe(206);
    // A browser revalidates what it keeps (no-cache): the same check answers it.
    const revalidate = { 'if-none-match': String(first.headers.etag) };
    expect((await t.app.inject({ method: 'GET', url: video, headers: revalidate })).statusCode).toBe(304);

    const [payment] = (
      await t.app.inject({ method: 'GET', url: '/courses/payments/', headers: bearer(access) })
    ).json<{ payment_id: string }[]>();
    const refusal = await t.app.inject({
      method: 'POST',
      url: `/courses/payments/${payment?.payment_id}/refusal/`,
      headers: bearer(access),
      payload: { reason: 'Changed my mind.' },
    });
    expect(refusal.statusCode).toBe(201);
    // Access is kept until the academy confirms (decision 0121), which it does in the database.
    expect((await fetchVideo(second.app, video)).statusCode).toBe(206);
    const paymentId = String(payment?.payment_id);
    const decision = await confirmAndRefund(t.db, t.app.academy.jobs, {
      paymentId,
      withheld: '0',
      note: '',
      at: t.clock.now(),
    });
    expect(decision.ok).toBe(true);
    t.app.academy.jobs.nudge('refund');
    // Either instance's refund worker makes the refund and ends the access in the database.
    await until(async () => (await enrollmentsOf(t, DEMO.email)) === 0);
    await settled();

    for (const app of [t.app, second.app]) {
      const response = await fetchVideo(app, video);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
      expect((await app.inject({ method: 'GET', url: video, headers: revalidate })).statusCode).toBe(404);
    }
  });

  it('stops a link at once, on every instance, when its student deletes the account', async () => {
    const { access } = await newStudent(t, 'leaving@example.test');
    await t.db.query(
      "INSERT INTO enrollments (user_id, course_id) SELECT id, 1 FROM users WHERE email = 'leaving@example.test'",
    );
    await settled();
    const video = await videoLink(access);
    expect((await fetchVideo(t.app, video)).statusCode).toBe(206);
    expect((await fetchVideo(second.app, video)).statusCode).toBe(206);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/student/student/delete/',
      headers: bearer(access),
    });
    expect(deleted.statusCode).toBe(204);
    await settled();
    for (const app of [t.app, second.app]) expect((await fetchVideo(app, video)).statusCode).toBe(404);
  });
});
