import type { Queryable } from '../db/database';

/** SQL of the cache version stamps and announcements (migration 0070). */

export async function readCacheVersions(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ resource: string; version: number }>(
    'SELECT resource, version FROM cache_versions',
  );
  return new Map(rows.map((row) => [row.resource, Number(row.version)]));
}

/** The channel the triggers of migration 0070 announce on: one per schema. */
export async function cacheChannel(db: Queryable): Promise<string> {
  const [row] = await db.query<{ channel: string }>("SELECT 'academy_cache_' || current_schema() AS channel");
  if (!row) throw new Error('current_schema() gave no row');
  return row.channel;
}

export async function notifyCacheChannel(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
