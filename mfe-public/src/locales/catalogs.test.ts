import { describeCatalogs, leaf } from '@academy/shared/testing';
import { CATALOGS } from './test-catalogs';

describeCatalogs('public', CATALOGS);

it.each([
  ['instructors.title', 'Our instructors'],
  ['course.tabs.course', 'The Course'],
  ['course.tabs.liveSessions', 'Live Sessions'],
  ['course.michaelmas', 'Michaelmas Term starts 1 October and ends 30 November'],
  ['course.lent', 'Lent Term starts 1 May and ends 30 June'],
])('%#: %s is quoted verbatim', (key, text) => {
  expect(leaf(CATALOGS.en, key)).toBe(text);
});
