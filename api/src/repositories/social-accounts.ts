import type { Database, Queryable } from '../db/database';

/** What a provider told us about the person, once its ID token and e-mail were checked. */
export interface ProviderAccount {
  provider: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
}

async function link(tx: Queryable, account: ProviderAccount, userId: number): Promise<void> {
  await tx.query(
    `INSERT INTO user_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider, subject) DO NOTHING`,
    [account.provider, account.subject, userId, account.email],
  );
}

/**
 * The student this provider account signs in: the one it was linked to before, else the account
 * with its (verified) e-mail address, else a new verified account. An account that was registered
 * with this address but never verified gets an unusable password: whoever typed that password
 * never proved the mailbox, the person coming from the provider did.
 */
export function findOrCreateStudentForProvider(
  db: Database,
  account: ProviderAccount,
  unusablePasswordHash: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [linked] = await tx.query<{ user_id: number }>(
      'SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2',
      [account.provider, account.subject],
    );
    if (linked) return linked.user_id;

    const [existing] = await tx.query<{ id: number; is_verified: boolean }>(
      'SELECT id, is_verified FROM users WHERE email = $1 FOR UPDATE',
      [account.email],
    );
    if (existing) {
      if (!existing.is_verified) {
        await tx.query('UPDATE users SET is_verified = true, password_hash = $2 WHERE id = $1', [
          existing.id,
          unusablePasswordHash,
        ]);
      }
      await link(tx, account, existing.id);
      return existing.id;
    }

    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, is_verified, language)
       VALUES ($1, $2, $3, $4, true, $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [account.email, unusablePasswordHash, account.firstName, account.lastName, account.language],
    );
    // A parallel callback for the same address created it a moment ago.
    const [userId] = created
      ? [created.id]
      : (await tx.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [account.email])).map(
          (row) => row.id,
        );
    if (userId === undefined) throw new Error(`no account for ${account.email} after INSERT`);
    await link(tx, account, userId);
    return userId;
  });
}

export async function saveSignInCode(
  db: Queryable,
  codeHash: string,
  userId: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.query('DELETE FROM social_sign_in_codes WHERE expires_at < $1', [now]);
  // Under the account's version now: a password change before the exchange voids it (decision 0114).
  await db.query(
    `INSERT INTO social_sign_in_codes (code_hash, user_id, expires_at, token_version)
     SELECT $1, id, $3, token_version FROM users WHERE id = $2`,
    [codeHash, userId, expiresAt],
  );
}

/**
 * Marks the code used and answers its student with the token version to sign in under, or null when
 * the code is unknown, used, expired, or issued before the account's sessions were last ended (a
 * password change or recovery).
 */
export async function useSignInCode(
  db: Queryable,
  codeHash: string,
  now: Date,
): Promise<{ id: number; token_version: number } | null> {
  const [row] = await db.query<{ id: number; token_version: number }>(
    `UPDATE social_sign_in_codes AS codes SET used_at = $2
       FROM users
      WHERE codes.code_hash = $1 AND codes.used_at IS NULL AND codes.expires_at > $2
        AND users.id = codes.user_id AND users.token_version = codes.token_version
      RETURNING users.id, users.token_version`,
    [codeHash, now],
  );
  return row ?? null;
}
