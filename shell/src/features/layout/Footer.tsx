import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './footer.module.css';
import { FOOTER_LINKS } from './nav-links';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav className={styles.links} aria-label={t('footer.label')}>
          {FOOTER_LINKS.map(({ to, labelKey }) => (
            <Link key={to} to={to} className={styles.link}>
              {t(labelKey)}
            </Link>
          ))}
        </nav>
        <p className={styles.rights}>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
