import {
  Button,
  ErrorText,
  errorMessage,
  postFeedback,
  SuccessText,
  type FeedbackPayload,
} from '@academy/shared';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './contact-form.module.css';

const EMPTY: FeedbackPayload = { name: '', email: '', message: '' };
const FIELDS = ['name', 'email', 'message'] as const;

type Status = 'idle' | 'sending' | 'sent';

/**
 * Sends the visitor's message with postFeedback (docs/decisions/0400). A refused
 * send keeps what was typed; a successful one clears the form.
 */
export function ContactForm() {
  const { t } = useTranslation('public');
  const id = useId();
  const [values, setValues] = useState<FeedbackPayload>(EMPTY);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<ReadonlySet<keyof FeedbackPayload>>(new Set());

  const change =
    (field: keyof FeedbackPayload) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (status === 'sent') setStatus('idle');
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const payload: FeedbackPayload = {
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
    };
    const empty = new Set(FIELDS.filter((field) => payload[field] === ''));
    setMissing(empty);
    if (empty.size > 0) {
      setStatus('idle');
      setError(t('contact.required'));
      return;
    }
    setError(null);
    setStatus('sending');
    try {
      await postFeedback(payload);
      setValues(EMPTY);
      setStatus('sent');
    } catch (failure) {
      setError(errorMessage(failure, 'feedback'));
      setStatus('idle');
    }
  };

  const errorId = `${id}-error`;
  const fieldProps = (field: keyof FeedbackPayload) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: change(field),
    required: true,
    'aria-invalid': missing.has(field) || undefined,
    'aria-describedby': error ? errorId : undefined,
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <label className={styles.field} htmlFor={`${id}-name`}>
        <span className={styles.label}>{t('contact.name')}</span>
        <input className={styles.input} type="text" autoComplete="name" {...fieldProps('name')} />
      </label>
      <label className={styles.field} htmlFor={`${id}-email`}>
        <span className={styles.label}>{t('contact.email')}</span>
        <input
          className={styles.input}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...fieldProps('email')}
        />
      </label>
      <label className={`${styles.field} ${styles.wide}`} htmlFor={`${id}-message`}>
        <span className={styles.label}>{t('contact.message')}</span>
        <textarea className={`${styles.input} ${styles.message}`} rows={5} {...fieldProps('message')} />
      </label>
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button type="submit" loading={status === 'sending'} loadingLabel={t('contact.sending')}>
          {t('contact.submit')}
        </Button>
        <ErrorText id={errorId}>{error}</ErrorText>
        {status === 'sent' && <SuccessText>{t('contact.sent')}</SuccessText>}
      </div>
    </form>
  );
}
