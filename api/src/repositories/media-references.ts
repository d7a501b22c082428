import type { Queryable } from '../db/database';

/**
 * Every column that names a file under MEDIA_DIR by its key (docs/decisions/0110). A file no row names
 * is an orphan: the sweep removes it (storage/orphan-media.ts), and a replaced file is deleted when
 * nothing else names it. A new column holding media keys belongs here, or the sweep takes its files.
 */
const MEDIA_COLUMNS = [
  ['users', 'photo'],
  ['courses', 'introductory_video'],
  ['lectures', 'video'],
  ['lectures', 'material'],
  ['lecture_captions', 'file'],
  ['organisation_people', 'photo'],
  ['organisation_people', 'description'],
  ['books', 'cover'],
] as const;

const REFERENCED_SQL = MEDIA_COLUMNS.map(
  ([table, column]) => `SELECT ${column} AS key FROM ${table} WHERE ${column} = ANY($1::text[])`,
).join('\nUNION ');

/** Which of these media keys some row still names. */
export async function referencedMedia(db: Queryable, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.query<{ key: string }>(REFERENCED_SQL, [keys]);
  return new Set(rows.map((row) => row.key));
}
