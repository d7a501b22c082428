import type { Language } from '@academy/shared';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A year is 365 days and a month 30 days (docs/product/constants.md#relative-time-and-durations). */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

const LOCALES: Record<Language, string> = { en: 'en', ru: 'ru', kk: 'kk' };

/**
 * "3 days ago" in the UI language through Intl.RelativeTimeFormat; under one
 * second (or an unreadable date) it returns the caller's translated "just now".
 */
export function formatRelativeTime(
  date: string | Date,
  language: Language,
  justNow: string,
  now: Date = new Date(),
): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const elapsed = now.getTime() - then.getTime();
  if (!Number.isFinite(elapsed)) return justNow;
  const size = Math.abs(elapsed);
  const formatter = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'always' });
  for (const [unit, length] of UNITS) {
    if (size >= length) {
      const count = Math.floor(size / length);
      return formatter.format(elapsed >= 0 ? -count : count, unit);
    }
  }
  return justNow;
}
