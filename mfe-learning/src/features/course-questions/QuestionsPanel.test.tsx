import { ApiError, type Answer, type ListedQuestion, type QuestionPage } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteQuestionMark } from './api/delete-question-mark';
import { getQuestions } from './api/get-questions';
import { postAnswer } from './api/post-answer';
import { postQuestion } from './api/post-question';
import { putQuestionMark } from './api/put-question-mark';
import { QuestionsPanel } from './QuestionsPanel';
import { useAnswerQuestion, useAskQuestion, useQuestionList } from './questions-store';
import { giveListSize } from '../../testing/list-size';

jest.mock('./api/get-questions');
jest.mock('./api/post-question');
jest.mock('./api/post-answer');
jest.mock('./api/put-question-mark');
jest.mock('./api/delete-question-mark');

const answer = (id: number, content: string): Answer => ({
  id,
  question: 5,
  title: content,
  content,
  created_at: new Date(Date.now() - id * 60_000).toISOString(),
  user: { first_name: 'Ada', last_name: 'Lovelace', photo: null },
});

const question = (
  id: number,
  content: string,
  answers: Answer[] = [],
  important = false,
): ListedQuestion => ({
  id,
  lecture: 3,
  title: content,
  content,
  created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
  user: id === 6 ? null : { first_name: 'Nurlan', last_name: 'Abenov', photo: 'http://api.test/media/u.jpg' },
  answers,
  is_important: important,
});

const page = (results: ListedQuestion[], next: string | null = null): QuestionPage => ({
  count: results.length,
  next,
  previous: null,
  results,
});

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  giveListSize();
  useQuestionList.getState().reset();
  useAskQuestion.getState().reset();
  useAnswerQuestion.getState().reset();
});

async function renderPanel(
  results: ListedQuestion[] = [
    question(5, 'Where is the seat?', [answer(1, 'Older'), answer(2, 'Newer')]),
    question(6, 'Who pays?'),
  ],
) {
  jest.mocked(getQuestions).mockResolvedValue(page(results));
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  await screen.findByRole('list');
}

it('lists questions with avatar, author, title, content, relative time and answer count', async () => {
  await renderPanel();
  expect(getQuestions).toHaveBeenCalledWith(
    { lecture: 3, search: '', filter: 'all', sort: 'newest' },
    expect.any(AbortSignal),
  );
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(2);
  const first = within(items[0] as HTMLElement);
  expect(first.getByRole('img', { name: 'Photo of Nurlan Abenov' })).toHaveAttribute(
    'src',
    'http://api.test/media/u.jpg',
  );
  expect(first.getByRole('heading', { name: 'Where is the seat?' })).toBeInTheDocument();
  expect(first.getByText('2 hours ago')).toBeInTheDocument();
  expect(first.getByText('Answers: 2')).toBeInTheDocument();
  const second = within(items[1] as HTMLElement);
  expect(second.getByRole('img', { name: 'Photo of Deleted user' })).toHaveAttribute('src', 'test-file-stub');
});

it('counts the whole thread from answers_count, not the few answers embedded in the listing', async () => {
  await renderPanel([
    { ...question(5, 'Where is the seat?', [answer(1, 'Older'), answer(2, 'Newer')]), answers_count: 7 },
    question(6, 'Who pays?'),
  ]);
  const items = screen.getAllByRole('listitem');
  expect(within(items[0] as HTMLElement).getByText('Answers: 7')).toBeInTheDocument();
  expect(within(items[1] as HTMLElement).getByText('Answers: 0')).toBeInTheDocument();
});

it('adds a reply to answers_count when the listing sends one', async () => {
  await renderPanel([{ ...question(5, 'Where is the seat?', [answer(1, 'Older')]), answers_count: 7 }]);
  const [first] = screen.getAllByRole('listitem');
  await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Reply' }));
  await userEvent.type(screen.getByLabelText('Your answer'), 'Look at the clause.');
  jest
    .mocked(postAnswer)
    .mockResolvedValueOnce({ ...answer(3, 'Look at the clause.'), created_at: new Date().toISOString() });
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByLabelText('Your answer')).toHaveValue(''));
  await userEvent.click(screen.getByRole('button', { name: /Back/ }));
  expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Answers: 8');
});

