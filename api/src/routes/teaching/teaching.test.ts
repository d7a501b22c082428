import { ROSTER_CERTIFICATE_FILTERS, ROSTER_ESSAY_FILTERS, ROSTER_SORTS } from '@academy/rules';
import type { Static } from '@fastify/type-provider-typebox';
import { readdir } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import type { Answer, ListedQuestion, Seminar, StudentTopic, User } from '@academy/contract';
import { QUESTION_COUNT_CAP } from '@academy/contract';
import {
  INSTRUCTOR,
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  signIn,
} from '../../test-helpers/test-app';
import { mp4, multipart, partialVideoUpload, until } from '../../test-helpers/uploads';
import type {
  Calendar,
  CalendarTopic,
  Revocation,
  RosterPage,
  StaffEssay,
  StaffEssayPage,
  StaffLecture,
  StaffLecturePage,
  StaffQuestionPage,
  StaffSeminar,
  StaffSeminarPage,
  StaffTest,
} from '@academy/contract/teaching';

type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every staff route with a well-formed request, for the 401/403 sweep. */
// Three items each: a shorter row would make jest pass its `done` callback as the payload.
const STAFF_ROUTES: [Method, string, unknown][] = [
  ['GET', '/teaching/essays/', undefined],
  ['GET', '/teaching/essays/1/', undefined],
  ['POST', '/teaching/essays/1/evaluation/', { decision: 'accept', feedback: '', revision: '1.submitted' }],
  ['GET', '/teaching/questions/', undefined],
  ['POST', '/teaching/questions/1/answers/', { content: 'An answer' }],
  ['PUT', '/teaching/questions/1/important/', { important: true }],
  ['GET', '/teaching/seminars/', undefined],
  [
    'POST',
    '/teaching/seminars/',
    { course: 1, title: 'T', date: '2030-01-01', time: '10:00', teacher_name: 'X', link: 'https://a.test/' },
  ],
  ['PATCH', '/teaching/seminars/1/', { title: 'T' }],
  ['POST', '/teaching/seminars/1/cancellation/', {}],
  ['GET', '/teaching/calendar/', undefined],
  ['PUT', '/teaching/topics/1/opening/', { opens_after_days: 1 }],
  ['GET', '/teaching/topics/1/test/', undefined],
  [
    'PUT',
    '/teaching/topics/1/test/',
    {
      title: 'T',
      questions: [
        {
          prompt: 'P',
          kind: 'single',
          points: 1,
          choices: [
            { label: 'a', correct: true },
            { label: 'b', correct: false },
          ],
        },
      ],
    },
  ],
  ['GET', '/teaching/lectures/', undefined],
  ['PATCH', '/teaching/lectures/1/', { title: 'T' }],
  ['PUT', '/teaching/lectures/1/video/', undefined],
  ['PUT', '/teaching/lectures/1/material/', undefined],
  ['GET', '/teaching/students/', undefined],
  ['GET', '/teaching/students/export.csv', undefined],
  ['POST', '/teaching/certificates/AIA-2026-XXXX-XXXX/revocation/', { reason: 'Plagiarism' }],
];

