import { bodyOf, draftOf, emptyQuestion, problemsOf, type TestDraft } from './test-draft';

function question(overrides: Partial<TestDraft['questions'][number]> = {}): TestDraft['questions'][number] {
  return {
    ...emptyQuestion(),
    prompt: 'Which instrument governs recognition?',
    points: '2',
    choices: [
      { key: 1, label: 'The New York Convention', correct: true },
      { key: 2, label: 'The Hague Rules', correct: false },
    ],
    ...overrides,
  };
}

it('reads a saved test as a draft and sends a draft as the API’s body, trimmed', () => {
  const draft = draftOf({
    id: 4,
    topic: 3,
    title: 'Agreements',
    version: 2,
    max_score: 2,
    attempts: 5,
    questions: [
      {
        id: 10,
        prompt: 'Q?',
        kind: 'multiple',
        points: 2,
        choices: [
          { id: 1, label: 'A', correct: true },
          { id: 2, label: 'B', correct: true },
        ],
      },
    ],
  });
  expect(draft.questions[0]).toMatchObject({ prompt: 'Q?', kind: 'multiple', points: '2' });
  expect(bodyOf({ title: ' Agreements ', questions: [question({ prompt: ' Q? ' })] })).toEqual({
    title: 'Agreements',
    questions: [
      {
        prompt: 'Q?',
        kind: 'single',
        points: 2,
        choices: [
          { label: 'The New York Convention', correct: true },
          { label: 'The Hague Rules', correct: false },
        ],
      },
    ],
  });
});

it('finds nothing wrong in a whole test', () => {
  expect(problemsOf({ title: 'Agreements', questions: [question()] })).toEqual([]);
});

it.each([
  [{ title: ' ', questions: [question()] }, [{ key: 'tests.problems.title' }]],
  [{ title: 'T', questions: [] }, [{ key: 'tests.problems.noQuestions' }]],
  [{ title: 'T', questions: [question({ prompt: '' })] }, [{ key: 'tests.problems.prompt', question: 1 }]],
  [{ title: 'T', questions: [question({ points: '0' })] }, [{ key: 'tests.problems.points', question: 1 }]],
  [{ title: 'T', questions: [question({ points: '1.5' })] }, [{ key: 'tests.problems.points', question: 1 }]],
  [{ title: 'T', questions: [question({ points: '6' })] }, [{ key: 'tests.problems.points', question: 1 }]],
  [
    {
      title: 'T',
      questions: [
        question(),
        question({
          choices: [
            { key: 3, label: ' ', correct: true },
            { key: 4, label: 'B', correct: false },
          ],
        }),
      ],
    },
    [{ key: 'tests.problems.choiceLabel', question: 2 }],
  ],
  [
    {
      title: 'T',
      questions: [
        question({
          choices: [
            { key: 3, label: 'A', correct: true },
            { key: 4, label: 'B', correct: true },
          ],
        }),
      ],
    },
    [{ key: 'tests.problems.singleCorrect', question: 1 }],
  ],
  [
    {
      title: 'T',
      questions: [
        question({
          kind: 'multiple',
          choices: [
            { key: 3, label: 'A', correct: false },
            { key: 4, label: 'B', correct: false },
          ],
        }),
      ],
    },
    [{ key: 'tests.problems.multipleCorrect', question: 1 }],
  ],
] as const)('%# names what is wrong', (draft, problems) => {
  expect(problemsOf(draft as unknown as TestDraft)).toEqual(problems);
});
