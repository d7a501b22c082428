import { lectureMinutes } from '@academy/shared';

/** Splits a total in minutes into hours and minutes (56 h 18 m = 3378). */
export function splitDuration(totalMinutes: number): { hours: number; minutes: number } {
  const whole = lectureMinutes(totalMinutes);
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

type Translate = (key: string, values: Record<string, number>) => string;

/** "56 h 18 m" in the UI language, given react-i18next's or i18next's `t`. */
export function formatDuration(totalMinutes: number, t: Translate): string {
  const { hours, minutes } = splitDuration(totalMinutes);
  if (hours === 0) return t('common:duration.minutes', { count: minutes });
  if (minutes === 0) return t('common:duration.hours', { count: hours });
  return t('common:duration.hoursMinutes', { hours, minutes });
}
