import { ACADEMY_UTC_OFFSET_MS } from '../rules/academy-clock';

// The offer's calendar days are the academy's (UTC+5).
const DAY_MS = 24 * 60 * 60 * 1000;

/** Public offer: refusal within 14 calendar days of gaining access. */
export const REFUSAL_DAYS = 14;

/**
 * The moment the refusal window closes: the end of the 14th calendar day after
 * the day access was gained (access on 1 March allows a refusal through 15 March).
 */
export function refusalDeadline(accessGainedAt: Date): Date {
  const localDayStart = Math.floor((accessGainedAt.getTime() + ACADEMY_UTC_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(localDayStart + (REFUSAL_DAYS + 1) * DAY_MS - ACADEMY_UTC_OFFSET_MS);
}

/** A moment's date on the academy's calendar, YYYY-MM-DD. */
export const academyDay = (at: Date): string =>
  new Date(at.getTime() + ACADEMY_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** The moments of an academy calendar day (YYYY-MM-DD): [from, to); null when it is no date. */
export function academyDayBounds(day: string): { from: Date; to: Date } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = Date.parse(`${day}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March; a real date reads back as itself.
  if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== day) return null;
  return {
    from: new Date(start - ACADEMY_UTC_OFFSET_MS),
    to: new Date(start + DAY_MS - ACADEMY_UTC_OFFSET_MS),
  };
}

/** The last day of the window as the academy's calendar date, YYYY-MM-DD. */
export function lastRefusalDay(accessGainedAt: Date): string {
  return academyDay(new Date(refusalDeadline(accessGainedAt).getTime() - 1));
}
