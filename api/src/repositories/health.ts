import type { Queryable } from '../db/database';

export class PingTimeoutError extends Error {
  override name = 'PingTimeoutError';
}

/** The cheapest round trip that proves the database answers, given up after `timeoutMs`. */
export async function pingDatabase(db: Queryable, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PingTimeoutError(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.query('SELECT 1'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
