import fs from 'node:fs/promises';
import path from 'node:path';
import type { PasswordHasher } from '../auth/password-hashing';
import type { Database, Queryable } from '../db/database';
import type { MediaStorage } from '../storage/media-storage';
import { scoreAttempt } from '../completion/scoring';
import { RECOMMENDED_BOOKS, bookCoverSvg } from '@academy/contract/content/recommended-books';
import { titleFrom } from '../repositories/learning';
import { seedPaidPayment } from '../repositories/payments';
import { countWords } from '@academy/rules';
import {
  COURSE,
  DEMO_CLASSMATES,
  DEMO_INSTRUCTOR,
  DEMO_STANDING,
  DEMO_STUDENT,
  DEMO_TERMS,
  DURATIONS,
  OPENING_DAYS,
  PEOPLE,
  SEMINARS,
  TEACHERS,
  TOPICS,
} from './demo-content';
import { DEMO_QUESTIONS, type DemoAuthor } from './demo-questions';
import { DEMO_TESTS } from './demo-tests';

export const ASSETS_DIR = path.resolve(__dirname, '..', '..', 'assets');
const DAY_MS = 86400 * 1000;

const MEDIA = {
  introVideo: 'course/introduction.mp4',
  lectureVideo: 'lectures/lecture.mp4',
  material: 'materials/reading-material.pdf',
};

export interface SeedOptions {
  /** Where the demo's files are written: the configured store (storage/create-media-storage.ts). */
  media: Pick<MediaStorage, 'write'>;
  hasher: PasswordHasher;
  now?: Date;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function initialsAvatar(name: string, hue: number): string {
  const initials = name
    .replace(/^(Prof\.|Dr\.|Sir)\s+/, '')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">` +
    `<rect width="320" height="320" fill="hsl(${hue} 45% 42%)"/>` +
    `<text x="160" y="190" font-family="Georgia, serif" font-size="120" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`
  );
}

