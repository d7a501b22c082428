import fs from 'node:fs/promises';
import path from 'node:path';
import type { Static } from '@academy/contract';
import type { StaffLectureBody, StaffLecturePage } from '@academy/contract/teaching';
import type { StudentTopicBody as StudentTopic } from '../../repositories/learning';
import {
  DEMO,
  INSTRUCTOR,
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  signIn,
} from '../../test-helpers/test-app';
import { multipart } from '../../test-helpers/uploads';

const VTT = [
  'WEBVTT',
  '',
  'NOTE written by hand',
  '',
  '1',
  '00:00:01.000 --> 00:00:04.000',
  'The <i>seat</i> of the arbitration',
  '',
  '00:00:04.500 --> 00:00:09.000 align:start',
  '<v Helena>is chosen by the parties.</v>',
  '',
].join('\n');

const SRT = [
  '1',
  '00:00:01,000 --> 00:00:04,000',
  'The seat of the arbitration',
  '',
  '2',
  '00:00:04,500 --> 00:00:09,000',
  'is chosen by the parties.',
  '',
].join('\r\n');

/**
 * Captions of lectures (docs/decisions/0175): WebVTT or SRT checked strictly, refusals naming the
 * line, stored under the private lectures/ folder and given to enrolled students as signed links.
 */