it('asks the API for the chosen filter and sort, and for the search after typing stops', async () => {
  await renderPanel();
  await userEvent.selectOptions(screen.getByLabelText('Filter'), 'important');
  await waitFor(() =>
    expect(getQuestions).toHaveBeenLastCalledWith(
      {
        lecture: 3,
        search: '',
        filter: 'important',
        sort: 'newest',
      },
      expect.any(AbortSignal),
    ),
  );
  await userEvent.selectOptions(screen.getByLabelText('Sort'), 'alphabetical');
  await waitFor(() =>
    expect(getQuestions).toHaveBeenLastCalledWith(
      {
        lecture: 3,
        search: '',
        filter: 'important',
        sort: 'alphabetical',
      },
      expect.any(AbortSignal),
    ),
  );
  await userEvent.type(screen.getByLabelText('Search questions'), '  seat ');
  await waitFor(() =>
    expect(getQuestions).toHaveBeenLastCalledWith(
      {
        lecture: 3,
        search: 'seat',
        filter: 'important',
        sort: 'alphabetical',
      },
      expect.any(AbortSignal),
    ),
  );
});

it("says 'No questions found.' for an empty answer", async () => {
  jest.mocked(getQuestions).mockResolvedValue(page([]));
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  expect(await screen.findByText('No questions found.')).toBeInTheDocument();
});

it('shows a failed load with a retry', async () => {
  jest
    .mocked(getQuestions)
    .mockRejectedValueOnce(new ApiError({ kind: 'offline', message: 'No connection' }));
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Questions could not be loaded: No connection');
  jest.mocked(getQuestions).mockResolvedValue(page([question(9, 'Back again')]));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Back again', { selector: 'h4' })).toBeInTheDocument();
});

it('asks a question: empty text is not sent, a failure keeps the typed text, success returns to the list', async () => {
  await renderPanel();
  await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
  const box = screen.getByLabelText('Your question');
  expect(box).toHaveFocus();
  const send = screen.getByRole('button', { name: 'Send' });
  await userEvent.type(box, '   ');
  expect(send).toBeDisabled();
  await userEvent.click(send);
  expect(postQuestion).not.toHaveBeenCalled();

  jest
    .mocked(postQuestion)
    .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, message: 'A server error occurred.' }));
  await userEvent.type(box, 'Is the award final?');
  await userEvent.click(send);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error posting question: A server error occurred.',
  );
  expect(box).toHaveValue('   Is the award final?');
  expect(box).toHaveAttribute('aria-describedby', expect.stringContaining('error'));

  jest.mocked(postQuestion).mockResolvedValueOnce(question(7, 'Is the award final?'));
  jest.mocked(getQuestions).mockResolvedValue(page([question(7, 'Is the award final?')]));
  await userEvent.click(send);
  expect(postQuestion).toHaveBeenLastCalledWith({ lecture: 3, content: 'Is the award final?' });
  expect(await screen.findByRole('heading', { name: 'Is the award final?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ask a question' })).toBeInTheDocument();
});

