import type {
  Course,
  Lecture,
  OrganisationPerson,
  PublicTopic,
  Seminar,
  StudentTopic,
} from '../../../../shared/src/api/types';
import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  signIn,
  SEEDED_ENROLMENTS,
} from '../../test-helpers/test-app';

describe.each(databaseTargets())('course endpoints on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/courses/${url}`, headers });

  describe('public content', () => {
    it("lists the spec's course: prices as decimal strings, 35 lectures, 56 h 18 min", async () => {
      const response = await get('course/');
      expect(response.statusCode).toBe(200);
      const [course] = response.json<Course[]>();
      expect(course).toMatchObject({
        id: 1,
        title: 'International Arbitration',
        new_price: '450.00',
        old_price: '600.00',
        tenge_price: '220000.00',
        discount_percentage: 25,
        lessons_count: 35,
        students_count: SEEDED_ENROLMENTS,
        total_minutes: 56 * 60 + 18,
        introductory_video: 'http://api.test/media/course/introduction.mp4',
      });
      expect(course?.next_lesson_at).toMatch(/^\d{4}-\d\d-\d\dT15:00:00\.000Z$/);
    });

    it('serves the introductory video with Range support', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/media/course/introduction.mp4',
        headers: { range: 'bytes=0-99' },
      });
      expect(response.statusCode).toBe(206);
      expect(response.rawPayload).toHaveLength(100);
      expect(response.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
    });

    it('answers one course, its video, and 404 for an unknown id', async () => {
      expect((await get('teacher_courses/')).json<Course[]>()).toHaveLength(1);
      expect((await get('teacher_courses/1')).json<Course>().title).toBe('International Arbitration');
      expect((await get('teacher_videos/1/')).json()).toEqual({
        id: 1,
        title: 'International Arbitration',
        video: 'http://api.test/media/course/introduction.mp4',
      });
      const missing = await get('teacher_courses/999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Not found.' });
    });

    it('answers with or without the trailing slash', async () => {
      expect((await get('teacher_courses/1/')).statusCode).toBe(200);
      expect((await get('course')).statusCode).toBe(200);
    });

    it('answers 400 for a malformed id', async () => {
      const response = await get('teacher_courses/abc');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ id: ['A valid integer is required.'] });
      expect((await get('seminars/99999999999999999999/')).statusCode).toBe(400);
    });

    it('lists 16 public topics with lecture facts and no URLs', async () => {
      const topics = (await get('topic/')).json<PublicTopic[]>();
      expect(topics).toHaveLength(16);
      expect(topics.flatMap((topic) => topic.lectures)).toHaveLength(35);
      expect(JSON.stringify(topics)).not.toContain('http');
      expect(topics[0]).toMatchObject({ title: 'Foundations of International Arbitration' });
      expect(topics[0]?.lectures[0]).toEqual({
        id: expect.any(Number),
        title: 'What arbitration is and why parties choose it',
        duration: 81,
        teacher_name: 'Prof. Helena Marsh',
        has_video: true,
        has_material: true,
      });
      expect((await get(`teacher_topics/${topics[1]?.id}`)).json<PublicTopic>().title).toBe(
        'The Arbitration Agreement',
      );
      expect((await get('teacher_topics/500')).statusCode).toBe(404);
    });

    it('lists the organisation with the exact positions and instructor status', async () => {
      const people = (await get('organisational-structure/')).json<OrganisationPerson[]>();
      const positions = new Set(people.map((person) => person.position));
      for (const position of [
        'President',
        'Vice President',
        'Director',
        'Academic Council',
        'Selection Committee',
      ]) {
        expect(positions).toContain(position);
      }
      expect(people.filter((person) => person.status === 'INSTRUCTOR')).toHaveLength(5);
      expect(people.find((person) => person.position === 'President')?.status).toBe('MEMBER');
      expect(people[0]?.photo).toMatch(/^http:\/\/api\.test\/media\/people\/.+\.svg$/);
    });

    it('lists seminars and one by id, with date, time and teacher', async () => {
      const seminars = (await get('seminars/')).json<Seminar[]>();
      expect(seminars.length).toBeGreaterThan(0);
      const [first] = seminars;
      expect(first?.date).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(first?.time).toBe('15:00:00');
      expect((await get(`seminars/${first?.id}/`)).json()).toEqual(first);
      expect((await get('seminars/999/')).statusCode).toBe(404);
    });

    it('lists the four books', async () => {
      const books = (await get('books/')).json<{ title: string; cover: string }[]>();
      expect(books).toHaveLength(4);
      expect(books[0]?.cover).toMatch(/^http:\/\/api\.test\/media\/books\//);
    });
  });

  describe('student content', () => {
    it("lists the demo student's enrolled course, and none for a new student", async () => {
      const demo = await signIn(t.app);
      expect(
        (await get('student/courses/', bearer(demo.access))).json<Course[]>().map((course) => course.id),
      ).toEqual([1]);
      const fresh = await newStudent(t, 'new.student@example.test');
      expect((await get('student/courses/', bearer(fresh.access))).json()).toEqual([]);
    });

    it('shows open topics with media and questions, closed ones with an opening date and no URL', async () => {
      const { access } = await signIn(t.app);
      const response = await get('student/1/topics/', bearer(access));
      expect(response.statusCode).toBe(200);
      const topics = response.json<StudentTopic[]>();
      expect(topics).toHaveLength(16);
      const open = topics.filter((topic) => topic.is_open);
      const closed = topics.filter((topic) => !topic.is_open);
      expect(open).toHaveLength(6);
      expect(open.every((topic) => topic.opens_at === null)).toBe(true);
      expect(open[0]?.topic.lectures[0]?.video).toMatch(
        /^http:\/\/api\.test\/media\/lectures\/lecture\.mp4\?exp=\d+&uid=\d+&cid=1&sig=/,
      );
      expect(open[0]?.topic.lectures[0]?.questions[0]?.answers).toHaveLength(1);
      expect(closed[0]?.opens_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      const closedLectures = closed.flatMap((topic) => topic.topic.lectures);
      expect(closedLectures.length).toBeGreaterThan(0);
      expect(
        closedLectures.every(
          (lecture: Lecture) =>
            lecture.video === '' && lecture.material === '' && lecture.questions.length === 0,
        ),
      ).toBe(true);
      expect(JSON.stringify(closed)).not.toContain('/media/');
    });

    it('opens a topic once its scheduled date passes', async () => {
      t.clock.advance(8 * 86400 * 1000);
      const { access } = await signIn(t.app);
      const topics = (await get('student/1/topics/', bearer(access))).json<StudentTopic[]>();
      // The demo cohort's topics 7 and 8 open 4 and 7 days after seeding (decision 0701).
      expect(topics.filter((topic) => topic.is_open)).toHaveLength(8);
    });

    it('forbids a student who is not enrolled, 404s an unknown course, 401s a visitor', async () => {
      const fresh = await newStudent(t, 'not.enrolled@example.test');
      const forbidden = await get('student/1/topics/', bearer(fresh.access));
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
      expect((await get('student/42/topics/', bearer(fresh.access))).statusCode).toBe(404);
      expect((await get('student/1/topics/')).statusCode).toBe(401);
    });
  });

  describe('questions and answers', () => {
    const post = (url: string, access: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/courses/${url}`, headers: bearer(access), payload });

    it('posts a question with a title from its first words, then an answer; both newest first', async () => {
      const { access } = await signIn(t.app);
      const content =
        'Can a tribunal seated in Astana order interim measures against a party that never signed the arbitration agreement at all?';
      const question = await post('questions/', access, { lecture: 1, content });
      expect(question.statusCode).toBe(201);
      const body = question.json<{
        id: number;
        title: string;
        lecture: number;
        user: { first_name: string };
        answers: unknown[];
      }>();
      expect(body.title.length).toBeLessThanOrEqual(80);
      expect(content.startsWith(body.title.replace(/…$/, ''))).toBe(true);
      expect(body).toMatchObject({
        lecture: 1,
        content,
        user: { first_name: 'Aruzhan', last_name: 'Sadykova', photo: null },
        answers: [],
      });

      const answer = await post('answers/', access, {
        question: body.id,
        content: 'Only if the non-signatory is bound by estoppel.',
      });
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toMatchObject({
        question: body.id,
        title: 'Only if the non-signatory is bound by estoppel.',
      });

      const topics = (await get('student/1/topics/', bearer(access))).json<StudentTopic[]>();
      const questions = topics[0]?.topic.lectures[0]?.questions ?? [];
      expect(questions[0]?.id).toBe(body.id);
      expect(questions[0]?.answers[0]?.content).toBe('Only if the non-signatory is bound by estoppel.');
      expect(questions.map((q) => q.id)).toEqual([...questions.map((q) => q.id)].sort((a, b) => b - a));
    });

    it('refuses empty content, unknown lectures and questions, and closed topics', async () => {
      const { access } = await signIn(t.app);
      expect((await post('questions/', access, { lecture: 1, content: '   ' })).json()).toEqual({
        content: ['This field may not be blank.'],
      });
      const unknown = await post('questions/', access, { lecture: 9999, content: 'Hello?' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ lecture: ['Invalid pk "9999" - object does not exist.'] });
      expect((await post('answers/', access, { question: 9999, content: 'Hello?' })).statusCode).toBe(400);
      expect((await post('questions/', access, { lecture: 'one', content: 'Hello?' })).json()).toEqual({
        lecture: ['A valid integer is required.'],
      });
      const [closedLecture] = await t.db.query<{ id: number }>(
        'SELECT l.id FROM lectures l JOIN topics t ON t.id = l.topic_id WHERE t.position = 16 ORDER BY l.id LIMIT 1',
      );
      const closed = await post('questions/', access, {
        lecture: closedLecture?.id ?? 0,
        content: 'Too early?',
      });
      expect(closed.statusCode).toBe(403);
    });

    it('forbids a student who is not enrolled from asking or answering', async () => {
      const fresh = await newStudent(t, 'outsider@example.test');
      expect((await post('questions/', fresh.access, { lecture: 1, content: 'May I?' })).statusCode).toBe(
        403,
      );
      const [question] = await t.db.query<{ id: number }>('SELECT id FROM questions ORDER BY id LIMIT 1');
      expect(
        (await post('answers/', fresh.access, { question: question?.id ?? 0, content: 'May I?' })).statusCode,
      ).toBe(403);
    });
  });
});
