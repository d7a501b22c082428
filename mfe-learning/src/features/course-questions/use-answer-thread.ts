import { ApiError, errorMessage, type Answer, type Question } from '@academy/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { getAnswers } from './api/get-answers';
import { answersNewestFirst } from './questions';

export interface AnswerThread {
  /** Every answer known so far, newest first, each once. */
  answers: Answer[];
  /** The thread's whole length: `answers_count` (our API), else the answers there are (a DRF backend). */
  count: number;
  /** True while earlier answers exist that are not shown yet. */
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  /** Loads the thread's next page (again after a failure); never throws. */
  loadMore: () => Promise<void>;
}

function merge(...lists: Answer[][]): Answer[] {
  const byId = new Map<number, Answer>();
  for (const list of lists) for (const answer of list) byId.set(answer.id, answer);
  return answersNewestFirst([...byId.values()]);
}

/**
 * One question's whole thread (decision 0183): the listing embeds the newest answers and
 * `answers_count`; the earlier ones come page by page from GET /courses/questions/{id}/answers/.
 * Against a DRF backend the question carries every answer and no count, so nothing is fetched.
 * The instructor's desk pages its threads the same way (mfe-teaching's use-answer-thread.ts).
 */
export function useAnswerThread(question: Question): AnswerThread {
  const [loaded, setLoaded] = useState<Answer[]>([]);
  const [nextPage, setNextPage] = useState<number | null>(1);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const answers = useMemo(() => merge(question.answers, loaded), [question.answers, loaded]);
  const count = Math.max(question.answers_count ?? answers.length, answers.length);
  const hasMore = nextPage !== null && answers.length < count;

  const loadMore = useCallback(async () => {
    if (inFlight.current || nextPage === null) return;
    inFlight.current = true;
    setLoading(true);
    setError(null);
    try {
      const page = await getAnswers(question.id, nextPage);
      setLoaded((known) => merge(known, page.results));
      setNextPage(page.next === null ? null : nextPage + 1);
    } catch (failure) {
      // Past the end: answers went away since the count was read; the thread is whole.
      if (nextPage > 1 && failure instanceof ApiError && failure.status === 404) setNextPage(null);
      else setError(errorMessage(failure, 'questionsFetch'));
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  }, [question.id, nextPage]);

  return { answers, count, hasMore, loading, error, loadMore };
}
