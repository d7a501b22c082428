/**
 * @jest-environment ../test-support/jsdom-with-fetch.cjs
 */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoint } from '../api/endpoint';
import { fakeApi, initTestI18n, json } from '../testing';
import { useAnswerThread, type ThreadPage, type ThreadQuestion } from './use-answer-thread';

interface Reply {
  id: number;
  content: string;
}

/** A remote's answers endpoint, as the course page and the teaching desk declare theirs. */
const answers = endpoint<{ response: ThreadPage<Reply>; query: { page?: string } }>()({
  method: 'get',
  path: '/things/questions/:questionId/answers/',
  fallback: 'questionsFetch',
});

const PATH = 'GET /things/questions/5/answers/';
const reply = (id: number): Reply => ({ id, content: `Answer ${id}` });
const idsOf = (list: readonly Reply[]) => list.map((answer) => answer.id);
const newerFirst = (a: Reply, b: Reply) => b.id - a.id;
const OPTIONS = { endpoint: answers, order: newerFirst };

function question(embedded: number[], count?: number): ThreadQuestion<Reply> {
  return {
    id: 5,
    answers: embedded.map(reply),
    ...(count === undefined ? {} : { answers_count: count }),
  };
}

/** Serves the thread's pages in turn; a number is a failure: 404 "Invalid page.", else a bare status. */
function servePages(...pages: (ThreadPage<Reply> | number)[]) {
  return fakeApi({
    [PATH]: () => {
      const next = pages.shift();
      if (typeof next === 'number')
        return next === 404 ? json(404, { detail: 'Invalid page.' }) : new Response(null, { status: next });
      return json(200, { count: 0, previous: null, ...next });
    },
  });
}

function requestedPages(): (string | null)[] {
  return jest
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) =>
      new URL(input instanceof Request ? input.url : String(input)).searchParams.get('page'),
    );
}

beforeAll(() => initTestI18n());
afterEach(() => jest.restoreAllMocks());

it('shows the embedded answers and the whole count, and asks for nothing until told', () => {
  servePages();
  const { result } = renderHook(() => useAnswerThread(question([7, 6, 5], 7), OPTIONS));
  expect(idsOf(result.current.answers)).toEqual([7, 6, 5]);
  expect(result.current).toMatchObject({
    count: 7,
    hasMore: true,
    started: false,
    status: 'idle',
    error: null,
  });
  expect(globalThis.fetch).not.toHaveBeenCalled();
});

