import { Button, type ListedQuestion } from '@academy/shared';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './course-questions.module.css';

/** A row's height before it is measured: a question with a one-line title and text (decision 0707). */
export const ESTIMATED_ROW_HEIGHT = 132;
/** Rows drawn beyond the visible ones, above and below, so a quick scroll shows no blank. */
const OVERSCAN = 6;
/** The next page is asked for when the last row drawn is this close to the last row loaded. */
export const PREFETCH_ROWS = 10;
/** Placeholder rows that hold the place of the page on its way (the listing's page size). */
const PLACEHOLDERS = 20;

/** Where the student was in a list, kept while a question is open (decision 0707). */
export interface ListPlace {
  key: string;
  offset: number;
  measurements: VirtualItem[];
}

export interface QuestionListProps {
  questions: readonly ListedQuestion[];
  /** The listing's `count`: every question of the query, loaded or not (a lower bound when capped). */
  count: number;
  /** More than `count` questions match (the API's `count_capped`): "more than N", position unknown. */
  countCapped: boolean;
  /** More pages to come (DRF's `next`). */
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  /** Page 1 of another query is on its way: the rows shown are the old query's. */
  busy: boolean;
  onLoadMore: () => void;
  renderQuestion: (question: ListedQuestion) => ReactNode;
  /** The query the rows answer: another key starts at the top. */
  queryKey: string;
  /** Kept by the panel across opening a question, so the list comes back where it was. */
  place: RefObject<ListPlace | null>;
}

/**
 * The questions in a scroll box of their own, virtualised: only the rows in view (and a few beyond)
 * are in the page. Rows are measured as drawn; rows not yet loaded are placeholders of the estimated
 * height, so a page arriving takes space already held. Near the end the next page is asked for; the
 * "Show more questions" button does the same by hand (keyboard, or a browser that does not scroll).
 */
export function QuestionList({
  questions,
  count,
  countCapped,
  hasMore,
  loadingMore,
  moreError,
  busy,
  onLoadMore,
  renderQuestion,
  queryKey,
  place,
}: QuestionListProps) {
  const { t } = useTranslation('learning');
  const scroller = useRef<HTMLDivElement>(null);
  const kept = place.current?.key === queryKey ? place.current : null;
  // A capped count says nothing of how many follow: hold a whole page's place.
  const following = countCapped ? PLACEHOLDERS : count - questions.length;
  const placeholders = hasMore ? Math.max(1, Math.min(PLACEHOLDERS, following)) : 0;
  const virtualizer = useVirtualizer({
    count: questions.length + placeholders,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: useCallback(
      (index: number) => questions[index]?.id ?? `placeholder-${index - questions.length}`,
      [questions],
    ),
    overscan: OVERSCAN,
    initialOffset: kept?.offset ?? 0,
    initialMeasurementsCache: kept?.measurements ?? [],
  });
  const rows = virtualizer.getVirtualItems();
  const lastDrawn = rows.at(-1)?.index ?? -1;

  // Keep the place for when the list comes back (a question opened and closed).
  useEffect(
    () => () => {
      place.current = {
        key: queryKey,
        offset: virtualizer.scrollOffset ?? 0,
        measurements: virtualizer.measurementsCache,
      };
    },
    [place, queryKey, virtualizer],
  );

  // Another search, filter or sort starts at the top.
  const shownKey = useRef(queryKey);
  useEffect(() => {
    if (shownKey.current === queryKey) return;
    shownKey.current = queryKey;
    virtualizer.scrollToOffset(0);
  }, [queryKey, virtualizer]);

  const nearEnd = lastDrawn >= questions.length - PREFETCH_ROWS;
  useEffect(() => {
    if (hasMore && nearEnd && !loadingMore && moreError === null && !busy) onLoadMore();
  }, [hasMore, nearEnd, loadingMore, moreError, busy, onLoadMore]);

  return (
    <>
      <div
        ref={scroller}
        className={styles.scroller}
        role="region"
        aria-label={t('questions.listLabel')}
        // A scroll box the keyboard can scroll (WCAG 2.1.1).
        tabIndex={0}
      >
        <ul
          className={styles.virtualList}
          style={{ height: virtualizer.getTotalSize() }}
          aria-busy={busy || loadingMore}
        >
          {rows.map((row) => {
            const question = questions[row.index];
            return question ? (
              <li
                key={row.key}
                ref={virtualizer.measureElement}
                data-index={row.index}
                className={styles.row}
                style={{ transform: `translateY(${row.start}px)` }}
                // -1: the size of the set is not known (WAI-ARIA's aria-setsize).
                aria-setsize={countCapped ? -1 : count}
                aria-posinset={row.index + 1}
              >
                {renderQuestion(question)}
              </li>
            ) : (
              <li
                key={row.key}
                data-index={row.index}
                className={`${styles.row} ${styles.placeholder}`}
                style={{ transform: `translateY(${row.start}px)`, height: row.size }}
                aria-hidden="true"
              />
            );
          })}
        </ul>
      </div>
      <div className={styles.listFooter}>
        <p className={styles.shown} aria-live="polite">
          {t(countCapped ? 'questions.shownMore' : 'questions.shown', { shown: questions.length, count })}
        </p>
        {moreError !== null ? (
          <div role="alert" className={styles.loadError}>
            <p>{t('questions.moreFailed', { error: moreError })}</p>
            <Button variant="secondary" onClick={onLoadMore}>
              {t('common:button.retry')}
            </Button>
          </div>
        ) : hasMore ? (
          // The same label while the page loads: a label of another width would move the button.
          // A click meanwhile joins the request on its way.
          <Button variant="secondary" aria-busy={loadingMore} onClick={onLoadMore}>
            {t('questions.more')}
          </Button>
        ) : (
          <p className={styles.end}>{t('questions.end')}</p>
        )}
      </div>
    </>
  );
}
