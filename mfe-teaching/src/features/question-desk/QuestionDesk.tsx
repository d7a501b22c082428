import {
  Button,
  ErrorText,
  formatDate,
  Spinner,
  TextArea,
  useAnswerThread,
  useLanguage,
  type StaffAnswer,
  type StaffQuestion,
} from '@academy/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { endpoints } from '../../api/endpoints';
import { ListNote, LoadFailure, Pager } from '../../components/ListStates';
import { SearchBox } from '../../components/SearchBox';
import { NAMESPACE } from '../../locales';
import {
  resetQuestionDesk,
  useAnswerQuestion,
  useMarkImportant,
  useStaffQuestions,
} from './question-desk-store';
import panel from '../../components/teaching-panel.module.css';
import styles from './question-desk.module.css';

/** The API's limit on an answer (StaffAnswerBody). */
export const ANSWER_MAX_LENGTH = 5000;

/** GET /teaching/questions/{id}/answers/, oldest first as the desk shows them (decision 0183). */
const THREAD = {
  endpoint: endpoints.answers,
  order: (a: StaffAnswer, b: StaffAnswer) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
};

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A question's id as the address carries it, or null. */
function idFrom(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function authorName(question: StaffQuestion): string {
  const user = question.user;
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
}

/**
 * Students' questions across every lecture (docs/decisions/0806): the unanswered ones by default, or
 * all of them with a search; answered as instructor, marked important for everyone. The view, the
 * search and the page live in the address.
 */
export function QuestionDesk() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const all = params.get('view') === 'all';
  const search = params.get('search') ?? '';
  const page = pageFrom(params.get('page'));
  // A notification's link names the question (`?question=`): that one opens, its whole thread shown.
  const linkedId = idFrom(params.get('question'));
  const [typed, setTyped] = useState(search);
  const { data, status, error, load } = useStaffQuestions();

  useEffect(() => {
    void load({ unanswered: !all, search, page });
  }, [load, all, search, page]);

  useEffect(() => resetQuestionDesk, []);

  const show = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === '') next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  return (
    <section className={panel.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={panel.title}>
        {t('questions.title')}
      </h2>
      <div className={styles.controls}>
        <div className={styles.views} role="group" aria-label={t('questions.view')}>
          <Button
            variant={all ? 'secondary' : 'primary'}
            aria-pressed={!all}
            onClick={() => show({ view: '' })}
          >
            {t('questions.unanswered')}
          </Button>
          <Button
            variant={all ? 'primary' : 'secondary'}
            aria-pressed={all}
            onClick={() => show({ view: 'all' })}
          >
            {t('questions.all')}
          </Button>
        </div>
        <SearchBox
          label={t('questions.search')}
          value={typed}
          onChange={setTyped}
          onSearch={(text) => show({ search: text })}
        />
      </div>

      {status === 'error' && (
        <LoadFailure message={error} onRetry={() => void useStaffQuestions.getState().reload()} />
      )}
      {status !== 'error' && data === null && <Spinner label={t('questions.loading')} />}
      {status !== 'error' && data !== null && data.results.length === 0 && (
        <ListNote>
          {t(search !== '' ? 'questions.noneFound' : all ? 'questions.none' : 'questions.allAnswered')}
        </ListNote>
      )}
      {status !== 'error' && data !== null && data.results.length > 0 && (
        <>
          {/* A capped count (decision 0189) is a lower bound; the pager follows next and previous. */}
          <ListNote>
            {t(data.count_capped === true ? 'questions.countMore' : 'questions.count', { count: data.count })}
          </ListNote>
          {linkedId !== null &&
          status === 'success' &&
          !data.results.some(({ id: shown }) => shown === linkedId) ? (
            <div className={styles.linkedMissing}>
              <ListNote>{t('questions.linkedMissing')}</ListNote>
              {all ? null : (
                <Button variant="secondary" onClick={() => show({ view: 'all' })}>
                  {t('questions.showAll')}
                </Button>
              )}
            </div>
          ) : null}
          <ul className={styles.list} aria-busy={status === 'loading'}>
            {data.results.map((question) => (
              <QuestionItem key={question.id} question={question} opened={question.id === linkedId} />
            ))}
          </ul>
          <Pager
            label={t('questions.pages')}
            page={page}
            hasPrevious={data.previous !== null}
            hasNext={data.next !== null}
            onPage={(next) => show({ page: String(next) })}
          />
        </>
      )}
    </section>
  );
}