it('loads the endpoint page by page, each answer once in the order asked for, and stops at the last page', async () => {
  const calls = servePages(
    { next: 'http://api.test/things/questions/5/answers/?page=2', results: [7, 6, 5, 4].map(reply) },
    { next: null, results: [3, 2, 1].map(reply) },
  );
  const { result } = renderHook(() => useAnswerThread(question([7, 6, 5], 7), OPTIONS));
  await act(() => result.current.loadMore());
  expect(idsOf(result.current.answers)).toEqual([7, 6, 5, 4]);
  expect(result.current).toMatchObject({ hasMore: true, started: true, status: 'idle' });
  await act(() => result.current.loadMore());
  expect(idsOf(result.current.answers)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  expect(result.current.hasMore).toBe(false);
  expect(calls.map((call) => call.route)).toEqual([PATH, PATH]);
  expect(requestedPages()).toEqual([null, '2']);
});

it('keeps the oldest-first order a caller asks for, with answers posted meanwhile', async () => {
  servePages({ next: null, results: [1, 2, 3, 4].map(reply) });
  const oldestFirst = { endpoint: answers, order: (a: Reply, b: Reply) => a.id - b.id };
  const { result, rerender } = renderHook(
    ({ embedded }) => useAnswerThread(question(embedded, 5), oldestFirst),
    {
      initialProps: { embedded: [1, 2] },
    },
  );
  rerender({ embedded: [1, 2, 5] });
  await act(() => result.current.loadMore());
  expect(idsOf(result.current.answers)).toEqual([1, 2, 3, 4, 5]);
  expect(result.current.hasMore).toBe(false);
});

it("says in the endpoint's fallback words when a page fails, keeps what it shows, and asks for the same page again", async () => {
  servePages(500, { next: null, results: [2, 1].map(reply) });
  const { result } = renderHook(() => useAnswerThread(question([4, 3], 4), OPTIONS));
  await act(() => result.current.loadMore());
  expect(result.current).toMatchObject({ status: 'error', error: 'Questions fetch error', hasMore: true });
  expect(idsOf(result.current.answers)).toEqual([4, 3]);
  await act(() => result.current.loadMore());
  expect(result.current).toMatchObject({ status: 'idle', error: null, hasMore: false });
  expect(idsOf(result.current.answers)).toEqual([4, 3, 2, 1]);
  expect(requestedPages()).toEqual([null, null]);
});

it('takes a page past the end (404) as the end of a thread that shrank', async () => {
  servePages({ next: 'http://api.test/things/questions/5/answers/?page=2', results: [9, 8].map(reply) }, 404);
  const { result } = renderHook(() => useAnswerThread(question([9], 5), OPTIONS));
  await act(() => result.current.loadMore());
  await act(() => result.current.loadMore());
  expect(result.current).toMatchObject({ status: 'idle', error: null, hasMore: false });
  expect(idsOf(result.current.answers)).toEqual([9, 8]);
});

it('asks once while a page is on its way', async () => {
  servePages({ next: null, results: [2, 1].map(reply) });
  const { result } = renderHook(() => useAnswerThread(question([3], 3), OPTIONS));
  await act(async () => {
    await Promise.all([result.current.loadMore(), result.current.loadMore()]);
  });
  await waitFor(() => expect(result.current.status).toBe('idle'));
  expect(globalThis.fetch).toHaveBeenCalledTimes(1);
});

it('has nothing more against a DRF backend, whose question carries its whole thread and no count', () => {
  servePages();
  const { result } = renderHook(() => useAnswerThread(question([3, 2, 1]), OPTIONS));
  expect(idsOf(result.current.answers)).toEqual([3, 2, 1]);
  expect(result.current).toMatchObject({ count: 3, hasMore: false });
  expect(globalThis.fetch).not.toHaveBeenCalled();
});

/** A screen that gives the hook its list, as the course page and the teaching desk do. */
function Thread({
  embedded,
  count,
  order = newerFirst,
}: {
  embedded: number[];
  count: number;
  order?: typeof newerFirst;
}) {
  const thread = useAnswerThread(question(embedded, count), { endpoint: answers, order });
  return (
    <>
      <ul ref={thread.listRef}>
        {thread.answers.map((answer) => (
          <li key={answer.id} tabIndex={-1}>
            {answer.content}
          </li>
        ))}
      </ul>
      {thread.error !== null ? <p role="alert">{thread.error}</p> : null}
      {thread.hasMore ? (
        <button type="button" disabled={thread.status === 'loading'} onClick={() => void thread.loadMore()}>
          More
        </button>
      ) : null}
    </>
  );
}

it('moves focus to the first answer a page added, also when the button that asked is gone', async () => {
  servePages(
    { next: 'http://api.test/things/questions/5/answers/?page=2', results: [9, 8, 7].map(reply) },
    {
      next: null,
      results: [6, 5].map(reply),
    },
  );
  render(<Thread embedded={[9]} count={5} />);
  await userEvent.click(screen.getByRole('button', { name: 'More' }));
  await waitFor(() => expect(screen.getByText('Answer 8')).toHaveFocus());
  await userEvent.click(screen.getByRole('button', { name: 'More' }));
  await waitFor(() => expect(screen.getByText('Answer 6')).toHaveFocus());
  expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
});

it('finds the added answers wherever the order puts them, and moves no focus when the page fails', async () => {
  servePages(500, { next: null, results: [1, 2].map(reply) });
  render(<Thread embedded={[3]} count={3} order={(a, b) => a.id - b.id} />);
  const more = screen.getByRole('button', { name: 'More' });
  await userEvent.click(more);
  expect(await screen.findByRole('alert')).toHaveTextContent('Questions fetch error');
  expect(more).toHaveFocus();
  await userEvent.click(more);
  // Oldest first: the page's answers come before the one already shown.
  await waitFor(() => expect(screen.getByText('Answer 1')).toHaveFocus());
});
