import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, ErrorText, errorMessage, type Essay } from '@academy/shared';
import { countWords } from '@academy/rules';
import { LockedTopicCard } from '../../components/LockedTopicCard';
import cards from '../../components/topic-cards.module.css';
import { keepEssay } from './essays-store';
import { saveDraft, submitEssay } from './save-essay';
import styles from './course-essays.module.css';

/** How long typing pauses before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface EssayEditorProps {
  essay: Essay;
  /** The topic's title, or the final essay's heading. */
  title: string;
}

/**
 * One essay (docs/product/course-and-learning.md; limits in docs/product/constants.md#terms-and-essays):
 * a draft saved on the server while the student types, submitted within the word limit, then read-only
 * until evaluated; a returned essay is revised and submitted again. Words are counted by the API's own
 * rule, so the count shown is the one the server refuses by.
 */
export function EssayEditor({ essay, title }: EssayEditorProps) {
  const { t } = useTranslation('learning');
  const [text, setText] = useState(essay.text);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const savedText = useRef(essay.text);
  // Counts submissions started here: a draft save answered after one began is stale (see below).
  const submissions = useRef(0);
  const slot = essay.topic === null ? 'final' : `topic-${essay.topic}`;
  const titleId = `essay-${slot}-title`;
  const countId = `essay-${slot}-count`;
  const editable = essay.is_open && (essay.status === 'draft' || essay.status === 'returned');
  const words = countWords(text);
  const over = words > essay.word_limit;

  // No draft is saved while a submission is on its way: the submission carries the text itself, and
  // the API refuses (409) a save that reaches it after the submission.
  useEffect(() => {
    if (!editable || submitting || text === savedText.current) return undefined;
    const timer = setTimeout(() => {
      const submission = submissions.current;
      setSaveState('saving');
      saveDraft(essay, text).then(
        (saved) => {
          // A draft's answer must not replace the submitted essay that came back first.
          if (submission !== submissions.current) return;
          savedText.current = text;
          setSaveState('saved');
          keepEssay({ ...saved, text: saved.text });
        },
        (failure: unknown) => {
          if (submission !== submissions.current) return;
          // Submitted meanwhile (another tab or device): the API's words say so, not "check your
          // connection"; the typed text stays in the box either way.
          if (failure instanceof ApiError && failure.status === 409) {
            setSaveState('idle');
            setError(errorMessage(failure, 'essaySave'));
          } else setSaveState('failed');
        },
      );
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, editable, submitting, essay]);

  const submit = async () => {
    setError(null);
    if (over) {
      setError(t('essays.overLimit', { limit: essay.word_limit, words }));
      return;
    }
    setSubmitting(true);
    submissions.current += 1;
    try {
      const submitted = await submitEssay(essay, text);
      savedText.current = submitted.text;
      keepEssay(submitted);
    } catch (failure) {
      setError(errorMessage(failure, 'essaySubmit'));
    } finally {
      setSubmitting(false);
    }
  };

  if (!essay.is_open) {
    return <LockedTopicCard titleId={titleId} title={title} text={t('essays.locked')} />;
  }

  return (
    <section aria-labelledby={titleId} className={cards.card}>
      <h4 id={titleId} className={cards.title}>
        {title}
      </h4>
      <p className={styles.status}>
        {t('essays.statusLabel')} <strong>{t(`essays.status.${essay.status}`)}</strong>
      </p>
      {essay.feedback !== '' && (essay.status === 'returned' || essay.status === 'accepted') ? (
        <div className={styles.feedback}>
          <h5 className={styles.feedbackTitle}>{t('essays.feedback')}</h5>
          <p>{essay.feedback}</p>
        </div>
      ) : null}
      {editable ? (
        <>
          <label className={styles.field}>
            <span>{t('essays.label', { limit: essay.word_limit })}</span>
            <textarea
              className={styles.textarea}
              value={text}
              // An essay not begun is a short box that grows with the text (field-sizing in the CSS),
              // so the Certification tab's open topics stay a few screens long (decision 0712).
              rows={text === '' ? 4 : 10}
              lang="en"
              aria-describedby={countId}
              aria-invalid={over}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <div className={styles.meta}>
            <span id={countId} className={over ? styles.over : undefined}>
              {t('essays.words', { words, limit: essay.word_limit })}
            </span>
            <span role="status" className={styles.saveState}>
              {saveState === 'idle' ? '' : t(`essays.save.${saveState}`)}
            </span>
          </div>
          <Button onClick={() => void submit()} loading={submitting}>
            {essay.status === 'returned' ? t('essays.resubmit') : t('essays.submit')}
          </Button>
        </>
      ) : (
        <div className={styles.readOnly} lang="en">
          {essay.text}
        </div>
      )}
      {error ? <ErrorText>{error}</ErrorText> : null}
    </section>
  );
}
