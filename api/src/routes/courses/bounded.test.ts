import { SEMINARS_LISTED } from '../../repositories/content';
import { PAYMENTS_LISTED } from '../../repositories/payments';
import { ANSWERS_PER_QUESTION, CURRICULUM_QUESTIONS_PER_LECTURE } from '@academy/contract';
import {
  INSTRUCTOR,
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  signIn,
} from '../../test-helpers/test-app';

/** Bounded responses (decision 0183): the curriculum and the answer threads do not grow with activity. */

interface CurriculumLecture {
  id: number;
  questions: { id: number; content: string; answers: { content: string }[]; answers_count?: number }[];
  questions_count?: number;
  answered_count?: number;
}
interface CurriculumTopic {
  is_open: boolean;
  topic: { lectures: CurriculumLecture[] };
}
interface AnswerPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: { id: number; content: string; is_instructor?: boolean }[];
}

describe.each(databaseTargets())('bounded responses on %s', (target) => {
  let t: TestApp;
  let demo: string;
  /** An open lecture with no seeded question. */
  let lecture: number;

  const curriculum = async (access = demo) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/courses/student/1/topics/',
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(200);
    return { body: response.body, topics: response.json<CurriculumTopic[]>() };
  };
  const lectureOf = (topics: CurriculumTopic[], id: number) =>
    topics.flatMap((topic) => topic.topic.lectures).find((candidate) => candidate.id === id);
  const post = async (path: string, payload: object, access = demo) => {
    t.clock.advance(1000);
    const response = await t.app.inject({
      method: 'POST',
      url: `/courses/${path}`,
      headers: bearer(access),
      payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const get = (url: string, access = demo) => t.app.inject({ method: 'GET', url, headers: bearer(access) });
  /** `n` questions of the same length on `lectureId`, written straight to the database. */
  const addQuestions = async (lectureId: number, n: number) => {
    await t.db.query(
      `INSERT INTO questions (lecture_id, user_id, title, content, created_at)
       SELECT $1, (SELECT id FROM users WHERE email = 'demo@academy.test'),
              'Bulk question ' || lpad(i::text, 4, '0'), repeat('x', 200) || lpad(i::text, 4, '0'), now()
         FROM generate_series(1, $2) AS i`,
      [lectureId, n],
    );
    // The database's announcement of the write has reached this process (decision 0182).
    await t.app.academy.cache.barrier();
  };

  beforeEach(async () => {
    t = await createTestApp(target, { demoQuestions: false });
    demo = (await signIn(t.app)).access;
    const [row] = await t.db.query<{ id: number }>(
      `SELECT l.id FROM lectures l JOIN topics tp ON tp.id = l.topic_id
        WHERE tp.course_id = 1 AND tp.opens_at IS NULL AND tp.opens_after_days IS NULL
          AND NOT EXISTS (SELECT 1 FROM questions q WHERE q.lecture_id = l.id)
        ORDER BY tp.position, l.position LIMIT 1`,
    );
    lecture = row?.id ?? 0;
    expect(lecture).toBeGreaterThan(0);
  });
  afterEach(() => t.close());

  it('is the same size with 5 and with 500 questions on a lecture', async () => {
    await addQuestions(lecture, 5);
    const few = await curriculum();
    await addQuestions(lecture, 495);
    const many = await curriculum();
    expect(lectureOf(many.topics, lecture)?.questions_count).toBe(500);
    expect(lectureOf(many.topics, lecture)?.questions).toHaveLength(CURRICULUM_QUESTIONS_PER_LECTURE);
    // Only ids, counts and the newest questions' numbers differ: digits for digits.
    const digitsAsZero = (body: string) => body.replace(/[0-9]+/g, '0');
    expect(digitsAsZero(many.body)).toHaveLength(digitsAsZero(few.body).length);
    expect(Math.abs(Buffer.byteLength(many.body) - Buffer.byteLength(few.body))).toBeLessThan(32);
  });

  it('counts questions and answered ones per lecture and embeds the newest few with their newest answers', async () => {
    const asked: number[] = [];
    for (let i = 1; i <= CURRICULUM_QUESTIONS_PER_LECTURE + 2; i += 1)
      asked.push(await post('questions/', { lecture, content: `Question number ${i}` }));
    const busy = asked[asked.length - 1] ?? 0;
    for (let i = 1; i <= ANSWERS_PER_QUESTION + 2; i += 1)
      await post('answers/', { question: busy, content: `Answer number ${i}` });
    await post('answers/', { question: asked[0], content: 'The only answer' });

    const shown = lectureOf((await curriculum()).topics, lecture);
    expect(shown).toMatchObject({ questions_count: asked.length, answered_count: 2 });
    expect(shown?.questions.map((question) => question.id)).toEqual(
      [...asked].reverse().slice(0, CURRICULUM_QUESTIONS_PER_LECTURE),
    );
    const newest = shown?.questions[0];
    expect(newest?.answers_count).toBe(ANSWERS_PER_QUESTION + 2);
    expect(newest?.answers.map((answer) => answer.content)).toEqual(
      [5, 4, 3, 2, 1].slice(0, ANSWERS_PER_QUESTION).map((i) => `Answer number ${i}`),
    );
    // A lecture nobody asked under: zeros, not absent.
    const quiet = (await curriculum()).topics
      .flatMap((topic) => topic.topic.lectures)
      .find((candidate) => candidate.id !== lecture && candidate.questions.length === 0);
    expect(quiet).toMatchObject({ questions_count: 0, answered_count: 0 });
  });

  it('shows a new question and a new answer at once, through the prepared response', async () => {
    await addQuestions(lecture, 10);
    const before = lectureOf((await curriculum()).topics, lecture);
    expect(before).toMatchObject({ questions_count: 10, answered_count: 0 });
    // Served again from memory: the same bytes.
    const again = await get('/courses/student/1/topics/');
    expect(lectureOf(again.json<CurriculumTopic[]>(), lecture)).toEqual(before);

    const question = await post('questions/', { lecture, content: 'Is the seat a legal place?' });
    const asked = lectureOf((await curriculum()).topics, lecture);
    expect(asked).toMatchObject({ questions_count: 11, answered_count: 0 });
    expect(asked?.questions[0]).toMatchObject({ id: question, answers: [], answers_count: 0 });

    await post('answers/', { question, content: 'Yes, a juridical one.' });
    const answered = lectureOf((await curriculum()).topics, lecture);
    expect(answered).toMatchObject({ questions_count: 11, answered_count: 1 });
    expect(answered?.questions[0]).toMatchObject({
      answers_count: 1,
      answers: [{ content: 'Yes, a juridical one.' }],
    });
  });

  it('keeps the counts right when answers and questions are deleted or moved by hand', async () => {
    const first = await post('questions/', { lecture, content: 'First' });
    const second = await post('questions/', { lecture, content: 'Second' });
    const answer = await post('answers/', { question: first, content: 'An answer' });
    await post('answers/', { question: first, content: 'Another answer' });
    const counts = async () => {
      const [row] = await t.db.query<{ questions_count: number; answered_count: number }>(
        'SELECT questions_count, answered_count FROM lecture_question_counts WHERE lecture_id = $1',
        [lecture],
      );
      const questions = await t.db.query<{ id: number; answers_count: number }>(
        'SELECT id, answers_count FROM questions WHERE lecture_id = $1 ORDER BY id',
        [lecture],
      );
      return { ...row, answers: questions.map((question) => question.answers_count) };
    };
    expect(await counts()).toEqual({ questions_count: 2, answered_count: 1, answers: [2, 0] });
    await t.db.query('UPDATE answers SET question_id = $1 WHERE id = $2', [second, answer]);
    expect(await counts()).toEqual({ questions_count: 2, answered_count: 2, answers: [1, 1] });
    await t.db.query('DELETE FROM answers WHERE question_id = $1', [first]);
    expect(await counts()).toEqual({ questions_count: 2, answered_count: 1, answers: [0, 1] });
    await t.db.query('DELETE FROM questions WHERE id = $1', [second]);
    expect(await counts()).toEqual({ questions_count: 1, answered_count: 0, answers: [0] });
    // A lecture deleted with its questions takes its counts along.
    await t.db.query('DELETE FROM lectures WHERE id = $1', [lecture]);
    expect(
      await t.db.query('SELECT 1 FROM lecture_question_counts WHERE lecture_id = $1', [lecture]),
    ).toEqual([]);
  });

  it("pages a question's whole thread for the student, newest first", async () => {
    const question = await post('questions/', { lecture, content: 'A long thread' });
    for (let i = 1; i <= 7; i += 1) await post('answers/', { question, content: `Reply ${i}` });

    const listed = await get(`/courses/questions/?lecture=${lecture}`);
    expect(listed.json<{ results: unknown[] }>().results[0]).toMatchObject({
      answers_count: 7,
      answers: ['Reply 7', 'Reply 6', 'Reply 5']
        .slice(0, ANSWERS_PER_QUESTION)
        .map((content) => ({ content })),
    });

    const first = await get(`/courses/questions/${question}/answers/?page_size=3`);
    expect(first.statusCode).toBe(200);
    const page = first.json<AnswerPage>();
    expect(page.count).toBe(7);
    expect(page.previous).toBeNull();
    expect(page.next).toBe(`http://api.test/courses/questions/${question}/answers/?page_size=3&page=2`);
    expect(page.results.map((answer) => answer.content)).toEqual(['Reply 7', 'Reply 6', 'Reply 5']);
    const last = (await get(`/courses/questions/${question}/answers/?page_size=3&page=3`)).json<AnswerPage>();
    expect(last).toMatchObject({ count: 7, next: null });
    expect(last.results.map((answer) => answer.content)).toEqual(['Reply 1']);

    const past = await get(`/courses/questions/${question}/answers/?page_size=3&page=4`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
    expect((await get(`/courses/questions/${question}/answers/?page_size=101`)).statusCode).toBe(400);
    expect((await get(`/courses/questions/${question}/answers/?page=0`)).statusCode).toBe(400);
    expect((await get('/courses/questions/999999/answers/')).statusCode).toBe(404);
    // No answers yet: an empty first page, not a 404.
    const fresh = await post('questions/', { lecture, content: 'Nobody answered' });
    expect((await get(`/courses/questions/${fresh}/answers/`)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('refuses a thread to a visitor and to a student who has not bought the course', async () => {
    const question = await post('questions/', { lecture, content: 'Private to the course' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/courses/questions/${question}/answers/` })).statusCode,
    ).toBe(401);
    const stranger = await newStudent(t, 'stranger@academy.test');
    const refused = await get(`/courses/questions/${question}/answers/`, stranger.access);
    expect(refused.statusCode).toBe(403);
  });

  it("pages a question's whole thread for the instructors, oldest first, and embeds the oldest few", async () => {
    const question = await post('questions/', { lecture, content: 'For the instructors' });
    for (let i = 1; i <= 5; i += 1) await post('answers/', { question, content: `Reply ${i}` });
    const staff = (await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password)).access;

    const listed = await get(`/teaching/questions/?lecture=${lecture}`, staff);
    expect(listed.json<{ results: unknown[] }>().results[0]).toMatchObject({
      answers_count: 5,
      answers: ['Reply 1', 'Reply 2', 'Reply 3']
        .slice(0, ANSWERS_PER_QUESTION)
        .map((content) => ({ content })),
    });
    const page = (
      await get(`/teaching/questions/${question}/answers/?page=2&page_size=2`, staff)
    ).json<AnswerPage>();
    expect(page).toMatchObject({ count: 5 });
    expect(page.results.map((answer) => answer.content)).toEqual(['Reply 3', 'Reply 4']);
    expect((await get(`/teaching/questions/${question}/answers/`, demo)).statusCode).toBe(403);
    expect((await get('/teaching/questions/999999/answers/', staff)).statusCode).toBe(404);
  });

  it('lists the latest seminars by date, never more than the bound, cancelled ones left out', async () => {
    await t.db.query(
      `INSERT INTO seminars (course_id, title, date, time, teacher_name, link, cancelled_at)
       SELECT 1, 'Seminar ' || i, DATE '2030-01-01' + i, TIME '10:00', 'A teacher', 'https://meet.test/' || i,
              CASE WHEN i = $1 THEN now() END
         FROM generate_series(1, $1::int) i`,
      [SEMINARS_LISTED + 10],
    );
    await t.app.academy.cache.barrier();
    const seminars = (await t.app.inject({ method: 'GET', url: '/courses/seminars/' })).json<
      { title: string; date: string }[]
    >();
    expect(seminars).toHaveLength(SEMINARS_LISTED);
    const dates = seminars.map((seminar) => seminar.date);
    expect(dates).toEqual([...dates].sort());
    expect(seminars[seminars.length - 1]?.title).toBe(`Seminar ${SEMINARS_LISTED + 9}`);
  });

  it("lists a student's newest payments, never more than the bound", async () => {
    await t.db.query(
      `INSERT INTO payments (id, user_id, course_id, amount, currency, display_amount, display_currency, provider,
                             provider_payment_id, payment_url, status, created_at, expires_at)
       SELECT 'bulk-' || i, (SELECT id FROM users WHERE email = 'demo@academy.test'), 1, 100, 'KZT', 100, 'KZT',
              'sandbox', 'bulk-' || i, 'https://pay.test/' || i, 'declined',
              now() - (i || ' minutes')::interval, now()
         FROM generate_series(1, $1::int) i`,
      [PAYMENTS_LISTED + 5],
    );
    const payments = (await get('/courses/payments/')).json<{ id: string }[]>();
    expect(payments).toHaveLength(PAYMENTS_LISTED);
    expect(payments[0]?.id).not.toBe(`bulk-${PAYMENTS_LISTED + 5}`);
    expect(payments.map((payment) => payment.id)).not.toContain(`bulk-${PAYMENTS_LISTED + 5}`);
  });
});
