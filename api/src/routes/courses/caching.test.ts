import type { Course, OrganisationPerson, Seminar, StudentTopic } from '../../../../shared/src/api/types';
import { createPasswordHasher } from '../../auth/password-hashing';
import { seedDemoContent } from '../../seed/seed';
import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  signIn,
  SEEDED_ENROLMENTS,
} from '../../test-helpers/test-app';

/**
 * Every cached answer follows the database on the next request: a write through the API, through
 * SQL by hand or by the seed, announced by the triggers of migration 0070. A write that did not go
 * through this app reaches it as a notification; `settled()` waits until this process has received
 * every notification committed before it (on PGlite they arrive before the statement returns).
 */
describe.each(databaseTargets())('cached responses on %s', (target) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(target);
  });
  afterEach(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/courses/${url}`, headers });
  const sql = (text: string, params: unknown[] = []) => t.db.query(text, params);
  const settled = () => t.app.academy.cache.barrier();

  describe('public content', () => {
    it('serves a course change made in the database on the next request, with a new ETag', async () => {
      const before = await get('course/');
      expect(before.json<Course[]>()[0]?.title).toBe('International Arbitration');
      await sql("UPDATE courses SET title = 'Investment Arbitration', new_price = 399 WHERE id = 1");
      await settled();
      const after = await get('course/');
      expect(after.json<Course[]>()[0]).toMatchObject({
        title: 'Investment Arbitration',
        new_price: '399.00',
      });
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect((await get('teacher_courses/1')).json<Course>().title).toBe('Investment Arbitration');
      expect((await get('teacher_videos/1/')).json<{ title: string }>().title).toBe('Investment Arbitration');
    });

    it('serves changed seminars, people, books and topic titles at once', async () => {
      await Promise.all(
        ['seminars/', 'organisational-structure/', 'books/', 'topic/'].map((url) => get(url)),
      );
      await sql("UPDATE seminars SET title = 'Drafting the award' WHERE id = 1");
      await sql("UPDATE organisation_people SET full_name = 'Dame Example' WHERE id = 1");
      await sql("UPDATE books SET title = 'A new edition' WHERE id = 1");
      await sql("UPDATE topics SET title = 'Consent to arbitrate' WHERE id = 1");
      await settled();
      expect((await get('seminars/1/')).json<Seminar>().title).toBe('Drafting the award');
      expect((await get('seminars/')).json<Seminar[]>().find((seminar) => seminar.id === 1)?.title).toBe(
        'Drafting the award',
      );
      expect(
        (await get('organisational-structure/'))
          .json<OrganisationPerson[]>()
          .find((person) => person.id === 1)?.full_name,
      ).toBe('Dame Example');
      expect((await get('books/')).json<{ id: number; title: string }[]>()[0]?.title).toBe('A new edition');
      expect((await get('topic/')).json<{ id: number; title: string }[]>()[0]?.title).toBe(
        'Consent to arbitrate',
      );
      expect((await get('teacher_topics/1')).json<{ title: string }>().title).toBe('Consent to arbitrate');
    });

    it('counts a new student in the course list as the enrolment commits', async () => {
      expect((await get('course/')).json<Course[]>()[0]?.students_count).toBe(SEEDED_ENROLMENTS);
      await newStudent(t, 'buyer@example.test');
      await sql(
        "INSERT INTO enrollments (user_id, course_id) SELECT id, 1 FROM users WHERE email = 'buyer@example.test'",
      );
      await settled();
      expect((await get('course/')).json<Course[]>()[0]?.students_count).toBe(SEEDED_ENROLMENTS + 1);
    });

    it('answers 304 to a matching If-None-Match, and the new bytes once they changed', async () => {
      const first = await get('organisational-structure/');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.vary).toContain('Accept-Language');
      const revalidated = await get('organisational-structure/', { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect(
        (await get('organisational-structure/', { 'if-none-match': `"other", W/${etag}` })).statusCode,
      ).toBe(304);
      await sql("UPDATE organisation_people SET location = 'Almaty' WHERE id = 1");
      await settled();
      const changed = await get('organisational-structure/', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('sends the same bytes from memory as the first, freshly serialised answer, in every language', async () => {
      const fresh = await get('course/', { 'accept-language': 'ru' });
      const kept = await get('course/', { 'accept-language': 'ru' });
      expect(kept.rawPayload.equals(fresh.rawPayload)).toBe(true);
      expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(kept.headers['content-length'])).toBe(kept.rawPayload.length);
      expect((await get('course/', { 'accept-language': 'kk' })).rawPayload.equals(fresh.rawPayload)).toBe(
        true,
      );
      const missing = await get('teacher_courses/999', { 'accept-language': 'ru' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Не найдено.' });
    });

    it('serves content written by the seed command to an empty database at once', async () => {
      const empty = await createTestApp(target, { seed: false });
      try {
        expect((await empty.app.inject({ method: 'GET', url: '/courses/course/' })).json()).toEqual([]);
        await seedDemoContent(empty.db, {
          media: empty.app.academy.storage,
          hasher: createPasswordHasher(empty.config.argon2),
        });
        await empty.app.academy.cache.barrier();
        const seeded = await empty.app.inject({ method: 'GET', url: '/courses/course/' });
        expect(seeded.json<Course[]>().map((course) => course.title)).toEqual(['International Arbitration']);
      } finally {
        await empty.close();
      }
    });
  });

  describe("a student's curriculum", () => {
    const topics = (access: string) => get('student/1/topics/', bearer(access));

    it('closes a topic again as soon as its opening date moves into the future', async () => {
      const { access } = await signIn(t.app);
      const before = (await topics(access)).json<StudentTopic[]>();
      expect(before[0]?.is_open).toBe(true);
      await sql("UPDATE topics SET opens_at = now() + interval '3 days' WHERE id = $1", [before[0]?.id]);
      await settled();
      const after = (await topics(access)).json<StudentTopic[]>();
      expect(after[0]?.is_open).toBe(false);
      expect(after[0]?.opens_at).not.toBeNull();
      expect(
        after[0]?.topic.lectures.every((lecture) => lecture.video === '' && lecture.material === ''),
      ).toBe(true);
    });

    it('opens a topic when its date passes, with no write at all', async () => {
      const { access } = await signIn(t.app);
      const openNow = (await topics(access)).json<StudentTopic[]>().filter((topic) => topic.is_open).length;
      t.clock.advance(7 * 86400 * 1000 + 1000);
      // The access token lives 5 minutes: a week later the student signs in again.
      const later = await topics((await signIn(t.app)).access);
      // Two topics a week: 4 and 7 days after seeding (decision 0701).
      expect(later.json<StudentTopic[]>().filter((topic) => topic.is_open)).toHaveLength(openNow + 2);
    });

    it('refuses a refunded student on the next request, and serves them again once re-enrolled', async () => {
      const { access } = await signIn(t.app);
      expect((await topics(access)).statusCode).toBe(200);
      await sql(
        "DELETE FROM enrollments WHERE course_id = 1 AND user_id = (SELECT id FROM users WHERE email = 'demo@academy.test')",
      );
      await settled();
      const refused = await topics(access);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
      await sql(
        "INSERT INTO enrollments (user_id, course_id) SELECT id, 1 FROM users WHERE email = 'demo@academy.test'",
      );
      await settled();
      expect((await topics(access)).statusCode).toBe(200);
    });

    it('refuses a deleted account on the next request, through the API or by hand', async () => {
      const first = await signIn(t.app);
      expect((await topics(first.access)).statusCode).toBe(200);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/student/student/delete/',
        headers: bearer(first.access),
      });
      expect(deleted.statusCode).toBe(204);
      const gone = await topics(first.access);
      expect(gone.statusCode).toBe(401);
      expect(gone.json()).toMatchObject({ code: 'user_not_found' });

      const other = await newStudent(t, 'second@example.test');
      await sql(
        "INSERT INTO enrollments (user_id, course_id) SELECT id, 1 FROM users WHERE email = 'second@example.test'",
      );
      await settled();
      expect((await topics(other.access)).statusCode).toBe(200);
      await sql("DELETE FROM users WHERE email = 'second@example.test'");
      await settled();
      expect((await topics(other.access)).statusCode).toBe(401);
      expect((await get('student/courses/', bearer(other.access))).statusCode).toBe(401);
    });

    it("gives each student their own signed media links, renewed when the links' hour turns", async () => {
      const demo = await signIn(t.app);
      const other = await newStudent(t, 'classmate@example.test');
      await sql(
        "INSERT INTO enrollments (user_id, course_id) SELECT id, 1 FROM users WHERE email = 'classmate@example.test'",
      );
      await settled();
      const videoOf = async (access: string) =>
        (await topics(access)).json<StudentTopic[]>()[0]?.topic.lectures[0]?.video ?? '';
      const [demoVideo, otherVideo] = [await videoOf(demo.access), await videoOf(other.access)];
      const uid = (url: string) => new URL(url).searchParams.get('uid');
      expect(uid(demoVideo)).not.toBe(uid(otherVideo));
      expect(await videoOf(demo.access)).toBe(demoVideo);
      expect(
        (await t.app.inject({ method: 'GET', url: new URL(demoVideo).pathname + new URL(demoVideo).search }))
          .statusCode,
      ).toBe(200);
      t.clock.advance(3600 * 1000);
      const renewed = await videoOf((await signIn(t.app)).access);
      const expiry = (url: string) => Number(new URL(url).searchParams.get('exp'));
      expect(expiry(renewed)).toBe(expiry(demoVideo) + 3600);
    });

    it('keeps a 304 behind the access check', async () => {
      const { access } = await signIn(t.app);
      const first = await topics(access);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const etag = String(first.headers.etag);
      expect((await get('student/1/topics/', { ...bearer(access), 'if-none-match': etag })).statusCode).toBe(
        304,
      );
      const stranger = await newStudent(t, 'stranger@example.test');
      const refused = await get('student/1/topics/', { ...bearer(stranger.access), 'if-none-match': etag });
      expect(refused.statusCode).toBe(403);
      expect((await get('student/1/topics/', { 'if-none-match': etag })).statusCode).toBe(401);
    });

    it("shows a new question and an author's new name at once", async () => {
      const { access } = await signIn(t.app);
      const lecture = (await topics(access)).json<StudentTopic[]>()[0]?.topic.lectures[0];
      const before = lecture?.questions_count ?? 0;
      const posted = await t.app.inject({
        method: 'POST',
        url: '/courses/questions/',
        headers: bearer(access),
        payload: { lecture: lecture?.id, content: 'Is an emergency arbitrator bound by the seat?' },
      });
      expect(posted.statusCode).toBe(201);
      const withQuestion = (await topics(access)).json<StudentTopic[]>()[0]?.topic.lectures[0];
      // The curriculum previews the newest few questions (decision 0183) and counts them all.
      expect(withQuestion?.questions_count).toBe(before + 1);
      expect(withQuestion?.questions[0]?.content).toBe('Is an emergency arbitrator bound by the seat?');
      expect(withQuestion?.questions[0]?.user?.first_name).not.toBe('Renamed');
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: '/student/student/update/',
        headers: bearer(access),
        payload: { first_name: 'Renamed', last_name: 'Student' },
      });
      expect(renamed.statusCode).toBe(200);
      const afterRename = (await topics(access)).json<StudentTopic[]>()[0]?.topic.lectures[0];
      expect(afterRename?.questions[0]?.user?.first_name).toBe('Renamed');
      await sql('DELETE FROM questions WHERE id = $1', [posted.json<{ id: number }>().id]);
      await settled();
      expect((await topics(access)).json<StudentTopic[]>()[0]?.topic.lectures[0]?.questions).toHaveLength(
        before,
      );
    });

    it('answers the refused student in their language', async () => {
      const stranger = await newStudent(t, 'reader@example.test');
      const refused = await get('student/1/topics/', { ...bearer(stranger.access), 'accept-language': 'ru' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: 'У вас нет прав для выполнения этой операции.' });
    });
  });
});
