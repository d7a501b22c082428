import { Button, ErrorText, SuccessText, TextArea, TextInput, type FeedbackPayload } from '@academy/shared';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import styles from './contact-form.module.css';
import { useSendFeedback } from './feedback-store';

const EMPTY: FeedbackPayload = { name: '', email: '', message: '' };
const FIELDS = ['name', 'email', 'message'] as const;

/**
 * Sends the visitor's message with postFeedback (docs/decisions/0400). A refused
 * send keeps what was typed; a successful one clears the form.
 */
export function ContactForm() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [values, setValues] = useState<FeedbackPayload>(EMPTY);
  const sending = useSendFeedback((state) => state.pending);
  const sendError = useSendFeedback((state) => state.error);
  const [sent, setSent] = useState(false);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const error = ruleError ?? sendError;

  // A message that failed on an earlier visit of the page is not this form's error.
  useEffect(() => () => useSendFeedback.getState().reset(), []);
  const [missing, setMissing] = useState<ReadonlySet<keyof FeedbackPayload>>(new Set());

  const change =
    (field: keyof FeedbackPayload) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      setSent(false);
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const payload: FeedbackPayload = {
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
    };
    const empty = new Set(FIELDS.filter((field) => payload[field] === ''));
    setMissing(empty);
    if (empty.size > 0) {
      setSent(false);
      setRuleError(t('contact.required'));
      return;
    }
    setRuleError(null);
    if (await useSendFeedback.getState().run(payload)) {
      setValues(EMPTY);
      setSent(true);
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
        <TextInput type="text" autoComplete="name" {...fieldProps('name')} />
      </label>
      <label className={styles.field} htmlFor={`${id}-email`}>
        <span className={styles.label}>{t('contact.email')}</span>
        <TextInput type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
      </label>
      <label className={`${styles.field} ${styles.wide}`} htmlFor={`${id}-message`}>
        <span className={styles.label}>{t('contact.message')}</span>
        <TextArea className={styles.message} rows={5} {...fieldProps('message')} />
      </label>
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button type="submit" loading={sending} loadingLabel={t('contact.sending')}>
          {t('contact.submit')}
        </Button>
        <ErrorText id={errorId}>{error}</ErrorText>
        {sent && <SuccessText>{t('contact.sent')}</SuccessText>}
      </div>
    </form>
  );
}
