import { ApiError } from '@academy/shared';
import { fakeAnswerPages } from '@academy/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { questionPage, staffAnswer, staffQuestion } from '../../testing/samples';
import { eachTestAsInstructor, renderAt } from '../../testing/test-utils';
import { getStaffQuestions } from './api/get-staff-questions';
import { postStaffAnswer } from './api/post-staff-answer';
import { putImportant } from './api/put-important';
import { endpoints } from '../../api/endpoints';
import { QuestionDesk } from './QuestionDesk';

jest.mock('./api/get-staff-questions');
jest.mock('./api/post-staff-answer');
jest.mock('./api/put-important');

eachTestAsInstructor();

// After the reset above, which would also clear this routing.
const getStaffAnswers = fakeAnswerPages(endpoints.answers);

function openDesk(path = '/teaching/questions') {
  return renderAt(<QuestionDesk />, path);
}

it('shows a spinner while the questions load', () => {
  jest.mocked(getStaffQuestions).mockReturnValue(new Promise(() => undefined));
  openDesk();
  expect(screen.getByRole('status', { name: 'Loading the questions…' })).toBeInTheDocument();
});

it('lists the unanswered questions by default, with where they were asked and by whom', async () => {
  jest.mocked(getStaffQuestions).mockResolvedValue(questionPage([staffQuestion()]));
  openDesk();
  const item = await screen.findByRole('listitem');
  expect(
    within(item).getByRole('heading', { name: 'Does separability survive a void main contract?' }),
  ).toBeVisible();
  expect(item).toHaveTextContent('Arbitration agreements · Separability');
  expect(item).toHaveTextContent('Aruzhan Sadykova');
  expect(screen.getByRole('button', { name: 'Unanswered' })).toHaveAttribute('aria-pressed', 'true');
  expect(getStaffQuestions).toHaveBeenCalledWith({ unanswered: true, search: '', page: 1 });
});

it('says when every question has an answer, and when a search finds nothing', async () => {
  jest.mocked(getStaffQuestions).mockResolvedValue(questionPage([]));
  openDesk();
  expect(await screen.findByText("Every question has an instructor's answer.")).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Search in titles and texts'), 'estoppel');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No question matches your search.')).toBeInTheDocument();
});

it('shows all questions and searches them through the address', async () => {
  jest.mocked(getStaffQuestions).mockResolvedValue(questionPage([staffQuestion()]));
  openDesk();
  await screen.findByRole('listitem');
  await userEvent.click(screen.getByRole('button', { name: 'All' }));
  await waitFor(() =>
    expect(getStaffQuestions).toHaveBeenLastCalledWith({ unanswered: false, search: '', page: 1 }),
  );
  await userEvent.type(screen.getByLabelText('Search in titles and texts'), '  void clause ');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(getStaffQuestions).toHaveBeenLastCalledWith({ unanswered: false, search: 'void clause', page: 1 }),
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/teaching/questions?view=all&search=void+clause');
});

it('says "more than N" for a capped count and offers the next page the API links', async () => {
  jest.mocked(getStaffQuestions).mockResolvedValue(
    questionPage([staffQuestion()], {
      count: 100,
      count_capped: true,
      next: 'http://api.test/teaching/questions/?page=2',
    }),
  );
  openDesk();
  expect(await screen.findByText('Questions: more than 100')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() =>
    expect(getStaffQuestions).toHaveBeenLastCalledWith({ unanswered: true, search: '', page: 2 }),
  );
});

it('shows the error with a retry', async () => {
  jest
    .mocked(getStaffQuestions)
    .mockRejectedValueOnce(new ApiError({ kind: 'offline', message: 'No connection to the server' }))
    .mockResolvedValueOnce(questionPage([staffQuestion()]));
  openDesk();
  expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('listitem')).toBeInTheDocument();
});

