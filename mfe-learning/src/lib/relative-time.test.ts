import { formatRelativeTime } from './relative-time';

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
