import type { Queryable } from '../db/database';
import { withDeadline } from '../deadline';

export class PingTimeoutError extends Error {
  override name = 'PingTimeoutError';
}

/** The cheapest round trip that proves the database answers, given up after `timeoutMs`. */
export async function pingDatabase(db: Queryable, timeoutMs: number): Promise<void> {
  await withDeadline(
    db.query('SELECT 1'),
    timeoutMs,
    () => new PingTimeoutError(`no answer within ${timeoutMs} ms`),
  );
}
