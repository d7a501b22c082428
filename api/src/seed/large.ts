import { countWords } from '@academy/rules';
import type { Queryable } from '../db/database';

/**
 * The large academy of `npm run seed:large` (decision 0184): generated set-based in SQL
 * (INSERT ... SELECT ... FROM generate_series) on top of the migrated and seeded demo schema, inside
 * one transaction, so a database holds either all of it or none of it. Every constraint and trigger
 * of the schema stays on: the per-row NOTIFY triggers of users and enrollments (decision 0182) fire
 * once per generated student, which PostgreSQL collects and delivers at commit.
 */

/** The counts at scale 1, from issue 31. */
export const FULL_SCALE = {
  students: 100_000,
  enrolled: 30_000,
  questions: 1_000_000,
  answers: 2_000_000,
  progress: 5_000_000,
  attempts: 200_000,
  essays: 150_000,
  certificates: 10_000,
} as const;

export type LargeCounts = { [K in keyof typeof FULL_SCALE]: number };

/** Every generated student signs in with this password (one hash, computed once, shared by all). */
export const LARGE_PASSWORD = 'Large-academy-2026';
export const LARGE_EMAIL_DOMAIN = 'large.academy.test';
export const largeStudentEmail = (n: number) => `student-${n}@${LARGE_EMAIL_DOMAIN}`;

/** Questions per lecture fall off as 1 / rank^ZIPF_EXPONENT: the course's first lectures get most. */
export const ZIPF_EXPONENT = 1.1;

export function scaledCounts(scale: number): LargeCounts {
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10)
    throw new Error(`the scale must be a number above 0 and at most 10, got ${scale}`);
  const at = (count: number) => Math.max(1, Math.round(count * scale));
  const students = at(FULL_SCALE.students);
  const enrolled = Math.min(students, at(FULL_SCALE.enrolled));
  return {
    students,
    enrolled,
    questions: at(FULL_SCALE.questions),
    answers: at(FULL_SCALE.answers),
    progress: at(FULL_SCALE.progress),
    attempts: at(FULL_SCALE.attempts),
    essays: at(FULL_SCALE.essays),
    certificates: Math.min(enrolled, at(FULL_SCALE.certificates)),
  };
}

/** How many of `total` questions each of `lectures` lectures gets, by rank (Zipf-like), summing to total. */
export function zipfShares(total: number, lectures: number, exponent = ZIPF_EXPONENT): number[] {
  const weights = Array.from({ length: lectures }, (_, rank) => 1 / (rank + 1) ** exponent);
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const left = total - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; i < left; i += 1) shares[i % lectures] = (shares[i % lectures] ?? 0) + 1;
  return shares;
}

