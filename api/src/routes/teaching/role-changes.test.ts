import { runStaffCommand } from '../../staff-command';
import {
  INSTRUCTOR,
  type TestApp,
  bearer,
  createSecondInstance,
  createTestApp,
  databaseTargets,
  newStudent,
  signIn,
} from '../../test-helpers/test-app';

describe.each(databaseTargets())('granting and removing the instructor role on %s', (target) => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;
  beforeAll(async () => {
    t = await createTestApp(target);
    second = await createSecondInstance(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const staffCommand = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runStaffCommand(t.db, args, (line) => lines.push(line));
    return { code, lines };
  };
  const queueOn = (app: typeof t.app, access: string) =>
    app.inject({ method: 'GET', url: '/teaching/essays/', headers: bearer(access) });

  it('takes a role removed through one instance away at the next request on the other, and gives it back', async () => {
    const { access } = await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password);
    // Both instances have served this account, so each holds whatever it keeps in memory.
    expect((await queueOn(t.app, access)).statusCode).toBe(200);
    expect((await queueOn(second.app, access)).statusCode).toBe(200);
    expect(
      (
        await second.app.inject({ method: 'GET', url: '/student/student/detail/', headers: bearer(access) })
      ).json(),
    ).toMatchObject({ role: 'instructor' });

    expect(await staffCommand('remove', INSTRUCTOR.email)).toEqual({
      code: 0,
      lines: ['instructor@academy.test is no longer an instructor.'],
    });
    await t.app.academy.cache.barrier();
    // The same, still valid token: the role is read afresh, never taken from the token.
    expect((await queueOn(second.app, access)).statusCode).toBe(403);
    expect((await queueOn(t.app, access)).statusCode).toBe(403);
    expect(
      (
        await second.app.inject({ method: 'GET', url: '/student/student/detail/', headers: bearer(access) })
      ).json(),
    ).toMatchObject({ role: 'student' });

    expect((await staffCommand('add', '  Instructor@Academy.test ')).code).toBe(0);
    expect((await queueOn(second.app, access)).statusCode).toBe(200);
  });

  it('grants the role to an account that signed up as a student, who then signs in as usual', async () => {
    const email = `new-teacher-${target}@example.test`;
    const { access } = await newStudent(t, email);
    expect((await queueOn(t.app, access)).statusCode).toBe(403);
    expect(await staffCommand('add', email)).toEqual({ code: 0, lines: [`${email} is now an instructor.`] });
    expect((await queueOn(second.app, access)).statusCode).toBe(200);
    const listed = await staffCommand('list');
    expect(listed.lines.map((line) => line.split('\t')[0])).toEqual(
      expect.arrayContaining(['instructor@academy.test', email]),
    );
  });

  it('refuses an address without an account and a wrong usage, changing nothing', async () => {
    const missing = await staffCommand('add', 'nobody@example.test');
    expect(missing.code).toBe(1);
    expect(missing.lines[0]).toContain('No account with the e-mail nobody@example.test');
    for (const args of [[], ['promote', 'a@b.test'], ['add'], ['add', 'a@b.test', 'extra'], ['list', 'x']]) {
      const wrong = await staffCommand(...args);
      expect(wrong.code).toBe(2);
      expect(wrong.lines[0]).toMatch(/^Usage: npm run staff/);
    }
    expect((await t.db.query("SELECT 1 FROM users WHERE email = 'nobody@example.test'")).length).toBe(0);
  });
});
