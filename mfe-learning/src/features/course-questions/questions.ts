import type { Answer, Question } from '@academy/shared';

/** Questions are listed newest first by id (docs/product/course-and-learning.md#questions). */
export function questionsNewestFirst(questions: readonly Question[]): Question[] {
  return [...questions].sort((a, b) => b.id - a.id);
}

/** Answers of an opened question, newest first. */
export function answersNewestFirst(answers: readonly Answer[]): Answer[] {
  return [...answers].sort(newerFirst);
}

/** A higher id is a newer answer: the order of the course page's threads. */
export function newerFirst(a: Answer, b: Answer): number {
  return b.id - a.id;
}

/** A question or answer is sent only with some text. */
export function isSendableText(text: string): boolean {
  return text.trim() !== '';
}
