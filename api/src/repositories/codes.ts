import type { Database, Queryable } from '../db/database';

/** SQL for the one-time codes mailed for verification and recovery. */

export type CodePurpose = 'verify-email' | 'password-reset';

export interface CodeRow {
  id: number;
  code: string;
  attempts: number;
  created_at: Date;
  expires_at: Date;
}

/** The newest code not yet used up. */
export async function latestPendingCode(
  db: Queryable,
  userId: number,
  purpose: CodePurpose,
): Promise<CodeRow | undefined> {
  const [row] = await db.query<CodeRow>(
    `SELECT id, code, attempts, created_at, expires_at FROM email_codes
      WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId, purpose],
  );
  return row;
}

/** When the newest code (used or not) was issued. */
export async function lastIssuedAt(
  db: Queryable,
  userId: number,
  purpose: CodePurpose,
): Promise<Date | null> {
  const [row] = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM email_codes WHERE user_id = $1 AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1',
    [userId, purpose],
  );
  return row ? new Date(row.created_at) : null;
}

/** Withdraws every pending code of this purpose and stores a new one. */
export async function replacePendingCode(
  db: Database,
  input: { userId: number; purpose: CodePurpose; code: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      'UPDATE email_codes SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
      [input.userId, input.purpose, input.now],
    );
    await tx.query(
      'INSERT INTO email_codes (user_id, purpose, code, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [input.userId, input.purpose, input.code, input.now, input.expiresAt],
    );
  });
}

/** Takes back a code that was never delivered. */
export async function withdrawCode(
  db: Queryable,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  await db.query(
    'DELETE FROM email_codes WHERE user_id = $1 AND purpose = $2 AND code = $3 AND used_at IS NULL',
    [userId, purpose, code],
  );
}

/** Counts a wrong guess unless the code is already at the limit; false when it was. */
export async function countWrongAttempt(db: Queryable, codeId: number, maxTries: number): Promise<boolean> {
  // The guard on attempts makes concurrent wrong guesses count without passing the limit.
  const counted = await db.query(
    'UPDATE email_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts',
    [codeId, maxTries],
  );
  return counted.length === 1;
}

/** Uses the code up; false when another request used it first or it ran out of tries. */
export async function useCode(db: Queryable, codeId: number, now: Date, maxTries: number): Promise<boolean> {
  const used = await db.query(
    'UPDATE email_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND attempts < $3 RETURNING id',
    [codeId, now, maxTries],
  );
  return used.length === 1;
}