it('opens a question with its answers newest first, replies, and goes back', async () => {
  await renderPanel();
  const [first] = screen.getAllByRole('listitem');
  await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Reply' }));
  const thread = screen.getByRole('article');
  const answers = within(thread)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(answers[0]).toContain('Newer');
  expect(answers[1]).toContain('Older');

  jest.mocked(postAnswer).mockRejectedValueOnce(new Error('boom'));
  await userEvent.type(screen.getByLabelText('Your answer'), 'Look at the clause.');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error posting comment: Answer submission error',
  );
  expect(screen.getByLabelText('Your answer')).toHaveValue('Look at the clause.');

  jest
    .mocked(postAnswer)
    .mockResolvedValueOnce({ ...answer(3, 'Look at the clause.'), created_at: new Date().toISOString() });
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() =>
    expect(within(thread).getAllByRole('listitem')[0]).toHaveTextContent('Look at the clause.'),
  );
  expect(screen.getByLabelText('Your answer')).toHaveValue('');

  await userEvent.click(screen.getByRole('button', { name: /Back/ }));
  expect(screen.getByRole('button', { name: 'Ask a question' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Answers: 3');
});

it("marks an instructor's answer 'Instructor' beside the name, and no other answer", async () => {
  await renderPanel([
    question(5, 'Where is the seat?', [
      { ...answer(1, 'A classmate guesses'), is_instructor: false },
      { ...answer(2, 'The instructor explains'), is_instructor: true },
      answer(3, 'A backend that sends no mark'),
    ]),
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
  const [absent, marked, unmarked] = within(screen.getByRole('article')).getAllByRole(
    'listitem',
  ) as HTMLElement[];
  expect(marked).toHaveTextContent('The instructor explains');
  expect(within(marked as HTMLElement).getByText('Instructor')).toBeInTheDocument();
  expect(marked).toHaveTextContent(/Ada Lovelace\s*Instructor/);
  expect(unmarked).toHaveTextContent('A classmate guesses');
  expect(within(unmarked as HTMLElement).queryByText('Instructor')).not.toBeInTheDocument();
  expect(absent).toHaveTextContent('A backend that sends no mark');
  expect(within(absent as HTMLElement).queryByText('Instructor')).not.toBeInTheDocument();
});

it("says 'No answers found.' for a question without answers", async () => {
  await renderPanel();
  await userEvent.click(
    within(screen.getAllByRole('listitem')[1] as HTMLElement).getByRole('button', { name: 'Reply' }),
  );
  expect(screen.getByText('No answers found.')).toBeInTheDocument();
});

it("stars only the student's own marks and labels an instructor's mark apart, the field absent meaning none", async () => {
  await renderPanel([
    { ...question(5, 'Where is the seat?', [], true), marked_by_instructor: false },
    { ...question(6, 'Who pays?'), marked_by_instructor: true },
    { ...question(7, 'Both marks?', [], true), marked_by_instructor: true },
    question(8, 'Old backend?'),
  ]);
  const pressed = (title: string) =>
    screen.getByRole('button', { name: `Important: ${title}` }).getAttribute('aria-pressed');
  expect(pressed('Where is the seat?')).toBe('true');
  expect(pressed('Who pays?')).toBe('false');
  expect(pressed('Both marks?')).toBe('true');
  expect(pressed('Old backend?')).toBe('false');
  const items = screen.getAllByRole('listitem');
  const labelled = items.map((item) => within(item).queryByText('Important for everyone') !== null);
  expect(labelled).toEqual([false, true, true, false]);
});

it("keeps the instructor's label when the student takes back their own star", async () => {
  await renderPanel([{ ...question(7, 'Both marks?', [], true), marked_by_instructor: true }]);
  jest.mocked(deleteQuestionMark).mockResolvedValueOnce({ question: 7, is_important: false });
  const star = screen.getByRole('button', { name: 'Important: Both marks?' });
  await userEvent.click(star);
  expect(star).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText('Important for everyone')).toBeInTheDocument();
});

it('says what the important filter lists once it is chosen', async () => {
  await renderPanel();
  const hint = 'Questions you starred, and those an instructor marked important for everyone.';
  expect(screen.queryByText(hint)).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Filter'), 'important');
  expect(screen.getByText(hint)).toBeInTheDocument();
  expect(screen.getByLabelText('Filter')).toHaveAccessibleDescription(hint);
  await userEvent.selectOptions(screen.getByLabelText('Filter'), 'answered');
  expect(screen.queryByText(hint)).not.toBeInTheDocument();
});

it('marks a question important at once and takes the mark back when the server refuses', async () => {
  await renderPanel();
  jest.mocked(putQuestionMark).mockResolvedValueOnce({ question: 5, is_important: true });
  const star = screen.getByRole('button', { name: 'Important: Where is the seat?' });
  expect(star).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(star);
  expect(putQuestionMark).toHaveBeenCalledWith(5);
  expect(star).toHaveAttribute('aria-pressed', 'true');

  jest.mocked(deleteQuestionMark).mockRejectedValueOnce(new Error('offline'));
  await userEvent.click(star);
  await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  expect(screen.getByRole('alert')).toHaveTextContent('The mark could not be saved.');
});

it('asks for the page after DRF’s next link at once when the first page is short of the end', async () => {
  jest
    .mocked(getQuestions)
    .mockResolvedValueOnce(
      page([question(5, 'First page')], 'http://api.test/courses/questions/?lecture=3&page=2'),
    )
    .mockResolvedValueOnce(page([question(4, 'Second page')]));
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  expect(await screen.findByRole('heading', { name: 'Second page' })).toBeInTheDocument();
  expect(getQuestions).toHaveBeenLastCalledWith(
    { lecture: 3, search: '', filter: 'all', sort: 'newest', page: 2 },
    expect.any(AbortSignal),
  );
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(getQuestions).toHaveBeenCalledTimes(2);
});

it('repeats the text under the title only when the text says more than the title', async () => {
  await renderPanel([
    { ...question(8, 'Seat…'), content: 'Seat of the arbitration when the clause names two cities' },
    question(9, 'Who pays?'),
  ]);
  expect(screen.getByText('Seat of the arbitration when the clause names two cities')).toBeInTheDocument();
  expect(screen.getAllByText('Who pays?')).toHaveLength(1);
});
