import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import { PARTNERS, type Partner } from './partners';
import styles from './partners-slider.module.css';

function PartnerBadge({ partner }: { partner: Partner }) {
  return (
    <>
      <span className={styles.logo} aria-hidden="true">
        {partner.initials}
      </span>
      <span className={styles.name}>{partner.name}</span>
    </>
  );
}

/** Partner badges gliding past; the second copy only closes the loop and is hidden from assistive technology. */
export function PartnersSlider() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.partners} aria-labelledby="home-partners-title">
      <h2 id="home-partners-title" className={styles.title}>
        {t('partners.title')}
      </h2>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <ul className={styles.list}>
            {PARTNERS.map((partner) => (
              <li key={partner.name} className={styles.badge}>
                <PartnerBadge partner={partner} />
              </li>
            ))}
          </ul>
          <ul className={`${styles.list} ${styles.loop}`} aria-hidden="true">
            {PARTNERS.map((partner) => (
              <li key={partner.name} className={styles.badge}>
                <PartnerBadge partner={partner} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
