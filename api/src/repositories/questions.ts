import type { Queryable } from '../db/database';

/** SQL for questions and answers under lectures. */

export interface QuestionRow {
  id: number;
  lecture_id: number;
  title: string;
  content: string;
  created_at: Date;
}

export interface AnswerRow {
  id: number;
  question_id: number;
  title: string;
  content: string;
  created_at: Date;
  by_instructor: boolean;
}

export async function insertQuestion(
  db: Queryable,
  input: { lectureId: number; userId: number; title: string; content: string; createdAt: Date },
): Promise<QuestionRow> {
  const [row] = await db.query<QuestionRow>(
    `INSERT INTO questions (lecture_id, user_id, title, content, created_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, lecture_id, title, content, created_at`,
    [input.lectureId, input.userId, input.title, input.content, input.createdAt],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** The lecture a question sits under, or null when there is no such question. */
export async function questionLecture(db: Queryable, questionId: number): Promise<number | null> {
  const [question] = await db.query<{ lecture_id: number }>(
    'SELECT lecture_id FROM questions WHERE id = $1',
    [questionId],
  );
  return question ? question.lecture_id : null;
}

export async function insertAnswer(
  db: Queryable,
  input: {
    questionId: number;
    userId: number;
    title: string;
    content: string;
    createdAt: Date;
    /** Given through the teaching routes: marked "Instructor" for good. */
    byInstructor?: boolean;
  },
): Promise<AnswerRow> {
  const [row] = await db.query<AnswerRow>(
    `INSERT INTO answers (question_id, user_id, title, content, created_at, by_instructor)
     VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, question_id, title, content, created_at, by_instructor`,
    [
      input.questionId,
      input.userId,
      input.title,
      input.content,
      input.createdAt,
      input.byInstructor ?? false,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/**
 * Adds `count` questions under a lecture in one statement (the dev route of the browser test at
 * scale, decision 0707): "Question n …", one a minute apart, the last at `now`. Returns the ids.
 */
export async function insertManyQuestions(
  db: Queryable,
  input: { lectureId: number; userId: number | null; count: number; now: Date },
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO questions (lecture_id, user_id, title, content, created_at)
     SELECT $1, $2, 'Question ' || n || ' about the seat of the arbitration',
            'Question ' || n || ' about the seat of the arbitration: which law governs the procedure?',
            $4::timestamptz - make_interval(mins => $3 - n)
     FROM generate_series(1, $3::int) AS n
     ORDER BY n
     RETURNING id`,
    [input.lectureId, input.userId, input.count, input.now],
  );
  return rows.map((row) => row.id);
}
