import { ApiError, type Answer, type Question } from '@academy/shared';
import { fakeAnswerPages, initTestI18n } from '@academy/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '../../api/endpoints';
import { QuestionThread } from './QuestionThread';

/** Answer `id` was written `id` minutes after the question: a higher id is newer. */
const answer = (id: number): Answer => ({
  id,
  question: 5,
  title: `Answer ${id}`,
  content: `Answer ${id}`,
  created_at: new Date(Date.UTC(2026, 10, 1, 10, id)).toISOString(),
  user: { first_name: 'Ada', last_name: 'Lovelace', photo: null },
});

const question = (answers: Answer[], answersCount?: number): Question => ({
  id: 5,
  lecture: 3,
  title: 'Where is the seat?',
  content: 'Where is the seat?',
  created_at: new Date(Date.UTC(2026, 10, 1, 10, 0)).toISOString(),
  user: { first_name: 'Nurlan', last_name: 'Abenov', photo: null },
  answers,
  ...(answersCount === undefined ? {} : { answers_count: answersCount }),
});

const shown = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^Answer \d+$/).textContent);

function renderThread(value: Question) {
  return render(<QuestionThread question={value} pending={false} error={null} onReply={async () => true} />);
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
});

// After the reset above, which would also clear this routing.
const getAnswers = fakeAnswerPages(endpoints.answers);

it('shows the newest answers the listing embeds, then the earlier ones a page at a time', async () => {
  jest
    .mocked(getAnswers)
    .mockResolvedValueOnce({
      count: 7,
      next: 'http://api.test/p2',
      previous: null,
      results: [7, 6, 5, 4].map(answer),
    })
    .mockResolvedValueOnce({
      count: 7,
      next: null,
      previous: 'http://api.test/p1',
      results: [3, 2, 1].map(answer),
    });
  renderThread(question([7, 6, 5].map(answer), 7));
  expect(screen.getByRole('heading', { name: 'Answers: 7' })).toBeInTheDocument();
  expect(shown()).toEqual(['Answer 7', 'Answer 6', 'Answer 5']);

  await userEvent.click(screen.getByRole('button', { name: 'Show earlier answers (4)' }));
  expect(await screen.findByText('Answer 4')).toBeInTheDocument();
  expect(getAnswers).toHaveBeenLastCalledWith(5, 1);
  // Focus goes to the first earlier answer shown, not to the page (the button was disabled meanwhile).
  await waitFor(() => expect(screen.getByText('Answer 4').closest('li')).toHaveFocus());
  await userEvent.click(screen.getByRole('button', { name: 'Show earlier answers (3)' }));
  expect(await screen.findByText('Answer 1')).toBeInTheDocument();
  expect(getAnswers).toHaveBeenLastCalledWith(5, 2);
  expect(shown()).toEqual([7, 6, 5, 4, 3, 2, 1].map((id) => `Answer ${id}`));
  await waitFor(() => expect(screen.getByText('Answer 3').closest('li')).toHaveFocus());
  expect(screen.queryByRole('button', { name: /Show earlier answers/ })).not.toBeInTheDocument();
});

it('says when a page of the thread cannot be read, keeps what is shown, and tries again', async () => {
  jest
    .mocked(getAnswers)
    .mockRejectedValueOnce(new ApiError({ kind: 'offline', message: 'No connection to the server' }))
    .mockResolvedValueOnce({ count: 4, next: null, previous: null, results: [4, 3, 2, 1].map(answer) });
  renderThread(question([4, 3].map(answer), 4));
  await userEvent.click(screen.getByRole('button', { name: 'Show earlier answers (2)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server');
  expect(shown()).toEqual(['Answer 4', 'Answer 3']);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Answer 1')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('asks for nothing against a DRF backend, whose question carries its whole thread and no count', () => {
  renderThread(question([3, 2, 1].map(answer)));
  expect(screen.getByRole('heading', { name: 'Answers: 3' })).toBeInTheDocument();
  expect(shown()).toEqual(['Answer 3', 'Answer 2', 'Answer 1']);
  expect(screen.queryByRole('button', { name: /Show earlier answers/ })).not.toBeInTheDocument();
  expect(getAnswers).not.toHaveBeenCalled();
});
