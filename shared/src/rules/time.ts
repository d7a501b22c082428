import type { Language } from '../i18n';

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

/** Lecture duration in whole minutes, rounded (docs/product/constants.md#relative-time-and-durations). */
export function lectureMinutes(duration: number | null | undefined): number {
  return typeof duration === 'number' && Number.isFinite(duration) ? Math.max(0, Math.round(duration)) : 0;
}

/** Splits a total in minutes into hours and minutes (56 h 18 m = 3378). */
export function splitDuration(totalMinutes: number): { hours: number; minutes: number } {
  const whole = lectureMinutes(totalMinutes);
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** The countdown's m:ss (119 → "1:59"). */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

type Translate = (key: string, values: Record<string, number>) => string;

/** "56 h 18 m" in the UI language, given react-i18next's or i18next's `t`. */
export function formatDuration(totalMinutes: number, t: Translate): string {
  const { hours, minutes } = splitDuration(totalMinutes);
  if (hours === 0) return t('common:duration.minutes', { count: minutes });
  if (minutes === 0) return t('common:duration.hours', { count: hours });
  return t('common:duration.hoursMinutes', { hours, minutes });
}
