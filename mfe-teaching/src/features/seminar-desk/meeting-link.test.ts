import { isHttpsLink } from './meeting-link';

it.each([
  ['https://meet.example.org/room', true],
  ['  https://zoom.us/j/123?pwd=a  ', true],
  ['http://meet.example.org/room', false],
  ['meet.example.org/room', false],
  ['javascript:alert(1)', false],
  ['https://', false],
  ['', false],
])('%j is an https link: %s', (value, expected) => {
  expect(isHttpsLink(value)).toBe(expected);
});
