import { TEST_QUESTION_POINTS } from '@academy/rules';
import type { StaffTest, TestReplacePayload } from '@academy/shared';

export type QuestionKind = 'single' | 'multiple';

export interface ChoiceDraft {
  key: number;
  label: string;
  correct: boolean;
}

export interface QuestionDraft {
  key: number;
  prompt: string;
  kind: QuestionKind;
  points: string;
  choices: ChoiceDraft[];
}

export interface TestDraft {
  title: string;
  questions: QuestionDraft[];
}

/** The API's limits (TestReplaceBody). */
export const LIMITS = {
  questions: 100,
  minChoices: 2,
  maxChoices: 10,
  minPoints: TEST_QUESTION_POINTS.min,
  maxPoints: TEST_QUESTION_POINTS.max,
} as const;

let nextKey = 1;
/** A key for a new row, so React keeps each row's box while others are added or removed. */
export function newKey(): number {
  nextKey += 1;
  return nextKey;
}

export function emptyChoice(): ChoiceDraft {
  return { key: newKey(), label: '', correct: false };
}

export function emptyQuestion(): QuestionDraft {
  return { key: newKey(), prompt: '', kind: 'single', points: '1', choices: [emptyChoice(), emptyChoice()] };
}

export function draftOf(test: StaffTest): TestDraft {
  return {
    title: test.title,
    questions: test.questions.map((question) => ({
      key: newKey(),
      prompt: question.prompt,
      kind: question.kind,
      points: String(question.points),
      choices: question.choices.map((choice) => ({
        key: newKey(),
        label: choice.label,
        correct: choice.correct,
      })),
    })),
  };
}

/** What is wrong, as catalog keys with the question's number (1-based) where it is one question's. */
export interface DraftProblem {
  key: string;
  question?: number;
}

export function problemsOf(draft: TestDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.title.trim() === '') problems.push({ key: 'tests.problems.title' });
  if (draft.questions.length === 0) problems.push({ key: 'tests.problems.noQuestions' });
  draft.questions.forEach((question, index) => {
    const number = index + 1;
    const points = Number(question.points);
    const correct = question.choices.filter((choice) => choice.correct).length;
    if (question.prompt.trim() === '') problems.push({ key: 'tests.problems.prompt', question: number });
    if (!Number.isInteger(points) || points < LIMITS.minPoints || points > LIMITS.maxPoints)
      problems.push({ key: 'tests.problems.points', question: number });
    if (question.choices.some((choice) => choice.label.trim() === ''))
      problems.push({ key: 'tests.problems.choiceLabel', question: number });
    if (question.kind === 'single' && correct !== 1)
      problems.push({ key: 'tests.problems.singleCorrect', question: number });
    if (question.kind === 'multiple' && correct < 1)
      problems.push({ key: 'tests.problems.multipleCorrect', question: number });
  });
  return problems;
}

export function bodyOf(draft: TestDraft): TestReplacePayload {
  return {
    title: draft.title.trim(),
    questions: draft.questions.map((question) => ({
      prompt: question.prompt.trim(),
      kind: question.kind,
      points: Number(question.points),
      choices: question.choices.map((choice) => ({ label: choice.label.trim(), correct: choice.correct })),
    })),
  };
}
