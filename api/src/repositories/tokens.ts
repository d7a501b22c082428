import type { Queryable } from '../db/database';

/** SQL for revoked tokens (SimpleJWT's blacklist) and revoked refresh-token families (decision 0104). */

/** Records a token as used; false when it already was (a replayed reset token). */
export async function blacklistToken(db: Queryable, jti: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO blacklisted_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING RETURNING jti',
    [jti, expiresAt],
  );
  return rows.length === 1;
}

/**
 * What presenting a refresh token did: `rotated` when this call spent it (the caller issues the next
 * pair), `reused` when it had been spent before, `revoked` when its family is revoked.
 */
export type RefreshSpend = 'rotated' | 'reused' | 'revoked';

/**
 * Spends a refresh token unless its family is revoked, in one statement: of several presentations
 * of one token, on any number of processes, the primary key lets exactly one spend it.
 */
export async function spendRefreshToken(
  db: Queryable,
  token: { jti: string; family: string; expiresAt: Date },
): Promise<RefreshSpend> {
  const [row] = await db.query<{ revoked: boolean; spent: boolean }>(
    `WITH revoked AS (SELECT 1 FROM revoked_token_families WHERE family = $3),
          spent AS (
            INSERT INTO blacklisted_tokens (jti, expires_at)
            SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM revoked)
            ON CONFLICT (jti) DO NOTHING
            RETURNING jti
          )
     SELECT EXISTS (SELECT 1 FROM revoked) AS revoked, EXISTS (SELECT 1 FROM spent) AS spent`,
    [token.jti, token.expiresAt, token.family],
  );
  if (row?.revoked) return 'revoked';
  return row?.spent ? 'rotated' : 'reused';
}

/** Revokes a refresh-token family until `expiresAt`; false when it already was. */
export async function revokeTokenFamily(
  db: Queryable,
  family: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO revoked_token_families (family, revoked_at, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (family) DO NOTHING RETURNING family`,
    [family, now, expiresAt],
  );
  return rows.length === 1;
}

/** Deletes revoked tokens and families that have expired anyway (an expired token is refused on its own). */
export async function sweepBlacklist(db: Queryable, now: Date): Promise<number> {
  const tokens = await db.query('DELETE FROM blacklisted_tokens WHERE expires_at < $1 RETURNING jti', [now]);
  const families = await db.query(
    'DELETE FROM revoked_token_families WHERE expires_at < $1 RETURNING family',
    [now],
  );
  return tokens.length + families.length;
}
