/**
 * The wait between two attempts at one test (decision 0702): 30 minutes after the first attempt,
 * doubling after each further one, never more than a day. An honest retake or two costs an hour or
 * so; guessing a test's answers through its feedback costs hours for a single choice and days for a
 * multiple choice.
 */
export const FIRST_COOLDOWN_MS = 30 * 60_000;
export const LONGEST_COOLDOWN_MS = 24 * 3600_000;

/** How long to wait after a student's `attempts`-th attempt at a test (0 attempts: no wait). */
export function cooldownAfter(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(FIRST_COOLDOWN_MS * 2 ** Math.min(attempts - 1, 30), LONGEST_COOLDOWN_MS);
}

/** When the next attempt may be submitted, or null when it may be now (no attempt yet). */
export function nextAttemptAt(attempts: number, lastSubmittedAt: Date | null): Date | null {
  if (attempts <= 0 || lastSubmittedAt === null) return null;
  return new Date(lastSubmittedAt.getTime() + cooldownAfter(attempts));
}
