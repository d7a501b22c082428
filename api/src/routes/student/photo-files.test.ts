import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
} from '../../test-helpers/test-app';
import { ORPHAN_MEDIA_AGE_MS, sweepOrphanMedia } from '../../storage/orphan-media';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

function photoForm() {
  const boundary = '----academy-photo-files';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(databaseTargets())('photo files on disk on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
  });
  afterAll(() => t.close());

  const upload = (access: string) => {
    const form = photoForm();
    return t.app.inject({
      method: 'PATCH',
      url: '/student/student/update_photo/',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(access) },
    });
  };
  /** The files in the media folder's photos/, as keys. */
  const filesOnDisk = async () => {
    const names = await fs.readdir(path.join(t.mediaDir, 'photos')).catch(() => []);
    return names.map((name) => `photos/${name}`).sort();
  };
  const referenced = async () =>
    (
      await t.db.query<{ photo: string }>('SELECT photo FROM users WHERE photo IS NOT NULL ORDER BY photo')
    ).map((row) => row.photo);
  const photoOf = async (email: string) =>
    (await t.db.query<{ photo: string | null }>('SELECT photo FROM users WHERE email = $1', [email]))[0]
      ?.photo;

  it('ten uploads at once leave one file: the one the account points at', async () => {
    const email = `ten-${target}@example.test`;
    const { access } = await newStudent(t, email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(access)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(10).fill(200));

    const photo = await photoOf(email);
    expect(photo).toMatch(/^photos\/[0-9a-f-]+\.png$/);
    expect(await filesOnDisk()).toEqual([photo]);
    expect(await referenced()).toEqual([photo]);
  });

  it('replacing and then removing the photo leaves no file of it', async () => {
    const email = `replace-${target}@example.test`;
    const { access } = await newStudent(t, email);
    await upload(access);
    await upload(access);
    expect(await filesOnDisk()).toEqual(await referenced());
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/student/student/update_photo/',
      headers: bearer(access),
    });
    expect(removed.json()).toMatchObject({ photo: null });
    expect(await photoOf(email)).toBeNull();
    expect(await filesOnDisk()).toEqual(await referenced());
  });

  it('deleting the account removes its photo, also when uploads run at the same time', async () => {
    const email = `leaving-${target}@example.test`;
    const { access } = await newStudent(t, email);
    await upload(access);
    const before = await filesOnDisk();
    const [, , deleted] = await Promise.all([
      upload(access),
      upload(access),
      t.app.inject({ method: 'DELETE', url: '/student/student/delete/', headers: bearer(access) }),
      upload(access),
    ]);
    expect(deleted.statusCode).toBe(204);
    expect(await photoOf(email)).toBeUndefined();
    const after = await filesOnDisk();
    expect(after).toEqual(await referenced());
    expect(after.length).toBeLessThan(before.length);
  });

  it('the sweep removes photo files no account points at once they are an hour old', async () => {
    const { access } = await newStudent(t, `kept-${target}@example.test`);
    await upload(access);
    const kept = await referenced();
    const orphan = path.join(t.mediaDir, 'photos', '00000000-0000-4000-8000-000000000000.png');
    await fs.writeFile(orphan, PNG);

    const ctx = t.app.academy;
    expect(await sweepOrphanMedia(ctx, new Date())).toBe(0);
    expect(await filesOnDisk()).toContain('photos/00000000-0000-4000-8000-000000000000.png');

    const later = Date.now() + ORPHAN_MEDIA_AGE_MS + ctx.config.requestTimeoutMs + 60_000;
    expect(await sweepOrphanMedia(ctx, new Date(later))).toBe(1);
    expect(await filesOnDisk()).toEqual(kept);
  });
});
