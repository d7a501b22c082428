import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import panelSection from '../../components/panel-section.module.css';
import { NAMESPACE } from '../../locales';
import styles from './payment-section.module.css';
import { Purchases } from './Purchases';

/** The two card brands the payment provider takes (docs/product/constants.md#public-offer). */
export const ACCEPTED_BRANDS = ['Visa', 'Mastercard'] as const;

/** The payment section: the card brands the site accepts, then the student's purchases. */
export function PaymentSection() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  return (
    <section className={panelSection.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={panelSection.sectionTitle}>
        {t('payment.title')}
      </h3>
      <p className={panelSection.label} id={`${id}-brands`}>
        {t('payment.acceptedCards')}
      </p>
      <ul className={styles.brands} aria-labelledby={`${id}-brands`}>
        {ACCEPTED_BRANDS.map((brand) => (
          <li key={brand} className={`${styles.brand} ${styles[brand.toLowerCase()]}`}>
            {brand}
          </li>
        ))}
      </ul>
      <Purchases />
    </section>
  );
}
