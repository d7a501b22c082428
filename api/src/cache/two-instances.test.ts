import type { Course, StudentTopic } from '../../../shared/src/api/types';
import {
  type TestApp,
  bearer,
  changeDemoPassword,
  createSecondInstance,
  createTestApp,
  databaseTargets,
  newStudent,
  signIn,
  SEEDED_ENROLMENTS,
} from '../test-helpers/test-app';

/**
 * Two API instances behind one load balancer on one database (on PostgreSQL two pools and two
 * listening connections on one schema): what one writes, the other serves at the next request.
 */
describe.each(databaseTargets())('two API instances on one %s database', (target) => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;
  beforeEach(async () => {
    first = await createTestApp(target);
    second = await createSecondInstance(first);
  });
  afterEach(async () => {
    await second.close();
    await first.close();
  });

  const topicsOn = (app: TestApp['app'], access: string) =>
    app.inject({ method: 'GET', url: '/courses/student/1/topics/', headers: bearer(access) });

  it('shows a question posted through one instance on the other at the next request', async () => {
    const { access } = await signIn(first.app);
    const lectureId = (await topicsOn(second.app, access)).json<StudentTopic[]>()[0]?.topic.lectures[0]?.id;
    const before = (await topicsOn(second.app, access)).json<StudentTopic[]>()[0]?.topic.lectures[0];
    const posted = await first.app.inject({
      method: 'POST',
      url: '/courses/questions/',
      headers: bearer(access),
      payload: { lecture: lectureId, content: 'Who pays for the emergency arbitrator?' },
    });
    expect(posted.statusCode).toBe(201);
    const after = (await topicsOn(second.app, access)).json<StudentTopic[]>()[0]?.topic.lectures[0];
    expect(after?.questions_count).toBe((before?.questions_count ?? 0) + 1);
    expect(after?.questions[0]?.content).toBe('Who pays for the emergency arbitrator?');
  });

  it("counts a student enrolled through one instance in the other's course list at the next request", async () => {
    const courses = () => second.app.inject({ method: 'GET', url: '/courses/course/' });
    expect((await courses()).json<Course[]>()[0]?.students_count).toBe(SEEDED_ENROLMENTS);
    await newStudent(first, 'buyer@example.test');
    const buyer = await first.db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'buyer@example.test'",
    );
    await first.db.query('INSERT INTO enrollments (user_id, course_id) VALUES ($1, 1)', [buyer[0]?.id]);
    await first.app.academy.cache.barrier();
    expect((await courses()).json<Course[]>()[0]?.students_count).toBe(SEEDED_ENROLMENTS + 1);
  });

  it('refuses a revoked enrolment on both instances at the next request', async () => {
    const { access } = await signIn(first.app);
    expect((await topicsOn(first.app, access)).statusCode).toBe(200);
    expect((await topicsOn(second.app, access)).statusCode).toBe(200);
    // A refund written by the first instance (its payments code runs this statement).
    await first.db.query(
      "DELETE FROM enrollments WHERE user_id = (SELECT id FROM users WHERE email = 'demo@academy.test')",
    );
    await first.app.academy.cache.barrier();
    expect((await topicsOn(second.app, access)).statusCode).toBe(403);
    expect((await topicsOn(first.app, access)).statusCode).toBe(403);
  });

  it('signs the other devices out on both instances after a password change, though both held the account', async () => {
    const phone = await signIn(first.app);
    const laptop = await signIn(second.app);
    for (const app of [first.app, second.app])
      expect((await topicsOn(app, phone.access)).statusCode).toBe(200);
    const changed = await changeDemoPassword(first.app, laptop.access);
    expect(changed.statusCode).toBe(200);
    const renewed = changed.json<{ access: string }>();
    for (const app of [second.app, first.app]) {
      const refused = await topicsOn(app, phone.access);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'token_not_valid' });
      expect((await topicsOn(app, renewed.access)).statusCode).toBe(200);
    }
  });

  it('refuses an account deleted through one instance on the other', async () => {
    const { access } = await signIn(first.app);
    expect((await topicsOn(second.app, access)).statusCode).toBe(200);
    const deleted = await first.app.inject({
      method: 'DELETE',
      url: '/student/student/delete/',
      headers: bearer(access),
    });
    expect(deleted.statusCode).toBe(204);
    const refused = await topicsOn(second.app, access);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'user_not_found' });
  });

  if (target === 'postgres') {
    const until = async (condition: () => boolean) => {
      for (let waited = 0; !condition(); waited += 20) {
        if (waited > 5000) throw new Error('condition not reached in 5 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    it('reads from the database while the notifications are lost, and caches again once they are back', async () => {
      const title = async () =>
        (await second.app.inject({ method: 'GET', url: '/courses/course/' })).json<Course[]>()[0]?.title;
      expect(await title()).toBe('International Arbitration');
      await first.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1', [
        `LISTEN academy_cache_${first.schema}`,
      ]);
      await until(() => !second.app.academy.cache.active);
      await first.db.query("UPDATE courses SET title = 'Written while nobody listened' WHERE id = 1");
      expect(await title()).toBe('Written while nobody listened');
      await until(() => second.app.academy.cache.active && first.app.academy.cache.active);
      expect(await title()).toBe('Written while nobody listened');
      await first.db.query("UPDATE courses SET title = 'Heard again' WHERE id = 1");
      await first.app.academy.cache.barrier();
      expect(await title()).toBe('Heard again');
    });
  }
});
