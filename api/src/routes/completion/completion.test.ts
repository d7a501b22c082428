import type { Static } from '@fastify/type-provider-typebox';
import type { Queryable } from '../../db/database';
import { pdfText } from '../../test-helpers/pdf-text';
import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  signIn,
} from '../../test-helpers/test-app';
import type {
  Attempt,
  AttemptResult,
  Certificate,
  Completion,
  Essay,
  EssayWithVersions,
  PublicCertificate,
  TestSummary,
  TopicTest,
} from '@academy/contract/completion';

const MINUTE = 60_000;

describe.each(databaseTargets())('finishing the course on %s', (target) => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  // Tests move the clock by minutes; an access token lives five.
  beforeEach(async () => {
    demo = (await signIn(t.app)).access;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, access: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/courses${url}`,
      headers: access ? bearer(access) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A new student who bought the course now: the enrolment trigger places them in a term. */
  async function buyer(label: string, names = true) {
    const email = `${label}-${target}@example.test`;
    const { access } = await newStudent(t, email);
    await t.db.query(
      'INSERT INTO enrollments (user_id, course_id, created_at) SELECT id, 1, $2 FROM users WHERE email = $1',
      [email, t.clock.now()],
    );
    if (names)
      await t.app.inject({
        method: 'PATCH',
        url: '/student/student/update/',
        headers: bearer(access),
        payload: { first_name: 'Ayaulym', last_name: 'Жұмабекова' },
      });
    return access;
  }

  /** The key of a test, straight from the database: question id → correct choice ids. */
  async function keyOf(db: Queryable, testId: number) {
    const rows = await db.query<{ question_id: number; id: number; correct: boolean }>(
      `SELECT c.question_id, c.id, c.correct FROM test_choices c JOIN test_questions q ON q.id = c.question_id
        WHERE q.test_id = $1 ORDER BY c.question_id, c.position`,
      [testId],
    );
    const key = new Map<number, { correct: number[]; wrong: number[] }>();
    for (const row of rows) {
      const entry = key.get(row.question_id) ?? { correct: [], wrong: [] };
      (row.correct ? entry.correct : entry.wrong).push(row.id);
      key.set(row.question_id, entry);
    }
    return key;
  }

  const tests = async (access: string) =>
    (await call('GET', '/student/1/tests/', access)).json<Static<typeof TestSummary>[]>();

  describe('the schedule of topics (decision 0701)', () => {
    it('keeps the demo student in their cohort: six topics open, the rest locked with a date', async () => {
      const topics = (await call('GET', '/student/1/topics/', demo)).json<
        { is_open: boolean; opens_at: string | null }[]
      >();
      expect(topics.filter((topic) => topic.is_open)).toHaveLength(6);
      expect(topics.slice(6).every((topic) => !topic.is_open && topic.opens_at !== null)).toBe(true);
      const completion = (await call('GET', '/student/1/completion/', demo)).json<
        Static<typeof Completion>
      >();
      expect(completion.term?.title).toBe('Demo cohort term');
    });

    it('places a new buyer in the open-enrolment term, where every topic is already open', async () => {
      const access = await buyer('schedule-buyer');
      const topics = (await call('GET', '/student/1/topics/', access)).json<{ is_open: boolean }[]>();
      expect(topics).toHaveLength(16);
      expect(topics.every((topic) => topic.is_open)).toBe(true);
      const completion = (await call('GET', '/student/1/completion/', access)).json<
        Static<typeof Completion>
      >();
      expect(completion.term?.title).toBe('Open enrolment demo term');
      // The demo student's copy of the curriculum is not theirs: still six open.
      const demoTopics = (await call('GET', '/student/1/topics/', demo)).json<{ is_open: boolean }[]>();
      expect(demoTopics.filter((topic) => topic.is_open)).toHaveLength(6);
    });

    it('locks scheduled topics, without a date, for a student who bought while no term took students', async () => {
      await t.db.query('UPDATE course_terms SET enrolment_closes_at = $1', [
        new Date(t.clock.now().getTime() - 1),
      ]);
      const access = await buyer('schedule-waiting');
      const topics = (await call('GET', '/student/1/topics/', access)).json<
        { is_open: boolean; opens_at: string | null }[]
      >();
      expect(topics[0]).toMatchObject({ is_open: true, opens_at: null });
      expect(topics.slice(1).every((topic) => !topic.is_open && topic.opens_at === null)).toBe(true);
      expect(
        (await call('GET', '/student/1/completion/', access)).json<Static<typeof Completion>>().term,
      ).toBeNull();
      // A term added later takes them, and their curriculum follows at once.
      await t.db.query(
        `INSERT INTO course_terms (course_id, title, starts_at, ends_at, enrolment_closes_at)
         VALUES (1, 'Next term', $1, $2, $3)`,
        [
          new Date(t.clock.now().getTime() - 8 * 86_400_000),
          new Date(t.clock.now().getTime() + 53 * 86_400_000),
          new Date(t.clock.now().getTime() + 86_400_000),
        ],
      );
      await t.app.academy.cache.barrier();
      const after = (await call('GET', '/student/1/topics/', access)).json<{ is_open: boolean }[]>();
      expect(after.filter((topic) => topic.is_open)).toHaveLength(3);
      await t.db.query("DELETE FROM course_terms WHERE title = 'Next term'");
      await t.db.query(
        "UPDATE course_terms SET enrolment_closes_at = $1 WHERE title = 'Open enrolment demo term'",
        [new Date(t.clock.now().getTime() + 365 * 86_400_000)],
      );
    });
  });

  describe('tests', () => {
    it('lists a test for every topic, closed ones for the cohort, and never the key', async () => {
      const list = await tests(demo);
      expect(list).toHaveLength(16);
      expect(list.reduce((sum, test) => sum + test.max_score, 0)).toBeGreaterThanOrEqual(18);
      expect(list.filter((test) => test.is_open)).toHaveLength(6);
      // The seeded attempt: the two single-choice questions right, the multiple choice half right.
      expect(list[0]).toMatchObject({ attempts: 1, best_score: 2, next_attempt_at: expect.any(String) });
      const test = (await call('GET', `/tests/${list[0]?.id}/`, demo)).json<Static<typeof TopicTest>>();
      expect(test.questions).toHaveLength(3);
      expect(JSON.stringify(test)).not.toMatch(/correct/i);
      for (const question of test.questions)
        expect(Object.keys(question.choices[0] ?? {}).sort()).toEqual(['id', 'label']);
    });

    it('refuses a closed topic’s test as the curriculum refuses its lectures, and an unknown one', async () => {
      const closed = (await tests(demo)).find((test) => !test.is_open);
      const read = await call('GET', `/tests/${closed?.id}/`, demo);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toEqual({ detail: 'This topic is not open yet.' });
      const submit = await call('POST', `/tests/${closed?.id}/attempts/`, demo, { answers: [] });
      expect(submit.statusCode).toBe(403);
      expect((await call('GET', `/tests/${closed?.id}/attempts/`, demo)).statusCode).toBe(403);
      expect((await call('GET', '/tests/999999/', demo)).statusCode).toBe(404);
      expect((await call('GET', '/tests/1/', null)).statusCode).toBe(401);
    });

    it('scores on the server, says which answers were wrong, keeps the best attempt, and waits between attempts', async () => {
      let access = await buyer('tests-scoring');
      const again = async () => {
        access = (await signIn(t.app, `tests-scoring-${target}@example.test`, 'Tribunal-Seat-42')).access;
      };
      const [first] = await tests(access);
      const test = (await call('GET', `/tests/${first?.id}/`, access)).json<Static<typeof TopicTest>>();
      const key = await keyOf(t.db, test.id);
      const [one, two, three] = test.questions;
      const right = (id: number) => key.get(id)?.correct ?? [];
      const wrong = (id: number) => [key.get(id)?.wrong[0] ?? 0];

      // One right (1 point), one wrong, the multiple choice only half right: 1 of 4.
      const firstAttempt = await call('POST', `/tests/${test.id}/attempts/`, access, {
        answers: [
          { question: one?.id, choices: right(one?.id ?? 0) },
          { question: two?.id, choices: wrong(two?.id ?? 0) },
          { question: three?.id, choices: right(three?.id ?? 0).slice(0, 1) },
        ],
      });
      expect(firstAttempt.statusCode).toBe(201);
      const scored = firstAttempt.json<Static<typeof AttemptResult>>();
      expect(scored).toMatchObject({ number: 1, score: 1, max_score: 4, best_score: 1, key_revealed: false });
      expect(scored.answers.map((answer) => answer.correct)).toEqual([true, false, false]);
      expect(scored.answers.every((answer) => answer.correct_choices === null)).toBe(true);
      expect(Date.parse(scored.next_attempt_at) - t.clock.now().getTime()).toBe(30 * MINUTE);

      // Too early: 429 with Retry-After and a DRF-style detail.
      t.clock.advance(12 * MINUTE);
      await again();
      const early = await call('POST', `/tests/${test.id}/attempts/`, access, { answers: [] });
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe('1080');
      expect(early.json()).toEqual({
        detail: 'You can take this test again in 1080 seconds.',
        code: 'test_cooldown',
      });

      // After the wait: full marks; then a worse attempt does not lower the best.
      t.clock.advance(18 * MINUTE);
      await again();
      const best = await call('POST', `/tests/${test.id}/attempts/`, access, {
        answers: test.questions.map((question) => ({ question: question.id, choices: right(question.id) })),
      });
      expect(best.json()).toMatchObject({ number: 2, score: 4, best_score: 4 });
      expect(
        Date.parse(best.json<Static<typeof AttemptResult>>().next_attempt_at) - t.clock.now().getTime(),
      ).toBe(60 * MINUTE);
      t.clock.advance(60 * MINUTE);
      await again();
      const worse = await call('POST', `/tests/${test.id}/attempts/`, access, { answers: [] });
      expect(worse.json()).toMatchObject({ number: 3, score: 0, best_score: 4 });
      expect((await tests(access))[0]).toMatchObject({ attempts: 3, best_score: 4 });
      const history = (await call('GET', `/tests/${test.id}/attempts/`, access)).json<
        Static<typeof Attempt>[]
      >();
      expect(history.map((attempt) => attempt.score)).toEqual([1, 4, 0]);
      const completion = (await call('GET', '/student/1/completion/', access)).json<
        Static<typeof Completion>
      >();
      expect(completion.requirements.tests).toMatchObject({ points: 4, required: 18, met: false });
    });

    it('refuses answers that do not fit the test, naming the field, never 500', async () => {
      const access = await buyer('tests-invalid');
      const [first, second] = await tests(access);
      const test = (await call('GET', `/tests/${first?.id}/`, access)).json<Static<typeof TopicTest>>();
      const other = (await call('GET', `/tests/${second?.id}/`, access)).json<Static<typeof TopicTest>>();
      const [one] = test.questions;
      const cases: [unknown, RegExp][] = [
        [{ answers: [{ question: other.questions[0]?.id, choices: [] }] }, /is not part of this test/],
        [
          { answers: [{ question: one?.id, choices: [other.questions[0]?.choices[0]?.id] }] },
          /is not an option/,
        ],
        [
          {
            answers: [
              { question: one?.id, choices: [] },
              { question: one?.id, choices: [] },
            ],
          },
          /more than once/,
        ],
        [
          { answers: [{ question: one?.id, choices: one?.choices.slice(0, 2).map((choice) => choice.id) }] },
          /exactly one/,
        ],
        [{ answers: 'all of them' }, /Expected a list/],
        [{ answers: [{ question: 'first', choices: [] }] }, /valid integer/],
        [{}, /required/],
      ];
      for (const [payload, message] of cases) {
        const response = await call('POST', `/tests/${test.id}/attempts/`, access, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ answers: string[] }>().answers.join(' ')).toMatch(message);
      }
      const nul = await t.app.inject({
        method: 'POST',
        url: `/courses/tests/${test.id}/attempts/`,
        headers: { ...bearer(access), 'content-type': 'application/json' },
        payload: '{"answers":[],"note":"\\u0000"}',
      });
      expect(nul.statusCode).toBe(400);
      // Nothing refused was recorded, so no cooldown started.
      expect((await tests(access))[0]).toMatchObject({ attempts: 0, next_attempt_at: null });
    });

    it("answers only the student's own attempts", async () => {
      const [mine] = (await call('GET', `/tests/${(await tests(demo))[0]?.id}/attempts/`, demo)).json<
        Static<typeof Attempt>[]
      >();
      expect((await call('GET', `/tests/attempts/${mine?.id}/`, demo)).statusCode).toBe(200);
      const stranger = await buyer('tests-stranger');
      const refused = await call('GET', `/tests/attempts/${mine?.id}/`, stranger);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ detail: 'Not found.' });
      const outsider = (await newStudent(t, `tests-outsider-${target}@example.test`)).access;
      expect((await call('GET', '/student/1/tests/', outsider)).statusCode).toBe(403);
      expect((await call('GET', `/tests/${mine?.test}/`, outsider)).statusCode).toBe(403);
    });
  });

  it('documents every endpoint in OpenAPI, and a test to take carries no key there either', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    for (const [path, method] of [
      ['/courses/student/{courseId}/tests/', 'get'],
      ['/courses/tests/{testId}/', 'get'],
      ['/courses/tests/{testId}/attempts/', 'post'],
      ['/courses/tests/attempts/{attemptId}/', 'get'],
      ['/courses/student/{courseId}/essays/', 'get'],
      ['/courses/student/{courseId}/essays/topics/{topicId}/', 'put'],
      ['/courses/student/{courseId}/essays/final/submit/', 'post'],
      ['/courses/essays/{essayId}/', 'get'],
      ['/courses/student/{courseId}/completion/', 'get'],
      ['/courses/student/{courseId}/certificate/', 'post'],
      ['/courses/student/{courseId}/certificate/pdf/', 'get'],
      ['/courses/certificates/{number}/', 'get'],
    ] as const)
      expect(document.paths[path]?.[method]).toBeDefined();
    const toTake = JSON.stringify(document.paths['/courses/tests/{testId}/']?.get?.responses['200']);
    expect(toTake).toContain('choices');
    expect(
      JSON.stringify(document.paths['/courses/student/{courseId}/certificate/pdf/']?.get?.responses['200']),
    ).toContain('application/pdf');
    expect(toTake).not.toMatch(/"correct(_choices)?":/);
  });

  describe('essays', () => {
    const topicEssay = (topic: number) => `/student/1/essays/topics/${topic}/`;

    it('keeps a draft on the server, idempotently, and refuses a closed topic’s essay', async () => {
      const access = await buyer('essays-draft');
      const blank = (await call('GET', topicEssay(1), access)).json<Static<typeof EssayWithVersions>>();
      expect(blank).toMatchObject({ id: null, status: 'draft', text: '', word_limit: 300, versions: [] });
      const saved = await call('PUT', topicEssay(1), access, {
        text: 'A well-known clause, 1,000 words long?',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ status: 'draft', word_count: 6, version: 0 });
      t.clock.advance(1000);
      const again = await call('PUT', topicEssay(1), access, {
        text: 'A well-known clause, 1,000 words long?',
      });
      expect(again.json()).toEqual(saved.json());
      // Another device reads the same draft.
      expect((await call('GET', topicEssay(1), access)).json()).toMatchObject({
        text: 'A well-known clause, 1,000 words long?',
      });

      expect((await call('GET', '/student/1/essays/', demo)).json<Static<typeof Essay>[]>()[0]).toMatchObject(
        {
          status: 'draft',
          word_count: expect.any(Number),
        },
      );
      const closed = await call('PUT', topicEssay(16), demo, { text: 'Too early' });
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toEqual({ detail: 'This topic is not open yet.' });
      expect((await call('PUT', topicEssay(999), demo, { text: 'x' })).statusCode).toBe(404);
      const list = (await call('GET', '/student/1/essays/', demo)).json<Static<typeof Essay>[]>();
      expect(list).toHaveLength(17);
      expect(list.filter((essay) => essay.is_open)).toHaveLength(7);
      expect(list[16]).toMatchObject({ kind: 'final', topic: null, word_limit: 500 });
    });

    it('refuses a submission over the word limit or blank, naming the field', async () => {
      const access = await buyer('essays-limits');
      const over = await call('POST', `${topicEssay(2)}submit/`, access, { text: 'word '.repeat(301) });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ text: ['Ensure this essay has no more than 300 words (it has 301).'] });
      expect((await call('GET', topicEssay(2), access)).json()).toMatchObject({
        status: 'draft',
        word_count: 301,
      });
      const exactly = await call('POST', `${topicEssay(2)}submit/`, access, { text: 'word '.repeat(300) });
      expect(exactly.json()).toMatchObject({ status: 'submitted', version: 1 });
      const finalOver = await call('POST', '/student/1/essays/final/submit/', access, {
        text: 'слово '.repeat(501),
      });
      expect(finalOver.json()).toEqual({
        text: ['Ensure this essay has no more than 500 words (it has 501).'],
      });
      const blank = await call('POST', `${topicEssay(3)}submit/`, access, { text: ' — ' });
      expect(blank.json()).toEqual({ text: ['Write the essay before submitting it.'] });
      const nul = await t.app.inject({
        method: 'PUT',
        url: `/courses${topicEssay(3)}`,
        headers: { ...bearer(access), 'content-type': 'application/json' },
        payload: '{"text":"an essay\\u0000"}',
      });
      expect(nul.statusCode).toBe(400);
      expect(Object.keys(nul.json<object>())).toEqual(['text']);
      expect(
        (await call('PUT', '/student/1/essays/topics/first/', access, { text: 'x' })).json(),
      ).toHaveProperty('topicId');
      for (const payload of [{ text: 42 }, { text: 'x'.repeat(20001) }, { text: null }])
        expect(Object.keys((await call('PUT', topicEssay(3), access, payload)).json<object>())).toEqual([
          'text',
        ]);
      const ru = await t.app.inject({
        method: 'POST',
        url: `/courses${topicEssay(3)}submit/`,
        headers: { ...bearer(access), 'accept-language': 'ru' },
        payload: { text: 'слово '.repeat(301) },
      });
      expect(ru.json()).toEqual({ text: ['Эссе должно содержать не более 300 слов (сейчас 301).'] });
    });

    it('goes draft → submitted (read-only) → returned → revised and submitted again → accepted, keeping versions', async () => {
      const access = await buyer('essays-states');
      const submitted = (
        await call('POST', '/student/1/essays/final/submit/', access, { text: 'First thoughts on the seat.' })
      ).json<Static<typeof Essay>>();
      expect(submitted).toMatchObject({ status: 'submitted', version: 1, kind: 'final' });
      const locked = await call('PUT', '/student/1/essays/final/', access, { text: 'changed' });
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toMatchObject({ code: 'essay_read_only' });
      expect((await call('POST', '/student/1/essays/final/submit/', access, {})).statusCode).toBe(409);

      const evaluate = (verdict: string, feedback = '') =>
        t.app.inject({
          method: 'POST',
          url: `/__dev/essays/${submitted.id}/evaluation/`,
          payload: { verdict, feedback },
        });
      expect((await evaluate('returned', 'Say more about the courts of the seat.')).json()).toMatchObject({
        status: 'returned',
        version: 1,
      });
      expect((await evaluate('accepted')).statusCode).toBe(409);
      expect((await evaluate('maybe')).statusCode).toBe(400);
      const returned = (await call('GET', '/student/1/essays/final/', access)).json<
        Static<typeof EssayWithVersions>
      >();
      expect(returned).toMatchObject({
        status: 'returned',
        feedback: 'Say more about the courts of the seat.',
      });

      expect(
        (await call('PUT', '/student/1/essays/final/', access, { text: 'Revised thoughts.' })).json(),
      ).toMatchObject({
        status: 'returned',
        text: 'Revised thoughts.',
      });
      const resubmitted = (await call('POST', '/student/1/essays/final/submit/', access, {})).json<
        Static<typeof Essay>
      >();
      expect(resubmitted).toMatchObject({ status: 'submitted', version: 2, feedback: '' });
      await evaluate('accepted', 'Well argued.');
      const accepted = (await call('GET', `/essays/${submitted.id}/`, access)).json<
        Static<typeof EssayWithVersions>
      >();
      expect(accepted).toMatchObject({ status: 'accepted', feedback: 'Well argued.', version: 2 });
      expect(accepted.versions.map((version) => [version.version, version.text, version.status])).toEqual([
        [1, 'First thoughts on the seat.', 'returned'],
        [2, 'Revised thoughts.', 'accepted'],
      ]);
      const completion = (await call('GET', '/student/1/completion/', access)).json<
        Static<typeof Completion>
      >();
      expect(completion.requirements.final_essay).toEqual({ status: 'accepted', met: true });

      // Only its owner reads it.
      const stranger = await buyer('essays-stranger');
      expect((await call('GET', `/essays/${submitted.id}/`, stranger)).statusCode).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/__dev/essays/999999/evaluation/',
            payload: { verdict: 'accepted' },
          })
        ).statusCode,
      ).toBe(404);
    });

    it('submits the submit’s own text when a draft save races it, and refuses a save that comes after (409)', async () => {
      const access = await buyer('essays-race');
      const final = '/student/1/essays/final/';
      for (let round = 1; round <= 12; round += 1) {
        const [before, submitted, after] = await Promise.all([
          call('PUT', final, access, { text: `Draft ${round} typed before.` }),
          call('POST', `${final}submit/`, access, { text: `Essay ${round} as submitted.` }),
          call('PUT', final, access, { text: `Draft ${round} typed after.` }),
        ]);
        expect(submitted.json()).toMatchObject({
          status: 'submitted',
          version: round,
          text: `Essay ${round} as submitted.`,
        });
        for (const save of [before, after]) {
          // Before the submission it is saved (and replaced by the submit's text); after, refused.
          if (save.statusCode === 409)
            expect(save.json()).toEqual({
              detail: 'This essay has been submitted and can no longer be changed.',
              code: 'essay_read_only',
            });
          else expect(save.statusCode).toBe(200);
        }
        const essay = (await call('GET', final, access)).json<Static<typeof EssayWithVersions>>();
        expect(essay).toMatchObject({ status: 'submitted', text: `Essay ${round} as submitted.` });
        expect(essay.versions.map((version) => version.text)).toEqual(
          Array.from({ length: round }, (_, index) => `Essay ${index + 1} as submitted.`),
        );
        // Returned for revision, so the next round races on the same essay.
        await t.app.inject({
          method: 'POST',
          url: `/__dev/essays/${essay.id}/evaluation/`,
          payload: { verdict: 'returned', feedback: 'Once more.' },
        });
      }
      // A save that arrives once the submission stands is refused, in the student's language.
      await call('POST', `${final}submit/`, access, { text: 'The last word.' });
      const late = await t.app.inject({
        method: 'PUT',
        url: `/courses${final}`,
        headers: { ...bearer(access), 'accept-language': 'ru' },
        payload: { text: 'Too late.' },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        detail: 'Эссе отправлено, и изменить его уже нельзя.',
        code: 'essay_read_only',
      });
      expect((await call('GET', final, access)).json()).toMatchObject({ text: 'The last word.' });
    });
  });

  describe('the certificate', () => {
    let graduate: string;
    let number: string;

    /** Every requirement met through the API: lectures, topic essays, tests, the final essay accepted. */
    async function meetEveryRequirement(access: string) {
      const lectures = await t.db.query<{ id: number; duration: number }>(
        'SELECT l.id FROM lectures l JOIN topics t ON t.id = l.topic_id WHERE t.course_id = 1',
      );
      for (const lecture of lectures)
        await call('PUT', `/student/lectures/${lecture.id}/progress/`, access, {
          position: 0,
          completed: true,
        });
      for (let topic = 1; topic <= 16; topic += 1)
        expect(
          (
            await call('POST', `/student/1/essays/topics/${topic}/submit/`, access, {
              text: `Essay ${topic}.`,
            })
          ).statusCode,
        ).toBe(200);
      for (const test of (await tests(access)).slice(0, 5)) {
        const key = await keyOf(t.db, test.id);
        await call('POST', `/tests/${test.id}/attempts/`, access, {
          answers: [...key].map(([question, { correct }]) => ({ question, choices: correct })),
        });
      }
      const final = (
        await call('POST', '/student/1/essays/final/submit/', access, { text: 'My final essay.' })
      ).json<Static<typeof Essay>>();
      await t.app.inject({
        method: 'POST',
        url: `/__dev/essays/${final.id}/evaluation/`,
        payload: { verdict: 'accepted' },
      });
    }

    it('is refused until every requirement is met, and the checklist says what is missing', async () => {
      const refused = await call('POST', '/student/1/certificate/', demo);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: 'The requirements for the certificate are not met yet.',
        code: 'requirements_not_met',
      });
      const completion = (await call('GET', '/student/1/completion/', demo)).json<
        Static<typeof Completion>
      >();
      expect(completion).toMatchObject({
        eligible: false,
        certificate: null,
        requirements: {
          lectures: { completed: 3, total: 35, met: false },
          topic_essays: { submitted: 0, total: 16, met: false },
          final_essay: { status: null, met: false },
          tests: { points: 2, required: 18, met: false },
        },
      });
      expect((await call('GET', '/student/1/certificate/', demo)).statusCode).toBe(404);
    });

    it('reveals the tests’ key once the tests requirement is met', async () => {
      graduate = await buyer('certificate-graduate');
      await meetEveryRequirement(graduate);
      const [first] = await tests(graduate);
      const [attempt] = (await call('GET', `/tests/${first?.id}/attempts/`, graduate)).json<
        Static<typeof Attempt>[]
      >();
      expect(attempt?.key_revealed).toBe(true);
      const key = await keyOf(t.db, first?.id ?? 0);
      expect(attempt?.answers.map((answer) => answer.correct_choices)).toEqual(
        attempt?.answers.map((answer) => key.get(answer.question)?.correct),
      );
    });

    it('issues one certificate to parallel requests, with a random number', async () => {
      const completion = (await call('GET', '/student/1/completion/', graduate)).json<
        Static<typeof Completion>
      >();
      expect(completion.eligible).toBe(true);
      const answers = await Promise.all(
        [1, 2, 3].map(() => call('POST', '/student/1/certificate/', graduate)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
      const numbers = new Set(answers.map((answer) => answer.json<Static<typeof Certificate>>().number));
      expect(numbers.size).toBe(1);
      [number = ''] = [...numbers];
      expect(number).toMatch(/^AIA-\d{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      const rows = await t.db.query('SELECT 1 FROM certificates WHERE number = $1', [number]);
      expect(rows).toHaveLength(1);
      const certificate = answers[0]?.json<Static<typeof Certificate>>();
      expect(certificate).toMatchObject({
        student_name: 'Ayaulym Жұмабекова',
        course_title: 'International Arbitration',
        status: 'valid',
        verification_url: `http://site.test/certificates/${number}`,
      });
      expect((await call('GET', '/student/1/completion/', graduate)).json()).toMatchObject({
        certificate: { number },
      });
    });

    it('makes a PDF carrying the name, the course, the number and the verification link, for its owner only', async () => {
      const pdf = await call('GET', '/student/1/certificate/pdf/', graduate);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="certificate-${number}.pdf"`);
      const { pages, text } = await pdfText(pdf.rawPayload);
      expect(pages).toBe(1);
      for (const expected of [
        'Ayaulym Жұмабекова',
        'International Arbitration',
        `Certificate No. ${number}`,
        `http://site.test/certificates/${number}`,
      ])
        expect(text).toContain(expected);
      // Nobody else has a certificate to download at this path.
      expect((await call('GET', '/student/1/certificate/pdf/', demo)).statusCode).toBe(404);
      expect((await call('GET', '/student/1/certificate/pdf/', null)).statusCode).toBe(401);
    });

    it("lists the student's own certificates for the profile: one for the graduate, none for others", async () => {
      const mine = await call('GET', '/student/certificates/', graduate);
      expect(mine.statusCode).toBe(200);
      expect(mine.json<Static<typeof Certificate>[]>()).toEqual([
        expect.objectContaining({
          number,
          course: 1,
          student_name: 'Ayaulym Жұмабекова',
          status: 'valid',
          download_url: expect.stringMatching(/\/courses\/student\/1\/certificate\/pdf\/$/),
        }),
      ]);
      const none = await call('GET', '/student/certificates/', demo);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual([]);
      expect((await call('GET', '/student/certificates/', null)).statusCode).toBe(401);
    });

    it('is verified by anyone: valid, unknown, revoked', async () => {
      const valid = await call('GET', `/certificates/${number}/`, null);
      expect(valid.statusCode).toBe(200);
      expect(valid.json()).toEqual({
        student_name: 'Ayaulym Жұмабекова',
        course_title: 'International Arbitration',
        issued_on: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        status: 'valid',
      } satisfies Static<typeof PublicCertificate>);
      expect((await call('GET', `/certificates/${number.toLowerCase()}/`, null)).statusCode).toBe(200);
      for (const unknown of ['AIA-2026-0000-0000', 'nonsense', '%00'])
        expect((await call('GET', `/certificates/${unknown}/`, null)).json()).toEqual({
          detail: 'No certificate with this number exists.',
        });
      await t.db.query(
        "UPDATE certificates SET revoked_at = $2, revocation_reason = 'Plagiarism' WHERE number = $1",
        [number, t.clock.now()],
      );
      const revoked = await call('GET', `/certificates/${number}/`, null);
      expect(revoked.json()).toMatchObject({ status: 'revoked' });
      expect(Object.keys(revoked.json<object>()).sort()).toEqual([
        'course_title',
        'issued_on',
        'status',
        'student_name',
      ]);
      expect((await call('GET', '/student/1/certificate/pdf/', graduate)).statusCode).toBe(403);
    });

    it('needs a name to print', async () => {
      const nameless = await buyer('certificate-nameless', false);
      await meetEveryRequirement(nameless);
      const refused = await call('POST', '/student/1/certificate/', nameless);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'name_required' });
    });
  });
});
