import { Button, ErrorText, Spinner, useLanguage, type Language } from '@academy/shared';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../locales';
import type { CardBrand, StudentPayment } from '../api/get-payments';
import { usePayments } from '../profile-store';
import styles from './personal-data.module.css';

/** The two card brands the payment provider takes (SPEC 1: "two card brands"). */
export const ACCEPTED_BRANDS: readonly CardBrand[] = ['visa', 'mastercard'];

const BRAND_NAMES: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard' };

const LOCALES: Record<Language, string> = { en: 'en-GB', ru: 'ru-RU', kk: 'kk-KZ' };

function formatAmount(amount: StudentPayment['amount'], currency: string, language: Language): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' }).format(date);
}

/** The payment section: the accepted card brands and the student's purchases with date and amount. */
export function PaymentSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const payments = usePayments((state) => state.data);
  const status = usePayments((state) => state.status);

  useEffect(() => {
    void usePayments.getState().load();
  }, []);

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        {t('payment.title')}
      </h3>
      <p className={styles.label} id={`${id}-brands`}>
        {t('payment.acceptedCards')}
      </p>
      <ul className={styles.brands} aria-labelledby={`${id}-brands`}>
        {ACCEPTED_BRANDS.map((brand) => (
          <li key={brand} className={`${styles.brand} ${styles[brand]}`}>
            {BRAND_NAMES[brand]}
          </li>
        ))}
      </ul>
      <h4 className={styles.subTitle}>{t('payment.purchases')}</h4>
      {status === 'loading' && payments === null ? <Spinner /> : null}
      {status === 'error' ? (
        <div className={styles.buttons}>
          <ErrorText>{t('payment.loadError')}</ErrorText>
          <Button variant="secondary" onClick={() => void usePayments.getState().load()}>
            {t('payment.retry')}
          </Button>
        </div>
      ) : null}
      {payments !== null && payments.length === 0 ? <p className={styles.hint}>{t('payment.none')}</p> : null}
      {payments !== null && payments.length > 0 ? (
        <ul className={styles.purchases}>
          {payments.map((payment) => (
            <li key={payment.payment_id} className={styles.purchase}>
              <div className={styles.purchaseMain}>
                <span className={styles.purchaseTitle}>{payment.course_title}</span>
                <span className={styles.purchaseAmount}>
                  {formatAmount(payment.amount, payment.currency, language)}
                </span>
              </div>
              <div className={styles.purchaseMeta}>
                <time dateTime={payment.paid_at ?? payment.created_at}>
                  {formatDate(payment.paid_at ?? payment.created_at, language)}
                </time>
                {payment.card_brand && payment.card_last4 ? (
                  <span>
                    {t('payment.card', { brand: BRAND_NAMES[payment.card_brand], last4: payment.card_last4 })}
                  </span>
                ) : null}
                <span className={`${styles.status} ${styles[`status-${payment.status}`] ?? ''}`}>
                  {t(`payment.status.${payment.status}`)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
