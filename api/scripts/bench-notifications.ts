/**
 * `npm run bench:notifications -w @academy/api` (docs/decisions/0167): one seminar notice to
 * BENCH_STUDENTS (100,000) enrolled students. Prints the time from the instructor's request until
 * every notification is stored, and the bell's count (`GET /student/notifications/unread/`) p50/p99
 * at rest and during the fan-out, read by BENCH_POLLERS concurrent pollers as random students.
 *
 * A fresh schema of the PostgreSQL of DATABASE_URL (PGlite when it is not set: a slower single
 * connection), the demo content, then the students generated set-based in SQL, each with BENCH_EARLIER (20)
 * notifications already (their list is not empty). Mails go to the development outbox, so the
 * fan-out's own work (the notifications and the mail jobs it queues) is what is timed. The exit code
 * is 0 whatever the figures: this is a measurement, not a test.
 */
import { performance } from 'node:perf_hooks';
import { createTestApp, INSTRUCTOR, bearer, signIn } from '../src/test-helpers/test-app';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const POLLERS = Number(process.env.BENCH_POLLERS ?? 8);
const REST_MS = Number(process.env.BENCH_REST_MS ?? 5000);
const EARLIER = Number(process.env.BENCH_EARLIER ?? 20);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main() {
  const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const t = await createTestApp(target, {
    demoQuestions: false,
    env: { JOBS_POLL_INTERVAL_MS: '500', LOG_LEVEL: 'silent' },
  });
  const out = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const started = performance.now();
    await t.db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, is_verified)
       SELECT 'bench-' || n || '@bench.test', 'x', 'Student', n::text, true FROM generate_series(1, $1::int) n`,
      [STUDENTS],
    );
    await t.db.query(
      `INSERT INTO enrollments (user_id, course_id) SELECT id, 1 FROM users WHERE email LIKE 'bench-%@bench.test'`,
    );
    // Earlier notifications: a person's list and count are read among many rows of their own. In
    // slices of students, each statement well within the database layer's statement timeout.
    const events = await t.db.query<{ id: string }>(
      `INSERT INTO notification_events (kind, subject, created_at, fanned_out_at)
       SELECT 'topic_opened', jsonb_build_object('topic', 1, 'topic_title', 'Earlier ' || n, 'course', 1), now(), now()
         FROM generate_series(1, $1::int) n RETURNING id`,
      [EARLIER],
    );
    const [bounds] = await t.db.query<{ low: number; high: number }>(
      `SELECT min(id)::int AS low, max(id)::int AS high FROM users WHERE email LIKE 'bench-%@bench.test'`,
    );
    const eventIds = events.map((event) => Number(event.id));
    for (let from = bounds?.low ?? 1; from <= (bounds?.high ?? 0); from += 5000)
      await t.db.query(
        `INSERT INTO notifications (user_id, event_id, kind, created_at, read_at)
         SELECT u.id, e.id, 'topic_opened', now(), CASE WHEN e.id % 3 = 0 THEN NULL ELSE now() END
           FROM users u CROSS JOIN unnest($3::bigint[]) AS e (id)
          WHERE u.id >= $1 AND u.id < $2 AND u.email LIKE 'bench-%@bench.test'`,
        [from, from + 5000, eventIds],
      );
    await t.db.query('ANALYZE');
    out(
      `${target}\t${STUDENTS} students, ${EARLIER} notifications each, made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const [range] = await t.db.query<{ low: number; high: number }>(
      `SELECT min(id)::int AS low, max(id)::int AS high FROM users WHERE email LIKE 'bench-%@bench.test'`,
    );
    const tokens = t.app.academy.tokens;
    const tokenFor = (id: number) => tokens.issuePair({ id, token_version: 0 }).access;
    const sample = Array.from({ length: 200 }, () => {
      const id = (range?.low ?? 1) + Math.floor(Math.random() * ((range?.high ?? 1) - (range?.low ?? 1) + 1));
      return tokenFor(id);
    });

    const poll = async (until: () => boolean): Promise<number[]> => {
      const times: number[] = [];
      await Promise.all(
        Array.from({ length: POLLERS }, async () => {
          while (!until()) {
            const access = sample[Math.floor(Math.random() * sample.length)] ?? '';
            const begun = performance.now();
            const response = await t.app.inject({
              method: 'GET',
              url: '/student/notifications/unread/',
              headers: bearer(access),
            });
            times.push(performance.now() - begun);
            if (response.statusCode !== 200) throw new Error(`the bell answered ${response.statusCode}`);
          }
        }),
      );
      return times.sort((a, b) => a - b);
    };
    const report = (name: string, times: number[]) =>
      out(
        `${target}\tbell ${name}\t${times.length} reads\tp50 ${percentile(times, 50).toFixed(1)} ms` +
          `\tp99 ${percentile(times, 99).toFixed(1)} ms\tmax ${(times.at(-1) ?? 0).toFixed(1)} ms`,
      );

    const restEnds = performance.now() + REST_MS;
    report('at rest', await poll(() => performance.now() > restEnds));

    const staff = (await signIn(t.app, INSTRUCTOR.email, INSTRUCTOR.password)).access;
    let stored = false;
    const fanOutStarted = performance.now();
    const created = await t.app.inject({
      method: 'POST',
      url: '/teaching/seminars/',
      headers: bearer(staff),
      payload: {
        course: 1,
        title: 'Benchmark seminar',
        date: '2031-05-01',
        time: '15:00',
        teacher_name: 'Dr. Bench',
        link: 'https://meet.example.test/bench',
      },
    });
    if (created.statusCode !== 201) throw new Error(`the seminar answered ${created.statusCode}`);
    const seminar = created.json<{ id: number }>().id;
    const answered = performance.now() - fanOutStarted;
    const watch = (async () => {
      for (;;) {
        const [row] = await t.db.query<{ done: boolean }>(
          `SELECT fanned_out_at IS NOT NULL AS done FROM notification_events
            WHERE kind = 'seminar_scheduled' AND (subject->>'seminar')::int = $1`,
          [seminar],
        );
        if (row?.done) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      stored = true;
    })();
    const during = await poll(() => stored);
    await watch;
    const took = performance.now() - fanOutStarted;
    const [counted] = await t.db.query<{ told: number }>(
      `SELECT count(*)::int AS told FROM notifications n JOIN notification_events e ON e.id = n.event_id
        WHERE e.kind = 'seminar_scheduled' AND (e.subject->>'seminar')::int = $1`,
      [seminar],
    );
    out(
      `${target}\tseminar answered in ${answered.toFixed(1)} ms; ${counted?.told} notifications stored in ${(took / 1000).toFixed(1)} s`,
    );
    report('during fan-out', during);
  } finally {
    await t.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
