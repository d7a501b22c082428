import type { Queryable } from '../db/database';

/** SQL for the one-time codes mailed for verification and recovery, kept per address as keyed hashes. */

export type CodePurpose = 'verify-email' | 'password-reset';

export interface CodeRow {
  id: number;
  code_hash: string;
  /** The password of the registration that asked for this code; null for recovery codes. */
  password_hash: string | null;
  attempts: number;
  created_at: Date;
  expires_at: Date;
}

/** When a code was issued or a wrong one entered, and from which client address (null before 0080). */
export interface CodeEvent {
  at: Date;
  client: string | null;
}

/** Serialises every code operation on one address and purpose, across API processes, until the transaction ends. */
export async function lockAddress(tx: Queryable, email: string, purpose: CodePurpose): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${purpose}:${email}`]);
}

/** When codes were issued and wrong codes entered for this address since `since`, newest first. */
export async function recentCodeActivity(
  tx: Queryable,
  email: string,
  purpose: CodePurpose,
  since: Date,
): Promise<{ issued: CodeEvent[]; failed: CodeEvent[] }> {
  const rows = await tx.query<{ kind: 'issued' | 'failed'; at: Date; client: string | null }>(
    `SELECT 'issued' AS kind, created_at AS at, client FROM email_codes WHERE email = $1 AND purpose = $2 AND created_at > $3
     UNION ALL
     SELECT 'failed' AS kind, created_at AS at, client FROM code_failures WHERE email = $1 AND purpose = $2 AND created_at > $3
     ORDER BY at DESC`,
    [email, purpose, since],
  );
  const issued: CodeEvent[] = [];
  const failed: CodeEvent[] = [];
  for (const row of rows)
    (row.kind === 'issued' ? issued : failed).push({ at: new Date(row.at), client: row.client });
  return { issued, failed };
}

/** Withdraws every pending code of this purpose and stores a new one; answers its id. */
export async function replacePendingCode(
  tx: Queryable,
  input: {
    email: string;
    purpose: CodePurpose;
    codeHash: string;
    passwordHash: string | null;
    client: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<number> {
  await tx.query(
    'UPDATE email_codes SET used_at = $3 WHERE email = $1 AND purpose = $2 AND used_at IS NULL',
    [input.email, input.purpose, input.now],
  );
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO email_codes (email, purpose, code_hash, password_hash, client, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      input.email,
      input.purpose,
      input.codeHash,
      input.passwordHash,
      input.client,
      input.now,
      input.expiresAt,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

/** The newest code not yet used up. */
export async function latestPendingCode(
  tx: Queryable,
  email: string,
  purpose: CodePurpose,
): Promise<CodeRow | undefined> {
  const [row] = await tx.query<CodeRow>(
    `SELECT id, code_hash, password_hash, attempts, created_at, expires_at FROM email_codes
      WHERE email = $1 AND purpose = $2 AND used_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [email, purpose],
  );
  return row;
}

export async function recordFailure(
  tx: Queryable,
  input: { email: string; purpose: CodePurpose; client: string; at: Date },
): Promise<void> {
  await tx.query('INSERT INTO code_failures (email, purpose, client, created_at) VALUES ($1, $2, $3, $4)', [
    input.email,
    input.purpose,
    input.client,
    input.at,
  ]);
}

export async function countWrongAttempt(tx: Queryable, codeId: number): Promise<void> {
  await tx.query('UPDATE email_codes SET attempts = attempts + 1 WHERE id = $1', [codeId]);
}

export async function useCode(tx: Queryable, codeId: number, now: Date): Promise<void> {
  await tx.query('UPDATE email_codes SET used_at = $2 WHERE id = $1', [codeId, now]);
}

/** Deletes codes and failures older than `before` (they no longer count towards any cap). */
export async function sweepCodes(db: Queryable, before: Date): Promise<number> {
  const codes = await db.query('DELETE FROM email_codes WHERE created_at < $1 RETURNING id', [before]);
  const failures = await db.query('DELETE FROM code_failures WHERE created_at < $1 RETURNING id', [before]);
  return codes.length + failures.length;
}
