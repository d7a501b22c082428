import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
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
    });
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
    const missing = await call('PATCH', 'student/update/', access, { first_name: 'Only' });
    expect(missing.json()).toEqual({ last_name: ['This field is required.'] });
    expect((await call('GET', 'student/detail/', access)).json()).toMatchObject({ first_name: 'Nursultan' });
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
