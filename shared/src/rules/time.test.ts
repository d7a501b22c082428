import { lectureMinutes } from './time';

it('rounds lecture minutes', () => {
  expect(lectureMinutes(12.4)).toBe(12);
  expect(lectureMinutes(12.5)).toBe(13);
  expect(lectureMinutes(Number.NaN)).toBe(0);
});
