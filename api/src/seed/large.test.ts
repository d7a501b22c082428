import { createPasswordHasher } from '../auth/password-hashing';
import { ConfigError } from '../config';
import { parseScale } from '../seed-large-command';
import { DEMO_QUESTIONS } from './demo-questions';
import { type TestApp, bearer, createTestApp, signIn } from '../test-helpers/test-app';
import {
  FULL_SCALE,
  LARGE_PASSWORD,
  generateLargeData,
  largeDataPresent,
  largeStudentEmail,
  scaledCounts,
  zipfShares,
} from './large';

const DATABASE_URL = process.env.DATABASE_URL;
const onPostgres = DATABASE_URL ? describe : describe.skip;

describe('the size of the large academy', () => {
  it('scales every table and keeps the enrolled and the certified within the students', () => {
    expect(scaledCounts(1)).toEqual(FULL_SCALE);
    const tiny = scaledCounts(0.001);
    expect(tiny).toMatchObject({
      students: 100,
      enrolled: 30,
      questions: 1000,
      answers: 2000,
      certificates: 10,
    });
    expect(scaledCounts(0.000001)).toMatchObject({ students: 1, enrolled: 1, certificates: 1 });
  });

  it('refuses a scale that is not a positive number', () => {
    for (const scale of [0, -1, Number.NaN, 11]) expect(() => scaledCounts(scale)).toThrow(/scale/);
  });

  it('reads --scale or SEED_LARGE_SCALE and refuses anything else', () => {
    expect(parseScale([], {})).toBe(1);
    expect(parseScale(['--scale', '0.01'], {})).toBe(0.01);
    expect(parseScale(['--scale=0.5'], {})).toBe(0.5);
    expect(parseScale([], { SEED_LARGE_SCALE: '0.2' })).toBe(0.2);
    expect(() => parseScale(['--scale', 'lots'], {})).toThrow(ConfigError);
    expect(() => parseScale(['--scale'], {})).toThrow(ConfigError);
    expect(() => parseScale(['--students', '5'], {})).toThrow(/unknown argument/);
  });

  it('gives a few lectures most of the questions', () => {
    const shares = zipfShares(1_000_000, 35);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1_000_000);
    const topFive = shares.slice(0, 5).reduce((a, b) => a + b, 0);
    expect(topFive).toBeGreaterThan(500_000);
    expect(shares[0]).toBeGreaterThan(20 * (shares[34] ?? 0));
    expect([...shares].sort((a, b) => b - a)).toEqual(shares);
  });
});

