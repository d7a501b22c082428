import { ApiError, type ListedQuestion, type QuestionPage } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getQuestions, type QuestionQuery } from './api/get-questions';
import { postQuestion } from './api/post-question';
import { ESTIMATED_ROW_HEIGHT } from './QuestionList';
import { QuestionsPanel } from './QuestionsPanel';
import { useAnswerQuestion, useAskQuestion, useQuestionList } from './questions-store';
import { giveListSize, ROW_HEIGHT, VIEWPORT_HEIGHT } from '../../testing/list-size';

jest.mock('./api/get-questions');
jest.mock('./api/post-question');
jest.mock('./api/post-answer');

/**
 * The questions tab at scale (decisions 0706 and 0707): pages of the listing in a virtualised list, the next
 * page near the end or on "Show more questions", a new query from page 1 with the old one cancelled.
 */

const PAGE_SIZE = 20;

const question = (id: number, title = `Question ${id}`): ListedQuestion => ({
  id,
  lecture: 3,
  title,
  content: title,
  created_at: new Date(Date.now() - 3600_000).toISOString(),
  user: { first_name: 'Aliya', last_name: 'Sarsen', photo: null },
  answers: [],
  is_important: false,
});

/** Page `page` of a listing of `total` questions, newest (highest id) first, as DRF answers it. */
function listingPage(total: number, page: number, title = (id: number) => `Question ${id}`): QuestionPage {
  const first = total - (page - 1) * PAGE_SIZE;
  const ids = Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, first)) }, (_, i) => first - i);
  return {
    count: total,
    next: page * PAGE_SIZE < total ? `http://api.test/courses/questions/?lecture=3&page=${page + 1}` : null,
    previous: page > 1 ? `http://api.test/courses/questions/?lecture=3&page=${page - 1}` : null,
    results: ids.map((id) => question(id, title(id))),
  };
}

/** A listing of `total` questions answered at once, page by page. */
function serveListing(total: number) {
  jest
    .mocked(getQuestions)
    .mockImplementation((query: QuestionQuery) => Promise.resolve(listingPage(total, query.page ?? 1)));
}

interface Pending {
  query: QuestionQuery;
  signal: AbortSignal | undefined;
  resolve: (page: QuestionPage) => void;
  reject: (error: unknown) => void;
}

/** Every call waits until the test answers it. */
function holdListing(): Pending[] {
  const pending: Pending[] = [];
  jest.mocked(getQuestions).mockImplementation(
    (query, signal) =>
      new Promise<QuestionPage>((resolve, reject) => {
        pending.push({ query, signal, resolve, reject });
      }),
  );
  return pending;
}

const scroller = () => screen.getByRole('region', { name: 'Questions list' });
const rows = () => screen.queryAllByRole('listitem');
const titles = () => screen.queryAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
const pagesAsked = () => jest.mocked(getQuestions).mock.calls.map(([query]) => query.page ?? 1);

function scrollTo(offset: number) {
  const box = scroller();
  box.scrollTop = offset;
  fireEvent.scroll(box);
}

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

it('shows the first page, the total from the listing, and only the rows in view', async () => {
  serveListing(45);
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  expect(await screen.findByRole('heading', { name: 'Question 45' })).toBeInTheDocument();
  expect(getQuestions).toHaveBeenCalledTimes(1);
  expect(getQuestions).toHaveBeenCalledWith(
    { lecture: 3, search: '', filter: 'all', sort: 'newest' },
    expect.any(AbortSignal),
  );
  expect(screen.getByText('Shown: 20 of 45')).toBeInTheDocument();
  // Three rows in view and the overscan below them, out of the 20 loaded.
  expect(rows().length).toBeGreaterThanOrEqual(VIEWPORT_HEIGHT / ROW_HEIGHT);
  expect(rows().length).toBeLessThan(PAGE_SIZE);
  expect(rows()[0]).toHaveAttribute('aria-setsize', '45');
  expect(rows()[0]).toHaveAttribute('aria-posinset', '1');
  expect(screen.getByRole('button', { name: 'Show more questions' })).toBeInTheDocument();
  expect(screen.queryByText('End of the list: all questions are shown.')).not.toBeInTheDocument();
});

it('asks for the next page as the end comes near, keeps the scroll position, and says when the list ends', async () => {
  serveListing(45);
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  await screen.findByRole('heading', { name: 'Question 45' });
  expect(pagesAsked()).toEqual([1]);

  // Row 12 of 20 at the top of the box: the last drawn row is within ten of the last loaded.
  act(() => scrollTo(12 * ROW_HEIGHT));
  await waitFor(() => expect(pagesAsked()).toEqual([1, 2]));
  await screen.findByText('Shown: 40 of 45');
  expect(scroller().scrollTop).toBe(12 * ROW_HEIGHT);
  expect(titles()).toContain('Question 33');
  expect(titles()).not.toContain('Question 45');

  act(() => scrollTo(32 * ROW_HEIGHT));
  await screen.findByText('Shown: 45 of 45');
  expect(pagesAsked()).toEqual([1, 2, 3]);
  act(() => scrollTo(45 * ROW_HEIGHT));
  expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
  expect(screen.getByText('End of the list: all questions are shown.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more questions' })).not.toBeInTheDocument();
  expect(pagesAsked()).toEqual([1, 2, 3]);
});