function QuestionItem({ question, opened = false }: { question: StaffQuestion; opened?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const [answer, setAnswer] = useState('');
  // This question's own outcome: the two actions' stores are shared by every question of the list.
  const [sending, setSending] = useState(false);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [marking, setMarking] = useState(false);
  const [markError, setMarkError] = useState<string | null>(null);
  const name = authorName(question);
  const thread = useAnswerThread(question, THREAD);
  const item = useRef<HTMLLIElement>(null);
  const { hasMore, loadMore } = thread;
  const [expanded, setExpanded] = useState(false);

  // The linked question is brought into view and focused, with all of its answers.
  useEffect(() => {
    if (!opened) return;
    item.current?.scrollIntoView?.({ block: 'start' });
    item.current?.focus();
  }, [opened]);
  useEffect(() => {
    if (!opened || expanded || !hasMore) return;
    setExpanded(true);
    void loadMore();
  }, [opened, expanded, hasMore, loadMore]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answer.trim() === '') {
      setAnswerError(t('questions.answerRequired'));
      return;
    }
    setAnswerError(null);
    setSending(true);
    const sent = await useAnswerQuestion.getState().run(question.id, answer.trim());
    setSending(false);
    if (sent) setAnswer('');
    else setAnswerError(useAnswerQuestion.getState().error);
  };

  const mark = async () => {
    setMarkError(null);
    setMarking(true);
    const marked = await useMarkImportant.getState().run(question.id, !question.is_important);
    setMarking(false);
    if (!marked) setMarkError(useMarkImportant.getState().error);
  };

  return (
    <li
      ref={item}
      className={opened ? `${styles.question} ${styles.opened}` : styles.question}
      tabIndex={opened ? -1 : undefined}
      aria-current={opened ? 'true' : undefined}
    >
      <p className={styles.where}>
        {t('questions.where', { topic: question.topic_title, lecture: question.lecture_title })}
      </p>
      <h3 className={styles.questionTitle}>{question.title}</h3>
      <p className={styles.content}>{question.content}</p>
      <p className={styles.meta}>
        {name !== '' ? `${name} · ` : ''}
        {formatDate(question.created_at, language)}
      </p>
      <Button
        variant="secondary"
        aria-pressed={question.is_important}
        className={question.is_important ? styles.marked : undefined}
        loading={marking}
        onClick={() => void mark()}
      >
        {question.is_important ? t('questions.important') : t('questions.markImportant')}
      </Button>
      <ErrorText>{markError}</ErrorText>
      {question.answers_count > 0 && (
        <p className={styles.meta}>{t('questions.answers', { count: question.answers_count })}</p>
      )}
      {thread.answers.length > 0 && (
        <ul
          ref={thread.listRef}
          className={styles.answers}
          aria-label={t('questions.answers', { count: question.answers_count })}
        >
          {thread.answers.map((given) => (
            <li key={given.id} className={styles.answer} tabIndex={-1}>
              <p className={styles.content}>{given.content}</p>
              <p className={styles.meta}>
                {given.user ? `${given.user.first_name} ${given.user.last_name}`.trim() : ''}
                {given.user ? ' · ' : ''}
                {formatDate(given.created_at, language)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {thread.status === 'error' && (
        <div role="alert" className={styles.loadError}>
          <p>{t('questions.answersLoadFailed', { error: thread.error })}</p>
          {/* The Show all/more button that asked is gone; focus moves here, so the keyboard can try again. */}
          <Button variant="secondary" autoFocus onClick={() => void thread.loadMore()}>
            {t('common:button.retry')}
          </Button>
        </div>
      )}
      {thread.hasMore && thread.status !== 'error' && (
        <Button
          variant="secondary"
          loading={thread.status === 'loading'}
          onClick={() => void thread.loadMore()}
        >
          {thread.started
            ? t('questions.showMoreAnswers')
            : t('questions.showAllAnswers', { count: question.answers_count })}
        </Button>
      )}
      <form className={styles.answerForm} noValidate onSubmit={(event) => void send(event)}>
        <label htmlFor={`${id}-answer`} className={styles.label}>
          {t('questions.yourAnswer')}
        </label>
        <TextArea
          id={`${id}-answer`}
          rows={3}
          maxLength={ANSWER_MAX_LENGTH}
          value={answer}
          aria-invalid={answerError !== null || undefined}
          onChange={(event) => setAnswer(event.target.value)}
        />
        <ErrorText>{answerError}</ErrorText>
        <Button type="submit" loading={sending}>
          {t('questions.answerAsInstructor')}
        </Button>
      </form>
    </li>
  );
}
