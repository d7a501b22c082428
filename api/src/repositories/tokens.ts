import type { Queryable } from '../db/database';

/** SQL for revoked tokens (SimpleJWT's blacklist). */

/** Records a token as used; false when it already was (a replayed refresh or reset token). */
export async function blacklistToken(db: Queryable, jti: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO blacklisted_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING RETURNING jti',
    [jti, expiresAt],
  );
  return rows.length === 1;
}

/** Deletes revoked tokens that have expired anyway (an expired token is refused on its own). */
export async function sweepBlacklist(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query('DELETE FROM blacklisted_tokens WHERE expires_at < $1 RETURNING jti', [now]);
  return rows.length;
}
