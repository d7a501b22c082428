import { calendarTopic } from '../../testing/samples';
import { draftOf, localDateTime, openingFrom } from './opening-form';

const topic = calendarTopic();

it('edits a topic from what the API says of it', () => {
  expect(draftOf(topic)).toEqual({ schedule: 'term', days: '14', at: '' });
  const fixedAt = new Date(2026, 11, 1, 9, 30).toISOString();
  expect(draftOf({ ...topic, schedule: 'fixed', opens_after_days: null, opens_at: fixedAt })).toEqual({
    schedule: 'fixed',
    days: '',
    at: '2026-12-01T09:30',
  });
  expect(localDateTime('not a date')).toBe('');
});

it.each([
  [
    { schedule: 'term', days: '21', at: '' },
    { opens_after_days: 21, opens_at: null },
  ],
  [
    { schedule: 'term', days: ' 0 ', at: '' },
    { opens_after_days: 0, opens_at: null },
  ],
  [
    { schedule: 'open', days: 'x', at: 'y' },
    { opens_after_days: null, opens_at: null },
  ],
  [
    { schedule: 'fixed', days: '', at: '2026-12-01T09:30' },
    { opens_after_days: null, opens_at: new Date(2026, 11, 1, 9, 30).toISOString() },
  ],
] as const)('%j is sent as %j', (draft, body) => {
  expect(openingFrom(draft)).toEqual(body);
});

it.each([
  [{ schedule: 'term', days: '', at: '' }, 'calendar.daysInvalid'],
  [{ schedule: 'term', days: '-1', at: '' }, 'calendar.daysInvalid'],
  [{ schedule: 'term', days: '2.5', at: '' }, 'calendar.daysInvalid'],
  [{ schedule: 'term', days: '3651', at: '' }, 'calendar.daysInvalid'],
  [{ schedule: 'fixed', days: '', at: '' }, 'calendar.dateInvalid'],
  [{ schedule: 'fixed', days: '', at: '2026-13-45T99:99' }, 'calendar.dateInvalid'],
] as const)('%j is refused: %s', (draft, problem) => {
  expect(openingFrom(draft)).toEqual({ problem });
});
