import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page}>
      <p className={styles.code}>{t('notFound.code')}</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.description}>{t('notFound.description')}</p>
      <Link to="/" className={styles.button}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
