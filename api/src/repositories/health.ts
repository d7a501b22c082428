import type { Queryable } from '../db/database';

/** The cheapest round trip that proves the database answers. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
