import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type { Language } from '../i18n/messages';
import type { JobQueue } from '../jobs/queue';
import { codeMail } from '../mail/code-mail';
import {
  type CodeEvent,
  type CodePurpose,
  countWrongAttempt,
  latestPendingCode,
  lockAddress,
  recentCodeActivity,
  recordFailure,
  replacePendingCode,
  useCode,
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
/**
 * Over the last CAP_WINDOW_MS, per e-mail address, purpose and client address: codes sent and wrong
 * codes entered. They throttle the client that asks or guesses, not the account (decision 0144).
 */
export const DAILY_CODES = 5;
export const DAILY_FAILED_ENTRIES = 10;
/**
 * Codes sent per e-mail address and purpose from every client together, against mail floods. Each code
 * allows MAX_WRONG_TRIES, so these also bound the guesses per address a day: 25 against 10^4 sign-up
 * codes, 100 against 10^8 recovery codes.
 */
export const DAILY_CODES_PER_ADDRESS: Record<CodePurpose, number> = {
  'verify-email': 5,
  'password-reset': 20,
};
export const CAP_WINDOW_MS = 24 * 60 * 60 * 1000;

export class CodeCooldownError extends Error {
  override name = 'CodeCooldownError';

  constructor(readonly retryAfterSeconds: number) {
    super(`a new code can be sent in ${retryAfterSeconds} s`);
  }
}

/** A daily cap is reached; codes can be asked for and entered again after retryAfterSeconds. */
export class CodeLockoutError extends Error {
  override name = 'CodeLockoutError';

  constructor(readonly retryAfterSeconds: number) {
    super(`codes for this address are locked for ${retryAfterSeconds} s`);
  }
}

/**
 * What issuing and checking codes needs from the app: the database, the job queue that mails, the
 * clock and the key codes are hashed with (derived from JWT_SECRET for codes only).
 */
export interface CodeDesk {
  db: Database;
  jobs: Pick<JobQueue, 'mail' | 'dispatched'>;
  now: () => Date;
  secrets: { codes: Buffer };
}

function hashCode(desk: CodeDesk, email: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', desk.secrets.codes).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Seconds until the cap-th newest event leaves the window, or 0 when under the cap. */
function lockedFor(events: CodeEvent[], cap: number, now: Date): number {
  const blocking = events[cap - 1];
  if (!blocking) return 0;
  return seconds(blocking.at.getTime() + CAP_WINDOW_MS - now.getTime());
}

const from = (events: CodeEvent[], client: string) => events.filter((event) => event.client === client);

function newCode(purpose: CodePurpose): string {
  const digits = CODE_DIGITS[purpose];
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

export interface IssueOptions {
  /** Where the code is mailed; null when the address has no account that may receive it (nothing is sent). */
  recipient: { email: string } | null;
  language: Language;
  /** The client address asking (plugins/client-address.ts): the per-client caps count it. */
  client: string;
  /** The password the account takes when this code verifies it (sign-up codes only). */
  passwordHash?: string | null;
  /**
   * A registration sends its code within the 119 s as well: it carries a new password, and a silent
   * "too early" would leave the mailbox holding only an earlier code bound to someone else's.
   */
  skipCooldown?: boolean;
}

/**
 * Issues a code for an address: the same work for every address, whether or not it has an account,
 * so neither the answer nor its timing tells them apart. Throws CodeCooldownError within 119 s of the
 * last code and CodeLockoutError past a daily cap. The mail is a job queued in the code's own
 * transaction (docs/decisions/0154): no answer waits for SMTP, and a code whose mail fails is retried.
 */
export async function issueCode(
  ctx: CodeDesk,
  email: string,
  purpose: CodePurpose,
  options: IssueOptions,
): Promise<void> {
  const now = ctx.now();
  const code = newCode(purpose);
  const mailId = await ctx.db.transaction(async (tx) => {
    await lockAddress(tx, email, purpose);
    const activity = await recentCodeActivity(tx, email, purpose, new Date(now.getTime() - CAP_WINDOW_MS));
    const locked = Math.max(
      lockedFor(activity.issued, DAILY_CODES_PER_ADDRESS[purpose], now),
      lockedFor(from(activity.issued, options.client), DAILY_CODES, now),
      lockedFor(from(activity.failed, options.client), DAILY_FAILED_ENTRIES, now),
    );
    if (locked > 0) throw new CodeLockoutError(locked);
    const [last] = activity.issued;
    if (!options.skipCooldown && last && last.at.getTime() + RESEND_COOLDOWN_MS > now.getTime())
      throw new CodeCooldownError(seconds(last.at.getTime() + RESEND_COOLDOWN_MS - now.getTime()));
    const codeHash = hashCode(ctx, email, purpose, code);
    await replacePendingCode(tx, {
      email,
      purpose,
      codeHash,
      passwordHash: options.passwordHash ?? null,
      client: options.client,
      now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
    });
    const { recipient } = options;
    return recipient === null
      ? null
      : ctx.jobs.mail(tx, {
          message: codeMail(recipient.email, code, purpose, options.language),
          code: { email, purpose, codeHash },
        });
  });
  if (mailId !== null) await ctx.jobs.dispatched([mailId]);
}

/**
 * `triesLeft`: after a wrong code, the wrong tries that code still allows (the screens show it).
 * `passwordHash`: with 'ok', the password the verified code carries.
 */
export type CodeCheckResult =
  { result: CodeCheck; triesLeft?: number; passwordHash?: string | null } | { lockedSeconds: number };

/**
 * Checks a code; a right one is used up. Only a wrong entry against a live code counts: against the
 * code's five tries and towards the daily cap of this client for the address. An entry when no code
 * was sent answers as a wrong code and counts nowhere, so nobody can use up an account's allowance
 * for codes it never asked for; an expired or burnt code can no longer be guessed, so neither counts.
 */
export async function checkCode(
  ctx: CodeDesk,
  email: string,
  purpose: CodePurpose,
  code: string,
  client: string,
): Promise<CodeCheckResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<CodeCheckResult> => {
    await lockAddress(tx, email, purpose);
    const activity = await recentCodeActivity(tx, email, purpose, new Date(now.getTime() - CAP_WINDOW_MS));
    const locked = lockedFor(from(activity.failed, client), DAILY_FAILED_ENTRIES, now);
    if (locked > 0) return { lockedSeconds: locked };
    const row = await latestPendingCode(tx, email, purpose);
    if (!row) return { result: 'wrong', triesLeft: MAX_WRONG_TRIES - 1 };
    if (new Date(row.expires_at).getTime() <= now.getTime()) return { result: 'expired' };
    if (row.attempts >= MAX_WRONG_TRIES) return { result: 'too-many-tries' };
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(hashCode(ctx, email, purpose, code), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await useCode(tx, row.id, now);
      return { result: 'ok', passwordHash: row.password_hash };
    }
    await countWrongAttempt(tx, row.id);
    await recordFailure(tx, { email, purpose, client, at: now });
    return { result: 'wrong', triesLeft: Math.max(0, MAX_WRONG_TRIES - row.attempts - 1) };
  });
}

/**
 * Whether a code mail still holds the address's newest pending code: a mail whose code a newer one
 * replaced (two sign-ups or resends in quick succession, whose mails may go out in either order) is
 * not sent, so the newest mail a student has is always the one whose code works.
 */
export async function isCurrentCode(
  db: Queryable,
  code: { email: string; purpose: CodePurpose; codeHash: string },
): Promise<boolean> {
  const row = await latestPendingCode(db, code.email, code.purpose);
  return row?.code_hash === code.codeHash;
}
