import type { Language } from '../i18n';

const LOCALES: Record<Language, string> = { en: 'en-GB', ru: 'ru-RU', kk: 'kk-KZ' };

/**
 * Kazakh month names and short weekday names, as CLDR writes them (format, wide / abbreviated).
 * Written out because browsers built with a reduced ICU, Debian's Chromium among them, have no Kazakh
 * date data and print "2026 M12 7" where Node prints "2026 ж. 7 желтоқсан".
 */
const KAZAKH_MONTHS = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
];
const KAZAKH_WEEKDAYS = ['жс', 'дс', 'сс', 'ср', 'бс', 'жм', 'сб'];

export interface DateFormatOptions {
  /** Adds the short weekday ("Mon", "пн", "дс"). */
  weekday?: boolean;
  /** The calendar day in this zone; the browser's own zone when left out. */
  timeZone?: string;
}

/** The parts of a calendar date in a zone (the browser's when none is given). */
function dateParts(date: Date, timeZone: string | undefined) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    year: Number(part('year')),
    month: Number(part('month')) - 1,
    day: Number(part('day')),
    weekday: weekdays.indexOf(part('weekday')),
  };
}

/**
 * A calendar date in the interface language: "7 December 2026", "7 декабря 2026 г.",
 * "2026 ж. 7 желтоқсан" (with `weekday`: "Mon, 7 December 2026", "пн, 7 декабря 2026 г.",
 * "2026 ж. 7 желтоқсан, дс"). An unreadable date gives an empty string.
 */
export function formatDate(
  value: string | Date,
  language: Language,
  options: DateFormatOptions = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (language === 'kk') {
    const { year, month, day, weekday } = dateParts(date, options.timeZone);
    const text = `${year} ж. ${day} ${KAZAKH_MONTHS[month]}`;
    return options.weekday ? `${text}, ${KAZAKH_WEEKDAYS[weekday]}` : text;
  }
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: options.weekday ? 'short' : undefined,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: options.timeZone,
  }).format(date);
}
