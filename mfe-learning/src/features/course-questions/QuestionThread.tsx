import { Button, useAnswerThread, useLanguage, type Answer, type Question } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../../lib/relative-time';
import { AuthorAvatar, authorName } from './AuthorAvatar';
import { MessageForm } from './MessageForm';
import { newerFirst } from './questions';
import { endpoints } from '../../api/endpoints';
import styles from './course-questions.module.css';

export interface QuestionThreadProps {
  question: Question;
  pending: boolean;
  error: string | null;
  onReply: (text: string) => Promise<boolean>;
}

/** GET /courses/questions/{id}/answers/, newest first as the list shows them (decision 0183). */
const THREAD = { endpoint: endpoints.answers, order: newerFirst } as const;

/** One question with its answers, newest first (earlier ones a page at a time), and the reply box. */
export function QuestionThread({ question, pending, error, onReply }: QuestionThreadProps) {
  const { t } = useTranslation('learning');
  const thread = useAnswerThread(question, THREAD);
  const { answers } = thread;
  return (
    <article className={styles.thread} aria-labelledby={`question-${question.id}-title`}>
      <div className={styles.question}>
        <AuthorAvatar author={question.user} />
        <div className={styles.questionBody}>
          <Meta
            author={authorName(question.user, t('questions.anonymous'))}
            createdAt={question.created_at}
          />
          <h3 id={`question-${question.id}-title`} className={styles.questionTitle}>
            {question.title}
          </h3>
          {question.content.trim() !== question.title.trim() ? (
            <p className={styles.questionContent}>{question.content}</p>
          ) : null}
        </div>
      </div>
      <MessageForm
        label={t('questions.replyLabel')}
        placeholder={t('questions.replyPlaceholder')}
        pending={pending}
        error={error}
        onSend={onReply}
      />
      <h4 className={styles.answersTitle}>{t('questions.answers', { count: thread.count })}</h4>
      {answers.length === 0 ? (
        <p className={styles.empty}>{t('questions.noAnswers')}</p>
      ) : (
        <ul ref={thread.listRef} className={styles.answerList}>
          {answers.map((answer) => (
            <AnswerItem key={answer.id} answer={answer} />
          ))}
        </ul>
      )}
      {thread.error !== null ? (
        <div role="alert" className={styles.loadError}>
          <p>{t('questions.loadFailed', { error: thread.error })}</p>
          <Button variant="secondary" onClick={() => void thread.loadMore()}>
            {t('common:button.retry')}
          </Button>
        </div>
      ) : null}
      {thread.hasMore && thread.error === null ? (
        <Button
          variant="secondary"
          loading={thread.status === 'loading'}
          onClick={() => void thread.loadMore()}
        >
          {t('questions.earlierAnswers', { count: thread.count - answers.length })}
        </Button>
      ) : null}
    </article>
  );
}

function Meta({
  author,
  createdAt,
  byInstructor = false,
}: {
  author: string;
  createdAt: string;
  byInstructor?: boolean;
}) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  return (
    <div className={styles.questionMeta}>
      <span className={styles.author}>{author}</span>
      {byInstructor ? <span className={styles.instructor}>{t('questions.instructor')}</span> : null}
      <time dateTime={createdAt} className={styles.time}>
        {formatRelativeTime(createdAt, language, t('common:time.justNow'))}
      </time>
    </div>
  );
}

/** An answer; one given by an instructor says so beside the name (absent from a DRF backend: no mark). */
function AnswerItem({ answer }: { answer: Answer }) {
  const { t } = useTranslation('learning');
  return (
    <li className={styles.answer} tabIndex={-1}>
      <AuthorAvatar author={answer.user} />
      <div className={styles.questionBody}>
        <Meta
          author={authorName(answer.user, t('questions.anonymous'))}
          createdAt={answer.created_at}
          byInstructor={answer.is_instructor === true}
        />
        <p className={styles.questionContent}>{answer.content}</p>
      </div>
    </li>
  );
}
