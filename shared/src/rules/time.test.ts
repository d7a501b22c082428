import { i18n } from '../i18n';
import { initTestI18n } from '../testing';
import { formatCountdown, formatDuration, formatRelativeTime, lectureMinutes, splitDuration } from './time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relative time in English', () => {
  it.each([
    [400 * DAY, '1 year ago'],
    [365 * DAY, '1 year ago'],
    [364 * DAY, '12 months ago'],
    [60 * DAY, '2 months ago'],
    [30 * DAY, '1 month ago'],
    [29 * DAY, '4 weeks ago'],
    [7 * DAY, '1 week ago'],
    [3 * DAY, '3 days ago'],
    [5 * HOUR, '5 hours ago'],
    [90 * SECOND, '1 minute ago'],
    [42 * SECOND, '42 seconds ago'],
  ])('%i ms earlier reads "%s"', (elapsed, text) => {
    expect(formatRelativeTime(ago(elapsed), 'en', 'just now', now)).toBe(text);
  });

  it('says just now under one second', () => {
    expect(formatRelativeTime(ago(400), 'en', 'just now', now)).toBe('just now');
  });

  it('says just now for an unreadable date', () => {
    expect(formatRelativeTime('not a date', 'en', 'just now', now)).toBe('just now');
  });
});

it('speaks the UI language', () => {
  expect(formatRelativeTime(ago(3 * DAY), 'ru', 'только что', now)).toBe('3 дня назад');
  expect(formatRelativeTime(ago(2 * HOUR), 'kk', 'жаңа ғана', now)).toMatch(/2/);
});

it('rounds lecture minutes', () => {
  expect(lectureMinutes(12.4)).toBe(12);
  expect(lectureMinutes(12.5)).toBe(13);
  expect(lectureMinutes(Number.NaN)).toBe(0);
});

it('splits 3378 minutes into 56 h 18 m', () => {
  expect(splitDuration(3378)).toEqual({ hours: 56, minutes: 18 });
});

it('shows the countdown as m:ss', () => {
  expect(formatCountdown(119)).toBe('1:59');
  expect(formatCountdown(60)).toBe('1:00');
  expect(formatCountdown(9)).toBe('0:09');
  expect(formatCountdown(0)).toBe('0:00');
  expect(formatCountdown(-3)).toBe('0:00');
});

describe('durations in h and m', () => {
  const t = (key: string, values: Record<string, number>) => i18n.t(key, values);

  beforeAll(async () => {
    await initTestI18n('en');
  });

  it('reads 56 h 18 m for the course total', () => {
    expect(formatDuration(3378, t)).toBe('56 h 18 m');
  });

  it('drops an empty part', () => {
    expect(formatDuration(45, t)).toBe('45 m');
    expect(formatDuration(120, t)).toBe('2 h');
  });

  it('speaks Russian', async () => {
    await initTestI18n('ru');
    expect(formatDuration(3378, t)).toBe('56 ч 18 мин');
    await initTestI18n('en');
  });
});
