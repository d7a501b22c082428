import {
  Button,
  ErrorText,
  formatDate,
  Spinner,
  SuccessText,
  TextArea,
  useLanguage,
  type StaffEssay,
} from '@academy/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/ListStates';
import { NAMESPACE } from '../../locales';
import { studentName } from '../../lib/people';
import { resetEvaluation, useEvaluateEssay, useEvaluatedEssay } from './essay-evaluation-store';
import styles from './essay-evaluation.module.css';

/** The API's limit on feedback (EvaluationDecisionBody). */
export const FEEDBACK_MAX_LENGTH = 5000;

type Decision = 'accept' | 'return';

/**
 * One essay to evaluate (docs/decisions/0808): the latest text with its word count, the earlier
 * versions with the feedback each got, and the feedback form. The evaluation sends the `revision` the
 * instructor read; when the essay moved on meanwhile (another instructor, a new submission) the API
 * refuses it, the page says so and the typed feedback stays, to be sent again after a look at the
 * current version.
 */
export function EssayEvaluation({ essayId }: { essayId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { data: essay, status, error } = useEvaluatedEssay();
  const evaluation = useEvaluateEssay();
  const [feedback, setFeedback] = useState('');

  useEffect(() => {
    resetEvaluation();
    void useEvaluatedEssay.getState().load(essayId);
    return resetEvaluation;
  }, [essayId]);

  if (status === 'error' && essay === null)
    return <LoadFailure message={error} onRetry={() => void useEvaluatedEssay.getState().reload()} />;
  if (essay === null || essay.id !== essayId) return <Spinner label={t('evaluation.loading')} />;

  return (
    <div className={styles.layout}>
      <EssayText essay={essay} />
      <EvaluationForm
        essay={essay}
        feedback={feedback}
        onFeedback={setFeedback}
        pending={evaluation.pending}
        error={evaluation.error}
        conflict={evaluation.errorCode !== null && isConflict(evaluation.errorCode)}
        done={evaluation.data !== null && evaluation.error === null ? evaluation.data.status : null}
      />
    </div>
  );
}

/** Loads the essay as it is now; the typed feedback stays, ready to be sent with the new revision. */
async function showCurrent(): Promise<void> {
  if (await useEvaluatedEssay.getState().reload()) useEvaluateEssay.getState().reset();
}

function isConflict(code: string): boolean {
  return code === 'stale_revision' || code === 'essay_not_submitted';
}

function EssayText({ essay }: { essay: StaffEssay }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const earlier = essay.versions.slice(0, -1).reverse();
  return (
    <article className={styles.essay} aria-labelledby="essay-author">
      <header className={styles.essayHeader}>
        <h2 id="essay-author" className={styles.author}>
          {studentName(essay.student)}
        </h2>
        <p className={styles.meta}>
          {essay.kind === 'final' ? t('essays.finalEssay') : essay.topic_title}
          {' · '}
          {t(`essays.statuses.${essay.status}`)}
          {' · '}
          {t('essays.version', { version: essay.version })}
          {essay.submitted_at &&
            ` · ${t('essays.submitted', { date: formatDate(essay.submitted_at, language) })}`}
        </p>
        <p className={essay.word_count > essay.word_limit ? styles.overLimit : styles.meta}>
          {t('evaluation.wordCount', { count: essay.word_count, limit: essay.word_limit })}
        </p>
      </header>
      <div className={styles.text}>{essay.text}</div>
      {earlier.length > 0 && (
        <section className={styles.versions} aria-labelledby="essay-versions">
          <h3 id="essay-versions" className={styles.versionsTitle}>
            {t('evaluation.earlierVersions', { count: earlier.length })}
          </h3>
          {earlier.map((version) => (
            <details key={version.version} className={styles.version}>
              <summary>
                {t('essays.version', { version: version.version })}
                {' · '}
                {t(`essays.statuses.${version.status}`)}
                {' · '}
                {t('essays.words', { count: version.word_count })}
                {' · '}
                {formatDate(version.submitted_at, language)}
              </summary>
              <div className={styles.text}>{version.text}</div>
              {version.feedback !== '' && (
                <p className={styles.oldFeedback}>
                  <strong>{t('evaluation.feedbackGiven')}</strong> {version.feedback}
                </p>
              )}
            </details>
          ))}
        </section>
      )}
    </article>
  );
}

interface EvaluationFormProps {
  essay: StaffEssay;
  feedback: string;
  onFeedback: (text: string) => void;
  pending: boolean;
  error: string | null;
  conflict: boolean;
  done: StaffEssay['status'] | null;
}

function EvaluationForm({
  essay,
  feedback,
  onFeedback,
  pending,
  error,
  conflict,
  done,
}: EvaluationFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [blank, setBlank] = useState(false);
  const waiting = essay.status === 'submitted';

  const send = async (chosen: Decision) => {
    if (chosen === 'return' && feedback.trim() === '') {
      setBlank(true);
      return;
    }
    setBlank(false);
    setDecision(chosen);
    await useEvaluateEssay.getState().run(essay.id, {
      decision: chosen,
      feedback: feedback.trim(),
      revision: essay.revision,
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send('accept');
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {t('evaluation.title')}
      </h2>
      {!waiting && done === null && <p className={styles.meta}>{t('evaluation.notWaitingNow')}</p>}
      {!waiting && essay.feedback !== '' && (
        <p className={styles.oldFeedback}>
          <strong>{t('evaluation.feedbackGiven')}</strong> {essay.feedback}
        </p>
      )}
      <label htmlFor={`${id}-feedback`} className={styles.label}>
        {t('evaluation.feedback')}
      </label>
      <TextArea
        id={`${id}-feedback`}
        rows={8}
        maxLength={FEEDBACK_MAX_LENGTH}
        value={feedback}
        aria-invalid={blank || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onFeedback(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.meta}>
        {t('evaluation.feedbackHint', { count: feedback.length, max: FEEDBACK_MAX_LENGTH })}
      </p>
      <ErrorText>{blank ? t('evaluation.feedbackRequired') : error}</ErrorText>
      {conflict && (
        <Button variant="secondary" onClick={() => void showCurrent()}>
          {t('evaluation.showCurrent')}
        </Button>
      )}
      {done !== null && (
        <SuccessText>{t(done === 'accepted' ? 'evaluation.accepted' : 'evaluation.returned')}</SuccessText>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={!waiting} loading={pending && decision === 'accept'}>
          {t('evaluation.accept')}
        </Button>
        <Button
          variant="secondary"
          disabled={!waiting}
          loading={pending && decision === 'return'}
          onClick={() => void send('return')}
        >
          {t('evaluation.return')}
        </Button>
      </div>
    </form>
  );
}
