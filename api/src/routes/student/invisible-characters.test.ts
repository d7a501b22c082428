import { INVISIBLE_CASES, LEGITIMATE_NAMES } from '../../test-helpers/visible-text-cases';
import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
} from '../../test-helpers/test-app';

const REFUSED = {
  en: 'Remove the invisible characters (such as text-direction marks or zero-width spaces) from this field.',
  ru: 'Уберите из этого поля невидимые символы (например, знаки направления текста или пробелы нулевой ширины).',
  kk: 'Бұл өрістен көрінбейтін таңбаларды (мысалы, мәтін бағытының белгілерін немесе ені нөлдік бос орындарды) алып тастаңыз.',
};

describe.each(databaseTargets())('invisible characters in names and addresses on %s', (target) => {
  let t: TestApp;
  let access: string;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
    ({ access } = await newStudent(t, `visible-${target}@example.test`));
  });
  afterAll(() => t.close());

  const patch = (payload: object, language = 'en') =>
    t.app.inject({
      method: 'PATCH',
      url: '/student/student/update/',
      headers: { ...bearer(access), 'accept-language': language },
      payload,
    });

  it.each(INVISIBLE_CASES)('refuses a name with a %s and keeps the stored one', async (_kind, value) => {
    await patch({ first_name: 'Stored', last_name: 'Name' });
    const response = await patch({ first_name: value, last_name: 'Changed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ first_name: [REFUSED.en] });
    const detail = await t.app.inject({
      method: 'GET',
      url: '/student/student/detail/',
      headers: bearer(access),
    });
    expect(detail.json()).toMatchObject({ first_name: 'Stored', last_name: 'Name' });
  });

  it('names each field that holds one, in the student’s language', async () => {
    for (const language of ['en', 'ru', 'kk'] as const) {
      const response = await patch(
        { first_name: 'A\u202Eb', last_name: 'C\u200Bd', residential_address: 'Abay 1\u2066' },
        language,
      );
      expect(response.json()).toEqual({
        first_name: [REFUSED[language]],
        last_name: [REFUSED[language]],
        residential_address: [REFUSED[language]],
      });
    }
  });

  it.each(LEGITIMATE_NAMES)('keeps the name %s as typed', async (name) => {
    const response = await patch({
      first_name: name,
      last_name: name,
      residential_address: `${name} көшесі, 5`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: name, last_name: name });
  });

  it('refuses the contact form’s name with one, translated', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/courses/feedback/',
      headers: { 'accept-language': 'ru' },
      payload: { name: 'Dana\u202E', email: 'dana@example.test', message: 'Hello' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: [REFUSED.ru] });
  });
});