/**
 * A searched listing of `total` questions whose count stops at `cap`, as the API answers it (decision
 * 0189): a lower bound with `count_capped` while a row follows the page, the exact total on the last.
 */
function serveCappedListing(total: number, cap: number) {
  jest.mocked(getQuestions).mockImplementation((query: QuestionQuery) => {
    const page = query.page ?? 1;
    const exact = listingPage(total, page);
    const capped = exact.next !== null;
    return Promise.resolve({
      ...exact,
      count: capped ? Math.max(cap, page * PAGE_SIZE) : total,
      count_capped: capped,
    });
  });
}

it('says "more than N" for a capped count, and pages on by next past the count to the exact end', async () => {
  serveCappedListing(130, 100);
  const user = userEvent.setup();
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  await screen.findByRole('heading', { name: 'Question 130' });
  expect(screen.getByText('Shown: 20 of more than 100')).toBeInTheDocument();
  // The position in a set of unknown size (WAI-ARIA: -1).
  expect(rows()[0]).toHaveAttribute('aria-setsize', '-1');
  for (let shown = 40; shown <= 120; shown += 20) {
    await user.click(screen.getByRole('button', { name: 'Show more questions' }));
    await screen.findByText(`Shown: ${shown} of more than ${Math.max(100, shown)}`);
  }
  // Past the count the list still follows `next`; no page number was reckoned from the count.
  await user.click(screen.getByRole('button', { name: 'Show more questions' }));
  expect(await screen.findByText('Shown: 130 of 130')).toBeInTheDocument();
  expect(pagesAsked()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(screen.getByText('End of the list: all questions are shown.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more questions' })).not.toBeInTheDocument();
});

it('keeps asking for pages while the box is taller than the rows loaded, one at a time', async () => {
  giveListSize(50 * ROW_HEIGHT);
  serveListing(45);
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  expect(await screen.findByText('End of the list: all questions are shown.')).toBeInTheDocument();
  expect(pagesAsked()).toEqual([1, 2, 3]);
  expect(screen.getByText('Shown: 45 of 45')).toBeInTheDocument();
});

it('loads the next page with "Show more questions", without scrolling', async () => {
  serveListing(45);
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Show more questions' }));
  expect(getQuestions).toHaveBeenLastCalledWith(
    { lecture: 3, search: '', filter: 'all', sort: 'newest', page: 2 },
    expect.any(AbortSignal),
  );
  expect(await screen.findByText('Shown: 40 of 45')).toBeInTheDocument();
  expect(scroller().scrollTop).toBe(0);
  expect(titles()[0]).toBe('Question 45');
});

it('asks for the next page with the cursor the API’s next link carries', async () => {
  jest.mocked(getQuestions).mockImplementation((query: QuestionQuery) => {
    const page = listingPage(45, query.page ?? 1);
    // The API's links carry a keyset cursor beside the page number (decision 0194).
    const next = page.next === null ? null : `${page.next}&cursor=after-${page.results.at(-1)?.id ?? 0}`;
    return Promise.resolve({ ...page, next });
  });
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Show more questions' }));
  expect(getQuestions).toHaveBeenLastCalledWith(
    { lecture: 3, search: '', filter: 'all', sort: 'newest', page: 2, cursor: 'after-26' },
    expect.any(AbortSignal),
  );
  expect(await screen.findByText('Shown: 40 of 45')).toBeInTheDocument();
});

it('starts a new search from page 1, cancels the page still on its way and drops its answer', async () => {
  const pending = holdListing();
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  await waitFor(() => expect(pending).toHaveLength(1));
  act(() => pending[0]?.resolve(listingPage(45, 1)));
  await userEvent.click(await screen.findByRole('button', { name: 'Show more questions' }));
  await waitFor(() => expect(pending).toHaveLength(2));
  const pageTwo = pending[1] as Pending;
  expect(pageTwo.query.page).toBe(2);
  act(() => scrollTo(5 * ROW_HEIGHT));

  await userEvent.type(screen.getByLabelText('Search questions'), 'seat');
  await waitFor(() => expect(pending).toHaveLength(3));
  const search = pending[2] as Pending;
  expect(search.query).toEqual({ lecture: 3, search: 'seat', filter: 'all', sort: 'newest' });
  expect(pageTwo.signal?.aborted).toBe(true);
  expect(search.signal?.aborted).toBe(false);

  // The cancelled page answers anyway (a server that ignores the cancel): it is not shown.
  act(() => pageTwo.resolve(listingPage(45, 2)));
  act(() => search.resolve(listingPage(2, 1, (id) => `Seat ${id}`)));
  await waitFor(() => expect(titles()).toEqual(['Seat 2', 'Seat 1']));
  expect(screen.getByText('Shown: 2 of 2')).toBeInTheDocument();
  expect(scroller().scrollTop).toBe(0);
});

