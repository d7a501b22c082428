import { Button, TextArea } from '@academy/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './course-questions.module.css';

export interface MessageFormProps {
  label: string;
  placeholder: string;
  /** Sends the trimmed text; resolves true when it was posted. */
  onSend: (text: string) => Promise<boolean>;
  pending: boolean;
  /** The last failure to send, shown under the box; the typed text stays. */
  error: string | null;
  autoFocus?: boolean;
}

/** A question or an answer: only text with something in it is sent; a failure keeps what was typed. */
export function MessageForm({
  label,
  placeholder,
  onSend,
  pending,
  error,
  autoFocus = false,
}: MessageFormProps) {
  const { t } = useTranslation('learning');
  const id = useId();
  const [text, setText] = useState('');
  const sendable = text.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sendable || pending) return;
    if (await onSend(text.trim())) setText('');
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-text`} className={styles.formLabel}>
        {label}
      </label>
      <TextArea
        id={`${id}-text`}
        className={styles.textarea}
        value={text}
        placeholder={placeholder}
        rows={4}
        maxLength={5000}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.formError}>
          {error}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" loading={pending} loadingLabel={t('questions.sending')} disabled={!sendable}>
          {t('questions.send')}
        </Button>
      </div>
    </form>
  );
}
