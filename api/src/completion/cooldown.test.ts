import { FIRST_COOLDOWN_MS, LONGEST_COOLDOWN_MS, cooldownAfter, nextAttemptAt } from './cooldown';

const MINUTE = 60_000;

describe('the wait between attempts at a test', () => {
  it('starts at 30 minutes, doubles, and stops at a day', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((attempts) => cooldownAfter(attempts) / MINUTE)).toEqual([
      30, 60, 120, 240, 480, 960, 1440, 1440, 1440,
    ]);
    expect(cooldownAfter(0)).toBe(0);
    expect(FIRST_COOLDOWN_MS).toBe(30 * MINUTE);
    expect(LONGEST_COOLDOWN_MS).toBe(24 * 60 * MINUTE);
  });

  it('makes guessing slow: the 4th attempt after 3.5 hours, the 15th after more than nine days', () => {
    const waitBefore = (attempt: number) =>
      Array.from({ length: attempt - 1 }, (_, index) => cooldownAfter(index + 1)).reduce((a, b) => a + b, 0);
    expect(waitBefore(4) / MINUTE).toBe(210);
    expect(waitBefore(15) / (24 * 60 * MINUTE)).toBeGreaterThan(9);
  });

  it('allows the first attempt at once and the next one after the wait', () => {
    expect(nextAttemptAt(0, null)).toBeNull();
    const last = new Date('2026-11-26T10:00:00Z');
    expect(nextAttemptAt(2, last)?.toISOString()).toBe('2026-11-26T11:00:00.000Z');
  });
});