const FIRST_NAMES = [
  'Aruzhan', 'Dana', 'Aigerim', 'Madina', 'Asel', 'Dinara', 'Kamila', 'Zarina', 'Anna', 'Maria',
  'Elena', 'Olga', 'Sofia', 'Laura', 'Emma', 'Chloe', 'Yerlan', 'Nurlan', 'Daniyar', 'Arman',
  'Timur', 'Askar', 'Bauyrzhan', 'Ivan', 'Dmitry', 'Alexei', 'Sergei', 'Thomas', 'Lucas', 'James',
]; // prettier-ignore
const LAST_NAMES = [
  'Sadykova', 'Nurlanova', 'Abenova', 'Zhaksybekova', 'Ivanova', 'Petrova', 'Smirnova', 'Kim',
  'Tulegenov', 'Omarov', 'Akhmetov', 'Seitkali', 'Bekov', 'Ivanov', 'Petrov', 'Sokolov', 'Novak',
  'Schneider', 'Dubois', 'Rossi', 'Garcia', 'Brown', 'Wilson', 'Taylor', 'Fischer', 'Moreau',
]; // prettier-ignore
const SUBJECTS = [
  'the seat of arbitration', 'an emergency arbitrator', 'the New York Convention', 'a pathological clause',
  'the tribunal’s jurisdiction', 'interim measures', 'the UNCITRAL Model Law', 'document production',
  'a dissenting opinion', 'the challenge of an arbitrator', 'third-party funding', 'the applicable law',
  'an investment treaty claim', 'the ICSID annulment committee', 'a multi-tier dispute clause',
  'costs and fees', 'expert witnesses', 'the enforcement of an award', 'public policy',
  'kompetenz-kompetenz', 'consolidation of proceedings', 'an ad hoc arbitration', 'the AIFC Court',
  'confidentiality',
]; // prettier-ignore
const PHRASES = [
  'How does {s} work in practice', 'What happens to {s} when a party refuses to take part',
  'Is {s} binding on a state-owned company', 'Can a court review {s}',
  'Who decides about {s}', 'Does {s} apply in Kazakhstan', 'What is the deadline for {s}',
  'Why did the lecture say {s} is exceptional', 'How should counsel prepare for {s}',
  'Where can I read more about {s}', 'Is there a model clause covering {s}',
  'What did the court hold about {s} in the case from the reading',
  'Does {s} differ between institutional rules', 'How often is {s} refused',
  'What is the difference between {s} and litigation', 'Could {s} be waived by the parties',
]; // prettier-ignore
const DETAILS = [
  'I re-watched the lecture twice and I am still not sure about the exception mentioned near the end.',
  'The reading material gives one answer and the slides seem to give another one.',
  'In my practice we had a contract with exactly this wording and the other side objected.',
  'Could someone point me to the article of the rules that deals with this?',
  'Our study group disagreed about this and we would be grateful for an instructor’s view.',
  'I am preparing the topic essay and want to get this point right before I submit it.',
]; // prettier-ignore
const ANSWERS = [
  'It depends on the seat: the courts there have the last word, and the rules chosen by the parties fill in the rest.',
  'The reading covers this in its second part; the key point is the parties’ consent, read broadly.',
  'In my experience the tribunal decides first and the court looks again only at the enforcement stage.',
  'The lecture’s example is exactly this situation: look at the timeline on the slide about interim relief.',
  'Most institutional rules answer it expressly, so check the rules named in your clause first.',
]; // prettier-ignore
const ESSAYS = [
  'Arbitration rests on consent. Parties who choose it trade the familiarity of their own courts for a neutral forum, ' +
    'an award enforceable almost everywhere under the New York Convention, and the freedom to choose their arbitrators. ' +
    'This essay argues that the seat matters more than the rules: the courts of the seat support the proceedings, ' +
    'hear challenges to the award and decide whether the arbitration agreement is valid at all. A well drafted clause ' +
    'names the seat, the rules, the language and the number of arbitrators, and so avoids the costly fights about ' +
    'jurisdiction that pathological clauses invite.',
  'Interim measures show the balance between tribunals and courts. Before the tribunal is constituted only a court or ' +
    'an emergency arbitrator can act; afterwards the tribunal is usually the better forum because it knows the case. ' +
    'The Model Law of 2006 lets courts enforce the tribunal’s measures, which closes the gap that once made parties ' +
    'run to court first. Practitioners should still keep both options in mind and choose the forum that can act in time.',
  'Enforcement is where an award proves its worth. The grounds for refusal in Article V of the New York Convention are ' +
    'narrow and exhaustive, and courts in most contracting states read them narrowly, public policy above all. An award ' +
    'set aside at the seat is usually refused elsewhere, though a few jurisdictions enforce it regardless. Counsel ' +
    'should therefore think about enforcement from the first day: where the debtor has assets, and what those courts expect.',
]; // prettier-ignore

export interface LargeOptions {
  scale: number;
  /** The argon2 hash of LARGE_PASSWORD, computed once by the caller. */
  passwordHash: string;
  now: Date;
  /** Called when a table is done: its name, the rows it gained, how long it took. */
  progress?: (table: string, rows: number, ms: number) => void;
}

export interface LargeResult {
  counts: Record<string, number>;
  /** Why a table holds fewer rows than asked (the schema allows no more), by table. */
  capped: Record<string, string>;
}

