import { randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context';
import type { Language } from '../i18n/messages';
import { codeMail } from '../mail/code-mail';
import {
  type CodePurpose,
  countWrongAttempt,
  lastIssuedAt,
  latestPendingCode,
  replacePendingCode,
  useCode,
  withdrawCode,
} from '../repositories/codes';

export type { CodePurpose };
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

/** Seconds left before another code may be sent, 0 when one may go now. */
export async function cooldownLeft(ctx: AppContext, userId: number, purpose: CodePurpose): Promise<number> {
  const issuedAt = await lastIssuedAt(ctx.db, userId, purpose);
  if (issuedAt === null) return 0;
  const left = issuedAt.getTime() + RESEND_COOLDOWN_MS - ctx.now().getTime();
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
  await replacePendingCode(ctx.db, {
    userId: user.id,
    purpose,
    code,
    now,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
  });
  try {
    await ctx.mailer.send(codeMail(user.email, code, purpose, language));
  } catch (error) {
    // A code that never arrived must not hold the cooldown: withdraw it and let the student retry.
    await withdrawCode(ctx.db, user.id, purpose, code);
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
  const row = await latestPendingCode(ctx.db, userId, purpose);
  if (!row || new Date(row.expires_at).getTime() <= ctx.now().getTime()) return 'expired';
  if (row.attempts >= MAX_WRONG_TRIES) return 'too-many-tries';
  const right =
    Buffer.byteLength(code) === Buffer.byteLength(row.code) &&
    timingSafeEqual(Buffer.from(code), Buffer.from(row.code));
  if (!right) return (await countWrongAttempt(ctx.db, row.id, MAX_WRONG_TRIES)) ? 'wrong' : 'too-many-tries';
  return (await useCode(ctx.db, row.id, ctx.now(), MAX_WRONG_TRIES)) ? 'ok' : 'expired';
}
