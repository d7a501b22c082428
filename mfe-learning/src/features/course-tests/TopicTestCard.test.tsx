import { ApiError, type AttemptResult, type TopicTest } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTest } from './api/get-test';
import { postAttempt } from './api/post-attempt';
import { testSummary } from '../../testing/test-summary';
import { TopicTestCard } from './TopicTestCard';

jest.mock('./api/get-test');
jest.mock('./api/post-attempt');

const summary = testSummary;

const test: TopicTest = {
  id: 3,
  topic: 1,
  title: 'Arbitration basics',
  max_score: 4,
  attempts: 0,
  best_score: null,
  next_attempt_at: null,
  questions: [
    {
      id: 10,
      prompt: 'Where is the seat?',
      kind: 'single',
      points: 2,
      choices: [
        { id: 100, label: 'London' },
        { id: 101, label: 'Astana' },
      ],
    },
    {
      id: 11,
      prompt: 'Which are arbitral institutions?',
      kind: 'multiple',
      points: 2,
      choices: [
        { id: 110, label: 'ICC' },
        { id: 111, label: 'LCIA' },
        { id: 112, label: 'WHO' },
      ],
    },
  ],
};

const result = (over: Partial<AttemptResult> = {}): AttemptResult => ({
  id: 50,
  test: 3,
  number: 1,
  score: 2,
  max_score: 4,
  submitted_at: '2026-11-26T10:00:00Z',
  key_revealed: false,
  answers: [
    { question: 10, choices: [101], correct: true, points: 2, correct_choices: null },
    { question: 11, choices: [110], correct: false, points: 0, correct_choices: null },
  ],
  best_score: 2,
  next_attempt_at: new Date(Date.now() + 90_000).toISOString(),
  ...over,
});

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
});

it('shows the questions with no correct answer anywhere in the page before submitting', async () => {
  // Even a key the server wrongly sent must not reach the page.
  const leaky = {
    ...test,
    questions: test.questions.map((q) => ({
      ...q,
      choices: q.choices.map((c) => ({ ...c, correct: c.id === 101 })),
    })),
  };
  jest.mocked(getTest).mockResolvedValue(leaky);
  const { container } = render(<TopicTestCard summary={summary()} onSubmitted={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Take the test' }));
  expect(await screen.findByRole('radio', { name: 'Astana' })).toBeInTheDocument();
  expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  expect(container.innerHTML).not.toMatch(/correct|true/i);
});

it('sends the chosen answers, then shows the score and which answers were wrong, and counts down to the retake', async () => {
  jest.mocked(getTest).mockResolvedValue(test);
  jest.mocked(postAttempt).mockResolvedValue(result());
  const onSubmitted = jest.fn();
  render(<TopicTestCard summary={summary()} onSubmitted={onSubmitted} />);
  await userEvent.click(screen.getByRole('button', { name: 'Take the test' }));
  await userEvent.click(await screen.findByRole('radio', { name: 'Astana' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'ICC' }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

  expect(postAttempt).toHaveBeenCalledWith(3, {
    answers: [
      { question: 10, choices: [101] },
      { question: 11, choices: [110] },
    ],
  });
  expect(await screen.findByText('Your score: 2 of 4')).toBeInTheDocument();
  expect(screen.getByText('Which are arbitral institutions?').parentElement).toHaveTextContent('Wrong');
  expect(screen.getByText('Where is the seat?').parentElement).toHaveTextContent('Correct');
  expect(screen.getByRole('timer')).toHaveTextContent(/You can retake the test in 1:(29|30)/);
  expect(screen.getByRole('button', { name: 'Retake the test' })).toBeDisabled();
  expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ id: 3, best_score: 2, attempts: 1 }));
});

it('shows the best attempt and the live countdown until a retake is allowed', () => {
  jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
  try {
    render(
      <TopicTestCard
        summary={summary({ attempts: 2, best_score: 3, next_attempt_at: '2026-11-26T10:01:05Z' })}
        onSubmitted={jest.fn()}
      />,
    );
    expect(screen.getByText('Best attempt: 3 of 4 (attempts: 2)')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('1:05');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retake the test' })).toBeEnabled();
  } finally {
    jest.useRealTimers();
  }
});

it('shows the server’s cooldown message and when the test can be retaken after a 429', async () => {
  jest.mocked(getTest).mockResolvedValue(test);
  jest.mocked(postAttempt).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 429,
      message: 'Too many attempts: try again later.',
      detail: 'Too many attempts: try again later.',
      retryAfter: 120,
    }),
  );
  render(<TopicTestCard summary={summary({ attempts: 1, best_score: 1 })} onSubmitted={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Retake the test' }));
  await userEvent.click(await screen.findByRole('radio', { name: 'London' }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts: try again later.');
  expect(screen.getByRole('timer')).toHaveTextContent(/in (2:00|1:59)/);
  // The answers stay chosen for when the cooldown ends.
  expect(screen.getByRole('radio', { name: 'London' })).toBeChecked();
});

it('shows a closed topic’s test locked, with no way to take it', () => {
  render(<TopicTestCard summary={summary({ is_open: false })} onSubmitted={jest.fn()} />);
  expect(screen.getByText('Locked: the test opens with its topic')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
