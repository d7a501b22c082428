import { randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context';
import type { Language } from '../i18n/messages';
import { codeMail } from '../mail/code-mail';

export type CodePurpose = 'verify-email' | 'password-reset';
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'too-many-tries';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** The screens count down 119 s before "request again" is enabled; the server holds the same line. */
export const RESEND_COOLDOWN_MS = 119 * 1000;
export const MAX_WRONG_TRIES = 5;

export class CodeCooldownError extends Error {
  override name = 'CodeCooldownError';

  constructor(readonly retryAfterSeconds: number) {
    super(`a new code can be sent in ${retryAfterSeconds} s`);
  }
}

interface CodeRow {
  id: number;
  code: string;
  attempts: number;
  created_at: Date;
  expires_at: Date;
}

async function latestCode(
  ctx: AppContext,
  userId: number,
  purpose: CodePurpose,
): Promise<CodeRow | undefined> {
  const [row] = await ctx.db.query<CodeRow>(
    `SELECT id, code, attempts, created_at, expires_at FROM email_codes
      WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId, purpose],
  );
  return row;
}

/** Seconds left before another code may be sent, 0 when one may go now. */
export async function cooldownLeft(ctx: AppContext, userId: number, purpose: CodePurpose): Promise<number> {
  const [row] = await ctx.db.query<{ created_at: Date }>(
    'SELECT created_at FROM email_codes WHERE user_id = $1 AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1',
    [userId, purpose],
  );
  if (!row) return 0;
  const left = new Date(row.created_at).getTime() + RESEND_COOLDOWN_MS - ctx.now().getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Replaces any pending code with a fresh one and mails it; throws CodeCooldownError inside the cooldown. */
export async function sendCode(
  ctx: AppContext,
  user: { id: number; email: string },
  purpose: CodePurpose,
  language: Language,
): Promise<void> {
  const left = await cooldownLeft(ctx, user.id, purpose);
  if (left > 0) throw new CodeCooldownError(left);
  const code = String(randomInt(0, 10000)).padStart(4, '0');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      'UPDATE email_codes SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
      [user.id, purpose, now],
    );
    await tx.query(
      'INSERT INTO email_codes (user_id, purpose, code, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [user.id, purpose, code, now, new Date(now.getTime() + CODE_LIFETIME_MS)],
    );
  });
  try {
    await ctx.mailer.send(codeMail(user.email, code, purpose, language));
  } catch (error) {
    // A code that never arrived must not hold the cooldown: withdraw it and let the student retry.
    await ctx.db.query(
      'DELETE FROM email_codes WHERE user_id = $1 AND purpose = $2 AND code = $3 AND used_at IS NULL',
      [user.id, purpose, code],
    );
    throw new MailDeliveryError(error);
  }
}

export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';

  constructor(readonly reason: unknown) {
    super(`mail delivery failed: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

/** Checks a code; a right one is used up, a wrong one counts against the five tries. */
export async function checkCode(
  ctx: AppContext,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheck> {
  const row = await latestCode(ctx, userId, purpose);
  if (!row || new Date(row.expires_at).getTime() <= ctx.now().getTime()) return 'expired';
  if (row.attempts >= MAX_WRONG_TRIES) return 'too-many-tries';
  const right =
    Buffer.byteLength(code) === Buffer.byteLength(row.code) &&
    timingSafeEqual(Buffer.from(code), Buffer.from(row.code));
  if (!right) {
    // The guard on attempts makes concurrent wrong guesses count without passing the limit.
    const counted = await ctx.db.query(
      'UPDATE email_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts',
      [row.id, MAX_WRONG_TRIES],
    );
    return counted.length === 0 ? 'too-many-tries' : 'wrong';
  }
  const used = await ctx.db.query(
    'UPDATE email_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND attempts < $3 RETURNING id',
    [row.id, ctx.now(), MAX_WRONG_TRIES],
  );
  return used.length === 1 ? 'ok' : 'expired';
}
