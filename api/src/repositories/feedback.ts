import type { Database, Queryable } from '../db/database';

export interface NewFeedback {
  name: string;
  email: string;
  message: string;
  language: string;
  userId: number | null;
  clientIp: string;
  at: Date;
}

export async function storeFeedback(db: Queryable, feedback: NewFeedback): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO feedback_messages (name, email, message, language, user_id, client_ip, created_at)
     VALUES ($1, $2, $3, $4, (SELECT id FROM users WHERE id = $5), $6, $7) RETURNING id`,
    [
      feedback.name,
      feedback.email,
      feedback.message,
      feedback.language,
      feedback.userId,
      feedback.clientIp,
      feedback.at,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

/** Stores a message and does `then` with its id in the same transaction (queues its mail): both or neither. */
export function storeFeedbackThen<T>(
  db: Database,
  feedback: NewFeedback,
  then: (tx: Queryable, id: number) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => then(tx, await storeFeedback(tx, feedback)));
}

export async function markFeedbackMailed(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query('UPDATE feedback_messages SET mailed_at = $2 WHERE id = $1', [id, at]);
}
