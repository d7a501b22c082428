import type { Static } from '@fastify/type-provider-typebox';
import type { Queryable } from '../db/database';
import {
  ANSWERS_PER_QUESTION,
  type CaptionLanguage,
  CURRICULUM_QUESTIONS_PER_LECTURE,
  type Answer,
  type Question,
  type StudentTopic,
} from '@academy/contract';
import type { MediaUrl } from './content';

interface AuthorColumns {
  author_id: number | null;
  first_name: string | null;
  last_name: string | null;
  photo: string | null;
}

function author(mediaUrl: MediaUrl, row: AuthorColumns): AnswerBody['user'] {
  if (row.author_id === null) return null;
  return {
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    photo: row.photo ? mediaUrl(row.photo) : null,
  };
}

/** Wire shapes come from the route schemas, so a response cannot drift from its documented schema. */
export type AnswerBody = Static<typeof Answer>;
export type QuestionBody = Static<typeof Question>;
export type StudentTopicBody = Static<typeof StudentTopic>;

export interface CurriculumRow {
  topic_id: number;
  topic_title: string;
  /** When the topic opens for the students of the term asked for; null: open from the start. */
  opens_at: Date | null;
  /** Scheduled by term, and the students asked for have no term yet: closed, with no date. */
  awaits_term: boolean;
  id: number | null;
  title: string | null;
  video: string | null;
  duration: number | null;
  material: string | null;
  material_name: string | null;
  teacher_name: string | null;
  /** Its captions' files by language (migration 0180); empty for a topic without lectures. */
  captions: { language: CaptionLanguage; file: string }[];
}

/**
 * A course's topics and lectures in order as the students of one term see them (termId null: students
 * with no term yet), one row per lecture (a topic without lectures: one row of nulls). The opening
 * dates come from the database's one rule, `topic_opens_at` (migration 0090, decision 0701).
 */
export function selectCurriculum(
  db: Queryable,
  courseId: number,
  termId: number | null,
): Promise<CurriculumRow[]> {
  return db.query<CurriculumRow>(
    `SELECT t.id AS topic_id, t.title AS topic_title,
            nullif(o.opens_at, 'infinity') AS opens_at, coalesce(o.opens_at = 'infinity', false) AS awaits_term,
            l.id, l.title, l.video, l.duration::float8 AS duration, l.material, l.material_name, l.teacher_name,
            coalesce((SELECT json_agg(json_build_object('language', c.language, 'file', c.file) ORDER BY c.language)
                        FROM lecture_captions c WHERE c.lecture_id = l.id), '[]'::json) AS captions
       FROM topics t
       LEFT JOIN course_terms ct ON ct.id = $2 AND ct.course_id = t.course_id
       CROSS JOIN LATERAL (SELECT topic_opens_at(t.opens_at, t.opens_after_days, ct.starts_at) AS opens_at) o
       LEFT JOIN lectures l ON l.topic_id = t.id
      WHERE t.course_id = $1
      ORDER BY t.position, t.id, l.position, l.id`,
    [courseId, termId],
  );
}

type PreviewRow = AuthorColumns & {
  id: number;
  lecture_id: number;
  title: string;
  content: string;
  created_at: Date;
  answers_count: number;
};

/** What the curriculum shows of a lecture's questions (decision 0183): counts and the newest few. */
export interface LectureQuestions {
  questions_count: number;
  answered_count: number;
  questions: QuestionBody[];
}

/**
 * Per lecture of a course: its question counts (kept by the database, migration 0110) and its
 * CURRICULUM_QUESTIONS_PER_LECTURE newest questions, each with its newest answers. The size does not
 * depend on how many questions a lecture has.
 */
export async function selectLectureQuestions(
  db: Queryable,
  mediaUrl: MediaUrl,
  courseId: number,
): Promise<Map<number, LectureQuestions>> {
  const [counts, rows] = await Promise.all([
    db.query<{ lecture_id: number; questions_count: number; answered_count: number }>(
      `SELECT l.id AS lecture_id, coalesce(c.questions_count, 0) AS questions_count,
              coalesce(c.answered_count, 0) AS answered_count
         FROM topics t
         JOIN lectures l ON l.topic_id = t.id
         LEFT JOIN lecture_question_counts c ON c.lecture_id = l.id
        WHERE t.course_id = $1`,
      [courseId],
    ),
    db.query<PreviewRow>(
      `SELECT q.id, q.lecture_id, q.title, q.content, q.created_at, q.answers_count,
              qu.id AS author_id, qu.first_name, qu.last_name, qu.photo
         FROM topics t
         JOIN lectures l ON l.topic_id = t.id
         CROSS JOIN LATERAL (SELECT * FROM questions q WHERE q.lecture_id = l.id
                              ORDER BY q.id DESC LIMIT $2) q
         LEFT JOIN users qu ON qu.id = q.user_id
        WHERE t.course_id = $1
        ORDER BY q.id DESC`,
      [courseId, CURRICULUM_QUESTIONS_PER_LECTURE],
    ),
  ]);
  const byLecture = new Map<number, LectureQuestions>();
  for (const row of counts)
    byLecture.set(row.lecture_id, {
      questions_count: row.questions_count,
      answered_count: row.answered_count,
      questions: [],
    });
  const questions = rows.map((row) => questionBody(mediaUrl, row));
  await attachAnswers(db, mediaUrl, questions, 'newest');
  for (const question of questions) byLecture.get(question.lecture)?.questions.push(question);
  return byLecture;
}

