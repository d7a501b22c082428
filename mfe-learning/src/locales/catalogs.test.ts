import { describeCatalogs, leaf } from '@academy/shared/testing';
import { CATALOGS } from './test-catalogs';

describeCatalogs('learning', CATALOGS);

it.each([
  ['questions.noAnswers', 'No answers found.'],
  ['questions.noQuestions', 'No questions found.'],
  ['questions.commentFailed', 'Error posting comment:'],
  ['questions.questionFailed', 'Error posting question:'],
])('%#: %s is quoted verbatim', (key, text) => {
  expect(leaf(CATALOGS.en, key)).toBe(text);
});
