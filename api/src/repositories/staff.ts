import type { Queryable } from '../db/database';

/** SQL for staff roles (decision 0190): who is an instructor. */

export type Role = 'student' | 'instructor';

export interface StaffRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  is_verified: boolean;
}

/**
 * Gives the account with this (normalised) address a role; the users triggers of migration 0070 tell
 * every API process, which reads the role afresh at the next request. Null when there is no account.
 */
export async function setRole(db: Queryable, email: string, role: Role): Promise<StaffRow | null> {
  const [row] = await db.query<StaffRow>(
    `UPDATE users SET role = $2 WHERE email = $1
     RETURNING id, email, first_name, last_name, is_verified`,
    [email, role],
  );
  return row ?? null;
}

export function listInstructors(db: Queryable): Promise<StaffRow[]> {
  return db.query<StaffRow>(
    `SELECT id, email, first_name, last_name, is_verified FROM users WHERE role = 'instructor' ORDER BY email`,
  );
}
