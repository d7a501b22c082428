import type { Queryable } from '../db/database';

/** SQL for student accounts. */

export interface StudentRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  photo: string | null;
  is_verified: boolean;
  language: string;
  token_version: number;
  /** Profile facts (migration 0050): null until the student says. */
  status: 'individual' | 'legal_entity' | null;
  residential_address: string;
  /** IIN or BIN, 12 digits, or '' when not given. */
  taxpayer_id: string;
  /** 'instructor' may call the teaching routes (migration 0100). */
  role: 'student' | 'instructor';
  /** An instructor's notifications come by mail once a day (migration 0170). */
  daily_digest: boolean;
}

const STUDENT_COLUMNS =
  'id, email, password_hash, first_name, last_name, photo, is_verified, language, token_version, status, residential_address, taxpayer_id, role, daily_digest';
const STUDENT_COLUMNS_U =
  'u.id, u.email, u.password_hash, u.first_name, u.last_name, u.photo, u.is_verified, u.language, u.token_version, u.status, u.residential_address, u.taxpayer_id, u.role, u.daily_digest';

/** The account with this (already normalised) address. */
export async function findUserByEmail(db: Queryable, email: string): Promise<StudentRow | undefined> {
  const [user] = await db.query<StudentRow>(`SELECT ${STUDENT_COLUMNS} FROM users WHERE email = $1`, [email]);
  return user;
}

export async function findUserById(db: Queryable, id: number): Promise<StudentRow | undefined> {
  const [user] = await db.query<StudentRow>(`SELECT ${STUDENT_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  return user;
}

/**
 * Creates an unverified account. An address already taken (verified or not) keeps its account
 * and its password: answers undefined.
 */
export async function insertPendingUser(
  db: Queryable,
  email: string,
  passwordHash: string,
  language: string,
): Promise<StudentRow | undefined> {
  const [user] = await db.query<StudentRow>(
    `INSERT INTO users (email, password_hash, language) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO NOTHING
     RETURNING ${STUDENT_COLUMNS}`,
    [email, passwordHash, language],
  );
  return user;
}

/**
 * Verifies a pending account with the password its verified code carries (null: keeps the stored one);
 * answers its token version, or null when it was not pending.
 */
export async function markVerified(
  db: Queryable,
  id: number,
  passwordHash: string | null,
): Promise<number | null> {
  const [row] = await db.query<{ token_version: number }>(
    `UPDATE users SET is_verified = true, password_hash = coalesce($2, password_hash)
      WHERE id = $1 AND NOT is_verified RETURNING token_version`,
    [id, passwordHash],
  );
  return row ? row.token_version : null;
}

/** A pending account registered again: the newest registration's password is the one sign-in checks. */
export async function setPendingPassword(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1 AND NOT is_verified', [id, passwordHash]);
}

/** What refresh needs to know: whether the account is active, and its current token version. */
export async function findSessionState(
  db: Queryable,
  id: number,
): Promise<{ is_verified: boolean; token_version: number } | undefined> {
  const [row] = await db.query<{ is_verified: boolean; token_version: number }>(
    'SELECT is_verified, token_version FROM users WHERE id = $1',
    [id],
  );
  return row;
}

/**
 * Sign-out (decision 0111): moves the token version on, so every token of the account stops working
 * at its next request, access tokens included; nothing when `tokenVersion` is no longer current (that
 * sign-in has ended already). A row trigger announces it, so every instance drops the standing.
 */
export async function endSessions(db: Queryable, id: number, tokenVersion: number): Promise<void> {
  await db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1 AND token_version = $2', [
    id,
    tokenVersion,
  ]);
}

/**
 * Sets a new password and moves the token version on, so every token issued before stops working.
 * `verify` also marks the address verified (recovery proves the mailbox). Answers the new version.
 */
export async function changePassword(
  db: Queryable,
  id: number,
  passwordHash: string,
  options: { verify?: boolean } = {},
): Promise<number> {
  const [row] = await db.query<{ token_version: number }>(
    options.verify
      ? 'UPDATE users SET password_hash = $2, is_verified = true, token_version = token_version + 1 WHERE id = $1 RETURNING token_version'
      : 'UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING token_version',
    [id, passwordHash],
  );
  if (!row) throw new Error(`no account ${id}`);
  return row.token_version;
}

/** Deletes the account; answers the photo file it pointed at (to remove once this has committed). */
export async function deleteUser(db: Queryable, id: number): Promise<{ photo: string | null } | undefined> {
  const [row] = await db.query<{ photo: string | null }>('DELETE FROM users WHERE id = $1 RETURNING photo', [
    id,
  ]);
  return row;
}

export type StandingRow = StudentRow & { courses: number[] };

/** The account and the ids of every course it is enrolled in, in one round trip. */
export async function findStudentStanding(db: Queryable, userId: number): Promise<StandingRow | undefined> {
  const [row] = await db.query<StandingRow>(
    `SELECT ${STUDENT_COLUMNS_U},
            coalesce((SELECT array_agg(e.course_id) FROM enrollments e WHERE e.user_id = u.id), '{}') AS courses
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row;
}
