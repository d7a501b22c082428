import type { Answer, Question } from '@academy/shared';

export type QuestionFilter = 'all' | 'answered' | 'unanswered';
export type QuestionSort = 'newest' | 'oldest' | 'alphabetical';

/** SPEC 2: questions are listed newest first by id. */
export function questionsNewestFirst(questions: readonly Question[]): Question[] {
  return [...questions].sort((a, b) => b.id - a.id);
}

/** Answers of an opened question, newest first. */
export function answersNewestFirst(answers: readonly Answer[]): Answer[] {
  return [...answers].sort((a, b) => b.id - a.id);
}

/**
 * The question list's search box, filter and sort (the spec shows them
 * without effect; a student expects them to work). The API has no
 * "important" flag, so only answered / unanswered filter.
 */
export function findQuestions(
  questions: readonly Question[],
  options: { query?: string; filter?: QuestionFilter; sort?: QuestionSort } = {},
): Question[] {
  const query = (options.query ?? '').trim().toLowerCase();
  const filter = options.filter ?? 'all';
  const matches = questions.filter((question) => {
    if (filter === 'answered' && question.answers.length === 0) return false;
    if (filter === 'unanswered' && question.answers.length > 0) return false;
    if (query === '') return true;
    return `${question.title} ${question.content}`.toLowerCase().includes(query);
  });
  switch (options.sort ?? 'newest') {
    case 'oldest':
      return matches.sort((a, b) => a.id - b.id);
    case 'alphabetical':
      return matches.sort((a, b) => (a.title || a.content).localeCompare(b.title || b.content));
    default:
      return matches.sort((a, b) => b.id - a.id);
  }
}

/** A question or answer is sent only with some text. */
export function isSendableText(text: string): boolean {
  return text.trim() !== '';
}
