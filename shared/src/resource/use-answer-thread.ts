import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../api/client';
import type { EndpointDefinition } from '../api/endpoint';
import { ApiError, errorMessage } from '../api/errors';

/** What the thread needs of an answer: its id, so that each is shown once. */
export interface ThreadAnswer {
  id: number;
}

/** What the thread needs of a question: its id, the answers it embeds and, from our API, the count. */
export interface ThreadQuestion<A extends ThreadAnswer> {
  id: number;
  answers: readonly A[];
  /** Absent from a DRF backend, whose question embeds every answer. */
  answers_count?: number;
}

/** One page of `GET …/questions/{id}/answers/?page=`. */
export interface ThreadPage<A extends ThreadAnswer> {
  results: A[];
  next: string | null;
}

/** The answers endpoint of a remote's table: the course page's for students, the teaching desk's for staff. */
export type AnswersEndpoint<A extends ThreadAnswer> = EndpointDefinition<
  { response: ThreadPage<A>; query: { page?: string } },
  `${string}:questionId${string}`
>;

/** The order the screen shows a thread in, as for `Array.prototype.sort`. */
export type AnswerOrder<A extends ThreadAnswer> = (a: A, b: A) => number;

export type AnswerThreadStatus = 'idle' | 'loading' | 'error';

export interface AnswerThreadOptions<A extends ThreadAnswer> {
  endpoint: AnswersEndpoint<A>;
  /** The order the screen shows the answers in; keep it one function (it is a dependency). */
  order: AnswerOrder<A>;
}

export interface AnswerThread<A extends ThreadAnswer> {
  /** Every answer known so far (embedded, loaded, posted), each once, in the order asked for. */
  answers: A[];
  /** The thread's whole length: `answers_count` (our API), else the answers there are (a DRF backend). */
  count: number;
  /** True while the thread holds fewer answers than `count` and a next page exists. */
  hasMore: boolean;
  /** True once a page was asked for (a screen's button then asks for "more", not "all"). */
  started: boolean;
  status: AnswerThreadStatus;
  /** The translated failure of the last page, null otherwise. */
  error: string | null;
  /**
   * Loads the thread's next page (again after a failure); never throws. When the page arrives, focus
   * moves to the first answer it added (or the last answer) in the list `listRef` is given to: the
   * button that asked is disabled while it loads and gone once the thread is whole, and keyboard
   * and screen-reader users would otherwise be left on nothing.
   */
  loadMore: () => Promise<void>;
  /** For the screen's list of answers, one item per answer in `answers` order, each `tabIndex={-1}`. */
  listRef: RefObject<HTMLUListElement | null>;
}

function merge<A extends ThreadAnswer>(order: AnswerOrder<A>, ...lists: (readonly A[])[]): A[] {
  const byId = new Map<number, A>();
  for (const list of lists) for (const answer of list) byId.set(answer.id, answer);
  return [...byId.values()].sort(order);
}

/**
 * One question's whole thread (decision 0183): the list embeds some answers and `answers_count`;
 * the rest comes page by page from the endpoint given (the student's course page and the
 * instructor's desk page their threads alike). Answers posted meanwhile arrive through
 * `question.answers`. Against a DRF backend the question carries every answer and no count, so
 * nothing is fetched.
 */
export function useAnswerThread<A extends ThreadAnswer>(
  question: ThreadQuestion<A>,
  { endpoint, order }: AnswerThreadOptions<A>,
): AnswerThread<A> {
  const [loaded, setLoaded] = useState<A[]>([]);
  const [nextPage, setNextPage] = useState<number | null>(1);
  const [status, setStatus] = useState<AnswerThreadStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  // The answers shown when a page was asked for; the first one not among them takes focus.
  const shownBefore = useRef<ReadonlySet<number> | null>(null);

  const answers = useMemo(() => merge(order, question.answers, loaded), [order, question.answers, loaded]);

  useEffect(() => {
    const known = shownBefore.current;
    if (known === null || status === 'loading') return;
    shownBefore.current = null;
    const items = listRef.current?.children;
    if (status !== 'idle' || items === undefined || items.length === 0) return;
    const added = answers.findIndex((answer) => !known.has(answer.id));
    (items[added === -1 ? items.length - 1 : Math.min(added, items.length - 1)] as HTMLElement).focus();
  }, [answers, status]);
  const count = Math.max(question.answers_count ?? answers.length, answers.length);
  const hasMore = nextPage !== null && answers.length < count;

  const loadMore = useCallback(async () => {
    if (inFlight.current || nextPage === null) return;
    inFlight.current = true;
    shownBefore.current = new Set(answers.map((answer) => answer.id));
    setStatus('loading');
    setError(null);
    try {
      const page = await api.call(endpoint, {
        params: { questionId: question.id },
        query: { page: nextPage > 1 ? String(nextPage) : undefined },
      });
      setLoaded((known) => merge(order, known, page.results));
      setNextPage(page.next === null ? null : nextPage + 1);
      setStatus('idle');
    } catch (failure) {
      if (nextPage > 1 && failure instanceof ApiError && failure.status === 404) {
        // Past the end: answers went away since the count was read; the thread is whole.
        setNextPage(null);
        setStatus('idle');
      } else {
        setError(errorMessage(failure, endpoint.fallback));
        setStatus('error');
      }
    } finally {
      inFlight.current = false;
    }
  }, [endpoint, order, question.id, nextPage, answers]);

  return { answers, count, hasMore, started: nextPage !== 1, status, error, loadMore, listRef };
}
