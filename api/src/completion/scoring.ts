/**
 * Scoring a test attempt on the server (decision 0702): a question earns its points only when the
 * chosen set of choices is exactly its correct set; nothing for a partly right multiple choice or an
 * unanswered question. The key never leaves this module in an answer before the rules allow it.
 */

export interface KeyQuestion {
  id: number;
  kind: 'single' | 'multiple';
  points: number;
  /** Every choice id of the question, in order. */
  choices: readonly number[];
  /** The correct choice ids. */
  correct: readonly number[];
}

export interface GivenAnswer {
  question: number;
  choices: number[];
}

export interface ScoredAnswer {
  question: number;
  choices: number[];
  correct: boolean;
  points: number;
}

export interface ScoredAttempt {
  score: number;
  max_score: number;
  answers: ScoredAnswer[];
}

/** Why a submission cannot be scored; `index` is the position in `answers` it concerns. */
export type AnswerProblem =
  | { kind: 'unknown_question'; index: number; question: number }
  | { kind: 'repeated_question'; index: number; question: number }
  | { kind: 'unknown_choice'; index: number; choice: number }
  | { kind: 'repeated_choice'; index: number; choice: number }
  | { kind: 'one_choice_only'; index: number; question: number };

export const maxScore = (questions: readonly KeyQuestion[]) =>
  questions.reduce((sum, question) => sum + question.points, 0);

/** The first problem of a submission against the test's questions, or null when it can be scored. */
export function answerProblem(questions: readonly KeyQuestion[], answers: readonly GivenAnswer[]) {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  for (const [index, answer] of answers.entries()) {
    const question = byId.get(answer.question);
    if (question === undefined)
      return { kind: 'unknown_question', index, question: answer.question } as const;
    if (seen.has(answer.question))
      return { kind: 'repeated_question', index, question: answer.question } as const;
    seen.add(answer.question);
    const chosen = new Set<number>();
    for (const choice of answer.choices) {
      if (!question.choices.includes(choice)) return { kind: 'unknown_choice', index, choice } as const;
      if (chosen.has(choice)) return { kind: 'repeated_choice', index, choice } as const;
      chosen.add(choice);
    }
    if (question.kind === 'single' && chosen.size > 1)
      return { kind: 'one_choice_only', index, question: question.id } as const;
  }
  return null;
}

/** Scores a submission that `answerProblem` found nothing wrong with; every question is listed. */
export function scoreAttempt(
  questions: readonly KeyQuestion[],
  answers: readonly GivenAnswer[],
): ScoredAttempt {
  const given = new Map(answers.map((answer) => [answer.question, answer.choices]));
  const scored = questions.map((question): ScoredAnswer => {
    const choices = [...(given.get(question.id) ?? [])].sort((a, b) => a - b);
    const correct =
      choices.length === question.correct.length &&
      choices.every((choice) => question.correct.includes(choice));
    return { question: question.id, choices, correct, points: correct ? question.points : 0 };
  });
  return {
    score: scored.reduce((sum, answer) => sum + answer.points, 0),
    max_score: maxScore(questions),
    answers: scored,
  };
}