interface AnswerRow extends AuthorColumns {
  id: number;
  question_id: number;
  title: string;
  content: string;
  created_at: Date;
  by_instructor: boolean;
}

const ANSWER_ORDER = { newest: 'DESC', oldest: 'ASC' } as const;

/**
 * Fills each question's `answers` (empty before) with its ANSWERS_PER_QUESTION newest (or oldest)
 * answers: one query, at most that many rows per question.
 */
export async function attachAnswers(
  db: Queryable,
  mediaUrl: MediaUrl,
  questions: { id: number; answers: AnswerBody[] }[],
  order: keyof typeof ANSWER_ORDER,
): Promise<void> {
  if (questions.length === 0) return;
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answers = await db.query<AnswerRow>(
    `SELECT a.id, a.question_id, a.title, a.content, a.created_at,
            au.id AS author_id, au.first_name, au.last_name, au.photo, a.by_instructor
       FROM unnest($1::int[]) AS asked(id)
       CROSS JOIN LATERAL (SELECT * FROM answers a WHERE a.question_id = asked.id
                            ORDER BY a.id ${ANSWER_ORDER[order]} LIMIT $2) a
       LEFT JOIN users au ON au.id = a.user_id
      ORDER BY a.id ${ANSWER_ORDER[order]}`,
    [[...byId.keys()], ANSWERS_PER_QUESTION],
  );
  for (const answer of answers) byId.get(answer.question_id)?.answers.push(answerBody(mediaUrl, answer));
}

/**
 * One page of a question's answers, newest or oldest first, and how many there are (the count kept
 * on the question by migration 0110).
 */
export async function listAnswers(
  db: Queryable,
  mediaUrl: MediaUrl,
  query: { questionId: number; order: keyof typeof ANSWER_ORDER; limit: number; offset: number },
): Promise<{ count: number; results: AnswerBody[] }> {
  const [rows, [question]] = await Promise.all([
    db.query<AnswerRow>(
      `SELECT a.id, a.question_id, a.title, a.content, a.created_at,
              au.id AS author_id, au.first_name, au.last_name, au.photo, a.by_instructor
         FROM answers a LEFT JOIN users au ON au.id = a.user_id
        WHERE a.question_id = $1
        ORDER BY a.id ${ANSWER_ORDER[query.order]}
        LIMIT $2 OFFSET $3`,
      [query.questionId, query.limit, query.offset],
    ),
    db.query<{ answers_count: number }>('SELECT answers_count FROM questions WHERE id = $1', [
      query.questionId,
    ]),
  ]);
  return {
    count: question?.answers_count ?? 0,
    results: rows.map((row) => answerBody(mediaUrl, row)),
  };
}

export function questionBody(
  mediaUrl: MediaUrl,
  row: AuthorColumns & {
    id: number;
    lecture_id: number;
    title: string;
    content: string;
    created_at: Date;
    /** Absent: a question just asked, with no answers yet. */
    answers_count?: number;
  },
): QuestionBody {
  return {
    id: row.id,
    lecture: row.lecture_id,
    title: row.title,
    content: row.content,
    created_at: new Date(row.created_at).toISOString(),
    user: author(mediaUrl, row),
    answers: [],
    answers_count: row.answers_count ?? 0,
  };
}

export function answerBody(
  mediaUrl: MediaUrl,
  row: AuthorColumns & {
    id: number;
    question_id: number;
    title: string;
    content: string;
    created_at: Date;
    by_instructor: boolean;
  },
): AnswerBody {
  return {
    id: row.id,
    question: row.question_id,
    title: row.title,
    content: row.content,
    created_at: new Date(row.created_at).toISOString(),
    user: author(mediaUrl, row),
    is_instructor: row.by_instructor,
  };
}

/** A title for a question or answer: its first words, at most 80 characters. */
export function titleFrom(content: string, max = 80): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Where a lecture sits: its course, whether its topic is open, whether the student may post there. */
export async function lectureAccess(db: Queryable, lectureId: number, userId: number, now: Date) {
  const [row] = await db.query<{ open: boolean; enrolled: boolean }>(
    `SELECT topic_open_for(t.id, $2, $3::timestamptz) AS open,
            EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = t.course_id AND e.user_id = $2) AS enrolled
       FROM lectures l JOIN topics t ON t.id = l.topic_id WHERE l.id = $1`,
    [lectureId, userId, now],
  );
  if (!row) return null;
  return { enrolled: row.enrolled, open: row.open };
}
