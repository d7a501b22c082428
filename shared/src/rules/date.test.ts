import { formatDate } from './date';

const NATIVE = Intl.DateTimeFormat;

afterEach(() => {
  Intl.DateTimeFormat = NATIVE;
});

it.each([
  ['en', '7 December 2026'],
  ['ru', '7 декабря 2026 г.'],
  ['kk', '2026 ж. 7 желтоқсан'],
] as const)('writes a date in %s', (language, text) => {
  expect(formatDate('2026-12-07T10:00:00Z', language, { timeZone: 'UTC' })).toBe(text);
});

it.each([
  ['en', 'Mon, 7 December 2026'],
  ['ru', 'пн, 7 декабря 2026 г.'],
  ['kk', '2026 ж. 7 желтоқсан, дс'],
] as const)('adds the weekday in %s', (language, text) => {
  expect(formatDate('2026-12-07T00:00:00Z', language, { weekday: true, timeZone: 'UTC' })).toBe(text);
});

it('takes the calendar day of the zone asked for', () => {
  expect(formatDate('2026-12-31T20:00:00Z', 'kk', { timeZone: 'Asia/Almaty' })).toBe('2027 ж. 1 қаңтар');
  expect(formatDate('2026-12-31T20:00:00Z', 'en', { timeZone: 'UTC' })).toBe('31 December 2026');
});

it('writes Kazakh dates the same where the browser has no Kazakh date data', () => {
  // Debian's Chromium: kk-KZ falls back to the root locale ("2026 M12 7").
  const kkFree = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    const asked = Array.isArray(locales) ? locales[0] : locales;
    return new NATIVE(asked?.startsWith('kk') ? 'und' : locales, options);
  } as unknown as typeof Intl.DateTimeFormat;
  Intl.DateTimeFormat = kkFree;
  expect(formatDate('2026-11-24T09:00:00Z', 'kk', { timeZone: 'UTC' })).toBe('2026 ж. 24 қараша');
});

it('gives nothing for a date it cannot read', () => {
  expect(formatDate('not a date', 'en')).toBe('');
});