function bioPage(person: (typeof PEOPLE)[number]): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeXml(person.full_name)}</title></head>` +
    `<body style="font-family:Georgia,serif;max-width:40rem;margin:3rem auto;line-height:1.5">` +
    `<h1>${escapeXml(person.full_name)}</h1><p><strong>${escapeXml(person.position)}</strong>, ${escapeXml(person.location)}</p>` +
    `<p>${escapeXml(person.full_name)} has practised and taught international arbitration for many years, sitting as ` +
    `arbitrator and counsel in commercial and investment treaty disputes.</p></body></html>`
  );
}

type MediaWriter = SeedOptions['media'];

async function writeMedia(media: MediaWriter, key: string, content: string | Buffer) {
  await media.write(key, typeof content === 'string' ? Buffer.from(content) : content);
}

async function copyAssets(media: MediaWriter) {
  await writeMedia(media, MEDIA.introVideo, await fs.readFile(path.join(ASSETS_DIR, 'lecture.mp4')));
  await writeMedia(media, MEDIA.lectureVideo, await fs.readFile(path.join(ASSETS_DIR, 'lecture.mp4')));
  await writeMedia(media, MEDIA.material, await fs.readFile(path.join(ASSETS_DIR, 'reading-material.pdf')));
}

async function insertOne<Row extends object>(tx: Queryable, sql: string, params: unknown[]): Promise<Row> {
  const [row] = await tx.query<Row>(sql, params);
  if (!row) throw new Error(`seed insert returned nothing: ${sql.slice(0, 60)}`);
  return row;
}

/** Fills an empty database with the demo course; returns false and changes nothing when courses already exist. */
export async function seedDemoContent(db: Database, options: SeedOptions): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM courses',
  );
  if (count > 0) return false;
  const now = options.now ?? new Date();
  await copyAssets(options.media);
  const passwordHash = await options.hasher.hash(DEMO_STUDENT.password);
  const instructorHash = await options.hasher.hash(DEMO_INSTRUCTOR.password);

  for (const [index, person] of PEOPLE.entries()) {
    await writeMedia(
      options.media,
      `people/${slug(person.full_name)}.svg`,
      initialsAvatar(person.full_name, (index * 47) % 360),
    );
    await writeMedia(options.media, `people/${slug(person.full_name)}.html`, bioPage(person));
  }
  for (const [index, book] of RECOMMENDED_BOOKS.entries()) {
    await writeMedia(options.media, `books/${slug(book.title)}.svg`, bookCoverSvg(book, index));
  }

  await db.transaction(async (tx) => {
    const course = await insertOne<{ id: number }>(
      tx,
      `INSERT INTO courses (title, course_description, introductory_video, tenge_price, new_price, old_price, discount_percentage, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        COURSE.title,
        COURSE.course_description,
        MEDIA.introVideo,
        COURSE.tenge_price,
        COURSE.new_price,
        COURSE.old_price,
        COURSE.discount_percentage,
        now,
      ],
    );
    const term = async (title: string, startedDaysAgo: number, enrolmentClosesAt: Date) => {
      const startsAt = new Date(now.getTime() - startedDaysAgo * DAY_MS);
      return insertOne<{ id: number }>(
        tx,
        `INSERT INTO course_terms (course_id, title, starts_at, ends_at, enrolment_closes_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [
          course.id,
          title,
          startsAt,
          new Date(startsAt.getTime() + DEMO_TERMS.lengthDays * DAY_MS),
          enrolmentClosesAt,
        ],
      );
    };
    const cohort = await term(
      DEMO_TERMS.cohort.title,
      DEMO_TERMS.cohort.startedDaysAgo,
      new Date(now.getTime() - DEMO_TERMS.cohort.startedDaysAgo * DAY_MS),
    );
    const enrolmentEnds = new Date(now);
    enrolmentEnds.setUTCFullYear(enrolmentEnds.getUTCFullYear() + DEMO_TERMS.open.enrolmentYears);
    await term(DEMO_TERMS.open.title, DEMO_TERMS.open.startedDaysAgo, enrolmentEnds);

    let lectureIndex = 0;
    const lectureIds: number[] = [];
    const topicIds: number[] = [];
    const lecturesOfTopic: number[][] = [];
    const testsOfTopic: { id: number; questions: { id: number; choices: number[] }[] }[] = [];
    for (const [topicIndex, topic] of TOPICS.entries()) {
      const topicRow = await insertOne<{ id: number }>(
        tx,
        'INSERT INTO topics (course_id, position, title, opens_after_days) VALUES ($1, $2, $3, $4) RETURNING id',
        [course.id, topicIndex + 1, topic.title, OPENING_DAYS[topicIndex] ?? null],
      );
      topicIds.push(topicRow.id);
      lecturesOfTopic.push([]);
      testsOfTopic.push(await seedTest(tx, topicRow.id, topicIndex));
      for (const [position, title] of topic.lectures.entries()) {
        // Every fifth lecture is a reading with no video, so the material viewer has something to show.
        const readingOnly = lectureIndex % 5 === 4;
        const withMaterial = readingOnly || position === 0;
        const lecture = await insertOne<{ id: number }>(
          tx,
          `INSERT INTO lectures (topic_id, position, title, video, duration, material, material_name, teacher_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            topicRow.id,
            position + 1,
            title,
            readingOnly ? '' : MEDIA.lectureVideo,
            DURATIONS[lectureIndex] ?? 0,
            withMaterial ? MEDIA.material : '',
            withMaterial ? `${slug(title)}.pdf` : '',
            TEACHERS[lectureIndex % TEACHERS.length],
          ],
        );
        lectureIds.push(lecture.id);
        lecturesOfTopic[topicIndex]?.push(lecture.id);
        lectureIndex += 1;
      }
    }
    for (const [index, seminar] of SEMINARS.entries()) {
      const day = new Date(now.getTime() + (index * 14 + 3) * DAY_MS);
      await tx.query(
        'INSERT INTO seminars (course_id, title, date, time, teacher_name, link) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          course.id,
          seminar.title,
          day.toISOString().slice(0, 10),
          '15:00:00',
          seminar.teacher,
          `https://meet.jit.si/academy-arbitration-seminar-${index + 1}`,
        ],
      );
    }
    for (const [index, person] of PEOPLE.entries()) {
      await tx.query(
        `INSERT INTO organisation_people (position_order, full_name, position, photo, description, location, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          index + 1,
          person.full_name,
          person.position,
          `people/${slug(person.full_name)}.svg`,
          `people/${slug(person.full_name)}.html`,
          person.location,
          person.status,
        ],
      );
    }
    for (const [index, book] of RECOMMENDED_BOOKS.entries()) {
      await tx.query(
        'INSERT INTO books (position_order, title, author, cover, link) VALUES ($1, $2, $3, $4, $5)',
        [index + 1, book.title, book.author, `books/${slug(book.title)}.svg`, book.link],
      );
    }
    const student = await insertOne<{ id: number }>(
      tx,
      `INSERT INTO users (email, password_hash, first_name, last_name, is_verified) VALUES ($1, $2, $3, $4, true)
       ON CONFLICT (email) DO UPDATE SET is_verified = true RETURNING id`,
      [DEMO_STUDENT.email, passwordHash, DEMO_STUDENT.first_name, DEMO_STUDENT.last_name],
    );
    await tx.query(
      'INSERT INTO enrollments (user_id, course_id, created_at, term_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [student.id, course.id, now, cohort.id],
    );
    await seedDemoStanding(tx, {
      userId: student.id,
      courseId: course.id,
      now,
      lectures: lecturesOfTopic[DEMO_STANDING.completedTopic] ?? [],
      topicId: topicIds[DEMO_STANDING.completedTopic] ?? 0,
      test: testsOfTopic[DEMO_STANDING.completedTopic],
    });
    // The demo student bought the course with the sandbox's Visa test card, so the profile has a payment to show.
    await seedPaidPayment(tx, {
      id: '00000000-0000-4000-8000-000000000001',
      userId: student.id,
      courseId: course.id,
      at: now,
      lifetimeMs: 30 * 60_000,
    });
    await seedTeaching(tx, {
      courseId: course.id,
      termId: cohort.id,
      topicId: topicIds[DEMO_STANDING.completedTopic] ?? 0,
      now,
      passwordHash,
      instructorHash,
    });
    await seedDemoQuestions(tx, { lectureIds, studentId: student.id, now });
  });
  return true;
}

/** A topic's test from demo-tests.ts, with its questions and choices (three statements); answers their ids. */
async function seedTest(tx: Queryable, topicId: number, topicIndex: number) {
  const demo = DEMO_TESTS[topicIndex];
  if (!demo) throw new Error(`no demo test for topic ${topicIndex + 1}`);
  const test = await insertOne<{ id: number }>(
    tx,
    'INSERT INTO topic_tests (topic_id, title) VALUES ($1, $2) RETURNING id',
    [topicId, demo.title],
  );
  const questionRows = await tx.query<{ id: number; position: number }>(
    `INSERT INTO test_questions (test_id, position, prompt, kind, points)
     SELECT $1, q.position, q.prompt, q.kind, q.points
       FROM jsonb_to_recordset($2::jsonb) AS q(position int, prompt text, kind text, points int)
     RETURNING id, position`,
    [
      test.id,
      JSON.stringify(
        demo.questions.map((question, index) => ({
          position: index + 1,
          prompt: question.prompt,
          kind: question.kind,
          points: question.points,
        })),
      ),
    ],
  );
  const questionIds = new Map(questionRows.map((row) => [row.position, row.id]));
  const choiceRows = await tx.query<{ id: number; question_id: number; position: number }>(
    `INSERT INTO test_choices (question_id, position, label, correct)
     SELECT c.question_id, c.position, c.label, c.correct
       FROM jsonb_to_recordset($1::jsonb) AS c(question_id int, position int, label text, correct boolean)
     RETURNING id, question_id, position`,
    [
      JSON.stringify(
        demo.questions.flatMap((question, index) =>
          question.choices.map((label, at) => ({
            question_id: questionIds.get(index + 1),
            position: at + 1,
            label,
            correct: question.correct.includes(at),
          })),
        ),
      ),
    ],
  );
  const questions = demo.questions.map((_question, index) => {
    const id = questionIds.get(index + 1) ?? 0;
    const choices = choiceRows
      .filter((choice) => choice.question_id === id)
      .sort((a, b) => a.position - b.position)
      .map((choice) => choice.id);
    return { id, choices };
  });
  return { id: test.id, questions };
}

/**
 * Where the demo student stands, so the course page has something to show: the first topic's
 * lectures completed, one attempt at the first
 * topic's test (a day ago, so no wait is left), and a draft of its essay.
 */
async function seedDemoStanding(
  tx: Queryable,
  standing: {
    userId: number;
    courseId: number;
    now: Date;
    lectures: number[];
    topicId: number;
    test: { id: number; questions: { id: number; choices: number[] }[] } | undefined;
  },
) {
  const { userId, now } = standing;
  for (const [index, lectureId] of standing.lectures.entries()) {
    await tx.query(
      `INSERT INTO lecture_progress (user_id, lecture_id, position_seconds, completed_at, updated_at)
       VALUES ($1, $2, 0, $3, $3)`,
      [userId, lectureId, new Date(now.getTime() - (standing.lectures.length - index) * 3600_000)],
    );
  }
  const test = standing.test;
  const demo = DEMO_TESTS[DEMO_STANDING.completedTopic];
  if (test && demo) {
    const key = test.questions.map((question, index) => {
      const source = demo.questions[index];
      return {
        id: question.id,
        kind: source?.kind ?? 'single',
        points: source?.points ?? 1,
        choices: question.choices,
        correct: (source?.correct ?? []).map((at) => question.choices[at] ?? 0),
      };
    });
    const answers = test.questions.map((question, index) => ({
      question: question.id,
      choices: (DEMO_STANDING.attempt[index] ?? []).map((at) => question.choices[at] ?? 0),
    }));
    const scored = scoreAttempt(key, answers);
    await tx.query(
      `INSERT INTO test_attempts (test_id, user_id, number, score, max_score, answers, submitted_at)
       VALUES ($1, $2, 1, $3, $4, $5, $6)`,
      [
        test.id,
        userId,
        scored.score,
        scored.max_score,
        JSON.stringify(scored.answers),
        new Date(now.getTime() - DAY_MS),
      ],
    );
  }
  await tx.query(
    `INSERT INTO essays (user_id, course_id, topic_id, status, body, word_count, created_at, updated_at)
     VALUES ($1, $2, $3, 'draft', $4, $5, $6, $6)`,
    [
      userId,
      standing.courseId,
      standing.topicId,
      DEMO_STANDING.essayDraft,
      countWords(DEMO_STANDING.essayDraft),
      now,
    ],
  );
}

/**
 * The teaching side's demo (decision 0190): the instructor account, and classmates of the demo student
 * whose first-topic essays wait for evaluation, oldest first.
 */
async function seedTeaching(
  tx: Queryable,
  seed: {
    courseId: number;
    termId: number;
    topicId: number;
    now: Date;
    passwordHash: string;
    instructorHash: string;
  },
) {
  const { now } = seed;
  await tx.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, is_verified, role)
     VALUES ($1, $2, $3, $4, true, 'instructor')
     ON CONFLICT (email) DO UPDATE SET is_verified = true, role = 'instructor'`,
    [DEMO_INSTRUCTOR.email, seed.instructorHash, DEMO_INSTRUCTOR.first_name, DEMO_INSTRUCTOR.last_name],
  );
  for (const classmate of DEMO_CLASSMATES) {
    const submittedAt = new Date(now.getTime() - classmate.submittedDaysAgo * DAY_MS);
    const user = await insertOne<{ id: number }>(
      tx,
      `INSERT INTO users (email, password_hash, first_name, last_name, is_verified) VALUES ($1, $2, $3, $4, true)
       ON CONFLICT (email) DO UPDATE SET is_verified = true RETURNING id`,
      [classmate.email, seed.passwordHash, classmate.first_name, classmate.last_name],
    );
    await tx.query(
      'INSERT INTO enrollments (user_id, course_id, created_at, term_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [user.id, seed.courseId, new Date(submittedAt.getTime() - 7 * DAY_MS), seed.termId],
    );
    const versions = [
      ...(classmate.returned
        ? [
            {
              body: classmate.returned.essay,
              status: 'returned',
              feedback: classmate.returned.feedback,
              at: new Date(submittedAt.getTime() - 2 * DAY_MS),
            },
          ]
        : []),
      { body: classmate.essay, status: 'submitted', feedback: '', at: submittedAt },
    ];
    const essay = await insertOne<{ id: number }>(
      tx,
      `INSERT INTO essays (user_id, course_id, topic_id, status, body, word_count, version, created_at, updated_at)
       VALUES ($1, $2, $3, 'submitted', $4, $5, $6, $7, $8) RETURNING id`,
      [
        user.id,
        seed.courseId,
        seed.topicId,
        classmate.essay,
        countWords(classmate.essay),
        versions.length,
        versions[0]?.at ?? submittedAt,
        submittedAt,
      ],
    );
    for (const [index, version] of versions.entries()) {
      await tx.query(
        `INSERT INTO essay_versions (essay_id, version, body, word_count, submitted_at, status, feedback, evaluated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          essay.id,
          index + 1,
          version.body,
          countWords(version.body),
          version.at,
          version.status,
          version.feedback,
          version.status === 'submitted' ? null : new Date(version.at.getTime() + DAY_MS),
        ],
      );
    }
  }
}

/**
 * The demo's questions and answers (demo-questions.ts), by the demo student, the classmates and the
 * instructor. A lecture's questions are spread over the last two weeks, oldest first, the first
 * lectures' most recent; each answer comes three hours after the one before. Two statements, so the
 * counting triggers of 0110 and the notifications of 0070 fire once for each table.
 */
async function seedDemoQuestions(
  tx: Queryable,
  seed: { lectureIds: number[]; studentId: number; now: Date },
) {
  if (DEMO_QUESTIONS.length !== seed.lectureIds.length)
    throw new Error(
      `demo-questions.ts has ${DEMO_QUESTIONS.length} lectures, the course ${seed.lectureIds.length}`,
    );
  const people = await tx.query<{ id: number; email: string }>(
    'SELECT id, email FROM users WHERE email = ANY($1::text[])',
    [[DEMO_INSTRUCTOR.email, ...DEMO_CLASSMATES.map((classmate) => classmate.email)]],
  );
  const idOf = (email: string) => {
    const person = people.find((row) => row.email === email);
    if (!person) throw new Error(`the demo has no account ${email}`);
    return person.id;
  };
  const authors: Record<DemoAuthor, number> = {
    student: seed.studentId,
    timur: idOf('timur@academy.test'),
    madina: idOf('madina@academy.test'),
    erlan: idOf('erlan@academy.test'),
    instructor: idOf(DEMO_INSTRUCTOR.email),
  };
  const HOUR_MS = 3600 * 1000;
  const asked = DEMO_QUESTIONS.flatMap((questions, lecture) =>
    questions.map((question, index) => {
      const spacing = Math.floor(300 / questions.length);
      const hoursAgo = 20 + 2 * lecture + (questions.length - 1 - index) * spacing;
      return { question, lectureId: seed.lectureIds[lecture], at: seed.now.getTime() - hoursAgo * HOUR_MS };
    }),
  );
  const inserted = await tx.query<{ id: number; lecture_id: number; title: string }>(
    `INSERT INTO questions (lecture_id, user_id, title, content, created_at)
     SELECT q.lecture_id, q.user_id, q.title, q.content, q.created_at
       FROM jsonb_to_recordset($1::jsonb) AS q(lecture_id int, user_id int, title text, content text, created_at timestamptz)
     RETURNING id, lecture_id, title`,
    [
      JSON.stringify(
        asked.map(({ question, lectureId, at }) => ({
          lecture_id: lectureId,
          user_id: authors[question.by],
          title: question.title,
          content: question.text,
          created_at: new Date(at).toISOString(),
        })),
      ),
    ],
  );
  const idOfQuestion = new Map(inserted.map((row) => [`${row.lecture_id} ${row.title}`, row.id]));
  const answers = asked.flatMap(({ question, lectureId, at }) =>
    question.answers.map((answer, index) => ({
      question_id: idOfQuestion.get(`${lectureId} ${question.title}`),
      user_id: authors[answer.by],
      title: titleFrom(answer.text),
      content: answer.text,
      created_at: new Date(at + 3 * (index + 1) * HOUR_MS).toISOString(),
      by_instructor: answer.by === 'instructor',
    })),
  );
  await tx.query(
    `INSERT INTO answers (question_id, user_id, title, content, created_at, by_instructor)
     SELECT a.question_id, a.user_id, a.title, a.content, a.created_at, a.by_instructor
       FROM jsonb_to_recordset($1::jsonb)
         AS a(question_id int, user_id int, title text, content text, created_at timestamptz, by_instructor boolean)`,
    [JSON.stringify(answers)],
  );
}