onPostgres('the large academy in PostgreSQL (tiny scale)', () => {
  let t: TestApp;
  const scale = 0.001;
  const counts = scaledCounts(scale);

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const passwordHash = await createPasswordHasher(t.config.argon2).hash(LARGE_PASSWORD);
    await t.db.transaction((tx) => generateLargeData(tx, { scale, passwordHash, now: t.clock.now() }));
  }, 60_000);
  afterAll(() => t.close());

  const count = async (sql: string) => {
    const [row] = await t.db.query<{ count: number }>(sql);
    return row?.count ?? -1;
  };

  it('loads the asked number of rows into every table, beside the demo data', async () => {
    expect(await largeDataPresent(t.db)).toBe(counts.students);
    expect(
      await count("SELECT count(*)::int AS count FROM users WHERE email LIKE '%@large.academy.test'"),
    ).toBe(counts.students);
    const demoEnrolments = await count(
      "SELECT count(*)::int AS count FROM enrollments e JOIN users u ON u.id = e.user_id WHERE u.email NOT LIKE '%@large.academy.test'",
    );
    expect(await count('SELECT count(*)::int AS count FROM enrollments')).toBe(
      counts.enrolled + demoEnrolments,
    );
    expect(
      await count("SELECT count(*)::int AS count FROM payments WHERE status = 'paid'"),
    ).toBeGreaterThanOrEqual(counts.enrolled);
    const demoQuestions = DEMO_QUESTIONS.flat();
    expect(await count('SELECT count(*)::int AS count FROM questions')).toBe(
      counts.questions + demoQuestions.length,
    );
    expect(await count('SELECT count(*)::int AS count FROM answers')).toBe(
      counts.answers + demoQuestions.reduce((sum, question) => sum + question.answers.length, 0),
    );
    expect(await count('SELECT count(*)::int AS count FROM test_attempts')).toBe(counts.attempts + 1);
    expect(await count('SELECT count(*)::int AS count FROM certificates')).toBe(counts.certificates);
    expect(
      await count(
        "SELECT count(*)::int AS count FROM essays e JOIN users u ON u.id = e.user_id WHERE u.email LIKE '%@large%'",
      ),
    ).toBe(counts.essays);
    // 30 students x 35 lectures hold at most 1,050 progress rows of the 5,000 asked: capped, never over.
    const progress = await count('SELECT count(*)::int AS count FROM lecture_progress');
    expect(progress).toBeGreaterThan(counts.enrolled * 10);
    expect(progress).toBeLessThanOrEqual(counts.enrolled * 35 + 35);
  });

  it('skews the questions towards a few lectures', async () => {
    const rows = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM questions GROUP BY lecture_id ORDER BY count DESC',
    );
    const total = rows.reduce((sum, row) => sum + row.count, 0);
    const topFive = rows.slice(0, 5).reduce((sum, row) => sum + row.count, 0);
    expect(rows.length).toBe(35);
    expect(topFive / total).toBeGreaterThan(0.5);
  });

  it('keeps every essay status the queue and the roster show, with versions for the submitted ones', async () => {
    const statuses = await t.db.query<{ status: string }>(
      'SELECT DISTINCT status FROM essays ORDER BY status',
    );
    expect(statuses.map((row) => row.status)).toEqual(['accepted', 'draft', 'returned', 'submitted']);
    expect(
      await count(
        "SELECT count(*)::int AS count FROM essays e WHERE e.status <> 'draft' AND NOT EXISTS (SELECT 1 FROM essay_versions v WHERE v.essay_id = e.id)",
      ),
    ).toBe(0);
  });

  it("keeps the roster's counts per course equal to the enrolments the demo seed and the generator added", async () => {
    // Every course with enrolments, the kept count against counting its summaries (migration 0143).
    const rows = await t.db.query<{ course_id: number; kept: number | null; counted: number }>(
      `SELECT s.course_id, c.enrolments AS kept, s.counted
         FROM (SELECT course_id, count(*)::int AS counted FROM enrolment_summaries GROUP BY course_id) s
         LEFT JOIN roster_counts c ON c.course_id = s.course_id ORDER BY s.course_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.kept)).toEqual(rows.map((row) => row.counted));
    expect(await count('SELECT coalesce(sum(enrolments), 0)::int AS count FROM roster_counts')).toBe(
      await count('SELECT count(*)::int AS count FROM enrollments'),
    );
  });

  it('refuses to load a second time', async () => {
    await expect(
      t.db.transaction((tx) => generateLargeData(tx, { scale, passwordHash: 'x', now: t.clock.now() })),
    ).rejects.toThrow(/already loaded/);
  });

  it('lets a generated student sign in with the shared password and read the curriculum', async () => {
    const { access } = await signIn(t.app, largeStudentEmail(1), LARGE_PASSWORD);
    const curriculum = await t.app.inject({ url: '/courses/student/1/topics/', headers: bearer(access) });
    expect(curriculum.statusCode).toBe(200);
    const topics = curriculum.json<{ topic: { lectures: { questions: unknown[] }[] } }[]>();
    expect(topics).toHaveLength(16);
    // The busiest lecture's questions are the generated ones (all of them, or the newest few).
    expect(topics[0]?.topic.lectures[0]?.questions.length).toBeGreaterThan(1);
    const listing = await t.app.inject({
      url: '/courses/questions/?lecture=1&search=clause&sort=newest',
      headers: bearer(access),
    });
    expect(listing.statusCode).toBe(200);
    expect(listing.json<{ count: number }>().count).toBeGreaterThan(0);
  });

  it('keeps a student who is not enrolled out of the curriculum', async () => {
    const { access } = await signIn(t.app, largeStudentEmail(counts.enrolled + 1), LARGE_PASSWORD);
    const curriculum = await t.app.inject({ url: '/courses/student/1/topics/', headers: bearer(access) });
    expect(curriculum.statusCode).toBe(403);
  });
});
