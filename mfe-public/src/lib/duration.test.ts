import { i18n } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { formatDuration, splitDuration } from './duration';

it('splits 3378 minutes into 56 h 18 m', () => {
  expect(splitDuration(3378)).toEqual({ hours: 56, minutes: 18 });
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
