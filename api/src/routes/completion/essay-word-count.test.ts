import table from '../../../../test-support/word-counts.json';
import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
} from '../../test-helpers/test-app';

/** The words of test-support/word-counts.json's row, as the student would submit them. */
const rows = table.cases.map((row) => ({
  ...row,
  text: row.text.repeat(row.repeat ?? 1),
}));

describe.each(databaseTargets())('the word limit of an essay on %s (decision 0109)', (target) => {
  let t: TestApp;
  let access: string;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { ESSAY_RATE_LIMIT_PER_MINUTE: '0' } });
    const email = `word-count-${target}@example.test`;
    access = (await newStudent(t, email)).access;
    await t.db.query(
      'INSERT INTO enrollments (user_id, course_id, created_at) SELECT id, 1, $2 FROM users WHERE email = $1',
      [email, t.clock.now()],
    );
  });
  afterAll(() => t.close());

  it.each(rows)('counts $words words and refuses by that count: $why', async ({ text, words }) => {
    await t.db.query(
      "DELETE FROM essays WHERE user_id = (SELECT id FROM users WHERE email = 'word-count-' || $1 || '@example.test')",
      [target],
    );
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/courses/student/1/essays/topics/2/submit/',
      headers: bearer(access),
      payload: { text },
    });
    if (words === 0) {
      expect(submitted.json()).toEqual({ text: ['Write the essay before submitting it.'] });
    } else if (words > 300) {
      expect(submitted.statusCode).toBe(400);
      expect(submitted.json()).toEqual({
        text: [`Ensure this essay has no more than 300 words (it has ${words}).`],
      });
    } else {
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json()).toMatchObject({ status: 'submitted', word_count: words });
    }
  });
});
