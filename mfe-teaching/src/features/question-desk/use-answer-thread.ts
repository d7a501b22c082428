import { ApiError, errorMessage, type StaffAnswer, type StaffQuestion } from '@academy/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { getStaffAnswers } from './api/get-staff-answers';

export type ThreadStatus = 'idle' | 'loading' | 'error';

export interface AnswerThread {
  /** Every answer known so far, oldest first, each once. */
  answers: StaffAnswer[];
  /** True while the thread holds fewer answers than the question has and a next page exists. */
  hasMore: boolean;
  /** True once a page of the thread was loaded (the button then asks for "more", not "all"). */
  started: boolean;
  status: ThreadStatus;
  error: string | null;
  /** Loads the thread's next page (again after a failure); never throws. */
  loadMore: () => Promise<void>;
}

/** The embedded answers, the loaded pages and the posted ones, each once, oldest first. */
function mergeAnswers(...lists: StaffAnswer[][]): StaffAnswer[] {
  const byId = new Map<number, StaffAnswer>();
  for (const list of lists) for (const answer of list) byId.set(answer.id, answer);
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/**
 * One question's whole thread (decision 0183): the list embeds its oldest answers and
 * `answers_count`; the rest comes page by page from GET /teaching/questions/{id}/answers/.
 * Answers the instructor posts arrive through `question.answers` (the desk's store appends them).
 */
export function useAnswerThread(question: StaffQuestion): AnswerThread {
  const [loaded, setLoaded] = useState<StaffAnswer[]>([]);
  const [nextPage, setNextPage] = useState<number | null>(1);
  const [status, setStatus] = useState<ThreadStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const answers = useMemo(() => mergeAnswers(question.answers, loaded), [question.answers, loaded]);
  const hasMore = nextPage !== null && answers.length < question.answers_count;

  const loadMore = useCallback(async () => {
    if (inFlight.current || nextPage === null) return;
    inFlight.current = true;
    setStatus('loading');
    setError(null);
    try {
      const page = await getStaffAnswers(question.id, nextPage);
      setLoaded((known) => mergeAnswers(known, page.results));
      setNextPage(page.next === null ? null : nextPage + 1);
      setStatus('idle');
    } catch (failure) {
      if (nextPage > 1 && failure instanceof ApiError && failure.status === 404) {
        // Past the end: answers went away since the count was read; the thread is whole.
        setNextPage(null);
        setStatus('idle');
      } else {
        setError(errorMessage(failure, 'questionsFetch'));
        setStatus('error');
      }
    } finally {
      inFlight.current = false;
    }
  }, [question.id, nextPage]);

  return { answers, hasMore, started: nextPage !== 1, status, error, loadMore };
}
