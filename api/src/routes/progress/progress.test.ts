import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  signIn,
} from '../../test-helpers/test-app';

interface Progress {
  course: number;
  completed_lectures: number[];
  lectures: { lecture: number; position: number; completed: boolean; updated_at: string }[];
  topics: { topic: number; completed: number; total: number }[];
  last: { lecture: number; position: number } | null;
}

describe.each(databaseTargets())('lecture progress on %s', (target) => {
  let t: TestApp;
  let demo: string;
  let first: number;
  let second: number;
  let closed: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    demo = (await signIn(t.app)).access;
    // These cases start from a demo student with nothing saved (the seed gives them a finished topic).
    await t.db.query('DELETE FROM lecture_progress');
    const lectures = await t.db.query<{ id: number; position: number }>(
      `SELECT l.id, t.position FROM lectures l JOIN topics t ON t.id = l.topic_id ORDER BY t.position, l.position`,
    );
    first = lectures[0]?.id ?? 0;
    second = lectures[1]?.id ?? 0;
    closed = lectures.find((lecture) => lecture.position === 16)?.id ?? 0;
  });
  afterAll(() => t.close());

  const save = (lecture: number | string, access: string | null, payload: object | string, language = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/courses/student/lectures/${lecture}/progress/`,
      headers: {
        ...(access ? bearer(access) : {}),
        'accept-language': language,
        'content-type': 'application/json',
      },
      payload,
    });
  const progress = async (access: string, course = 1) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/courses/student/${course}/progress/`,
      headers: bearer(access),
    });
    return response;
  };

  it('starts with nothing saved: every topic counted, nothing to resume', async () => {
    const fresh = await newStudent(t, 'progress-fresh@example.test');
    await t.db.query(
      `INSERT INTO enrollments (user_id, course_id, created_at)
       SELECT id, 1, now() FROM users WHERE email = 'progress-fresh@example.test'`,
    );
    const body = (await progress(fresh.access)).json<Progress>();
    expect(body.last).toBeNull();
    expect(body.completed_lectures).toEqual([]);
    expect(body.topics).toHaveLength(16);
    expect(body.topics.reduce((sum, topic) => sum + topic.total, 0)).toBe(35);
    expect(body.topics.every((topic) => topic.completed === 0)).toBe(true);
  });

  it('saves a position and resumes there; saving the same body again changes nothing', async () => {
    const saved = await save(first, demo, { position: 42.5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ lecture: first, position: 42.5, completed: false });
    const again = await save(first, demo, { position: 42.5 });
    expect(again.json()).toEqual(saved.json());
    const rows = await t.db.query('SELECT 1 FROM lecture_progress WHERE lecture_id = $1', [first]);
    expect(rows).toHaveLength(1);
    const body = (await progress(demo)).json<Progress>();
    expect(body.last).toEqual({ lecture: first, position: 42.5 });
  });

  it('resumes the most recently saved lecture', async () => {
    t.clock.advance(5000);
    await save(second, demo, { position: 7 });
    expect((await progress(demo)).json<Progress>().last).toEqual({ lecture: second, position: 7 });
    t.clock.advance(5000);
    await save(first, demo, { position: 60 });
    expect((await progress(demo)).json<Progress>().last).toEqual({ lecture: first, position: 60 });
  });

  it('keeps a completion once reached and counts it in its topic', async () => {
    t.clock.advance(1000);
    const done = await save(second, demo, { position: 0, completed: true });
    expect(done.json()).toMatchObject({ completed: true });
    t.clock.advance(1000);
    const later = await save(second, demo, { position: 12 });
    expect(later.json()).toMatchObject({ position: 12, completed: true });
    const body = (await progress(demo)).json<Progress>();
    expect(body.completed_lectures).toEqual([second]);
    expect(body.topics[0]).toMatchObject({ completed: 1 });
    expect(body.lectures.find((lecture) => lecture.lecture === first)?.completed).toBe(false);
  });

  it("shows each student only their own progress, and another student's saves never touch it", async () => {
    const other = await newStudent(t, 'progress-other@example.test');
    await t.db.query(
      `INSERT INTO enrollments (user_id, course_id, created_at)
       SELECT id, 1, now() FROM users WHERE email = 'progress-other@example.test'`,
    );
    t.clock.advance(1000);
    expect((await save(first, other.access, { position: 3, completed: true })).statusCode).toBe(200);
    const mine = (await progress(demo)).json<Progress>();
    expect(mine.lectures.find((lecture) => lecture.lecture === first)).toMatchObject({
      position: 60,
      completed: false,
    });
    const theirs = (await progress(other.access)).json<Progress>();
    expect(theirs.lectures).toEqual([expect.objectContaining({ lecture: first, position: 3 })]);
    expect(theirs.completed_lectures).toEqual([first]);
  });

  it('refuses a lecture of a closed topic, an unknown lecture, and a course not bought', async () => {
    const closedSave = await save(closed, demo, { position: 1 });
    expect(closedSave.statusCode).toBe(403);
    expect(closedSave.json()).toEqual({ detail: 'This topic is not open yet.' });
    expect((await save(999999, demo, { position: 1 })).statusCode).toBe(404);

    const outsider = await newStudent(t, 'progress-outsider@example.test');
    const refused = await save(first, outsider.access, { position: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await progress(outsider.access)).statusCode).toBe(403);
    expect((await progress(demo, 999)).statusCode).toBe(404);
    const rows = await t.db.query('SELECT 1 FROM lecture_progress WHERE lecture_id = $1', [closed]);
    expect(rows).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    expect((await save(first, null, { position: 1 })).statusCode).toBe(401);
    const response = await t.app.inject({ method: 'GET', url: '/courses/student/1/progress/' });
    expect(response.statusCode).toBe(401);
  });

  it('validates the position: a number, not negative, at most the duration, finite', async () => {
    expect((await save(first, demo, { position: -1 })).json()).toEqual({
      position: ['Ensure this value is greater than or equal to 0.'],
    });
    expect((await save(first, demo, { position: 'abc' })).json()).toEqual({
      position: ['A valid number is required.'],
    });
    expect((await save(first, demo, { position: [1, 2] })).statusCode).toBe(400);
    expect((await save(first, demo, { position: { at: 1 } })).statusCode).toBe(400);
    expect((await save(first, demo, { position: null })).json()).toEqual({
      position: ['This field may not be null.'],
    });
    expect((await save(first, demo, {})).json()).toEqual({ position: ['This field is required.'] });
    // The first lecture lasts 81 minutes.
    expect((await save(first, demo, { position: 81 * 60 + 1 })).json()).toEqual({
      position: ['Ensure this value is less than or equal to 4860.'],
    });
    expect((await save(first, demo, { position: 81 * 60 })).statusCode).toBe(200);
    expect((await save(first, demo, '{"position": 1e400}')).json()).toEqual({
      position: ['A valid number is required.'],
    });
    expect((await save(first, demo, { position: 1, completed: 'maybe' })).json()).toEqual({
      completed: ['Must be a valid boolean.'],
    });
    expect((await save(first, demo, { position: 'ab\u0000c' })).statusCode).toBe(400);
    expect((await save('abc', demo, { position: 1 })).json()).toEqual({
      lectureId: ['A valid integer is required.'],
    });
    expect((await save(first, demo, '{"position": ')).statusCode).toBe(400);
    expect((await save(first, demo, { position: -1 }, 'ru')).json()).toEqual({
      position: ['Убедитесь, что это значение больше либо равно 0.'],
    });
  });

  it('refuses a huge body without touching the database', async () => {
    const huge = JSON.stringify({ position: 1, padding: 'x'.repeat(2 * 1024 * 1024) });
    expect((await save(first, demo, huge)).statusCode).toBe(413);
  });
});

describe('the OpenAPI description', () => {
  it('documents the progress and question-listing endpoints with their parameters', async () => {
    const t = await createTestApp('pglite', { seed: false });
    try {
      const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
        paths: Record<string, Record<string, { summary?: string; parameters?: { name: string }[] }>>;
      }>();
      expect(spec.paths['/courses/student/lectures/{lectureId}/progress/']?.put?.summary).toMatch(/position/);
      expect(spec.paths['/courses/student/{courseId}/progress/']?.get?.summary).toMatch(/progress/);
      const listing = spec.paths['/courses/questions/']?.get;
      expect(listing?.parameters?.map((parameter) => parameter.name)).toEqual(
        expect.arrayContaining(['lecture', 'search', 'filter', 'sort', 'page', 'page_size']),
      );
      expect(spec.paths['/courses/questions/{id}/important/']?.delete?.summary).toMatch(/important/);
    } finally {
      await t.close();
    }
  });
});
