import { displayPrice, formatPrice, useIsSignedIn, useLanguage, VisuallyHidden } from '@academy/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../locales';
import { useMainCourse } from '../../resources/main-course/main-course-store';
import styles from './price-box.module.css';

/** Buy leads to the course-passing page with id 1 (docs/product/course-and-learning.md#buying). */
export const COURSE_PATH = '/passingcourse/1';

/** Where Buy leads: the course when signed in, else sign-in, which comes back to the course (`?next=`). */
export function buyTarget(signedIn: boolean): string {
  return signedIn ? COURSE_PATH : `/signin?next=${encodeURIComponent(COURSE_PATH)}`;
}

/**
 * The price box: the current price and the struck-through old price of the main video record, rounded, with
 * the currency symbol and 0 when missing; for the Russian UI the tenge rule
 * (docs/product/constants.md#prices).
 */
export function PriceBox() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const signedIn = useIsSignedIn();
  const course = useMainCourse((state) => state.data);
  const status = useMainCourse((state) => state.status);
  const error = useMainCourse((state) => state.error);
  const loadMainCourse = useMainCourse((state) => state.load);
  const price = displayPrice(course, language);
  const settled = status === 'success' || status === 'error';

  useEffect(() => {
    void loadMainCourse();
  }, [loadMainCourse]);

  return (
    <section
      className={styles.priceBox}
      aria-labelledby="course-price-title"
      aria-busy={!settled || undefined}
    >
      <h2 id="course-price-title" className={styles.boxTitle}>
        {t('course.priceTitle')}
      </h2>
      <p className={settled ? styles.prices : `${styles.prices} ${styles.pending}`}>
        <span className={styles.currentPrice}>
          <VisuallyHidden>{t('course.currentPrice')}: </VisuallyHidden>
          {formatPrice(price.current, price.symbol, language)}
        </span>
        <s className={styles.oldPrice}>
          <VisuallyHidden>{t('course.oldPrice')}: </VisuallyHidden>
          {formatPrice(price.old, price.symbol, language)}
        </s>
      </p>
      {status === 'error' && error && (
        <p className={styles.priceError} role="alert">
          {error}
        </p>
      )}
      <Link className={styles.buy} to={buyTarget(signedIn)}>
        {t('course.buy')}
      </Link>
      {!signedIn && <p className={styles.buyHint}>{t('course.buySignedOut')}</p>}
    </section>
  );
}
