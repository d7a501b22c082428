import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import { ContactForm } from '../../features/contact-form/ContactForm';
import { CONTACT_EMAIL, SOCIAL_NETWORKS } from '../../lib/contact-details';
import styles from './contact-section.module.css';

export function ContactSection() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.contact} aria-labelledby="home-contact-title">
      <div className={styles.inner}>
        <div className={styles.details}>
          <h2 id="home-contact-title" className={styles.title}>
            {t('contact.title')}
          </h2>
          <p className={styles.intro}>{t('contact.intro')}</p>
          <p className={styles.email}>
            <span className={styles.caption}>{t('contact.emailLabel')}</span>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
          <h3 className={styles.caption}>{t('contact.socialTitle')}</h3>
          <ul className={styles.social}>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network} className={styles.network}>
                {t(`contact.social.${network}`)}
              </li>
            ))}
          </ul>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