it('answers as instructor: the answer joins the question and the box empties', async () => {
  jest.mocked(getStaffQuestions).mockResolvedValue(questionPage([staffQuestion()]));
  jest.mocked(postStaffAnswer).mockResolvedValue(staffAnswer());
  openDesk();
  await userEvent.type(
    await screen.findByLabelText('Your answer'),
    ' Yes: the clause is a separate agreement. ',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Answer as instructor' }));
  expect(await screen.findByText('Yes: the clause is a separate agreement.')).toBeInTheDocument();
  expect(postStaffAnswer).toHaveBeenCalledWith(5, { content: 'Yes: the clause is a separate agreement.' });
  expect(screen.getByLabelText('Your answer')).toHaveValue('');
  expect(screen.getByRole('list', { name: 'Answers: 1' })).toBeInTheDocument();
});

it('refuses an empty answer before asking the server, and keeps the text when the server refuses', async () => {
  jest.mocked(getStaffQuestions).mockResolvedValue(questionPage([staffQuestion()]));
  jest
    .mocked(postStaffAnswer)
    .mockRejectedValue(
      new ApiError({ kind: 'http', status: 404, message: 'Not found.', detail: 'Not found.' }),
    );
  openDesk();
  await userEvent.click(await screen.findByRole('button', { name: 'Answer as instructor' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Write an answer first.');
  expect(postStaffAnswer).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('Your answer'), 'Kept');
  await userEvent.click(screen.getByRole('button', { name: 'Answer as instructor' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
  expect(screen.getByLabelText('Your answer')).toHaveValue('Kept');
});

it('marks a question important for everyone, and unmarks it', async () => {
  jest.mocked(getStaffQuestions).mockResolvedValue(questionPage([staffQuestion()]));
  jest
    .mocked(putImportant)
    .mockResolvedValueOnce({ question: 5, important: true })
    .mockResolvedValueOnce({ question: 5, important: false });
  openDesk();
  await userEvent.click(await screen.findByRole('button', { name: 'Mark important' }));
  const marked = await screen.findByRole('button', { name: 'Important for everyone' });
  expect(marked).toHaveAttribute('aria-pressed', 'true');
  expect(putImportant).toHaveBeenLastCalledWith(5, true);
  await userEvent.click(marked);
  expect(await screen.findByRole('button', { name: 'Mark important' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(putImportant).toHaveBeenLastCalledWith(5, false);
});

it('shows a refused mark on its own question only', async () => {
  jest
    .mocked(getStaffQuestions)
    .mockResolvedValue(questionPage([staffQuestion(), staffQuestion({ id: 6, title: 'Another question' })]));
  jest
    .mocked(putImportant)
    .mockRejectedValue(new ApiError({ kind: 'http', status: 500, message: 'Question mark error' }));
  openDesk();
  const [first, second] = await screen.findAllByRole('listitem');
  await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Mark important' }));
  expect(await within(first as HTMLElement).findByRole('alert')).toHaveTextContent('Question mark error');
  expect(within(second as HTMLElement).queryByRole('alert')).not.toBeInTheDocument();
});

/** The answer numbered `n` of a thread, oldest first (one a minute). */
function nth(n: number) {
  return staffAnswer({
    id: 100 + n,
    content: `Answer ${n}`,
    created_at: new Date(Date.UTC(2026, 10, 22, 8, n)).toISOString(),
  });
}

function answerRange(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, index) => nth(from + index));
}

function answerPage(results: ReturnType<typeof nth>[], next: string | null) {
  return { count: 23, next, previous: null, results };
}

/** A question whose thread holds 23 answers; the list embeds the 3 oldest. */
function longThread() {
  return staffQuestion({ answers: answerRange(1, 3), answers_count: 23 });
}

function shownAnswers() {
  return within(screen.getByRole('list', { name: /^Answers: / }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
}

it('counts the whole thread, not the embedded answers, and offers no button when all are shown', async () => {
  jest
    .mocked(getStaffQuestions)
    .mockResolvedValue(questionPage([longThread(), staffQuestion({ id: 6, answers: answerRange(1, 2) })]));
  openDesk();
  expect(await screen.findByRole('list', { name: 'Answers: 23' })).toBeInTheDocument();
  expect(screen.getByText('Answers: 23')).toBeVisible();
  expect(screen.getByRole('list', { name: 'Answers: 2' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /Show all/ })).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Show all 23 answers' })).toBeVisible();
  expect(getStaffAnswers).not.toHaveBeenCalled();
});

it('loads the rest of the thread page by page, each answer once, and stops at the last page', async () => {
  const answerItem = (text: string) => screen.getByText(text).closest('li');
  jest.mocked(getStaffQuestions).mockResolvedValue(questionPage([longThread()]));
  jest
    .mocked(getStaffAnswers)
    .mockResolvedValueOnce(answerPage(answerRange(1, 20), 'http://api/teaching/questions/5/answers/?page=2'))
    .mockResolvedValueOnce(answerPage(answerRange(21, 23), null));
  openDesk();
  await userEvent.click(await screen.findByRole('button', { name: 'Show all 23 answers' }));
  await screen.findByText('Answer 20');
  expect(getStaffAnswers).toHaveBeenLastCalledWith(5, 1);
  expect(shownAnswers()).toEqual(answerRange(1, 20).map((answer) => answer.content));
  // Focus goes to the first answer the page added, not to the page (the button was disabled meanwhile).
  await waitFor(() => expect(answerItem('Answer 4')).toHaveFocus());
  await userEvent.click(screen.getByRole('button', { name: 'Show more answers' }));
  await screen.findByText('Answer 23');
  expect(getStaffAnswers).toHaveBeenLastCalledWith(5, 2);
  expect(shownAnswers()).toEqual(answerRange(1, 23).map((answer) => answer.content));
  expect(screen.queryByRole('button', { name: /Show (all|more)/ })).not.toBeInTheDocument();
  // The button is gone with the last page; focus is on the first answer it brought.
  await waitFor(() => expect(answerItem('Answer 21')).toHaveFocus());
});

/** The desk with one long thread whose first page fails with a server error, then loads on a second try. */
async function failFirstPage() {
  jest.mocked(getStaffQuestions).mockResolvedValue(questionPage([longThread()]));
  jest
    .mocked(getStaffAnswers)
    .mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 500, message: 'Server error', detail: 'Server error' }),
    )
    .mockResolvedValueOnce(answerPage(answerRange(1, 20), null));
  openDesk();
  await userEvent.click(await screen.findByRole('button', { name: 'Show all 23 answers' }));
}

it('says when a page of answers cannot be loaded and puts focus on its retry', async () => {
  await failFirstPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Answers could not be loaded: Server error');
  // The Show all button that had focus is gone; the retry inside the alert takes it.
  expect(within(alert).getByRole('button', { name: 'Try again' })).toHaveFocus();
  expect(shownAnswers()).toEqual(['Answer 1', 'Answer 2', 'Answer 3']);
});

it('retries the same page from the keyboard, shows its answers and focuses the first new one', async () => {
  await failFirstPage();
  await screen.findByRole('alert');
  await userEvent.keyboard('{Enter}');
  await screen.findByText('Answer 20');
  expect(shownAnswers()).toEqual(answerRange(1, 20).map((answer) => answer.content));
  // The retry button left with the alert: focus is on the first answer the page added.
  await waitFor(() => expect(screen.getByText('Answer 4').closest('li')).toHaveFocus());
  expect(getStaffAnswers).toHaveBeenCalledTimes(2);
  expect(getStaffAnswers).toHaveBeenLastCalledWith(5, 1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('takes a page past the end (404) as the end of a thread that shrank', async () => {
  jest.mocked(getStaffQuestions).mockResolvedValue(questionPage([longThread()]));
  jest
    .mocked(getStaffAnswers)
    .mockResolvedValueOnce(answerPage(answerRange(1, 20), 'http://api/teaching/questions/5/answers/?page=2'))
    .mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 404, message: 'Not found.', detail: 'Not found.' }),
    );
  openDesk();
  await userEvent.click(await screen.findByRole('button', { name: 'Show all 23 answers' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Show more answers' }));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Show more answers' })).not.toBeInTheDocument(),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(shownAnswers()).toHaveLength(20);
});

it('shows a posted answer at once, counts it, and does not repeat it when its page loads', async () => {
  jest.mocked(getStaffQuestions).mockResolvedValue(questionPage([longThread()]));
  const posted = staffAnswer({ id: 124, content: 'Answer 24', created_at: '2026-11-23T08:00:00Z' });
  jest.mocked(postStaffAnswer).mockResolvedValue(posted);
  jest
    .mocked(getStaffAnswers)
    .mockResolvedValueOnce(answerPage(answerRange(1, 20), 'http://api/teaching/questions/5/answers/?page=2'))
    .mockResolvedValueOnce({ ...answerPage([...answerRange(21, 23), posted], null), count: 24 });
  openDesk();
  await userEvent.type(await screen.findByLabelText('Your answer'), 'Answer 24');
  await userEvent.click(screen.getByRole('button', { name: 'Answer as instructor' }));
  expect(await screen.findByRole('list', { name: 'Answers: 24' })).toBeInTheDocument();
  expect(shownAnswers()).toEqual(['Answer 1', 'Answer 2', 'Answer 3', 'Answer 24']);
  await userEvent.click(screen.getByRole('button', { name: 'Show all 24 answers' }));
  await screen.findByText('Answer 20');
  expect(shownAnswers().at(-1)).toBe('Answer 24');
  await userEvent.click(screen.getByRole('button', { name: 'Show more answers' }));
  await screen.findByText('Answer 23');
  expect(shownAnswers()).toEqual(answerRange(1, 24).map((answer) => answer.content));
  expect(screen.queryByRole('button', { name: /Show (all|more)/ })).not.toBeInTheDocument();
});

describe('?question= (a notification, decision 0045)', () => {
  it('opens the question it names: in view, focused and marked as current', async () => {
    jest
      .mocked(getStaffQuestions)
      .mockResolvedValue(
        questionPage([staffQuestion(), staffQuestion({ id: 6, title: 'Who decides on jurisdiction?' })]),
      );
    openDesk('/teaching/questions?question=6');
    const opened = (await screen.findByRole('heading', { name: 'Who decides on jurisdiction?' })).closest(
      'li',
    );
    expect(opened).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(opened).toHaveFocus());
    expect(
      screen.getByRole('heading', { name: 'Does separability survive a void main contract?' }).closest('li'),
    ).not.toHaveAttribute('aria-current');
  });

  it('loads the whole thread of the question it names', async () => {
    jest.mocked(getStaffQuestions).mockResolvedValue(questionPage([longThread()]));
    jest.mocked(getStaffAnswers).mockResolvedValueOnce(answerPage(answerRange(1, 23), null));
    openDesk('/teaching/questions?question=5');
    expect(await screen.findByText('Answer 23')).toBeInTheDocument();
    expect(getStaffAnswers).toHaveBeenCalledWith(5, 1);
  });

  it('says when the question is not in the list, and offers all the questions', async () => {
    jest.mocked(getStaffQuestions).mockResolvedValue(questionPage([staffQuestion()]));
    openDesk('/teaching/questions?question=7');
    expect(await screen.findByText('The question you followed is not in this list.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/teaching/questions?question=7&view=all');
  });
});
