import { PageHeading, useTokenStore } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { NotificationFeed } from '../../features/notifications/NotificationFeed';
import { NAMESPACE } from '../../locales';
import { PREFERENCES_HASH } from '../../lib/profile-links';
import page from '../../components/reading-page.module.css';
import styles from './notifications-page.module.css';

/**
 * /notifications: every notification of the signed-in person, newest first, with "unread only",
 * marking read and a link to the preferences. Without a token it sends the visitor to sign in and
 * back, as the profile does.
 */
export default function NotificationsPage() {
  const { t } = useTranslation(NAMESPACE);
  const token = useTokenStore((state) => state.token);
  const location = useLocation();

  if (token === null)
    return (
      <Navigate to={`/signin?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />
    );

  return (
    <div className={page.page}>
      <PageHeading>{t('notifications.title')}</PageHeading>
      <div className={page.body}>
        <p className={styles.settings}>
          <Link to={`/profile${PREFERENCES_HASH}`}>{t('notifications.settingsLink')}</Link>
        </p>
        <NotificationFeed />
      </div>
    </div>
  );
}
