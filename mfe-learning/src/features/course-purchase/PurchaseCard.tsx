import {
  Button,
  type Course,
  displayPrice,
  formatDate,
  formatPrice,
  navigateTo,
  useIsSignedIn,
  useLanguage,
  VisuallyHidden,
} from '@academy/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { openExternalPage } from './open-external-page';
import { useCurriculum } from '../../resources/curriculum';
import { useCreatePayment, usePaymentReturn, type PaymentOutcome } from './payment-store';
import styles from './purchase-card.module.css';

/** The purchase card always names six lessons (docs/product/constants.md#purchase-card). */
export const LESSONS_IN_CARD = 6;

export interface PurchaseCardProps {
  courseId: number;
  course: Course | null;
  /** The course is on its way: its price keeps its place unseen (no "$0" meanwhile). */
  loading?: boolean;
  /** Shown above the card when the curriculum could not be loaded for another reason than "not bought". */
  loadError?: string | null;
  onRetryLoad?: () => void;
}

/**
 * Price, Buy, eligibility and what the course includes. Signed out, Buy leads to sign-in and back
 * here; signed in, it creates a payment and sends the student to the provider's card page.
 */
export function PurchaseCard({
  courseId,
  course,
  loading = false,
  loadError = null,
  onRetryLoad,
}: PurchaseCardProps) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const signedIn = useIsSignedIn();
  const id = useId();
  const payment = useCreatePayment();
  const outcome = usePaymentReturn((state) => state.outcome);
  const price = displayPrice(course, language);
  const nextLesson = course?.next_lesson_at ? formatDate(course.next_lesson_at, language) : null;

  const buy = async () => {
    if (!signedIn) {
      navigateTo(`/signin?next=${encodeURIComponent(`/passingcourse/${courseId}`)}`);
      return;
    }
    const created = await useCreatePayment.getState().run(courseId);
    const { data, errorCode } = useCreatePayment.getState();
    if (created && data?.payment_url) {
      openExternalPage(data.payment_url);
      return;
    }
    // Bought meanwhile (another tab, a late confirmation): the curriculum is there to show.
    if (errorCode === 'already_enrolled') void useCurriculum.getState().reload();
  };

  const redirecting = payment.pending || (payment.data !== null && payment.error === null);

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('purchase.title')}
      </h2>
      <OutcomeMessage outcome={outcome} />
      {loadError ? (
        <div role="alert" className={styles.loadError}>
          <p>{t('curriculum.loadingError', { error: loadError })}</p>
          {onRetryLoad ? (
            <Button variant="secondary" onClick={onRetryLoad}>
              {t('common:button.retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className={styles.prices} aria-busy={loading || undefined}>
        <span className={styles.priceLabel}>{t('purchase.price')}</span>
        <span className={loading ? `${styles.price} ${styles.pending}` : styles.price}>
          {formatPrice(price.current, price.symbol, language)}
        </span>
        {price.old > 0 ? (
          <span className={styles.oldPrice}>
            <VisuallyHidden>{t('purchase.oldPrice')} </VisuallyHidden>
            <s>{formatPrice(price.old, price.symbol, language)}</s>
          </span>
        ) : null}
      </div>
      <Button
        className={styles.buy}
        loading={redirecting}
        loadingLabel={t('purchase.paying')}
        aria-describedby={payment.error ? `${id}-error` : undefined}
        onClick={() => void buy()}
      >
        {outcome.state === 'failed' ? t('purchase.tryAgain') : t('purchase.buy')}
      </Button>
      {payment.error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {payment.error}
        </p>
      ) : null}
      {!signedIn ? <p className={styles.hint}>{t('purchase.signInFirst')}</p> : null}
      <p className={styles.eligibility}>{t('purchase.eligibility')}</p>
      <h3 className={styles.includesTitle}>{t('purchase.includesTitle')}</h3>
      <ul className={styles.includes}>
        <li>{t('purchase.lessons', { count: LESSONS_IN_CARD })}</li>
        {nextLesson ? (
          <li>{t('purchase.nextLesson', { date: nextLesson })}</li>
        ) : loading ? (
          // A course usually names its next lesson: its line is kept, unseen, until the course arrives.
          <li className={styles.pending}>{'\u00a0'}</li>
        ) : null}
        <li>{t('purchase.mobileAccess')}</li>
        <li>{t('purchase.certificate')}</li>
      </ul>
    </section>
  );
}

function OutcomeMessage({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation('learning');
  switch (outcome.state) {
    case 'checking':
      return (
        <p role="status" className={styles.notice}>
          {t('purchase.paymentPending')}
        </p>
      );
    case 'unconfirmed':
      return (
        <p role="status" className={styles.notice}>
          {t('purchase.paymentUnconfirmed')}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className={styles.error}>
          {outcome.status === 'cancelled' || outcome.status === 'expired'
            ? t('purchase.paymentAbandoned')
            : t('purchase.paymentFailed')}
        </p>
      );
    case 'error':
      return (
        <p role="alert" className={styles.error}>
          {outcome.message}
        </p>
      );
    default:
      return null;
  }
}