describe.each(databaseTargets())('lecture captions on %s', (target) => {
  let t: TestApp;
  let staff: string;
  let student: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    staff = (await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password)).access;
    student = (await signIn(t.app, DEMO.email, DEMO.password)).access;
    // Lecture 1 plays for two minutes; lecture 2's length is unknown.
    await t.db.query('UPDATE lectures SET duration = CASE id WHEN 1 THEN 2 ELSE 0 END WHERE id IN (1, 2)');
  });
  afterAll(() => t.close());

  const upload = (id: number, language: string, name: string, text: string | Buffer, token = staff) => {
    const body = multipart('file', name, Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'));
    return t.app.inject({
      method: 'PUT',
      url: `/teaching/lectures/${id}/captions/${language}/`,
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
  };
  const remove = (id: number, language: string, token = staff) =>
    t.app.inject({
      method: 'DELETE',
      url: `/teaching/lectures/${id}/captions/${language}/`,
      headers: bearer(token),
    });
  const captionsRows = async () =>
    t.db.query<{ lecture_id: number; language: string; file: string; cue_count: number }>(
      'SELECT lecture_id, language, file, cue_count FROM lecture_captions ORDER BY lecture_id, language',
    );
  const filesIn = async () =>
    (await fs.readdir(path.join(t.mediaDir, 'lectures')).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.vtt'))
      .map((name) => `lectures/${name}`)
      .sort();
  const staffLecture = async (id: number) => {
    const page = (
      await t.app.inject({ method: 'GET', url: '/teaching/lectures/?course=1', headers: bearer(staff) })
    ).json<Static<typeof StaffLecturePage>>();
    return page.results.find((lecture) => lecture.id === id);
  };
  const studentCaptions = async (access: string, id = 1) => {
    const topics = (
      await t.app.inject({ method: 'GET', url: '/courses/student/1/topics/', headers: bearer(access) })
    ).json<StudentTopic[]>();
    return topics.flatMap((entry) => entry.topic.lectures).find((lecture) => lecture.id === id)?.captions;
  };
  const fetchMedia = (url: string) =>
    t.app.inject({ method: 'GET', url: url.replace('http://api.test', '') });

  it('stores a WebVTT file, lists it for staff and gives the student a signed text/vtt link', async () => {
    const answer = await upload(1, 'en', 'seat.vtt', VTT);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<StaffLectureBody>().captions).toEqual(['en']);
    expect((await staffLecture(1))?.captions).toEqual(['en']);
    expect((await staffLecture(3))?.captions).toEqual([]);
    const [row] = await captionsRows();
    expect(row).toMatchObject({ lecture_id: 1, language: 'en', cue_count: 2 });
    expect(row?.file).toMatch(/^lectures\/[0-9a-f-]+\.vtt$/);

    const captions = await studentCaptions(student);
    expect(captions).toEqual([
      {
        language: 'en',
        url: expect.stringMatching(
          /^http:\/\/api\.test\/media\/lectures\/[0-9a-f-]+\.vtt\?exp=\d+&uid=\d+&cid=1&sig=[\w-]{32}$/,
        ) as string,
      },
    ]);
    const served = await fetchMedia(captions?.[0]?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/vtt/);
    expect(served.headers['cache-control']).toBe('private, no-cache');
    // Normalised: the cues only, the comment gone, the markup kept.
    expect(served.payload).toBe(
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\nThe <i>seat</i> of the arbitration\n\n' +
        '00:00:04.500 --> 00:00:09.000 align:start\n<v Helena>is chosen by the parties.</v>\n',
    );
    // Without the signature, nothing.
    expect((await fetchMedia(`/media/${row?.file}`)).statusCode).toBe(404);
  });

  it('converts SRT to WebVTT, and a replaced file is removed', async () => {
    const before = (await captionsRows()).find((row) => row.language === 'en')?.file;
    const answer = await upload(1, 'en', 'seat.srt', SRT);
    expect(answer.statusCode).toBe(200);
    const after = (await captionsRows()).find((row) => row.language === 'en')?.file;
    expect(after).not.toBe(before);
    expect(await filesIn()).toEqual([after]);
    const stored = await fs.readFile(path.join(t.mediaDir, String(after)), 'utf8');
    expect(stored).toBe(
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\nThe seat of the arbitration\n\n' +
        '2\n00:00:04.500 --> 00:00:09.000\nis chosen by the parties.\n',
    );
    expect((await upload(1, 'kk', 'seat.srt', SRT)).json<StaffLectureBody>().captions).toEqual(['en', 'kk']);
    expect((await studentCaptions(student))?.map((caption) => caption.language)).toEqual(['en', 'kk']);
  });

  const refusals: [string, string, string, RegExp][] = [
    [
      'a malformed cue timing',
      'bad.vtt',
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nFine\n\n00:00:05 --> 00:00:06.000\nBroken\n',
      /^Line 6: the cue timing is malformed/,
    ],
    [
      'cues out of order',
      'order.vtt',
      'WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nSecond\n\n00:00:01.000 --> 00:00:02.000\nFirst\n',
      /^Line 6: this cue starts before the cue above it/,
    ],
    [
      'a cue past the end of the video',
      'long.vtt',
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nFine\n\n00:01:59.000 --> 00:02:00.500\nToo late\n',
      /^Line 6: this cue ends at 02:00\.500, after the end of the video \(2 min\)/,
    ],
    [
      'a script tag in a cue',
      'script.vtt',
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nFine\nstill fine <script>alert(1)</script>\n',
      /^Line 5: a cue may hold only WebVTT tags/,
    ],
    [
      'an image with an event handler',
      'img.vtt',
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<img src=x onerror=alert(1)>\n',
      /^Line 4: a cue may hold only WebVTT tags/,
    ],
    [
      'a NUL byte',
      'nul.vtt',
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nA\u0000B\n',
      /^Line 4: the line holds/,
    ],
    [
      'a bidirectional override',
      'bidi.vtt',
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nA\u202eB\n',
      /^Line 4: the line holds/,
    ],
    ['a file without cues', 'empty.vtt', 'WEBVTT\n', /^The file has no cues\./],
    [
      'a malformed SRT timing, named by the SRT line',
      'bad.srt',
      '1\n00:00:01,000 --> 00:00:04,000\nFine\n\n2\n00:00:05,000 -> 00:00:06,000\nBroken\n',
      /^Line 6: the cue timing is malformed/,
    ],
  ];

  it.each(refusals)(
    'refuses %s with 400 naming the line, and changes nothing',
    async (_, name, text, message) => {
      const rows = await captionsRows();
      const files = await filesIn();
      const answer = await upload(1, 'ru', name, text);
      expect(answer.statusCode).toBe(400);
      const body = answer.json<{ file: string[] }>();
      expect(body.file[0]).toMatch(message);
      expect(await captionsRows()).toEqual(rows);
      expect(await filesIn()).toEqual(files);
    },
  );

  it('tells the refusal in the language asked for, at the first line at fault', async () => {
    const text = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<b onclick=x>Hi</b>\n<script>\n';
    const refusal = async (language: string) => {
      const body = multipart('file', 'x.vtt', Buffer.from(text));
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/teaching/lectures/1/captions/ru/',
        payload: body.payload,
        headers: { ...bearer(staff), ...body.headers, 'accept-language': language },
      });
      expect(answer.statusCode).toBe(400);
      return answer.json<{ file: string[] }>().file;
    };
    expect(await refusal('en')).toEqual([expect.stringMatching(/^Line 4: a cue may hold only WebVTT tags/)]);
    expect(await refusal('ru')).toEqual([
      expect.stringMatching(/^Строка 4: в реплике допустимы только теги WebVTT/),
    ]);
    expect(await refusal('kk')).toEqual([expect.stringMatching(/^4-жол: репликада тек WebVTT тегтері/)]);
  });

  it('skips the length check when the video’s length is unknown', async () => {
    const late = 'WEBVTT\n\n05:00:00.000 --> 05:00:04.000\nLate\n';
    expect((await upload(2, 'ru', 'late.vtt', late)).statusCode).toBe(200);
    expect((await remove(2, 'ru')).json<StaffLectureBody>().captions).toEqual([]);
  });

  it('answers 415 for another type, 413 past 1 MB, 400 for an unknown language, 404 for no lecture', async () => {
    expect((await upload(1, 'ru', 'notes.txt', 'Just some notes')).statusCode).toBe(415);
    const big = `WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n${'a'.repeat(1024 * 1024)}\n`;
    expect((await upload(1, 'ru', 'big.vtt', big)).statusCode).toBe(413);
    expect((await upload(1, 'de', 'seat.vtt', VTT)).statusCode).toBe(400);
    expect((await remove(1, 'de')).statusCode).toBe(400);
    expect((await upload(999999, 'ru', 'seat.vtt', VTT)).statusCode).toBe(404);
    expect((await remove(999999, 'ru')).statusCode).toBe(404);
    // Invalid UTF-8 is told, not a server error.
    const latin1 = Buffer.concat([
      Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nCaf'),
      Buffer.from([0xe9, 0x0a]),
    ]);
    const refused = await upload(1, 'ru', 'latin1.vtt', latin1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ file: string[] }>().file[0]).toMatch(/^Line 4: the file is not UTF-8/);
    expect((await captionsRows()).map((row) => row.language)).toEqual(['en', 'kk']);
  });

  it('refuses a student 403 on both routes', async () => {
    expect((await upload(1, 'ru', 'seat.vtt', VTT, student)).statusCode).toBe(403);
    expect((await remove(1, 'en', student)).statusCode).toBe(403);
    expect((await captionsRows()).map((row) => row.language)).toEqual(['en', 'kk']);
  });

  it('stops the caption link at once when the student’s enrolment ends', async () => {
    const { access } = await newStudent(t, 'captions@example.test');
    await t.db.query(
      "INSERT INTO enrollments (user_id, course_id) SELECT id, 1 FROM users WHERE email = 'captions@example.test'",
    );
    await t.app.academy.cache.barrier();
    const [caption] = (await studentCaptions(access)) ?? [];
    expect((await fetchMedia(caption?.url ?? '')).statusCode).toBe(200);
    await t.db.query(
      "DELETE FROM enrollments WHERE user_id = (SELECT id FROM users WHERE email = 'captions@example.test')",
    );
    await t.app.academy.cache.barrier();
    expect((await fetchMedia(caption?.url ?? '')).statusCode).toBe(404);
  });

  it('removes the new file when the database refuses the write', async () => {
    const files = await filesIn();
    await t.db.query(`CREATE FUNCTION refuse_caption() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await t.db.query(
      'CREATE TRIGGER refuse_caption BEFORE INSERT ON lecture_captions FOR EACH ROW EXECUTE FUNCTION refuse_caption()',
    );
    try {
      expect((await upload(3, 'ru', 'seat.vtt', VTT)).statusCode).toBe(500);
      expect(await filesIn()).toEqual(files);
    } finally {
      await t.db.query('DROP TRIGGER refuse_caption ON lecture_captions');
      await t.db.query('DROP FUNCTION refuse_caption()');
    }
    expect((await captionsRows()).map((row) => row.language)).toEqual(['en', 'kk']);
  });

  it('removes captions and their file; the student’s list is empty then', async () => {
    expect((await remove(1, 'en')).json<StaffLectureBody>().captions).toEqual(['kk']);
    expect((await remove(1, 'kk')).json<StaffLectureBody>().captions).toEqual([]);
    // Removing what is not there answers the lecture as it is.
    expect((await remove(1, 'kk')).statusCode).toBe(200);
    expect(await captionsRows()).toEqual([]);
    expect(await filesIn()).toEqual([]);
    expect(await studentCaptions(student)).toEqual([]);
  });
});
