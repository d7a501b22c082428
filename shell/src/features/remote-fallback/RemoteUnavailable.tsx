import { useTranslation } from 'react-i18next';
import { useRemoteFallback } from '../../app/remotes/remote-fallback-context';
import styles from './remote-unavailable.module.css';

/**
 * Shown in place of a screen whose remote is down, broken or too slow; the layout stays. It names
 * nothing internal (no remote, release or error): which remote broke goes to the API (decision 0011).
 */
export function RemoteUnavailable() {
  const { t } = useTranslation('shell');
  const fallback = useRemoteFallback();
  return (
    <section className={styles.box} role="alert">
      <h1 className={styles.title}>{t('remote.unavailableTitle')}</h1>
      <p className={styles.text}>{t('remote.unavailableText')}</p>
      {fallback && (
        <button type="button" className={styles.retry} onClick={fallback.retry}>
          {t('remote.retry')}
        </button>
      )}
    </section>
  );
}
