import { Button, Spinner, useLanguage, useOffered } from '@academy/shared';
import { lazy, memo, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedQuestion, QuestionFilter, QuestionSort } from '@academy/shared';
import { formatRelativeTime } from '../../lib/relative-time';
import { AuthorAvatar, authorName } from './AuthorAvatar';
import { MessageForm } from './MessageForm';
import type { ListPlace } from './QuestionList';
import { QuestionThread } from './QuestionThread';
import { toggleImportant, useAnswerQuestion, useAskQuestion, useQuestionList } from './questions-store';
import styles from './course-questions.module.css';

// The virtualised list and its library (about 10 KB gzip) are fetched when the tab first lists questions.
const QuestionList = lazy(() =>
  import(/* webpackChunkName: "question-list" */ './QuestionList').then((module) => ({
    default: module.QuestionList,
  })),
);

const FILTERS: QuestionFilter[] = ['all', 'important', 'answered', 'unanswered'];
const SORTS: QuestionSort[] = ['newest', 'oldest', 'alphabetical'];
const SEARCH_DELAY_MS = 300;

type View = { name: 'list' } | { name: 'ask' } | { name: 'thread'; questionId: number };

export interface QuestionsPanelProps {
  lectureId: number;
  lectureTitle: string;
  /** A question whose thread opens at once (a notification's `?question=`). */
  openQuestionId?: number;
}

