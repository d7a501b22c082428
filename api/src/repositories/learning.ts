import type { Static } from '@fastify/type-provider-typebox';
import type { Queryable } from '../db/database';
import type { Answer, Question, StudentTopic } from '../schemas';
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
            l.id, l.title, l.video, l.duration::float8 AS duration, l.material, l.material_name, l.teacher_name
       FROM topics t
       LEFT JOIN course_terms ct ON ct.id = $2 AND ct.course_id = t.course_id
       CROSS JOIN LATERAL (SELECT topic_opens_at(t.opens_at, t.opens_after_days, ct.starts_at) AS opens_at) o
       LEFT JOIN lectures l ON l.topic_id = t.id
      WHERE t.course_id = $1
      ORDER BY t.position, t.id, l.position, l.id`,
    [courseId, termId],
  );
}

type QuestionAnswerRow = AuthorColumns & {
  id: number;
  lecture_id: number;
  title: string;
  content: string;
  created_at: Date;
  answer_id: number | null;
  answer_title: string | null;
  answer_content: string | null;
  answer_created_at: Date | null;
  answer_author_id: number | null;
  answer_first_name: string | null;
  answer_last_name: string | null;
  answer_photo: string | null;
  answer_by_instructor: boolean | null;
};

/** Questions and answers of a course by lecture, newest first. */
export async function selectCourseQuestions(
  db: Queryable,
  mediaUrl: MediaUrl,
  courseId: number,
): Promise<Map<number, QuestionBody[]>> {
  const rows = await db.query<QuestionAnswerRow>(
    `SELECT q.id, q.lecture_id, q.title, q.content, q.created_at,
              qu.id AS author_id, qu.first_name, qu.last_name, qu.photo,
              a.id AS answer_id, a.title AS answer_title, a.content AS answer_content, a.created_at AS answer_created_at,
              au.id AS answer_author_id, au.first_name AS answer_first_name, au.last_name AS answer_last_name,
              au.photo AS answer_photo, a.by_instructor AS answer_by_instructor
         FROM questions q
         JOIN lectures l ON l.id = q.lecture_id
         JOIN topics t ON t.id = l.topic_id
         LEFT JOIN users qu ON qu.id = q.user_id
         LEFT JOIN answers a ON a.question_id = q.id
         LEFT JOIN users au ON au.id = a.user_id
        WHERE t.course_id = $1
        ORDER BY q.id DESC, a.id DESC`,
    [courseId],
  );
  const byLecture = new Map<number, QuestionBody[]>();
  let current: QuestionBody | null = null;
  for (const row of rows) {
    if (current === null || current.id !== row.id) {
      current = questionBody(mediaUrl, row);
      const list = byLecture.get(row.lecture_id) ?? [];
      list.push(current);
      byLecture.set(row.lecture_id, list);
    }
    if (row.answer_id !== null) {
      current.answers.push(
        answerBody(mediaUrl, {
          id: row.answer_id,
          question_id: row.id,
          title: row.answer_title ?? '',
          content: row.answer_content ?? '',
          created_at: row.answer_created_at ?? row.created_at,
          author_id: row.answer_author_id,
          first_name: row.answer_first_name,
          last_name: row.answer_last_name,
          photo: row.answer_photo,
          by_instructor: row.answer_by_instructor === true,
        }),
      );
    }
  }
  return byLecture;
}

export function questionBody(
  mediaUrl: MediaUrl,
  row: AuthorColumns & { id: number; lecture_id: number; title: string; content: string; created_at: Date },
): QuestionBody {
  return {
    id: row.id,
    lecture: row.lecture_id,
    title: row.title,
    content: row.content,
    created_at: new Date(row.created_at).toISOString(),
    user: author(mediaUrl, row),
    answers: [],
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
