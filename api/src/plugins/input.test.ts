import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  productionEnv,
  signIn,
} from '../test-helpers/test-app';

describe.each(databaseTargets())('malformed input is refused with 400, never 500, on %s', (target) => {
  let t: TestApp;
  let access: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    ({ access } = await signIn(t.app));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/courses/${url}`, headers: bearer(access), payload });

  it('refuses a NUL character in any text field, naming the field', async () => {
    const question = await post('questions/', { lecture: 1, content: 'Interim\u0000measures?' });
    expect(question.statusCode).toBe(400);
    expect(question.json()).toEqual({ content: ['Null characters are not allowed.'] });
    const names = await t.app.inject({
      method: 'PATCH',
      url: '/student/student/update/',
      headers: { ...bearer(access), 'accept-language': 'ru' },
      payload: { first_name: 'A\u0000', last_name: 'B\u0000' },
    });
    expect(names.json()).toEqual({
      first_name: ['Нулевые символы недопустимы.'],
      last_name: ['Нулевые символы недопустимы.'],
    });
    const signInAttempt = await t.app.inject({
      method: 'POST',
      url: '/student/auth/token/',
      payload: { email: 'demo@academy.test\u0000', password: 'x' },
    });
    expect(signInAttempt.json()).toEqual({ email: ['Null characters are not allowed.'] });
  });

  it.each([
    ['true', true],
    ['[1]', [1]],
    ['"1"', '1'],
    ['1.5', 1.5],
  ])('refuses %s as a lecture id instead of reading it as a number', async (_case, lecture) => {
    const response = await post('questions/', { lecture, content: 'Which lecture?' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ lecture: ['A valid integer is required.'] });
  });

  it('refuses a number where text is expected', async () => {
    const response = await post('questions/', { lecture: 1, content: 42 });
    expect(response.json()).toEqual({ content: ['Not a valid string.'] });
  });

  it.each(['0x1', '1e0', '+1', '%201', '01x'])(
    'reads /courses/teacher_courses/%s as no course id',
    async (id) => {
      const response = await t.app.inject({ method: 'GET', url: `/courses/teacher_courses/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ id: ['A valid integer is required.'] });
    },
  );

  it('still reads plain digits in the path', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/courses/teacher_courses/1' })).statusCode).toBe(200);
    const topics = await t.app.inject({
      method: 'GET',
      url: '/courses/student/1/topics/',
      headers: bearer(access),
    });
    expect(topics.statusCode).toBe(200);
  });
});

describe('the OpenAPI explorer in production', () => {
  it('is served only with API_DOCS=true', async () => {
    const shown = await createTestApp('pglite', {
      seed: false,
      env: {
        ...productionEnv(),
        API_DOCS: 'true',
      },
    });
    try {
      expect((await shown.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await shown.close();
    }
  });
});
