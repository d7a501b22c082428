import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  ErrorText,
  errorMessage,
  type AttemptResult,
  type TestSummary,
  type TopicTest,
} from '@academy/shared';
import { LockedTopicCard } from '../../components/LockedTopicCard';
import cards from '../../components/topic-cards.module.css';
import { getTest } from './api/get-test';
import { postAttempt } from './api/post-attempt';
import { formatCountdown, useCountdown } from './use-countdown';
import styles from './course-tests.module.css';

export interface TopicTestCardProps {
  summary: TestSummary;
  /** Called with the test's new standing after a submitted attempt. */
  onSubmitted: (standing: Pick<TestSummary, 'id' | 'best_score' | 'next_attempt_at' | 'attempts'>) => void;
}

type Chosen = Record<number, number[]>;

/**
 * One topic's test (docs/product/course-and-learning.md): taken as often as the cooldown allows, the
 * best attempt counts. The page never holds the key before submitting: the API sends none (decision 0702).
 */
export function TopicTestCard({ summary, onSubmitted }: TopicTestCardProps) {
  const { t } = useTranslation('learning');
  const [test, setTest] = useState<TopicTest | null>(null);
  const [chosen, setChosen] = useState<Chosen>({});
  const [result, setResult] = useState<AttemptResult | null>(null);
  const [loading, setLoading] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retryAt, setRetryAt] = useState<string | null>(null);
  const nextAt = retryAt ?? summary.next_attempt_at;
  const wait = useCountdown(nextAt);
  const titleId = `test-${summary.id}-title`;

  if (!summary.is_open) {
    return <LockedTopicCard titleId={titleId} title={summary.title} text={t('tests.locked')} />;
  }

  const start = async () => {
    setLoading(true);
    setError(null);
    try {
      setTest(await getTest(summary.id));
      setChosen({});
      setResult(null);
    } catch (failure) {
      setError(errorMessage(failure, 'testsFetch'));
    } finally {
      setLoading(false);
    }
  };

  const choose = (question: number, choice: number, multiple: boolean, on: boolean) => {
    setChosen((current) => {
      const before = current[question] ?? [];
      const after = multiple ? (on ? [...before, choice] : before.filter((id) => id !== choice)) : [choice];
      return { ...current, [question]: after };
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!test) return;
    setSending(true);
    setError(null);
    try {
      const answers = test.questions.map((question) => ({
        question: question.id,
        choices: chosen[question.id] ?? [],
      }));
      const attempt = await postAttempt(test.id, { answers });
      setResult(attempt);
      setRetryAt(attempt.next_attempt_at);
      onSubmitted({
        id: summary.id,
        best_score: attempt.best_score,
        next_attempt_at: attempt.next_attempt_at,
        attempts: attempt.number,
      });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429 && failure.retryAfter !== undefined)
        setRetryAt(new Date(Date.now() + failure.retryAfter * 1000).toISOString());
      setError(errorMessage(failure, 'testAttempt'));
    } finally {
      setSending(false);
    }
  };

  const wrong = new Set(result?.answers.filter((answer) => !answer.correct).map((answer) => answer.question));

  return (
    <section aria-labelledby={titleId} className={cards.card}>
      <h4 id={titleId} className={cards.title}>
        {summary.title}
      </h4>
      <p className={styles.standing}>
        {summary.best_score === null
          ? t('tests.notTaken')
          : t('tests.best', {
              score: summary.best_score,
              max: summary.max_score,
              attempts: summary.attempts,
            })}
      </p>
      {wait > 0 ? (
        <p className={styles.cooldown} role="timer" aria-live="off">
          {t('tests.retakeIn', { time: formatCountdown(wait) })}
        </p>
      ) : null}
      {test === null || result !== null ? (
        <Button variant="secondary" onClick={() => void start()} loading={loading} disabled={wait > 0}>
          {summary.attempts === 0 && result === null ? t('tests.take') : t('tests.retake')}
        </Button>
      ) : null}
      {result !== null ? (
        <div className={styles.result} role="status">
          <p className={styles.score}>{t('tests.score', { score: result.score, max: result.max_score })}</p>
          {test ? (
            <ol className={styles.review}>
              {test.questions.map((question) => (
                <li key={question.id} className={wrong.has(question.id) ? styles.wrong : styles.right}>
                  <span>{question.prompt}</span>{' '}
                  <strong>{wrong.has(question.id) ? t('tests.wrong') : t('tests.right')}</strong>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : null}
      {test !== null && result === null ? (
        <form onSubmit={(event) => void submit(event)} className={styles.form}>
          {test.questions.map((question, index) => (
            <fieldset key={question.id} className={styles.question}>
              <legend>
                {index + 1}. {question.prompt}{' '}
                <span className={styles.hint}>
                  {question.kind === 'multiple' ? t('tests.multiple') : t('tests.single')}
                </span>
              </legend>
              {question.choices.map((choice) => {
                const multiple = question.kind === 'multiple';
                const checked = (chosen[question.id] ?? []).includes(choice.id);
                return (
                  <label key={choice.id} className={styles.choice}>
                    <input
                      type={multiple ? 'checkbox' : 'radio'}
                      name={`question-${question.id}`}
                      value={choice.id}
                      checked={checked}
                      onChange={(event) => choose(question.id, choice.id, multiple, event.target.checked)}
                    />
                    <span>{choice.label}</span>
                  </label>
                );
              })}
            </fieldset>
          ))}
          <Button type="submit" loading={sending} disabled={wait > 0}>
            {t('tests.submit')}
          </Button>
        </form>
      ) : null}
      {error ? <ErrorText>{error}</ErrorText> : null}
    </section>
  );
}
