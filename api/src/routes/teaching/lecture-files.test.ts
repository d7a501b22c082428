import fs from 'node:fs/promises';
import path from 'node:path';
import {
  INSTRUCTOR,
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  signIn,
} from '../../test-helpers/test-app';
import { mp4, multipart } from '../../test-helpers/uploads';

/**
 * A lecture's video and material on disk (decision 0192): of concurrent uploads the last to commit
 * stands and every other file goes, so a folder holds only what some row names (docs/decisions/0110).
 */
describe.each(databaseTargets())('lecture files on disk on %s', (target) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    staff = (await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password)).access;
  });
  afterAll(() => t.close());

  const filesIn = async (folder: string) =>
    (await fs.readdir(path.join(t.mediaDir, folder)).catch(() => [] as string[]))
      .map((name) => `${folder}/${name}`)
      .sort();
  /** The distinct keys the lectures name in a folder. */
  const named = async (column: 'video' | 'material', folder: string) =>
    (
      await t.db.query<{ key: string }>(
        `SELECT DISTINCT ${column} AS key FROM lectures WHERE ${column} LIKE $1 ORDER BY key`,
        [`${folder}/%`],
      )
    ).map((row) => row.key);
  const keyOf = async (column: 'video' | 'material', id: number) =>
    (await t.db.query<{ key: string }>(`SELECT ${column} AS key FROM lectures WHERE id = $1`, [id]))[0]?.key;
  const upload = (id: number, which: 'video' | 'material', body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'PUT',
      url: `/teaching/lectures/${id}/${which}/`,
      payload: body.payload,
      headers: { ...bearer(staff), ...body.headers },
    });

  it('five video uploads at once leave one file for the lecture: the one its row names', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        upload(4, 'video', multipart('file', `v${index}.mp4`, mp4(2048))),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(5).fill(200));
    const video = await keyOf('video', 4);
    expect(video).toMatch(/^lectures\/[0-9a-f-]+\.mp4$/);
    expect(await filesIn('lectures')).toEqual(await named('video', 'lectures'));
    expect(await filesIn('lectures')).toContain(video);
  });

  it('five material uploads at once leave one file for the lecture: the one its row names', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(512, 0x20)]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => upload(1, 'material', multipart('file', `m${index}.pdf`, pdf))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(5).fill(200));
    const material = await keyOf('material', 1);
    expect(material).toMatch(/^materials\/[0-9a-f-]+\.pdf$/);
    expect(await filesIn('materials')).toEqual(await named('material', 'materials'));
    expect(await filesIn('materials')).toContain(material);
  });
});
