import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import styles from './platform-info.module.css';

export function PlatformInfo() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.platform} aria-labelledby="home-platform-title">
      <div className={styles.inner}>
        <h2 id="home-platform-title" className={styles.title}>
          {t('platform.title')}
        </h2>
        <p className={styles.text}>{t('platform.text')}</p>
      </div>
    </section>
  );
}