/** Whether the generated academy is already in this database (it is loaded in one transaction: all or nothing). */
export async function largeDataPresent(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM users WHERE email LIKE $1`,
    [`%@${LARGE_EMAIL_DOMAIN}`],
  );
  return row?.count ?? 0;
}

/**
 * Loads the large academy into a migrated, seeded database; `tx` must be inside a transaction (the
 * temporary tables drop at its commit). Refuses a database that already has it.
 */
export async function generateLargeData(tx: Queryable, options: LargeOptions): Promise<LargeResult> {
  const counts = scaledCounts(options.scale);
  const now = options.now.toISOString();
  const counted: Record<string, number> = {};
  const capped: Record<string, string> = {};
  const step = async (table: string, work: () => Promise<number>) => {
    const started = performance.now();
    const rows = await work();
    counted[table] = rows;
    options.progress?.(table, rows, performance.now() - started);
  };
  const insert = async (sql: string, params: unknown[]) => {
    const [row] = await tx.query<{ count: number }>(
      `WITH inserted AS (${sql} RETURNING 1) SELECT count(*)::int AS count FROM inserted`,
      params,
    );
    return row?.count ?? 0;
  };

  if ((await largeDataPresent(tx)) > 0) throw new Error('the large academy is already loaded in this schema');
  const [course] = await tx.query<{ id: number; title: string; tenge_price: string; new_price: string }>(
    'SELECT id, title, tenge_price, new_price FROM courses ORDER BY id LIMIT 1',
  );
  if (!course) throw new Error('no course: run the demo seed first (npm run seed -w @academy/api)');
  const [instructor] = await tx.query<{ id: number }>(
    "SELECT id FROM users WHERE role = 'instructor' ORDER BY id LIMIT 1",
  );
  if (!instructor) throw new Error('no instructor: run the demo seed first');
  const terms = await tx.query<{ id: number }>(
    'SELECT id FROM course_terms WHERE course_id = $1 ORDER BY starts_at, id',
    [course.id],
  );
  await tx.query(
    `CREATE TEMP TABLE large_lectures ON COMMIT DROP AS
     SELECT row_number() OVER (ORDER BY t.position, l.position)::int AS ord, l.id, l.duration
       FROM lectures l JOIN topics t ON t.id = l.topic_id WHERE t.course_id = $1`,
    [course.id],
  );
  const [{ lectures = 0 } = {}] = await tx.query<{ lectures: number }>(
    'SELECT count(*)::int AS lectures FROM large_lectures',
  );
  if (lectures === 0) throw new Error('the course has no lectures');

  await step('users', async () => {
    const rows = await insert(
      `INSERT INTO users (email, password_hash, first_name, last_name, is_verified, language, date_joined, role)
       SELECT 'student-' || g || '@${LARGE_EMAIL_DOMAIN}', $1,
              ($2::text[])[1 + g % array_length($2::text[], 1)],
              ($3::text[])[1 + (g / 7) % array_length($3::text[], 1)],
              true, (ARRAY['en', 'ru', 'kk'])[1 + g % 3],
              $4::timestamptz - (g % 720) * interval '1 day', 'student'
         FROM generate_series(1, $5::int) AS g`,
      [options.passwordHash, FIRST_NAMES, LAST_NAMES, now, counts.students],
    );
    await tx.query(
      `CREATE TEMP TABLE large_students ON COMMIT DROP AS
       SELECT split_part(substr(email, 9), '@', 1)::int AS n, id, first_name, last_name
         FROM users WHERE email LIKE $1`,
      [`student-%@${LARGE_EMAIL_DOMAIN}`],
    );
    await tx.query('CREATE UNIQUE INDEX ON large_students (n)');
    await tx.query('ANALYZE large_students');
    return rows;
  });

  // The enrolled students bought the course with the sandbox card: a paid payment each.
  await step('payments', () =>
    insert(
      `INSERT INTO payments (id, user_id, course_id, amount, currency, display_amount, display_currency, provider,
                             provider_payment_id, payment_url, status, card_brand, card_last4, created_at, expires_at, settled_at)
       SELECT p.id, s.id, $1, $2::numeric, 'KZT', $3::numeric, 'USD', 'sandbox', p.id, '', 'paid', 'visa', '4242',
              p.at, p.at + interval '30 minutes', p.at
         FROM large_students s
         CROSS JOIN LATERAL (SELECT 'b0000000-0000-4000-8000-' || lpad(s.n::text, 12, '0') AS id,
                                    $4::timestamptz - (s.n % 50) * interval '1 day' - (s.n % 1440) * interval '1 minute' AS at) p
        WHERE s.n <= $5`,
      [course.id, course.tenge_price, course.new_price, now, counts.enrolled],
    ),
  );
  await step('enrollments', () =>
    insert(
      `INSERT INTO enrollments (user_id, course_id, created_at, payment_id, term_id)
       SELECT p.user_id, p.course_id, p.settled_at, p.id, ($2::int[])[1 + s.n % array_length($2::int[], 1)]
         FROM payments p JOIN large_students s ON s.id = p.user_id
        WHERE p.course_id = $1`,
      [course.id, terms.map((term) => term.id)],
    ),
  );

  const shares = zipfShares(counts.questions, lectures);
  let offset = 0;
  const plan = shares.map((count, index) => {
    const row = { ord: index + 1, count, start: offset };
    offset += count;
    return row;
  });
  const [{ before = 0 } = {}] = await tx.query<{ before: number }>(
    'SELECT coalesce(max(id), 0)::int AS before FROM questions',
  );
  await step('questions', () =>
    insert(
      `INSERT INTO questions (lecture_id, user_id, title, content, created_at, important_at)
       SELECT l.id, s.id, q.title, q.title || ' ' || ($3::text[])[1 + (q.g / 5) % array_length($3::text[], 1)],
              q.at, CASE WHEN q.g % 97 = 0 THEN q.at + interval '1 day' END
         FROM jsonb_to_recordset($4::jsonb) AS p(ord int, count int, start int)
         JOIN large_lectures l ON l.ord = p.ord
         CROSS JOIN LATERAL generate_series(p.start + 1, p.start + p.count) AS k(g)
         CROSS JOIN LATERAL (
           SELECT k.g AS g,
                  replace(($2::text[])[1 + (k.g / 24) % array_length($2::text[], 1)], '{s}',
                          ($1::text[])[1 + k.g % array_length($1::text[], 1)]) || '?' AS title,
                  $5::timestamptz - ((k.g::bigint * 7919) % $6::int) * (interval '730 days' / $6::int) AS at
         ) q
         JOIN large_students s ON s.n = 1 + (q.g * 31) % $7::int`,
      [SUBJECTS, PHRASES, DETAILS, JSON.stringify(plan), now, counts.questions, counts.enrolled],
    ),
  );

  // Answers per question cycle 0, 1, 2, 3, 4 (times answers/questions / 2): a fifth stay unanswered.
  const perQuestion = counts.answers / counts.questions / 2;
  await step('answers', () =>
    insert(
      `INSERT INTO answers (question_id, user_id, title, content, created_at, by_instructor)
       SELECT q.id, CASE WHEN a.instructor THEN $4::int ELSE s.id END, 'Re: ' || left(q.title, 60),
              ($2::text[])[1 + (q.id + k) % array_length($2::text[], 1)],
              q.created_at + k * interval '3 hours', a.instructor
         FROM questions q
         CROSS JOIN LATERAL generate_series(1, round(((q.id - $1) % 5) * $3::float8)::int) AS k
         CROSS JOIN LATERAL (SELECT k = 1 AND q.id % 3 = 0 AS instructor) a
         JOIN large_students s ON s.n = 1 + ((q.id + k) * 17) % $5::int
        WHERE q.id > $1`,
      [before, ANSWERS, perQuestion, instructor.id, counts.enrolled],
    ),
  );

  // A student's progress is a prefix of the course: the last lecture begun, the ones before it done.
  // The key (student, lecture) holds at most enrolled x lectures rows.
  const possible = counts.enrolled * lectures;
  const progressRows = Math.min(counts.progress, possible);
  if (progressRows < counts.progress)
    capped.lecture_progress =
      `${counts.progress} asked, but one row per enrolled student and lecture allows ` +
      `${counts.enrolled} x ${lectures} = ${possible}`;
  const meanLectures = progressRows / counts.enrolled;
  await step('lecture_progress', () =>
    insert(
      `INSERT INTO lecture_progress (user_id, lecture_id, position_seconds, completed_at, updated_at)
       SELECT s.id, l.id, CASE WHEN l.ord < m.reached THEN 0 ELSE l.duration / 2 END,
              CASE WHEN l.ord < m.reached THEN m.at END, m.at
         FROM large_students s
         CROSS JOIN LATERAL (
           SELECT least($2::int, greatest(1, round($3::float8 * (0.25 + 1.5 * ((s.n * 7919) % 1000) / 1000.0))::int)) AS reached,
                  $4::timestamptz - (s.n % 30) * interval '1 day' AS at
         ) m
         JOIN large_lectures l ON l.ord <= m.reached
        WHERE s.n <= $1`,
      [counts.enrolled, lectures, meanLectures, now],
    ),
  );

  await tx.query(
    `CREATE TEMP TABLE large_tests ON COMMIT DROP AS
     SELECT (row_number() OVER (ORDER BY tp.position) - 1)::int AS idx, t.id, t.version,
            k.max_score, k.perfect, k.first_points
       FROM topic_tests t JOIN topics tp ON tp.id = t.topic_id
       CROSS JOIN LATERAL (
         SELECT sum(q.points)::int AS max_score,
                (array_agg(q.points ORDER BY q.position))[1] AS first_points,
                jsonb_agg(jsonb_build_object(
                  'question', q.id,
                  'choices', (SELECT coalesce(jsonb_agg(c.id ORDER BY c.position), '[]') FROM test_choices c
                               WHERE c.question_id = q.id AND c.correct),
                  'correct', true, 'points', q.points) ORDER BY q.position) AS perfect
           FROM test_questions q WHERE q.test_id = t.id AND q.retired_at IS NULL
       ) k
      WHERE tp.course_id = $1 AND k.max_score IS NOT NULL`,
    [course.id],
  );
  const [{ tests = 0 } = {}] = await tx.query<{ tests: number }>(
    'SELECT count(*)::int AS tests FROM large_tests',
  );
  // Attempt g: student 1 + g mod enrolled, at test (g div enrolled) mod tests, its next number.
  // Every third attempt got the first question wrong.
  await step('test_attempts', async () =>
    tests === 0
      ? 0
      : insert(
          `INSERT INTO test_attempts (test_id, user_id, number, score, max_score, answers, submitted_at, test_version)
           SELECT t.id, s.id, a.number,
                  CASE WHEN a.wrong THEN t.max_score - t.first_points ELSE t.max_score END, t.max_score,
                  CASE WHEN a.wrong THEN jsonb_set(jsonb_set(jsonb_set(t.perfect, '{0,correct}', 'false'),
                                                             '{0,points}', '0'), '{0,choices}', '[]')
                       ELSE t.perfect END,
                  $3::timestamptz - (40 - a.number) * interval '1 day' - (s.n % 600) * interval '1 minute',
                  t.version
             FROM generate_series(0, $1::int - 1) AS g
             CROSS JOIN LATERAL (SELECT 1 + g % $2::int AS n, (g / $2::int) % $4::int AS idx,
                                        1 + g / ($2::int * $4::int) AS number, g % 3 = 0 AS wrong) a
             JOIN large_tests t ON t.idx = a.idx
             JOIN large_students s ON s.n = a.n`,
          [counts.attempts, counts.enrolled, now, tests],
        ),
  );

  // Essay g: student 1 + g mod enrolled, topic (g div enrolled) in course order, then the final essay.
  const topics = await tx.query<{ id: number }>(
    'SELECT id FROM topics WHERE course_id = $1 ORDER BY position',
    [course.id],
  );
  const slots = topics.length + 1;
  const essayCapacity = counts.enrolled * slots;
  const essayRows = Math.min(counts.essays, essayCapacity);
  if (essayRows < counts.essays)
    capped.essays = `${counts.essays} asked, but one per student and topic (and one final) allows ${essayCapacity}`;
  await step('essays', () =>
    insert(
      `INSERT INTO essays (user_id, course_id, topic_id, status, body, word_count, version, created_at, updated_at)
       SELECT s.id, $2, ($3::int[])[1 + a.slot], a.status, ($4::text[])[1 + a.g % 3], ($5::int[])[1 + a.g % 3],
              CASE WHEN a.status = 'draft' THEN 0 ELSE 1 END,
              $6::timestamptz - (a.g % 40 + 2) * interval '1 day',
              $6::timestamptz - (a.g % 40) * interval '1 day' - (a.g % 1440) * interval '1 minute'
         FROM generate_series(0, $1::int - 1) AS g
         CROSS JOIN LATERAL (
           SELECT g, 1 + g % $7::int AS n, g / $7::int AS slot,
                  CASE g % 10 WHEN 0 THEN 'draft' WHEN 1 THEN 'draft' WHEN 2 THEN 'submitted'
                              WHEN 3 THEN 'returned' ELSE 'accepted' END AS status
         ) a
         JOIN large_students s ON s.n = a.n`,
      [
        essayRows,
        course.id,
        [...topics.map((topic) => topic.id), null],
        ESSAYS,
        ESSAYS.map((text) => countWords(text)),
        now,
        counts.enrolled,
      ],
    ),
  );
  await step('essay_versions', () =>
    insert(
      `INSERT INTO essay_versions (essay_id, version, body, word_count, submitted_at, status, feedback, evaluated_at, evaluated_by)
       SELECT e.id, 1, e.body, e.word_count, e.updated_at, e.status,
              CASE WHEN e.status = 'returned' THEN 'Please develop the second argument with an example from the reading.' ELSE '' END,
              CASE WHEN e.status = 'submitted' THEN NULL ELSE e.updated_at + interval '1 day' END,
              CASE WHEN e.status = 'submitted' THEN NULL ELSE $1::int END
         FROM essays e JOIN large_students s ON s.id = e.user_id
        WHERE e.status <> 'draft'`,
      [instructor.id],
    ),
  );

  // Certificate numbers: AIA-<year>-XXXX-XXXX from n x an odd constant mod 2^40 (distinct for distinct n).
  const digit = (i: number) =>
    `substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (((c.h >> ${5 * i}) & 31) + 1)::int, 1)`;
  const number =
    `'AIA-' || to_char($3::timestamptz, 'YYYY') || '-' || ${[0, 1, 2, 3].map(digit).join(' || ')} || '-' || ` +
    [4, 5, 6, 7].map(digit).join(' || ');
  await step('certificates', () =>
    insert(
      `INSERT INTO certificates (number, user_id, course_id, student_name, course_title, issued_at,
                                 revoked_at, revocation_reason, revoked_by)
       SELECT ${number}, s.id, $1, s.first_name || ' ' || s.last_name, $2, c.at,
              CASE WHEN s.n % 50 = 0 THEN c.at + interval '3 days' END,
              CASE WHEN s.n % 50 = 0 THEN 'Issued in error' END,
              CASE WHEN s.n % 50 = 0 THEN $5::int END
         FROM large_students s
         CROSS JOIN LATERAL (SELECT (s.n::bigint * 2654435761) % 1099511627776 AS h,
                                    $3::timestamptz - (s.n % 60) * interval '1 day' AS at) c
        WHERE s.n <= $4`,
      [course.id, course.title, now, counts.certificates, instructor.id],
    ),
  );
  return { counts: counted, capped };
}

/** The tables the generator fills, for ANALYZE after the commit. */
export const LARGE_TABLES = [
  'users',
  'payments',
  'enrollments',
  'questions',
  'answers',
  'lecture_progress',
  'test_attempts',
  'essays',
  'essay_versions',
  'certificates',
] as const;
