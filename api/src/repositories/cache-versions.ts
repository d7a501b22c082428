import type { Queryable } from '../db/database';

/** SQL of the cache version stamps and announcements (migration 0070). */

export async function readCacheVersions(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ resource: string; version: number }>(
    'SELECT resource, version FROM cache_versions',
  );
  return new Map(rows.map((row) => [row.resource, Number(row.version)]));
}

export async function notifyCacheChannel(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