/** The selected lecture's questions: search, filter and sort (answered by the API), ask, open and reply. */
export function QuestionsPanel({ lectureId, lectureTitle, openQuestionId }: QuestionsPanelProps) {
  const { t } = useTranslation('learning');
  const id = useId();
  const [view, setView] = useState<View>(
    openQuestionId === undefined ? { name: 'list' } : { name: 'thread', questionId: openQuestionId },
  );
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<QuestionFilter>('all');
  const [sort, setSort] = useState<QuestionSort>('newest');
  const [markFailed, setMarkFailed] = useState(false);
  const list = useQuestionList();
  const place = useRef<ListPlace | null>(null);
  const loadMore = useCallback(() => void useQuestionList.getState().loadMore(), []);
  const openThread = useCallback((questionId: number) => setView({ name: 'thread', questionId }), []);
  const toggleMark = useCallback(
    async (question: ListedQuestion) => setMarkFailed(!(await toggleImportant(question))),
    [],
  );
  const ask = useAskQuestion();
  const answer = useAnswerQuestion();
  // A backend without the questions list keeps no marks either: no star, no "important" (decision 0211).
  const marks = useOffered('questions');

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  // A link to a question (a notification of an answer) loads the list afresh: the thread shows what is new.
  useEffect(() => {
    void useQuestionList.getState().load({ lecture: lectureId, search, filter, sort });
  }, [lectureId, search, filter, sort, openQuestionId]);

  useEffect(() => {
    setView(openQuestionId === undefined ? { name: 'list' } : { name: 'thread', questionId: openQuestionId });
    useAskQuestion.getState().reset();
    useAnswerQuestion.getState().reset();
  }, [lectureId, openQuestionId]);

  // Rows drawn again on every scroll frame: a question that did not change is not rendered again.
  const renderQuestion = useCallback(
    (question: ListedQuestion) => (
      <QuestionItem
        question={question}
        onReply={openThread}
        onToggleImportant={marks ? toggleMark : undefined}
      />
    ),
    [marks, openThread, toggleMark],
  );
  const questions = list.results;
  const queryKey = JSON.stringify(list.query);

  if (view.name === 'ask') {
    return (
      <section className={styles.panel} aria-labelledby={`${id}-ask`}>
        <BackButton onClick={() => setView({ name: 'list' })} />
        <h3 id={`${id}-ask`} className={styles.panelTitle}>
          {t('questions.askAbout', { title: lectureTitle })}
        </h3>
        <MessageForm
          label={t('questions.askTitle')}
          placeholder={t('questions.askPlaceholder')}
          pending={ask.pending}
          error={ask.error ? `${t('questions.questionFailed')} ${ask.error}` : null}
          autoFocus
          onSend={async (text) => {
            const sent = await useAskQuestion.getState().run(lectureId, text);
            if (sent) setView({ name: 'list' });
            return sent;
          }}
        />
      </section>
    );
  }

  if (view.name === 'thread') {
    const question = questions.find((candidate) => candidate.id === view.questionId);
    return (
      <section className={styles.panel}>
        <BackButton
          onClick={() => {
            useAnswerQuestion.getState().reset();
            setView({ name: 'list' });
          }}
        />
        {!question && (list.status === 'idle' || list.status === 'loading') ? (
          <Spinner />
        ) : question ? (
          <QuestionThread
            question={question}
            pending={answer.pending}
            error={answer.error ? `${t('questions.commentFailed')} ${answer.error}` : null}
            onReply={(text) => useAnswerQuestion.getState().run(question.id, text)}
          />
        ) : (
          <p className={styles.empty}>{t('questions.noQuestions')}</p>
        )}
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.panelHeader}>
        <h3 id={`${id}-title`} className={styles.panelTitle}>
          {t('questions.title')}
        </h3>
        <Button onClick={() => setView({ name: 'ask' })}>{t('questions.ask')}</Button>
      </div>
      <div className={styles.controls} role="search">
        <div className={styles.control}>
          <label htmlFor={`${id}-search`}>{t('questions.search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            className={styles.input}
            value={typed}
            maxLength={200}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className={styles.control}>
          <label htmlFor={`${id}-filter`}>{t('questions.filter')}</label>
          <select
            id={`${id}-filter`}
            className={styles.input}
            value={filter}
            aria-describedby={filter === 'important' ? `${id}-filter-hint` : undefined}
            onChange={(event) => setFilter(event.target.value as QuestionFilter)}
          >
            {FILTERS.filter((value) => marks || value !== 'important').map((value) => (
              <option key={value} value={value}>
                {t(`questions.filters.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.control}>
          <label htmlFor={`${id}-sort`}>{t('questions.sort')}</label>
          <select
            id={`${id}-sort`}
            className={styles.input}
            value={sort}
            onChange={(event) => setSort(event.target.value as QuestionSort)}
          >
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`questions.sorts.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* "Important" is the union the API filters by (decisions 0171 and 0133): say so where it is chosen. */}
      {filter === 'important' ? (
        <p id={`${id}-filter-hint`} className={styles.filterHint}>
          {t('questions.importantHint')}
        </p>
      ) : null}
      {markFailed ? (
        <p role="alert" className={styles.formError}>
          {t('questions.markFailed')}
        </p>
      ) : null}
      {list.status === 'error' ? (
        <div role="alert" className={styles.loadError}>
          <p>{t('questions.loadFailed', { error: list.error })}</p>
          <Button variant="secondary" onClick={() => void useQuestionList.getState().reload()}>
            {t('common:button.retry')}
          </Button>
        </div>
      ) : null}
      {list.status === 'loading' && questions.length === 0 ? <Spinner /> : null}
      {list.status === 'success' && questions.length === 0 ? (
        <p className={styles.empty}>{t('questions.noQuestions')}</p>
      ) : null}
      {questions.length > 0 ? (
        <Suspense fallback={<Spinner />}>
          <QuestionList
            questions={questions}
            count={Math.max(list.count ?? 0, questions.length)}
            countCapped={list.countCapped}
            hasMore={list.nextPage !== null}
            loadingMore={list.moreStatus === 'loading'}
            moreError={list.moreError}
            busy={list.status === 'loading'}
            onLoadMore={loadMore}
            queryKey={queryKey}
            place={place}
            renderQuestion={renderQuestion}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('learning');
  return (
    <button type="button" className={styles.back} onClick={onClick}>
      <span aria-hidden="true">←</span> {t('questions.back')}
    </button>
  );
}

interface QuestionItemProps {
  question: ListedQuestion;
  onReply: (questionId: number) => void;
  /** Absent when the API keeps no marks: the star is not shown. */
  onToggleImportant?: (question: ListedQuestion) => void;
}

/** Avatar, author, title, text, relative time, answer count, the important star and Reply. */
const QuestionItem = memo(function QuestionItem({ question, onReply, onToggleImportant }: QuestionItemProps) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const name = authorName(question.user, t('questions.anonymous'));
  return (
    <div className={styles.question}>
      <AuthorAvatar author={question.user} />
      <div className={styles.questionBody}>
        <div className={styles.questionMeta}>
          <span className={styles.author}>{name}</span>
          <time dateTime={question.created_at} className={styles.time}>
            {formatRelativeTime(question.created_at, language, t('common:time.justNow'))}
          </time>
        </div>
        <h4 className={styles.questionTitle}>{question.title}</h4>
        {/* The API makes the title from the text's first words: repeat the text only when it says more. */}
        {question.content.trim() !== question.title.trim() ? (
          <p className={styles.questionContent}>{question.content}</p>
        ) : null}
        <div className={styles.questionActions}>
          <span className={styles.answerCount}>
            {t('questions.answers', { count: question.answers_count ?? question.answers.length })}
          </span>
          {question.marked_by_instructor ? (
            <span className={styles.instructorMark}>{t('questions.markedByInstructor')}</span>
          ) : null}
          {onToggleImportant ? (
            <button
              type="button"
              className={styles.star}
              aria-pressed={question.is_important}
              aria-label={t('questions.important', { title: question.title })}
              onClick={() => onToggleImportant(question)}
            >
              <span aria-hidden="true">{question.is_important ? '★' : '☆'}</span>
            </button>
          ) : null}
          <button type="button" className={styles.reply} onClick={() => onReply(question.id)}>
            {t('questions.reply')}
          </button>
        </div>
      </div>
    </div>
  );
});
