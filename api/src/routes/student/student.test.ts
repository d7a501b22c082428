import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import taxpayerIds from '../../../../test-support/taxpayer-ids.json';
import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  signIn,
} from '../../test-helpers/test-app';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

function multipart(field: string, filename: string, bytes: Buffer, type = 'image/png') {
  const boundary = '----academy-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databaseTargets())('student endpoints on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, access: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/student/${url}`,
      headers: bearer(access),
      ...(payload ? { payload } : {}),
    });

  it('shows the signed-in student', async () => {
    const { access } = await signIn(t.app);
    const response = await call('GET', 'student/detail/', access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email: 'demo@academy.test',
      first_name: 'Aruzhan',
      last_name: 'Sadykova',
      photo: null,
      status: null,
      residential_address: '',
      taxpayer_id: '',
      role: 'student',
      language: 'en',
    });
  });

  it('keeps the language its mails are written in, and refuses one the site does not speak', async () => {
    const { access } = await signIn(t.app);
    const changed = await call('PATCH', 'student/update/', access, { language: 'ru' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ language: 'ru' });
    expect((await call('GET', 'student/detail/', access)).json()).toMatchObject({ language: 'ru' });
    const refused = await call('PATCH', 'student/update/', access, { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('language');
    expect((await call('PATCH', 'student/update/', access, { language: 'en' })).statusCode).toBe(200);
  });

  it('asks for credentials without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/student/student/detail/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
  });

  it('updates trimmed names and refuses blank ones', async () => {
    const { access } = await newStudent(t, 'names@example.test');
    const updated = await call('PATCH', 'student/update/', access, {
      first_name: '  Nursultan ',
      last_name: 'Abenov  ',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ first_name: 'Nursultan', last_name: 'Abenov' });
    const blank = await call('PATCH', 'student/update/', access, { first_name: '   ', last_name: 'Abenov' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ first_name: ['This field may not be blank.'] });
    expect((await call('GET', 'student/detail/', access)).json()).toMatchObject({ first_name: 'Nursultan' });
  });

  describe('student/update/ with the profile facts', () => {
    const patch = (access: string, payload: unknown, language = 'en') =>
      t.app.inject({
        method: 'PATCH',
        url: '/student/student/update/',
        headers: { ...bearer(access), 'accept-language': language },
        payload: payload as object,
      });

    it('changes only the fields sent (a partial update) and the detail shows them afterwards', async () => {
      const { access } = await newStudent(t, 'facts@example.test');
      await patch(access, { first_name: 'Dana', last_name: 'Omarova' });
      const facts = await patch(access, {
        status: 'legal_entity',
        residential_address: '  12 Abay Avenue, Almaty  ',
        taxpayer_id: '980414400238',
      });
      expect(facts.statusCode).toBe(200);
      expect(facts.json()).toMatchObject({
        first_name: 'Dana',
        last_name: 'Omarova',
        status: 'legal_entity',
        residential_address: '12 Abay Avenue, Almaty',
        taxpayer_id: '980414400238',
      });
      const onlyFirst = await patch(access, { first_name: 'Dina' });
      expect(onlyFirst.json()).toMatchObject({
        first_name: 'Dina',
        last_name: 'Omarova',
        status: 'legal_entity',
      });
      const nothing = await patch(access, {});
      expect(nothing.statusCode).toBe(200);
      expect(nothing.json()).toMatchObject({ first_name: 'Dina', taxpayer_id: '980414400238' });
      expect((await call('GET', 'student/detail/', access)).json()).toMatchObject({
        first_name: 'Dina',
        status: 'legal_entity',
        residential_address: '12 Abay Avenue, Almaty',
        taxpayer_id: '980414400238',
      });
    });

    it("clears the address and taxpayer id with '' and the status with null", async () => {
      const { access } = await newStudent(t, 'clears@example.test');
      await patch(access, {
        status: 'individual',
        residential_address: 'Astana',
        taxpayer_id: '900101300453',
      });
      const cleared = await patch(access, { status: null, residential_address: '', taxpayer_id: '  ' });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({ status: null, residential_address: '', taxpayer_id: '' });
    });

    it.each(taxpayerIds.valid)('accepts the taxpayer id $value ($why)', async ({ value }) => {
      const { access } = await signIn(t.app);
      const response = await patch(access, { taxpayer_id: value });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ taxpayer_id: value });
    });

    it.each(
      taxpayerIds.invalid.filter(({ value }) => value.trim() !== '' && value.trim() !== '900101300453'),
    )('refuses the taxpayer id $value ($why) and keeps the stored one', async ({ value }) => {
      const { access } = await newStudent(t, `tin-${Buffer.from(value).toString('hex')}@example.test`);
      await patch(access, { taxpayer_id: '851215400123' });
      const response = await patch(access, { taxpayer_id: value, first_name: 'Kept' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        taxpayer_id: [
          'Enter a valid IIN/BIN: 12 digits that start with a real date (of birth or registration) and end with a correct check digit.',
        ],
      });
      expect((await call('GET', 'student/detail/', access)).json()).toMatchObject({
        taxpayer_id: '851215400123',
        first_name: '',
      });
    });

    it('trims the spaces around a taxpayer id, as DRF trims a CharField', async () => {
      const { access } = await newStudent(t, 'trimmed-tin@example.test');
      const response = await patch(access, { taxpayer_id: ' 900101300453\n' });
      expect(response.json()).toMatchObject({ taxpayer_id: '900101300453' });
    });

    it('refuses a status that is not individual or legal entity, in the student language', async () => {
      const { access } = await signIn(t.app);
      const english = await patch(access, { status: 'company' });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({ status: ['"company" is not a valid choice.'] });
      const russian = await patch(access, { status: 'company' }, 'ru');
      expect(russian.json()).toEqual({ status: ['Значения "company" нет среди допустимых вариантов.'] });
    });

    it('reports every wrong field at once, translated', async () => {
      const { access } = await signIn(t.app);
      const response = await patch(access, { first_name: ' ', taxpayer_id: '123' }, 'kk');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        first_name: ['Бұл өріс бос болмауы керек.'],
        taxpayer_id: [
          'Дұрыс ЖСН/БСН енгізіңіз: нақты күннен (туған не тіркелген күн) басталатын, бақылау цифры дұрыс 12 цифр.',
        ],
      });
    });

    it.each([
      ['an object for a name', { first_name: { value: 'Dana' } }, { first_name: ['Not a valid string.'] }],
      [
        'a list for the address',
        { residential_address: ['Almaty', 'Astana'] },
        { residential_address: ['Not a valid string.'] },
      ],
      [
        'a list for the status',
        { status: ['individual'] },
        { status: ['"["individual"]" is not a valid choice.'] },
      ],
      ['a number for the status', { status: 1 }, { status: ['"1" is not a valid choice.'] }],
      [
        'an over-long address',
        { residential_address: 'a'.repeat(256) },
        { residential_address: ['Ensure this field has no more than 255 characters.'] },
      ],
      [
        'a list for the body',
        ['first_name'],
        { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] },
      ],
    ])('answers 400 with DRF field errors for %s', async (_case, payload, body) => {
      const { access } = await signIn(t.app);
      const response = await patch(access, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(body);
    });

    it('refuses a number sent for the taxpayer id: bodies are taken as sent, not coerced', async () => {
      const { access } = await signIn(t.app);
      const response = await patch(access, { taxpayer_id: 900101300453 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ taxpayer_id: ['Not a valid string.'] });
    });

    it.each(['first_name', 'last_name', 'residential_address', 'taxpayer_id'])(
      'refuses a NUL character in %s with 400, never a server error',
      async (field) => {
        const { access } = await signIn(t.app);
        const response = await patch(access, { [field]: 'Ab\u0000ay' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ [field]: ['Null characters are not allowed.'] });
      },
    );

    it('refuses a NUL character sent as raw JSON bytes', async () => {
      const { access } = await signIn(t.app);
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/student/student/update/',
        headers: { ...bearer(access), 'content-type': 'application/json' },
        payload: '{"residential_address":"Almaty\\u0000"}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ residential_address: ['Null characters are not allowed.'] });
    });

    it('ignores read-only and unknown fields', async () => {
      const { access } = await newStudent(t, 'readonly@example.test');
      const response = await patch(access, {
        email: 'other@example.test',
        photo: 'x.png',
        id: 1,
        is_staff: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: 'readonly@example.test', photo: null });
    });

    it('asks for credentials without a token', async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/student/student/update/',
        payload: { first_name: 'Nobody' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('update_photo/', () => {
    const upload = (access: string, form: ReturnType<typeof multipart>) =>
      t.app.inject({
        method: 'PATCH',
        url: '/student/student/update_photo/',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(access) },
      });

    it('stores a real PNG, serves it by absolute URL and removes the previous file', async () => {
      const { access } = await newStudent(t, 'photo@example.test');
      const first = await upload(access, multipart('photo', 'me.png', PNG));
      expect(first.statusCode).toBe(200);
      const firstUrl = first.json<{ photo: string }>().photo;
      expect(firstUrl).toMatch(/^http:\/\/api\.test\/media\/photos\/[0-9a-f-]+\.png$/);
      const firstFile = path.join(t.mediaDir, firstUrl.replace('http://api.test/media/', ''));
      expect(fs.existsSync(firstFile)).toBe(true);
      const served = await t.app.inject({ method: 'GET', url: new URL(firstUrl).pathname });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

      const second = await upload(access, multipart('photo', 'me-again.png', PNG));
      expect(second.json<{ photo: string }>().photo).not.toBe(firstUrl);
      expect(fs.existsSync(firstFile)).toBe(false);
    });

    it('refuses a file that only claims to be an image', async () => {
      const { access } = await signIn(t.app);
      const response = await upload(
        access,
        multipart('photo', 'fake.png', Buffer.from('<?php echo "not an image"; ?>')),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        photo: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
      });
    });

    it('refuses a file that only starts like an image', async () => {
      const { access } = await signIn(t.app);
      const jpegHeaderThenHtml = Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.from('<html><script>alert(document.cookie)</script></html>'),
      ]);
      const response = await upload(access, multipart('photo', 'me.jpg', jpegHeaderThenHtml, 'image/jpeg'));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        photo: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
      });
    });

    it('stores the pixels re-encoded, without what was appended or embedded', async () => {
      const { access } = await newStudent(t, 'polyglot@example.test');
      const photo = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#336699' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-location-data' } } })
        .toBuffer();
      const polyglot = Buffer.concat([photo, Buffer.from('<?php system($_GET["c"]); ?>')]);
      const response = await upload(access, multipart('photo', 'me.jpg', polyglot, 'image/jpeg'));
      expect(response.statusCode).toBe(200);
      const stored = fs.readFileSync(
        path.join(t.mediaDir, response.json<{ photo: string }>().photo.replace('http://api.test/media/', '')),
      );
      expect(stored.includes('<?php')).toBe(false);
      expect(stored.includes('secret-location-data')).toBe(false);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 512 });
    });

    it('refuses a file over 5 MB', async () => {
      const { access } = await signIn(t.app);
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]);
      const response = await upload(access, multipart('photo', 'big.png', big));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ photo: ['The file is too large. The maximum size is 5 MB.'] });
    });

    it('asks for the file when the field is missing or the body is not multipart', async () => {
      const { access } = await signIn(t.app);
      const wrongField = await upload(access, multipart('picture', 'me.png', PNG));
      expect(wrongField.json()).toEqual({ photo: ['No file was submitted.'] });
      const json = await call('PATCH', 'student/update_photo/', access, { photo: 'x' });
      expect(json.statusCode).toBe(400);
    });
  });

  describe('DELETE update_photo/', () => {
    const upload = (access: string) => {
      const form = multipart('photo', 'me.png', PNG);
      return t.app.inject({
        method: 'PATCH',
        url: '/student/student/update_photo/',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(access) },
      });
    };

    it('removes the file, answers photo null, and the detail says so too', async () => {
      const { access } = await newStudent(t, 'unphoto@example.test');
      const uploaded = await upload(access);
      const url = uploaded.json<{ photo: string }>().photo;
      const file = path.join(t.mediaDir, url.replace('http://api.test/media/', ''));
      expect(fs.existsSync(file)).toBe(true);

      const removed = await call('DELETE', 'student/update_photo/', access);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ email: 'unphoto@example.test', photo: null });
      expect(fs.existsSync(file)).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
      expect((await call('GET', 'student/detail/', access)).json()).toMatchObject({ photo: null });
    });

    it('answers the same for a student who has no photo', async () => {
      const { access } = await newStudent(t, 'nophoto@example.test');
      const removed = await call('DELETE', 'student/update_photo/', access);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ photo: null });
    });

    it('accepts the empty JSON body a client may send with DELETE', async () => {
      const { access } = await signIn(t.app);
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/student/student/update_photo/',
        headers: { ...bearer(access), 'content-type': 'application/json' },
        payload: '',
      });
      expect(response.statusCode).toBe(200);
    });

    it('asks for credentials without a token', async () => {
      const response = await t.app.inject({ method: 'DELETE', url: '/student/student/update_photo/' });
      expect(response.statusCode).toBe(401);
    });
  });

  it('describes the profile facts and the photo removal in the OpenAPI description', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { summary?: string; requestBody?: unknown }>>;
      components?: unknown;
    }>();
    const photo = spec.paths['/student/student/update_photo/'];
    expect(photo?.delete?.summary).toMatch(/Remove the photo/);
    const update = JSON.stringify(spec.paths['/student/student/update/']?.patch);
    expect(update).toContain('taxpayer_id');
    expect(update).toContain('legal_entity');
    expect(update).toContain('residential_address');
  });

  describe('reset-password/', () => {
    it('changes the password of the signed-in student', async () => {
      const { access } = await newStudent(t, 'change@example.test');
      const response = await call('PATCH', 'reset-password/', access, {
        email: 'change@example.test',
        current_password: 'Tribunal-Seat-42',
        new_password: 'Fresh-Arbitral-Seat-5',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        detail: 'Password changed.',
        access: expect.any(String),
        refresh: expect.any(String),
      });
      await expect(signIn(t.app, 'change@example.test', 'Fresh-Arbitral-Seat-5')).resolves.toHaveProperty(
        'access',
      );
    });

    it("refuses another student's e-mail", async () => {
      const { access } = await signIn(t.app);
      const response = await call('PATCH', 'reset-password/', access, {
        email: 'someone@example.test',
        current_password: 'Arbitration-2026',
        new_password: 'Fresh-Arbitral-Seat-5',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<Record<string, string[]>>()).toHaveProperty('email');
    });

    it("applies Django's validators", async () => {
      const { access } = await signIn(t.app);
      const response = await call('PATCH', 'reset-password/', access, {
        email: 'demo@academy.test',
        current_password: 'Arbitration-2026',
        new_password: '12345678',
      });
      expect(response.json()).toEqual({
        new_password: ['This password is too common.', 'This password is entirely numeric.'],
      });
    });
  });

  describe('student/delete/', () => {
    it('removes the account and photo; its questions stay, shown as from a deleted user', async () => {
      const tokens = await newStudent(t, 'leaving@example.test');
      await t.db.query(
        "INSERT INTO enrollments (user_id, course_id) SELECT id, 1 FROM users WHERE email = 'leaving@example.test'",
      );
      const photo = await t.app.inject({
        method: 'PATCH',
        url: '/student/student/update_photo/',
        ...multipart('photo', 'me.png', PNG),
        headers: { ...multipart('photo', 'me.png', PNG).headers, ...bearer(tokens.access) },
      });
      const photoFile = path.join(
        t.mediaDir,
        photo.json<{ photo: string }>().photo.replace('http://api.test/media/', ''),
      );
      const asked = await t.app.inject({
        method: 'POST',
        url: '/courses/questions/',
        headers: bearer(tokens.access),
        payload: { lecture: 1, content: 'Question from a student who will leave' },
      });
      expect(asked.statusCode).toBe(201);

      const deleted = await call('DELETE', 'student/delete/', tokens.access);
      expect(deleted.statusCode).toBe(204);
      expect(fs.existsSync(photoFile)).toBe(false);
      const afterwards = await call('GET', 'student/detail/', tokens.access);
      expect(afterwards.statusCode).toBe(401);
      expect(afterwards.json()).toEqual({ detail: 'User not found', code: 'user_not_found' });
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/student/auth/token/refresh/',
        payload: { refresh: tokens.refresh },
      });
      expect(refresh.statusCode).toBe(401);
      expect(await t.db.query("SELECT id FROM users WHERE email = 'leaving@example.test'")).toHaveLength(0);

      const demo = await signIn(t.app);
      const topics = await t.app.inject({
        method: 'GET',
        url: '/courses/student/1/topics/',
        headers: bearer(demo.access),
      });
      const questions =
        topics.json<{ topic: { lectures: { questions: { content: string; user: unknown }[] }[] } }[]>()[0]
          ?.topic.lectures[0]?.questions;
      expect(questions?.find((q) => q.content === 'Question from a student who will leave')?.user).toBeNull();
    });
  });
});