/** A multipart body with one file part. */
describe.each(databaseTargets())('the teaching API on %s', (target) => {
  let t: TestApp;
  let staff: string;
  let student: string;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { LECTURE_VIDEO_MAX_MB: '1', LECTURE_MATERIAL_MAX_MB: '1' } });
  });
  // Tokens live five minutes; the clock is never moved here, but each test signs in afresh anyway.
  beforeEach(async () => {
    staff = (await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password)).access;
    student = (await signIn(t.app)).access;
  });
  afterAll(() => t.close());

  const call = (
    method: Method,
    url: string,
    access: string | null,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { ...(access ? bearer(access) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('who may call it', () => {
    it.each(STAFF_ROUTES)(
      '%s %s refuses a visitor (401) and a student (403)',
      async (method, url, payload) => {
        const visitor = await call(method, url, null, payload);
        expect(visitor.statusCode).toBe(401);
        expect(visitor.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
        const refused = await call(method, url, student, payload, { 'accept-language': 'ru' });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ detail: 'У вас нет прав для выполнения этой операции.' });
      },
    );

    it("tells each account its own role in the student's detail", async () => {
      const own = await call('GET', '/student/student/detail/', student);
      expect(own.json<Static<typeof User>>().role).toBe('student');
      const instructor = await call('GET', '/student/student/detail/', staff);
      expect(instructor.json<Static<typeof User>>().role).toBe('instructor');
    });
  });

  describe('essays', () => {
    it('queues the submitted essays oldest first, filtered by status and topic, paged', async () => {
      const queue = (await call('GET', '/teaching/essays/', staff)).json<Static<typeof StaffEssayPage>>();
      expect(queue.count).toBe(3);
      expect(queue.results.map((essay) => essay.student.email)).toEqual([
        'timur@academy.test',
        'madina@academy.test',
        'erlan@academy.test',
      ]);
      expect(queue.results.every((essay) => essay.status === 'submitted')).toBe(true);
      const paged = (await call('GET', '/teaching/essays/?page_size=2&page=2', staff)).json<
        Static<typeof StaffEssayPage>
      >();
      expect(paged.results).toHaveLength(1);
      expect(paged.previous).toBe('http://api.test/teaching/essays/?page_size=2');
      const finals = (await call('GET', '/teaching/essays/?topic=final', staff)).json<
        Static<typeof StaffEssayPage>
      >();
      expect(finals.count).toBe(0);
      const topic = queue.results[0]?.topic;
      const ofTopic = await call('GET', `/teaching/essays/?topic=${topic}&status=all`, staff);
      expect(ofTopic.json<Static<typeof StaffEssayPage>>().count).toBe(3);
      expect((await call('GET', '/teaching/essays/?page=9', staff)).statusCode).toBe(404);
      expect((await call('GET', '/teaching/essays/?status=draft', staff)).statusCode).toBe(400);
      expect((await call('GET', '/teaching/essays/?topic=first', staff)).statusCode).toBe(400);
    });

    it('shows an essay with its earlier versions; an evaluation reaches the student, a stale one is refused', async () => {
      const queue = (await call('GET', '/teaching/essays/', staff)).json<Static<typeof StaffEssayPage>>();
      const erlan = queue.results.find((essay) => essay.student.email === 'erlan@academy.test');
      const essay = (await call('GET', `/teaching/essays/${erlan?.id}/`, staff)).json<
        Static<typeof StaffEssay>
      >();
      expect(essay.versions.map((version) => version.status)).toEqual(['returned', 'submitted']);
      expect(essay.word_count).toBeGreaterThan(20);
      expect(essay.revision).toBe('2.submitted');

      const blank = await call('POST', `/teaching/essays/${essay.id}/evaluation/`, staff, {
        decision: 'return',
        feedback: '  ',
        revision: essay.revision,
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ feedback: ['Write feedback before returning the essay for revision.'] });

      const accepted = await call('POST', `/teaching/essays/${essay.id}/evaluation/`, staff, {
        decision: 'accept',
        feedback: 'Clear and well argued.',
        revision: essay.revision,
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json<Static<typeof StaffEssay>>()).toMatchObject({
        status: 'accepted',
        feedback: 'Clear and well argued.',
      });

      // A second instructor who read the same revision is refused, and the first evaluation stands.
      const stale = await call('POST', `/teaching/essays/${essay.id}/evaluation/`, staff, {
        decision: 'return',
        feedback: 'Rewrite it.',
        revision: essay.revision,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'stale_revision' });
      const after = (await call('GET', `/teaching/essays/${essay.id}/`, staff)).json<
        Static<typeof StaffEssay>
      >();
      expect(after).toMatchObject({ status: 'accepted', feedback: 'Clear and well argued.' });

      const erlanAccess = (await signIn(t.app, 'erlan@academy.test', 'Arbitration-2026')).access;
      const seen = await call('GET', `/courses/essays/${essay.id}/`, erlanAccess);
      expect(seen.json<{ status: string; feedback: string }>()).toMatchObject({
        status: 'accepted',
        feedback: 'Clear and well argued.',
      });
    });

    it('lets exactly one of two simultaneous evaluations through and loses neither silently', async () => {
      const queue = (await call('GET', '/teaching/essays/', staff)).json<Static<typeof StaffEssayPage>>();
      const target = queue.results[0];
      const essay = (await call('GET', `/teaching/essays/${target?.id}/`, staff)).json<
        Static<typeof StaffEssay>
      >();
      const second = (await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password)).access;
      const [one, two] = await Promise.all([
        call('POST', `/teaching/essays/${essay.id}/evaluation/`, staff, {
          decision: 'accept',
          feedback: 'Accepted by the first.',
          revision: essay.revision,
        }),
        call('POST', `/teaching/essays/${essay.id}/evaluation/`, second, {
          decision: 'return',
          feedback: 'Returned by the second.',
          revision: essay.revision,
        }),
      ]);
      const codes = [one.statusCode, two.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const winner = (one.statusCode === 200 ? one : two).json<Static<typeof StaffEssay>>();
      const stored = (await call('GET', `/teaching/essays/${essay.id}/`, staff)).json<
        Static<typeof StaffEssay>
      >();
      expect(stored.feedback).toBe(winner.feedback);
      expect(stored.status).toBe(winner.status);
    });

    it('answers 404 for an essay that does not exist and 400 for a malformed evaluation', async () => {
      const body = { decision: 'accept', feedback: '', revision: '1.submitted' };
      expect((await call('POST', '/teaching/essays/999999/evaluation/', staff, body)).statusCode).toBe(404);
      expect((await call('GET', '/teaching/essays/999999/', staff)).statusCode).toBe(404);
      for (const payload of [
        { ...body, decision: 'maybe' },
        { ...body, revision: 5 },
        { ...body, feedback: 'bad\u0000byte' },
        { decision: 'accept' },
      ]) {
        const response = await call('POST', '/teaching/essays/1/evaluation/', staff, payload);
        expect(response.statusCode).toBe(400);
      }
    });
  });

  describe('questions', () => {
    const DEMO_QUESTION = encodeURIComponent('naming no institution');
    it("answers as instructor: the student's thread says so, and the question leaves the unanswered list", async () => {
      // The demo student's own question, on a lecture of the first (open) topic, with a classmate's answer.
      const before = (
        await call('GET', `/teaching/questions/?unanswered=true&search=${DEMO_QUESTION}`, staff)
      ).json<Static<typeof StaffQuestionPage>>();
      const question = before.results[0];
      expect(question).toBeDefined();
      const answered = await call('POST', `/teaching/questions/${question?.id}/answers/`, staff, {
        content: '  Yes: it is ad hoc arbitration seated in Astana.  ',
      });
      expect(answered.statusCode).toBe(201);
      expect(answered.json<Static<typeof Answer>>()).toMatchObject({
        is_instructor: true,
        content: 'Yes: it is ad hoc arbitration seated in Astana.',
        user: { first_name: 'Dana', last_name: 'Akhmetova' },
      });
      const after = (await call('GET', '/teaching/questions/?unanswered=true', staff)).json<
        Static<typeof StaffQuestionPage>
      >();
      expect(after.results.map((row) => row.id)).not.toContain(question?.id);

      const thread = await call('GET', `/courses/questions/?lecture=${question?.lecture}`, student);
      const listed = thread
        .json<Page<Static<typeof ListedQuestion>>>()
        .results.find((row) => row.id === question?.id);
      expect(listed?.answers.map((answer) => answer.is_instructor)).toContain(true);
      expect(listed?.answers.filter((answer) => !answer.is_instructor)).toHaveLength(1);
      const topics = (await call('GET', '/courses/student/1/topics/', student)).json<
        Static<typeof StudentTopic>[]
      >();
      const inCurriculum = topics
        .flatMap((topic) => topic.topic.lectures)
        .flatMap((lecture) => lecture.questions)
        .find((row) => row.id === question?.id);
      expect(inCurriculum?.answers.some((answer) => answer.is_instructor)).toBe(true);
    });

    it("marks a question important for every student's important filter", async () => {
      const all = (await call('GET', `/teaching/questions/?search=${DEMO_QUESTION}`, staff)).json<
        Static<typeof StaffQuestionPage>
      >();
      const question = all.results[0];
      const important = () =>
        call('GET', `/courses/questions/?lecture=${question?.lecture}&filter=important`, student).then(
          (response) => response.json<Page<Static<typeof ListedQuestion>>>(),
        );
      expect((await important()).count).toBe(0);
      const marked = await call('PUT', `/teaching/questions/${question?.id}/important/`, staff, {
        important: true,
      });
      expect(marked.json()).toEqual({ question: question?.id, important: true });
      expect((await important()).results.map((row) => row.id)).toEqual([question?.id]);
      const marks = async () =>
        (await important()).results.map((row) => [row.is_important, row.marked_by_instructor]);
      // The student's own star is separate from the instructor's mark: starring and unstarring leave it.
      expect(await marks()).toEqual([[false, true]]);
      await call('PUT', `/courses/questions/${question?.id}/important/`, student);
      expect(await marks()).toEqual([[true, true]]);
      await call('DELETE', `/courses/questions/${question?.id}/important/`, student);
      expect(await marks()).toEqual([[false, true]]);
      await call('PUT', `/teaching/questions/${question?.id}/important/`, staff, { important: false });
      expect((await important()).count).toBe(0);
      expect(
        (await call('PUT', '/teaching/questions/999999/important/', staff, { important: true })).statusCode,
      ).toBe(404);
      expect(
        (await call('PUT', `/teaching/questions/${question?.id}/important/`, staff, { important: 'yes' }))
          .statusCode,
      ).toBe(400);
    });

    it('counts at most the cap, says the count is a lower bound, and pages on by next to the exact end', async () => {
      const extra = QUESTION_COUNT_CAP + 30;
      await t.db.query(
        `INSERT INTO questions (lecture_id, user_id, title, content, created_at)
         SELECT (SELECT min(id) FROM lectures), NULL, 'Capped desk question ' || i, 'Capped desk question ' || i, now()
           FROM generate_series(1, $1::int) i`,
        [extra],
      );
      try {
        const page = async (number: number) =>
          (
            await call('GET', `/teaching/questions/?search=Capped%20desk&page_size=50&page=${number}`, staff)
          ).json<Static<typeof StaffQuestionPage>>();
        const pages = [await page(1), await page(2), await page(3)];
        expect(
          pages.map(({ count, count_capped, next, results }) => [
            count,
            count_capped,
            next !== null,
            results.length,
          ]),
        ).toEqual([
          [QUESTION_COUNT_CAP, true, true, 50],
          [QUESTION_COUNT_CAP, true, true, 50],
          [extra, false, false, 30],
        ]);
        expect(new Set(pages.flatMap(({ results }) => results.map((question) => question.id))).size).toBe(
          extra,
        );
      } finally {
        await t.db.query(`DELETE FROM questions WHERE title LIKE 'Capped desk question %'`);
      }
    });

    it('searches every lecture and refuses a blank answer or an unknown question', async () => {
      const found = (await call('GET', '/teaching/questions/?search=INSTITUTION', staff)).json<
        Static<typeof StaffQuestionPage>
      >();
      expect(found.count).toBeGreaterThan(0);
      expect(found.results[0]).toMatchObject({ course: 1, lecture_title: expect.any(String) });
      const none = (await call('GET', '/teaching/questions/?search=%25_nothing_', staff)).json<
        Static<typeof StaffQuestionPage>
      >();
      expect(none).toEqual({ count: 0, count_capped: false, next: null, previous: null, results: [] });
      expect(
        (await call('POST', '/teaching/questions/999999/answers/', staff, { content: 'x' })).statusCode,
      ).toBe(404);
      const blank = await call('POST', `/teaching/questions/${found.results[0]?.id}/answers/`, staff, {
        content: '   ',
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ content: ['This field may not be blank.'] });
    });
  });

  describe('seminars', () => {
    const studentSeminars = async () =>
      (await call('GET', '/courses/seminars/', student)).json<Static<typeof Seminar>[]>();

    it('creates, edits and cancels a seminar, and the students see each change', async () => {
      const created = await call('POST', '/teaching/seminars/', staff, {
        course: 1,
        title: '  Enforcing awards  ',
        date: '2030-03-04',
        time: '18:30',
        teacher_name: 'Dana Akhmetova',
        link: 'https://meet.example.test/awards',
      });
      expect(created.statusCode).toBe(201);
      const seminar = created.json<Static<typeof StaffSeminar>>();
      expect(seminar).toMatchObject({ title: 'Enforcing awards', time: '18:30:00', cancelled: false });
      expect((await studentSeminars()).find((row) => row.id === seminar.id)?.title).toBe('Enforcing awards');

      const edited = await call('PATCH', `/teaching/seminars/${seminar.id}/`, staff, {
        title: 'Enforcing awards abroad',
      });
      expect(edited.json<Static<typeof StaffSeminar>>().date).toBe('2030-03-04');
      expect((await studentSeminars()).find((row) => row.id === seminar.id)?.title).toBe(
        'Enforcing awards abroad',
      );

      const cancelled = await call('POST', `/teaching/seminars/${seminar.id}/cancellation/`, staff, {
        reason: 'Ill',
      });
      expect(cancelled.json<Static<typeof StaffSeminar>>()).toMatchObject({
        cancelled: true,
        cancellation_reason: 'Ill',
      });
      expect((await studentSeminars()).map((row) => row.id)).not.toContain(seminar.id);
      const listed = (await call('GET', '/teaching/seminars/', staff)).json<
        Static<typeof StaffSeminarPage>
      >();
      expect(listed.results.find((row) => row.id === seminar.id)?.cancelled).toBe(true);
      const active = (await call('GET', '/teaching/seminars/?cancelled=false', staff)).json<
        Static<typeof StaffSeminarPage>
      >();
      expect(active.results.map((row) => row.id)).not.toContain(seminar.id);

      const late = await call('PATCH', `/teaching/seminars/${seminar.id}/`, staff, { title: 'Back on' });
      expect(late.statusCode).toBe(409);
      expect((await call('PATCH', '/teaching/seminars/999999/', staff, { title: 'x' })).statusCode).toBe(404);
    });

    it('stores a meeting link as parsed, and refuses one that breaks out of an attribute (create and change)', async () => {
      const created = await call('POST', '/teaching/seminars/', staff, {
        course: 1,
        title: 'Interim measures',
        date: '2030-03-05',
        time: '18:30',
        teacher_name: 'Dana Akhmetova',
        link: ' HTTPS://Meet.Example.TEST:443/rooms/../interim ',
      });
      expect(created.statusCode).toBe(201);
      const seminar = created.json<Static<typeof StaffSeminar>>();
      expect(seminar.link).toBe('https://meet.example.test/interim');
      const stored = await t.db.query<{ link: string }>('SELECT link FROM seminars WHERE id = $1', [
        seminar.id,
      ]);
      expect(stored).toEqual([{ link: 'https://meet.example.test/interim' }]);
      expect((await studentSeminars()).find((row) => row.id === seminar.id)?.link).toBe(
        'https://meet.example.test/interim',
      );

      const attack = 'https://meet.example/"><script>alert(1)</script>';
      const refused = await call('POST', '/teaching/seminars/', staff, {
        course: 1,
        title: 'Injected',
        date: '2030-03-06',
        time: '18:30',
        teacher_name: 'X',
        link: attack,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ link: ['Enter a valid https:// link.'] });
      for (const link of [attack, 'https://meet.example\\@evil.test/', 'https://meet.example/\r\nX: 1']) {
        const changed = await call('PATCH', `/teaching/seminars/${seminar.id}/`, staff, { link });
        expect(changed.statusCode).toBe(400);
        expect(Object.keys(changed.json<object>())).toEqual(['link']);
      }
      expect(await t.db.query('SELECT link FROM seminars WHERE id = $1', [seminar.id])).toEqual(stored);
    });

    it('refuses a link that is not https, a bad date or time, and an unknown course, in the language asked', async () => {
      const base = {
        course: 1,
        title: 'T',
        date: '2030-03-04',
        time: '18:30',
        teacher_name: 'X',
        link: 'https://a.test/',
      };
      const http = await call(
        'POST',
        '/teaching/seminars/',
        staff,
        { ...base, link: 'http://a.test/' },
        { 'accept-language': 'kk' },
      );
      expect(http.statusCode).toBe(400);
      expect(http.json()).toEqual({ link: ['Дұрыс https:// сілтемесін енгізіңіз.'] });
      for (const link of ['javascript:alert(1)', 'https://user:pw@a.test/', 'https:// a.test', 'not a url']) {
        expect((await call('POST', '/teaching/seminars/', staff, { ...base, link })).statusCode).toBe(400);
      }
      for (const change of [{ date: '2030-02-30' }, { time: '25:00' }, { title: 42 }, { title: ' ' }]) {
        expect((await call('POST', '/teaching/seminars/', staff, { ...base, ...change })).statusCode).toBe(
          400,
        );
      }
      const unknown = await call('POST', '/teaching/seminars/', staff, { ...base, course: 999 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ course: ['Invalid pk "999" - object does not exist.'] });
    });
  });

  describe('calendar', () => {
    it("moves a topic's opening and the student's lock follows", async () => {
      const calendar = (await call('GET', '/teaching/calendar/?course=1', staff)).json<
        Static<typeof Calendar>
      >();
      expect(calendar.terms.length).toBeGreaterThan(0);
      const closed = calendar.topics.find((topic) => (topic.opens_after_days ?? 0) > 17);
      expect(closed?.schedule).toBe('term');
      expect(closed?.openings).toHaveLength(calendar.terms.length);
      const lockOf = async () =>
        (await call('GET', '/courses/student/1/topics/', student))
          .json<Static<typeof StudentTopic>[]>()
          .find((topic) => topic.topic.id === closed?.id)?.is_open;
      expect(await lockOf()).toBe(false);
      const moved = await call('PUT', `/teaching/topics/${closed?.id}/opening/`, staff, {
        opens_after_days: 1,
      });
      expect(moved.json<Static<typeof CalendarTopic>>()).toMatchObject({
        schedule: 'term',
        opens_after_days: 1,
      });
      expect(await lockOf()).toBe(true);
      const fixed = await call('PUT', `/teaching/topics/${closed?.id}/opening/`, staff, {
        opens_at: '2099-01-01T00:00:00Z',
      });
      expect(fixed.json<Static<typeof CalendarTopic>>()).toMatchObject({ schedule: 'fixed', openings: [] });
      expect(await lockOf()).toBe(false);
      await call('PUT', `/teaching/topics/${closed?.id}/opening/`, staff, {
        opens_after_days: closed?.opens_after_days,
      });
    });

    it('refuses both kinds of opening at once, a negative day, a bad moment and an unknown topic', async () => {
      const both = await call('PUT', '/teaching/topics/1/opening/', staff, {
        opens_after_days: 1,
        opens_at: '2030-01-01T00:00:00Z',
      });
      expect(both.statusCode).toBe(400);
      expect(both.json()).toEqual({
        detail: 'Give either a number of days after the term starts or a fixed moment, not both.',
      });
      expect(
        (await call('PUT', '/teaching/topics/1/opening/', staff, { opens_after_days: -1 })).statusCode,
      ).toBe(400);
      expect(
        (await call('PUT', '/teaching/topics/1/opening/', staff, { opens_at: 'tomorrow' })).statusCode,
      ).toBe(400);
      expect(
        (await call('PUT', '/teaching/topics/999999/opening/', staff, { opens_after_days: 1 })).statusCode,
      ).toBe(404);
    });
  });

  describe('tests', () => {
    const newTest = {
      title: 'Topic 1, revised',
      questions: [
        {
          prompt: 'Which instrument enforces awards abroad?',
          kind: 'single',
          points: 3,
          choices: [
            { label: 'The New York Convention', correct: true },
            { label: 'The Hague Rules', correct: false },
          ],
        },
      ],
    };

    it('shows the key to staff and applies a replacement to new attempts, keeping past scores', async () => {
      const staffTest = (await call('GET', '/teaching/topics/1/test/', staff)).json<
        Static<typeof StaffTest>
      >();
      expect(staffTest.version).toBe(1);
      expect(staffTest.questions[0]?.choices.some((choice) => choice.correct)).toBe(true);
      const summaryBefore = (await call('GET', '/courses/student/1/tests/', student)).json<
        { id: number; topic: number; best_score: number | null }[]
      >();
      const first = summaryBefore.find((row) => row.topic === 1);
      expect(first?.best_score).not.toBeNull();

      const replaced = await call('PUT', '/teaching/topics/1/test/', staff, newTest);
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json<Static<typeof StaffTest>>()).toMatchObject({
        version: 2,
        max_score: 3,
        attempts: 1,
      });

      const seen = (await call('GET', `/courses/tests/${first?.id}/`, student)).json<{
        questions: { prompt: string }[];
        max_score: number;
        best_score: number | null;
      }>();
      expect(seen.questions.map((question) => question.prompt)).toEqual([
        'Which instrument enforces awards abroad?',
      ]);
      expect(seen.max_score).toBe(3);
      expect(JSON.stringify(seen)).not.toContain('"correct"');
      expect(seen.best_score).toBe(first?.best_score);
    });

    it('refuses a key that does not fit the kind, blank text, and an unknown topic', async () => {
      const two = structuredClone(newTest);
      two.questions[0]?.choices.forEach((choice) => (choice.correct = true));
      const refused = await call('PUT', '/teaching/topics/1/test/', staff, two);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        questions: ['Question 1 is single-choice: mark exactly one choice correct.'],
      });
      const blank = structuredClone(newTest);
      if (blank.questions[0]) blank.questions[0].prompt = '   ';
      expect((await call('PUT', '/teaching/topics/1/test/', staff, blank)).json()).toEqual({
        'questions[0].prompt': ['This field may not be blank.'],
      });
      expect(
        (await call('PUT', '/teaching/topics/1/test/', staff, { ...newTest, questions: [] })).statusCode,
      ).toBe(400);
      expect(
        (await call('PUT', '/teaching/topics/1/test/', staff, { ...newTest, questions: 'all' })).statusCode,
      ).toBe(400);
      expect((await call('PUT', '/teaching/topics/999999/test/', staff, newTest)).statusCode).toBe(404);
      expect((await call('GET', '/teaching/topics/999999/test/', staff)).statusCode).toBe(404);
    });

    it('refuses a question worth more than five points, so no single answer meets the 18-point rule', async () => {
      const heavy = structuredClone(newTest);
      if (heavy.questions[0]) heavy.questions[0].points = 300;
      const refused = await call('PUT', '/teaching/topics/1/test/', staff, heavy);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        questions: ['Ensure this value is less than or equal to 5.'],
      });
      if (heavy.questions[0]) heavy.questions[0].points = 6;
      expect((await call('PUT', '/teaching/topics/1/test/', staff, heavy)).statusCode).toBe(400);
      if (heavy.questions[0]) heavy.questions[0].points = 5;
      expect((await call('PUT', '/teaching/topics/1/test/', staff, heavy)).statusCode).toBe(200);
    });
  });

  describe('lectures', () => {
    const lectureOf = async (id: number) =>
      (await call('GET', '/courses/student/1/topics/', student))
        .json<Static<typeof StudentTopic>[]>()
        .flatMap((topic) => topic.topic.lectures)
        .find((lecture) => lecture.id === id);

    it('lists the lectures by topic and position, paged, with the upload limits of the deployment', async () => {
      const listing = await call('GET', '/teaching/lectures/?course=1', staff);
      expect(listing.statusCode).toBe(200);
      const all = listing.json<Static<typeof StaffLecturePage>>();
      const curriculum = (await call('GET', '/courses/student/1/topics/', student))
        .json<Static<typeof StudentTopic>[]>()
        .flatMap((topic) => topic.topic.lectures.map((lecture) => lecture.id));
      expect(all.count).toBe(curriculum.length);
      expect(all.results.map((lecture) => lecture.id)).toEqual(curriculum);
      expect(all.next).toBeNull();
      expect(all.results[0]).toEqual({
        id: expect.any(Number),
        topic: expect.any(Number),
        title: expect.any(String),
        teacher_name: expect.any(String),
        duration: expect.any(Number),
        has_video: expect.any(Boolean),
        has_material: expect.any(Boolean),
        video_type: expect.any(String),
        material_name: expect.any(String),
        captions: [],
      });
      // The test app runs with LECTURE_VIDEO_MAX_MB=1 and LECTURE_MATERIAL_MAX_MB=1.
      expect(all.uploads).toEqual({
        video: { max_bytes: 1024 * 1024, types: 'MP4, WebM', accept: '.mp4,.webm,video/mp4,video/webm' },
        material: {
          max_bytes: 1024 * 1024,
          types: 'PDF, DOCX, PPTX, XLSX, ZIP',
          accept: '.pdf,.docx,.pptx,.xlsx,.odt,.odp,.ods,.zip,application/pdf,application/zip',
        },
        // Captions are small text: one limit everywhere (decision 0175).
        captions: {
          max_bytes: 1024 * 1024,
          types: 'WebVTT, SRT',
          accept: '.vtt,.srt,text/vtt,application/x-subrip',
        },
      });

      const topic = all.results[all.results.length - 1]?.topic;
      const ofTopic = (await call('GET', `/teaching/lectures/?topic=${topic}`, staff)).json<
        Static<typeof StaffLecturePage>
      >();
      expect(ofTopic.count).toBe(all.results.filter((lecture) => lecture.topic === topic).length);
      expect(ofTopic.results.every((lecture) => lecture.topic === topic)).toBe(true);

      const second = (await call('GET', '/teaching/lectures/?course=1&page_size=2&page=2', staff)).json<
        Static<typeof StaffLecturePage>
      >();
      expect(second.results.map((lecture) => lecture.id)).toEqual(curriculum.slice(2, 4));
      expect(second.previous).toBe('http://api.test/teaching/lectures/?course=1&page_size=2');
      expect(second.uploads.video.max_bytes).toBe(1024 * 1024);

      const none = (await call('GET', '/teaching/lectures/?course=999999', staff)).json<
        Static<typeof StaffLecturePage>
      >();
      expect(none).toMatchObject({ count: 0, results: [], next: null, previous: null });
      expect((await call('GET', '/teaching/lectures/?page=999', staff)).statusCode).toBe(404);
    });

    it.each([
      ['topic=first', 'topic'],
      ['course=0', 'course'],
      ['page_size=101', 'page_size'],
      ['page=-1', 'page'],
    ])('refuses a malformed listing query (%s) with 400 naming the field', async (query, field) => {
      const refused = await call('GET', `/teaching/lectures/?${query}`, staff);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json<Record<string, unknown>>())).toEqual([field]);
    });

    it("renames a lecture and the student's curriculum shows it", async () => {
      const patched = await call('PATCH', '/teaching/lectures/1/', staff, {
        title: ' Consent ',
        teacher_name: 'Dana Akhmetova',
      });
      expect(patched.json<Static<typeof StaffLecture>>()).toMatchObject({
        title: 'Consent',
        teacher_name: 'Dana Akhmetova',
      });
      expect(await lectureOf(1)).toMatchObject({ title: 'Consent', teacher_name: 'Dana Akhmetova' });
      expect((await call('PATCH', '/teaching/lectures/1/', staff, { title: '' })).statusCode).toBe(400);
      expect((await call('PATCH', '/teaching/lectures/999999/', staff, { title: 'x' })).statusCode).toBe(404);
    });

    it('stores an uploaded video and the student plays the new file through a signed link', async () => {
      const before = await lectureOf(1);
      const upload = multipart('file', 'lecture.mp4', mp4(4096));
      const response = await call(
        'PUT',
        '/teaching/lectures/1/video/',
        staff,
        upload.payload,
        upload.headers,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<Static<typeof StaffLecture>>()).toMatchObject({
        has_video: true,
        video_type: 'mp4',
      });
      const after = await lectureOf(1);
      expect(after?.video).not.toBe(before?.video);
      const played = await t.app.inject({
        method: 'GET',
        url: (after?.video ?? '').replace('http://api.test', ''),
      });
      expect(played.statusCode).toBe(200);
      expect(played.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(played.rawPayload.length).toBe(4096);
    });

    it('stores a PDF material under its own name', async () => {
      const upload = multipart(
        'file',
        'Reading list.pdf',
        Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 0x20)]),
      );
      const response = await call(
        'PUT',
        '/teaching/lectures/2/material/',
        staff,
        upload.payload,
        upload.headers,
      );
      expect(response.json<Static<typeof StaffLecture>>()).toMatchObject({
        has_material: true,
        material_name: 'Reading list.pdf',
      });
      expect((await lectureOf(2))?.material_name).toBe('Reading list.pdf');
    });

    it('keeps nothing of an upload abandoned halfway (a cancel), and the lecture keeps its file', async () => {
      const folder = `${t.mediaDir}/lectures`;
      const files = () => readdir(folder).catch(() => [] as string[]);
      const partials = async () => (await files()).filter((name) => name.startsWith('.'));
      const before = await lectureOf(3);
      const kept = await files();
      await t.app.listen({ host: '127.0.0.1', port: 0 });

      // The whole body is announced, a part of the file is sent, then the connection is dropped.
      const request = partialVideoUpload(t.app, {
        path: '/teaching/lectures/3/video/',
        token: staff,
        size: 900 * 1024,
        sent: 256 * 1024,
      });
      await until(async () => (await partials()).length === 1);
      request.destroy();

      await until(async () => (await partials()).length === 0);
      expect((await files()).sort()).toEqual([...kept].sort());
      expect((await lectureOf(3))?.video).toBe(before?.video);
    });

    it('refuses a file of the wrong type (415), too large (413), missing or not multipart, keeping nothing', async () => {
      const files = async () =>
        (await import('node:fs/promises')).readdir(`${t.mediaDir}/lectures`).catch(() => []);
      const kept = (await files()).length;
      const text = multipart('file', 'video.mp4', Buffer.from('just some text pretending to be a video'));
      const wrong = await call('PUT', '/teaching/lectures/1/video/', staff, text.payload, text.headers);
      expect(wrong.statusCode).toBe(415);
      expect(wrong.json()).toEqual({ detail: 'This type of file is not accepted here. Upload MP4, WebM.' });
      const big = multipart('file', 'big.mp4', mp4(1024 * 1024 + 10));
      const tooLarge = await call('PUT', '/teaching/lectures/1/video/', staff, big.payload, big.headers);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ detail: 'The file is too large. The maximum size is 1 MB.' });
      const other = multipart('video', 'lecture.mp4', mp4());
      const missing = await call('PUT', '/teaching/lectures/1/video/', staff, other.payload, other.headers);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ file: ['No file was submitted.'] });
      const json = await call('PUT', '/teaching/lectures/1/video/', staff, { file: 'x' });
      expect(json.statusCode).toBe(415);
      const unknown = multipart('file', 'lecture.mp4', mp4());
      expect(
        (await call('PUT', '/teaching/lectures/999999/video/', staff, unknown.payload, unknown.headers))
          .statusCode,
      ).toBe(404);
      expect((await files()).length).toBe(kept);
    });
  });

  describe('students', () => {
    it('pages, filters, searches and sorts the roster', async () => {
      const all = (await call('GET', '/teaching/students/?course=1&page_size=2', staff)).json<
        Static<typeof RosterPage>
      >();
      expect(all.count).toBe(4);
      expect(all.results).toHaveLength(2);
      expect(all.next).toBe('http://api.test/teaching/students/?course=1&page_size=2&page=2');
      const demo = (await call('GET', '/teaching/students/?search=SADYK', staff)).json<
        Static<typeof RosterPage>
      >();
      expect(demo.count).toBe(1);
      expect(demo.results[0]).toMatchObject({
        student: { email: 'demo@academy.test' },
        lectures_completed: expect.any(Number),
        essays: { draft: 1 },
        certificate: null,
      });
      expect(demo.results[0]?.lectures_completed).toBeGreaterThan(0);
      expect(demo.results[0]?.test_points).toBeGreaterThan(0);
      const byPoints = (await call('GET', '/teaching/students/?sort=-test_points', staff)).json<
        Static<typeof RosterPage>
      >();
      expect(byPoints.results[0]?.student.email).toBe('demo@academy.test');
      const byName = (await call('GET', '/teaching/students/?sort=name', staff)).json<
        Static<typeof RosterPage>
      >();
      const names = byName.results.map((row) => row.student.last_name.toLowerCase());
      expect(names).toEqual([...names].sort());
      const none = (await call('GET', '/teaching/students/?certificate=valid', staff)).json<
        Static<typeof RosterPage>
      >();
      expect(none).toEqual({ count: 0, next: null, previous: null, results: [] });
      expect((await call('GET', '/teaching/students/?sort=age', staff)).statusCode).toBe(400);
      expect((await call('GET', '/teaching/students/?page_size=1000', staff)).statusCode).toBe(400);
      expect((await call('GET', '/teaching/students/?page=50', staff)).statusCode).toBe(404);
    });

    it('takes every sort and filter the roster screen offers (the lists of @academy/rules)', async () => {
      const offered = [
        ...ROSTER_SORTS.map((value) => `sort=${value}`),
        ...ROSTER_ESSAY_FILTERS.map((value) => `essays=${value}`),
        ...ROSTER_CERTIFICATE_FILTERS.map((value) => `certificate=${value}`),
      ];
      for (const query of offered) {
        const response = await call('GET', `/teaching/students/?${query}`, staff);
        expect([query, response.statusCode]).toEqual([query, 200]);
      }
      expect((await call('GET', '/teaching/students/?essays=draft', staff)).statusCode).toBe(400);
    });

    it('exports the roster as CSV with a header line, as filtered', async () => {
      const response = await call('GET', '/teaching/students/export.csv?sort=name', staff);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="students.csv"');
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'student_id,email,first_name,last_name,course,enrolled_at,lectures_completed,lectures_total,test_points,' +
          'essays_draft,essays_submitted,essays_accepted,essays_returned,final_essay,certificate_number,certificate_status',
      );
      expect(lines).toHaveLength(5);
      const filtered = await call('GET', '/teaching/students/export.csv?search=demo%40academy', staff);
      expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(2);
    });

    it('revokes a certificate with a reason, and its public verification says revoked', async () => {
      await t.db.query(
        `INSERT INTO certificates (number, user_id, course_id, student_name, course_title, issued_at)
         SELECT 'AIA-2026-TEST-0001', id, 1, 'Aruzhan Sadykova', 'International Arbitration', now()
           FROM users WHERE email = 'demo@academy.test'`,
      );
      const publicStatus = async () =>
        (await call('GET', '/courses/certificates/AIA-2026-TEST-0001/', null)).json<{ status: string }>()
          .status;
      expect(await publicStatus()).toBe('valid');
      const blank = await call('POST', '/teaching/certificates/AIA-2026-TEST-0001/revocation/', staff, {
        reason: '  ',
      });
      expect(blank.statusCode).toBe(400);
      const revoked = await call('POST', '/teaching/certificates/AIA-2026-TEST-0001/revocation/', staff, {
        reason: 'Plagiarism in the final essay',
      });
      expect(revoked.json<Static<typeof Revocation>>()).toMatchObject({
        number: 'AIA-2026-TEST-0001',
        status: 'revoked',
        reason: 'Plagiarism in the final essay',
      });
      expect(await publicStatus()).toBe('revoked');
      const again = await call('POST', '/teaching/certificates/AIA-2026-TEST-0001/revocation/', staff, {
        reason: 'x',
      });
      expect(again.statusCode).toBe(409);
      const roster = (await call('GET', '/teaching/students/?certificate=revoked', staff)).json<
        Static<typeof RosterPage>
      >();
      expect(roster.results[0]?.certificate).toMatchObject({
        number: 'AIA-2026-TEST-0001',
        status: 'revoked',
      });
      const unknown = await call('POST', '/teaching/certificates/AIA-0000-NONE/revocation/', staff, {
        reason: 'x',
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
