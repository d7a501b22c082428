import type { StudentRow } from './users';
import type { Database, Queryable } from '../db/database';

/** SQL for what a student edits on the profile screen. */

const PROFILE_COLUMNS =
  'id, email, first_name, last_name, photo, status, residential_address, taxpayer_id, role, language';

export type ProfileRow = Pick<
  StudentRow,
  | 'id'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'photo'
  | 'status'
  | 'residential_address'
  | 'taxpayer_id'
  | 'role'
  | 'language'
>;

/** The columns a partial update may set; a missing key leaves its column alone. */
export type ProfileChanges = Partial<
  Pick<ProfileRow, 'first_name' | 'last_name' | 'status' | 'residential_address' | 'taxpayer_id' | 'language'>
>;

const EDITABLE: (keyof ProfileChanges)[] = [
  'first_name',
  'last_name',
  'status',
  'residential_address',
  'taxpayer_id',
  'language',
];

export async function findProfile(db: Queryable, id: number): Promise<ProfileRow | undefined> {
  const [row] = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [id]);
  return row;
}

/** Sets only the given facts (PATCH semantics) and answers the whole profile afterwards. */
export async function updateProfile(
  db: Queryable,
  id: number,
  changes: ProfileChanges,
): Promise<ProfileRow | undefined> {
  const columns = EDITABLE.filter((column) => changes[column] !== undefined);
  if (columns.length === 0) return findProfile(db, id);
  const assignments = columns.map((column, index) => `${column} = $${index + 2}`).join(', ');
  const [row] = await db.query<ProfileRow>(
    `UPDATE users SET ${assignments} WHERE id = $1 RETURNING ${PROFILE_COLUMNS}`,
    [id, ...columns.map((column) => changes[column] ?? null)],
  );
  return row;
}

/**
 * Points the account at a new photo file, or at none, and answers the file it pointed at before. The
 * row is locked while it is read, so of concurrent uploads each one learns the key the previous one
 * wrote, and every replaced file can be removed once this has committed. No profile: no such account.
 */
export async function setPhoto(
  db: Database,
  id: number,
  key: string | null,
): Promise<{ profile: ProfileRow | undefined; previous: string | null }> {
  return db.transaction(async (tx) => {
    const [old] = await tx.query<{ photo: string | null }>(
      'SELECT photo FROM users WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!old) return { profile: undefined, previous: null };
    const [row] = await tx.query<ProfileRow>(
      `UPDATE users SET photo = $2 WHERE id = $1 RETURNING ${PROFILE_COLUMNS}`,
      [id, key],
    );
    return { profile: row, previous: old.photo };
  });
}
