import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  signIn,
} from '../../test-helpers/test-app';

/** An enrolled student besides the demo one, so one student's limit can be seen not to touch another. */
async function enrolledStudent(t: TestApp, email: string): Promise<string> {
  const { access } = await newStudent(t, email);
  await t.db.query('INSERT INTO enrollments (user_id, course_id) SELECT id, 1 FROM users WHERE email = $1', [
    email,
  ]);
  await t.app.academy.cache.barrier();
  return access;
}

describe.each(databaseTargets())('limits on asking and answering on %s', (target) => {
  const post = (t: TestApp, url: string, access: string, payload: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/courses/${url}`,
      headers: { ...bearer(access), 'accept-language': language },
      payload,
    });

  describe('per minute', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, {
        env: { QUESTION_RATE_LIMIT_PER_MINUTE: '3', QUESTION_RATE_LIMIT_PER_DAY: '0' },
      });
    });
    afterAll(() => t.close());

    it('counts questions and answers together per student and answers the next with a translated 429', async () => {
      const demo = (await signIn(t.app)).access;
      const other = await enrolledStudent(t, 'classmate@example.test');
      const asked = await post(t, 'questions/', demo, { lecture: 1, content: 'First question?' });
      expect(asked.statusCode).toBe(201);
      const question = asked.json<{ id: number }>().id;
      expect((await post(t, 'questions/', demo, { lecture: 1, content: 'Second?' })).statusCode).toBe(201);
      expect((await post(t, 'answers/', demo, { question, content: 'An answer.' })).statusCode).toBe(201);

      const fourth = await post(t, 'answers/', demo, { question, content: 'Another answer.' }, 'ru');
      expect(fourth.statusCode).toBe(429);
      const retryAfter = Number(fourth.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(fourth.json<{ detail: string }>().detail).toMatch(/^Запрос был проигнорирован/);
      const fifth = await post(t, 'questions/', demo, { lecture: 1, content: 'Third?' });
      expect(fifth.json()).toEqual({
        detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds?\.$/),
      });
      const stored = await t.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM questions WHERE content IN ('First question?', 'Second?', 'Third?'))::int
              + (SELECT count(*) FROM answers WHERE question_id = $1)::int AS n`,
        [question],
      );
      expect(stored[0]?.n).toBe(3);

      // Another student, from the same address, is not held back.
      expect(
        (await post(t, 'questions/', other, { lecture: 1, content: 'My own question?' })).statusCode,
      ).toBe(201);
    });
  });

  describe('per day', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, {
        env: { QUESTION_RATE_LIMIT_PER_MINUTE: '0', QUESTION_RATE_LIMIT_PER_DAY: '4' },
      });
    });
    afterAll(() => t.close());

    it('caps a student’s posts per day, with a wait of up to a day', async () => {
      const demo = (await signIn(t.app)).access;
      for (let i = 1; i <= 4; i += 1)
        expect(
          (await post(t, 'questions/', demo, { lecture: 1, content: `Question ${i}?` })).statusCode,
        ).toBe(201);
      const fifth = await post(t, 'questions/', demo, { lecture: 1, content: 'Question 5?' });
      expect(fifth.statusCode).toBe(429);
      const retryAfter = Number(fifth.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(60);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
    });
  });
});
