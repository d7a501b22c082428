import { type KeyQuestion, answerProblem, scoreAttempt } from './scoring';

const questions: KeyQuestion[] = [
  { id: 1, kind: 'single', points: 1, choices: [11, 12, 13], correct: [12] },
  { id: 2, kind: 'multiple', points: 2, choices: [21, 22, 23, 24], correct: [21, 23] },
];

describe('scoring a test attempt', () => {
  it('gives a question its points only for exactly its correct choices, in any order', () => {
    expect(
      scoreAttempt(questions, [
        { question: 1, choices: [12] },
        { question: 2, choices: [23, 21] },
      ]),
    ).toEqual({
      score: 3,
      max_score: 3,
      answers: [
        { question: 1, choices: [12], correct: true, points: 1 },
        { question: 2, choices: [21, 23], correct: true, points: 2 },
      ],
    });
  });

  it('gives nothing for a partly right multiple choice, an extra choice, or no answer', () => {
    for (const choices of [[21], [21, 23, 24], []])
      expect(scoreAttempt(questions, [{ question: 2, choices }]).answers[1]).toMatchObject({
        correct: false,
        points: 0,
      });
    expect(scoreAttempt(questions, []).score).toBe(0);
  });

  it('finds answers that do not fit the test', () => {
    expect(answerProblem(questions, [{ question: 3, choices: [] }])).toMatchObject({
      kind: 'unknown_question',
    });
    expect(answerProblem(questions, [{ question: 1, choices: [21] }])).toMatchObject({
      kind: 'unknown_choice',
    });
    expect(answerProblem(questions, [{ question: 1, choices: [11, 11] }])).toMatchObject({
      kind: 'repeated_choice',
    });
    expect(answerProblem(questions, [{ question: 1, choices: [11, 12] }])).toMatchObject({
      kind: 'one_choice_only',
    });
    expect(
      answerProblem(questions, [
        { question: 2, choices: [] },
        { question: 2, choices: [21] },
      ]),
    ).toMatchObject({ kind: 'repeated_question', index: 1 });
    expect(answerProblem(questions, [{ question: 2, choices: [21, 22, 23] }])).toBeNull();
  });
});
