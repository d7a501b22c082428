import type { Queryable } from '../db/database';

export interface ClientErrorRecord {
  remote: string;
  version: string;
  kind: string;
  route: string;
  message: string;
  stack: string;
  at: Date;
}

/**
 * Stores a report; an identical one (remote, version, kind, route, message) in the same UTC hour only
 * counts (migration 0131), keeping the first stack and the last time.
 */
export async function storeClientError(db: Queryable, report: ClientErrorRecord): Promise<void> {
  await db.query(
    `INSERT INTO client_errors (remote, version, kind, route, message, stack, created_at, last_at, hour)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, date_trunc('hour', $7::timestamptz AT TIME ZONE 'UTC'))
     ON CONFLICT (remote, version, kind, route, md5(message), hour)
     DO UPDATE SET reports = client_errors.reports + 1, last_at = greatest(client_errors.last_at, excluded.last_at)`,
    [report.remote, report.version, report.kind, report.route, report.message, report.stack, report.at],
  );
}

/** Deletes the reports last seen before `before`; returns how many rows went. */
export async function pruneClientErrors(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query<{ id: string }>('DELETE FROM client_errors WHERE last_at < $1 RETURNING id', [
    before,
  ]);
  return rows.length;
}

/** One remote and release: how many reports, of which kinds, when first and last, and its commonest error. */
export interface ClientErrorGroup {
  remote: string;
  version: string;
  count: number;
  kinds: string[];
  first_at: Date;
  last_at: Date;
  /** The most frequent message of the group, with its route and one stack. */
  message: string;
  route: string;
  stack: string;
}

/** Reports since `since`, grouped by remote and version, the most recent group first. */
export async function clientErrorGroups(db: Queryable, since: Date): Promise<ClientErrorGroup[]> {
  const rows = await db.query<ClientErrorGroup & { count: string | number }>(
    `WITH recent AS (
       SELECT * FROM client_errors WHERE last_at >= $1
     ), top AS (
       SELECT DISTINCT ON (remote, version) remote, version, message, route, stack
       FROM (
         SELECT remote, version, message, route, stack, last_at,
                sum(reports) OVER (PARTITION BY remote, version, message) AS times
         FROM recent
       ) counted
       ORDER BY remote, version, times DESC, last_at DESC
     )
     SELECT r.remote, r.version, sum(r.reports) AS count,
            array_agg(DISTINCT r.kind ORDER BY r.kind) AS kinds,
            min(r.created_at) AS first_at, max(r.last_at) AS last_at,
            t.message, t.route, t.stack
     FROM recent r JOIN top t ON t.remote = r.remote AND t.version = r.version
     GROUP BY r.remote, r.version, t.message, t.route, t.stack
     ORDER BY max(r.last_at) DESC, r.remote, r.version`,
    [since],
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