it('drops the answer to an older filter that arrives after the newer one', async () => {
  const pending = holdListing();
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  await waitFor(() => expect(pending).toHaveLength(1));
  await userEvent.selectOptions(screen.getByLabelText('Filter'), 'answered');
  await waitFor(() => expect(pending).toHaveLength(2));
  expect(pending[0]?.signal?.aborted).toBe(true);
  act(() => pending[1]?.resolve(listingPage(1, 1, () => 'Answered one')));
  act(() => pending[0]?.resolve(listingPage(45, 1)));
  await screen.findByRole('heading', { name: 'Answered one' });
  await act(async () => undefined);
  expect(titles()).toEqual(['Answered one']);
  expect(screen.getByText('End of the list: all questions are shown.')).toBeInTheDocument();
});

it('keeps the rows shown when the next page fails, says so, and tries again on request', async () => {
  jest
    .mocked(getQuestions)
    .mockResolvedValueOnce(listingPage(45, 1))
    .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, message: 'A server error occurred.' }))
    .mockResolvedValueOnce(listingPage(45, 2));
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Show more questions' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'More questions could not be loaded: A server error occurred.',
  );
  expect(screen.getByText('Shown: 20 of 45')).toBeInTheDocument();
  expect(titles()[0]).toBe('Question 45');
  // No request on its own while the error stands, even at the end.
  act(() => scrollTo(20 * ROW_HEIGHT));
  await act(async () => undefined);
  expect(pagesAsked()).toEqual([1, 2]);
  await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Shown: 40 of 45')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('puts a question just asked at the top without asking for the list again', async () => {
  serveListing(45);
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  await screen.findByRole('heading', { name: 'Question 45' });
  jest.mocked(postQuestion).mockResolvedValueOnce({ ...question(46, 'Is the award final?'), lecture: 3 });
  await userEvent.click(screen.getByRole('button', { name: 'Ask a question' }));
  await userEvent.type(screen.getByLabelText('Your question'), 'Is the award final?');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('heading', { name: 'Is the award final?' })).toBeInTheDocument();
  expect(titles()[0]).toBe('Is the award final?');
  expect(titles()[1]).toBe('Question 45');
  expect(screen.getByText('Shown: 21 of 46')).toBeInTheDocument();
  expect(getQuestions).toHaveBeenCalledTimes(1);
});

it('comes back to the same place in the list after a question is opened', async () => {
  serveListing(45);
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  await screen.findByRole('heading', { name: 'Question 45' });
  act(() => scrollTo(10 * ROW_HEIGHT));
  await screen.findByText('Shown: 40 of 45');
  const opened = await screen.findByRole('heading', { name: 'Question 35' });
  await userEvent.click(within(opened.closest('li') as HTMLElement).getByRole('button', { name: 'Reply' }));
  expect(screen.getByRole('article')).toHaveTextContent('Question 35');
  await userEvent.click(screen.getByRole('button', { name: /Back/ }));
  expect(scroller().scrollTop).toBe(10 * ROW_HEIGHT);
  expect(screen.getByRole('heading', { name: 'Question 35' })).toBeInTheDocument();
  expect(screen.getByText('Shown: 40 of 45')).toBeInTheDocument();
  expect(titles()).not.toContain('Question 45');
});

it('draws only a window of rows out of 5,000 loaded questions, wherever the list is scrolled', async () => {
  const all = Array.from({ length: 5000 }, (_, i) => question(5000 - i));
  jest.mocked(getQuestions).mockResolvedValue({ count: 5000, next: null, previous: null, results: all });
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  await screen.findByRole('heading', { name: 'Question 5000' });
  expect(screen.getByText('Shown: 5000 of 5000')).toBeInTheDocument();
  expect(rows().length).toBeLessThanOrEqual(15);
  // Rows not drawn yet count at the estimated height.
  act(() => scrollTo(2500 * ESTIMATED_ROW_HEIGHT));
  await waitFor(() => expect(rows()[0]).toHaveAttribute('aria-posinset', expect.stringMatching(/^24\d\d$/)));
  expect(rows().length).toBeLessThanOrEqual(20);
  act(() => scrollTo(5000 * ESTIMATED_ROW_HEIGHT));
  expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
  expect(rows().length).toBeLessThanOrEqual(20);
  expect(rows().at(-1)).toHaveAttribute('aria-posinset', '5000');
});
