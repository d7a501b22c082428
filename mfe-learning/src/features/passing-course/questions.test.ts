import type { Question } from '@academy/shared';
import { answersNewestFirst, findQuestions, isSendableText, questionsNewestFirst } from './questions';

const question = (id: number, title: string, answers = 0): Question => ({
  id,
  lecture: 1,
  title,
  content: `${title} content`,
  created_at: '2026-11-01T10:00:00Z',
  user: null,
  answers: Array.from({ length: answers }, (_, index) => ({
    id: id * 10 + index,
    question: id,
    title: '',
    content: 'answer',
    created_at: '2026-11-01T10:00:00Z',
    user: null,
  })),
});

const list = [question(2, 'Beta', 1), question(5, 'alpha'), question(3, 'Gamma seat', 2)];

it('lists questions newest first by id', () => {
  expect(questionsNewestFirst(list).map((q) => q.id)).toEqual([5, 3, 2]);
});

it('lists answers newest first', () => {
  expect(answersNewestFirst(question(3, 'x', 3).answers).map((a) => a.id)).toEqual([32, 31, 30]);
});

it('searches title and content, case-insensitively', () => {
  expect(findQuestions(list, { query: 'SEAT' }).map((q) => q.id)).toEqual([3]);
});

it('filters answered and unanswered questions', () => {
  expect(findQuestions(list, { filter: 'answered' }).map((q) => q.id)).toEqual([3, 2]);
  expect(findQuestions(list, { filter: 'unanswered' }).map((q) => q.id)).toEqual([5]);
});

it('sorts oldest first or alphabetically', () => {
  expect(findQuestions(list, { sort: 'oldest' }).map((q) => q.id)).toEqual([2, 3, 5]);
  expect(findQuestions(list, { sort: 'alphabetical' }).map((q) => q.title)).toEqual([
    'alpha',
    'Beta',
    'Gamma seat',
  ]);
});

it('sends questions and answers only with text', () => {
  expect(isSendableText('  ')).toBe(false);
  expect(isSendableText('Why?')).toBe(true);
});
