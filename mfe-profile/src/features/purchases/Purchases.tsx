import {
  Button,
  ErrorText,
  formatDate,
  Modal,
  Spinner,
  TextArea,
  toAmount,
  useLanguage,
  useOffered,
  type Language,
  type Payment,
} from '@academy/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCharge } from '../../lib/charge';
import { NAMESPACE } from '../../locales';
import { usePurchases, useRefuseCourse } from './purchases-store';
import dialog from '../../components/confirm-dialog.module.css';
import records from '../../components/record-list.module.css';
import styles from './purchases.module.css';

/** The public offer counts its 14 calendar days on the academy's clock: Kazakhstan, UTC+5 all year. */
const ACADEMY_TIME_ZONE = 'Etc/GMT-5';
const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard' };

function amountOf(payment: Payment, language: Language): string {
  return formatCharge(Math.round(toAmount(payment.amount)), payment.currency, language);
}

/** The last day of the refusal window (the deadline itself is the first moment after it). */
function lastRefusalDay(deadline: string): Date {
  return new Date(Date.parse(deadline) - 1);
}

/**
 * The student's purchases (docs/decisions/0121): date, course, amount charged, card and status; a paid
 * course can be refused within 14 calendar days of gaining access, as the public offer says, and the
 * recorded refusal then shows in its row.
 */
export function Purchases() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const payments = usePurchases((state) => state.data);
  const status = usePurchases((state) => state.status);
  const error = usePurchases((state) => state.error);
  const [refusing, setRefusing] = useState<Payment | null>(null);
  // A backend that does not list payments: no purchases section at all (decision 0211).
  const offered = useOffered('payments');

  useEffect(() => {
    void usePurchases.getState().load();
  }, []);

  if (!offered) return null;

  const date = (value: string) => formatDate(value, language, { timeZone: ACADEMY_TIME_ZONE });

  let content;
  if (status === 'error' && !payments) {
    content = (
      <div role="alert" className={records.problem}>
        <p className={records.muted}>
          {t('payment.loadError')} {error}
        </p>
        <Button variant="secondary" onClick={() => void usePurchases.getState().reload()}>
          {t('payment.retry')}
        </Button>
      </div>
    );
  } else if (!payments) {
    content = <Spinner />;
  } else if (payments.length === 0) {
    content = <p className={records.muted}>{t('payment.none')}</p>;
  } else {
    content = (
      <ul className={records.list} aria-labelledby={`${id}-title`}>
        {payments.map((payment) => (
          <li key={payment.payment_id} className={records.item}>
            <p className={records.title}>{payment.course_title}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{t('payment.date')}</dt>
                <dd>
                  <time dateTime={payment.paid_at ?? payment.created_at}>
                    {date(payment.paid_at ?? payment.created_at)}
                  </time>
                </dd>
              </div>
              <div>
                <dt>{t('payment.amount')}</dt>
                <dd>{amountOf(payment, language)}</dd>
              </div>
              {payment.card_brand && payment.card_last4 ? (
                <div>
                  <dt>{t('payment.cardLabel')}</dt>
                  <dd>
                    {t('payment.card', { brand: BRANDS[payment.card_brand], last4: payment.card_last4 })}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t('payment.statusLabel')}</dt>
                <dd className={payment.status === 'paid' ? styles.paid : undefined}>
                  {t(`payment.status.${payment.status}`)}
                </dd>
              </div>
            </dl>
            {payment.refusal ? (
              <p className={styles.refusal}>
                {t('payment.refusal.recorded', {
                  date: date(payment.refusal.requested_at),
                  status: t(`payment.refusal.status.${payment.refusal.status}`),
                })}
              </p>
            ) : payment.can_request_refusal && payment.refusal_deadline ? (
              <div className={records.actions}>
                <Button variant="secondary" onClick={() => setRefusing(payment)}>
                  {t('payment.refusal.action')}
                </Button>
                <p className={styles.hint}>
                  {t('payment.refusal.until', {
                    date: formatDate(lastRefusalDay(payment.refusal_deadline), language, {
                      timeZone: ACADEMY_TIME_ZONE,
                    }),
                  })}
                </p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.purchases}>
      <h4 id={`${id}-title`} className={styles.title}>
        {t('payment.purchases')}
      </h4>
      {content}
      <RefusalDialog payment={refusing} onClose={() => setRefusing(null)} />
    </div>
  );
}

/** Confirms the refusal, with an optional reason; a failure stays in the dialog with the server's words. */
function RefusalDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const pending = useRefuseCourse((state) => state.pending);
  const error = useRefuseCourse((state) => state.error);
  const [reason, setReason] = useState('');

  useEffect(() => {
    if (payment) {
      useRefuseCourse.getState().reset();
      setReason('');
    }
  }, [payment]);

  const confirm = async () => {
    if (!payment) return;
    if (await useRefuseCourse.getState().run(payment.payment_id, reason.trim())) onClose();
  };

  return (
    <Modal
      open={payment !== null}
      title={t('payment.refusal.title')}
      onClose={() => (pending ? undefined : onClose())}
    >
      <p className={dialog.text}>{t('payment.refusal.confirm', { course: payment?.course_title ?? '' })}</p>
      <label htmlFor={`${id}-reason`} className={styles.reasonLabel}>
        {t('payment.refusal.reason')}
      </label>
      <TextArea
        id={`${id}-reason`}
        className={styles.reason}
        value={reason}
        maxLength={2000}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
      <ErrorText>{error}</ErrorText>
      <div className={dialog.actions}>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('payment.refusal.keep')}
        </Button>
        <Button onClick={() => void confirm()} loading={pending} loadingLabel={t('payment.refusal.sending')}>
          {t('payment.refusal.send')}
        </Button>
      </div>
    </Modal>
  );
}
