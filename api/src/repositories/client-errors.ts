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

export async function storeClientError(db: Queryable, report: ClientErrorRecord): Promise<void> {
  await db.query(
    `INSERT INTO client_errors (remote, version, kind, route, message, stack, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [report.remote, report.version, report.kind, report.route, report.message, report.stack, report.at],
  );
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
       SELECT * FROM client_errors WHERE created_at >= $1
     ), top AS (
       SELECT DISTINCT ON (remote, version) remote, version, message, route, stack
       FROM (
         SELECT remote, version, message, route, stack, created_at,
                count(*) OVER (PARTITION BY remote, version, message) AS times
         FROM recent
       ) counted
       ORDER BY remote, version, times DESC, created_at DESC
     )
     SELECT r.remote, r.version, count(*) AS count,
            array_agg(DISTINCT r.kind ORDER BY r.kind) AS kinds,
            min(r.created_at) AS first_at, max(r.created_at) AS last_at,
            t.message, t.route, t.stack
     FROM recent r JOIN top t ON t.remote = r.remote AND t.version = r.version
     GROUP BY r.remote, r.version, t.message, t.route, t.stack
     ORDER BY max(r.created_at) DESC, r.remote, r.version`,
    [since],
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
