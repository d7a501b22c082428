import type { Queryable } from '../db/database';
import type { StudentRow } from '../context';

/** SQL for student accounts. */

const STUDENT_COLUMNS = 'id, email, password_hash, first_name, last_name, photo, is_verified, language';
const STUDENT_COLUMNS_U =
  'u.id, u.email, u.password_hash, u.first_name, u.last_name, u.photo, u.is_verified, u.language';

export type ProfileRow = Pick<StudentRow, 'id' | 'email' | 'first_name' | 'last_name' | 'photo'>;

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
 * Creates an unverified account, or replaces the password of one still unverified.
 * Answers nothing when the address belongs to a verified account.
 */
export async function upsertPendingUser(
  db: Queryable,
  email: string,
  passwordHash: string,
  language: string,
): Promise<StudentRow | undefined> {
  const [user] = await db.query<StudentRow>(
    `INSERT INTO users (email, password_hash, language) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, language = EXCLUDED.language
       WHERE users.is_verified = false
     RETURNING ${STUDENT_COLUMNS}`,
    [email, passwordHash, language],
  );
  return user;
}

export async function markVerified(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE users SET is_verified = true WHERE id = $1', [id]);
}

export async function isVerifiedUser(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('SELECT id FROM users WHERE id = $1 AND is_verified', [id]);
  return rows.length === 1;
}

export async function setPassword(
  db: Queryable,
  id: number,
  passwordHash: string,
  options: { verify?: boolean } = {},
): Promise<void> {
  await db.query(
    options.verify
      ? 'UPDATE users SET password_hash = $2, is_verified = true WHERE id = $1'
      : 'UPDATE users SET password_hash = $2 WHERE id = $1',
    [id, passwordHash],
  );
}

export async function updateNames(
  db: Queryable,
  id: number,
  firstName: string,
  lastName: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db.query<ProfileRow>(
    'UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1 RETURNING id, email, first_name, last_name, photo',
    [id, firstName, lastName],
  );
  return row;
}

export async function updatePhoto(db: Queryable, id: number, key: string): Promise<ProfileRow | undefined> {
  const [row] = await db.query<ProfileRow>(
    'UPDATE users SET photo = $2 WHERE id = $1 RETURNING id, email, first_name, last_name, photo',
    [id, key],
  );
  return row;
}

export async function deleteUser(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [id]);
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
