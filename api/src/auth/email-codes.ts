import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context';
import type { Language } from '../i18n/messages';
import { codeMail } from '../mail/code-mail';
import {
  type CodePurpose,
  countWrongAttempt,
  latestPendingCode,
  lockAddress,
  recentCodeActivity,
  recordFailure,
  replacePendingCode,
  useCode,
  withdrawCode,
} from '../repositories/codes';

export type { CodePurpose };
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'too-many-tries';

/** Sign-up keeps the spec's four digits under tight caps; recovery, which hands over an account, gets eight. */
export const CODE_DIGITS: Record<CodePurpose, number> = { 'verify-email': 4, 'password-reset': 8 };
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** The screens count down 119 s before "request again" is enabled; the server holds the same line. */
export const RESEND_COOLDOWN_MS = 119 * 1000;
/** Wrong entries that burn one code. */
export const MAX_WRONG_TRIES = 5;
/** Per address and purpose, over the last CAP_WINDOW_MS: codes sent, and failed code entries. */
export const DAILY_CODES = 5;
export const DAILY_FAILED_ENTRIES = 10;
export const CAP_WINDOW_MS = 24 * 60 * 60 * 1000;

export class CodeCooldownError extends Error {
  override name = 'CodeCooldownError';

  constructor(readonly retryAfterSeconds: number) {
    super(`a new code can be sent in ${retryAfterSeconds} s`);
  }
}

/** The address reached a daily cap; codes can be asked for and entered again after retryAfterSeconds. */
export class CodeLockoutError extends Error {
  override name = 'CodeLockoutError';

  constructor(readonly retryAfterSeconds: number) {
    super(`codes for this address are locked for ${retryAfterSeconds} s`);
  }
}

export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';

  constructor(readonly reason: unknown) {
    super(`mail delivery failed: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

function hashCode(ctx: AppContext, email: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', ctx.secrets.codes).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Seconds until the cap-th newest event leaves the window, or 0 when under the cap. */
function lockedFor(events: Date[], cap: number, now: Date): number {
  const blocking = events[cap - 1];
  if (!blocking) return 0;
  return seconds(blocking.getTime() + CAP_WINDOW_MS - now.getTime());
}

function newCode(purpose: CodePurpose): string {
  const digits = CODE_DIGITS[purpose];
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

export interface IssueOptions {
  /** Where the code is mailed; null when the address has no account that may receive it (nothing is sent). */
  recipient: { email: string } | null;
  language: Language;
  /**
   * 'await': the answer waits for the mail and a failure throws MailDeliveryError.
   * 'background': the answer does not wait (so it takes the same time whether or not a mail goes out);
   * a failure is logged and the code withdrawn.
   */
  delivery: 'await' | 'background';
  log: { error(obj: object, msg: string): void };
}

/**
 * Issues a code for an address: the same work for every address, whether or not it has an account,
 * so neither the answer nor its timing tells them apart. Throws CodeCooldownError within 119 s of the
 * last code and CodeLockoutError past a daily cap.
 */
export async function issueCode(
  ctx: AppContext,
  email: string,
  purpose: CodePurpose,
  options: IssueOptions,
): Promise<void> {
  const now = ctx.now();
  const code = newCode(purpose);
  const codeId = await ctx.db.transaction(async (tx) => {
    await lockAddress(tx, email, purpose);
    const activity = await recentCodeActivity(tx, email, purpose, new Date(now.getTime() - CAP_WINDOW_MS));
    const locked = Math.max(
      lockedFor(activity.issued, DAILY_CODES, now),
      lockedFor(activity.failed, DAILY_FAILED_ENTRIES, now),
    );
    if (locked > 0) throw new CodeLockoutError(locked);
    const [last] = activity.issued;
    if (last && last.getTime() + RESEND_COOLDOWN_MS > now.getTime())
      throw new CodeCooldownError(seconds(last.getTime() + RESEND_COOLDOWN_MS - now.getTime()));
    return replacePendingCode(tx, {
      email,
      purpose,
      codeHash: hashCode(ctx, email, purpose, code),
      now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
    });
  });
  if (options.recipient === null) return;
  const delivery = ctx.mailer
    .send(codeMail(options.recipient.email, code, purpose, options.language))
    .catch(async (error: unknown) => {
      // A code that never arrived must hold neither the cooldown nor the cap: withdraw it.
      await withdrawCode(ctx.db, codeId);
      throw new MailDeliveryError(error);
    });
  if (options.delivery === 'await') {
    await delivery;
    return;
  }
  delivery.catch((error: unknown) => {
    options.log.error(
      { err: error instanceof MailDeliveryError ? error.reason : error },
      'mail delivery failed',
    );
  });
}

export type CodeCheckResult = { result: CodeCheck } | { lockedSeconds: number };

/**
 * Checks a code; a right one is used up. Every failed entry (wrong, expired, burnt) counts towards the
 * daily cap of the address, known or not; a wrong one also counts against the code's five tries.
 */
export async function checkCode(
  ctx: AppContext,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheckResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<CodeCheckResult> => {
    await lockAddress(tx, email, purpose);
    const activity = await recentCodeActivity(tx, email, purpose, new Date(now.getTime() - CAP_WINDOW_MS));
    const locked = lockedFor(activity.failed, DAILY_FAILED_ENTRIES, now);
    if (locked > 0) return { lockedSeconds: locked };
    const row = await latestPendingCode(tx, email, purpose);
    let result: CodeCheck;
    if (!row || new Date(row.expires_at).getTime() <= now.getTime()) result = 'expired';
    else if (row.attempts >= MAX_WRONG_TRIES) result = 'too-many-tries';
    else {
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(hashCode(ctx, email, purpose, code), 'hex');
      result = expected.length === given.length && timingSafeEqual(expected, given) ? 'ok' : 'wrong';
      if (result === 'ok') await useCode(tx, row.id, now);
      else await countWrongAttempt(tx, row.id);
    }
    if (result !== 'ok') await recordFailure(tx, email, purpose, now);
    return { result };
  });
}
