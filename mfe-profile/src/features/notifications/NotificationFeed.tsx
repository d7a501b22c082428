import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import { NotificationList } from './NotificationList';
import { usePageList } from './notifications-store';
import styles from './notifications.module.css';

/** The whole list of the /notifications page: every notification or the unread ones, paged by cursor. */
export function NotificationFeed() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const unreadOnly = usePageList((state) => state.unreadOnly);

  useEffect(() => {
    void usePageList.getState().load(false);
    return () => usePageList.getState().reset();
  }, []);

  return (
    <div className={styles.listArea}>
      <div className={styles.filter}>
        <input
          id={`${id}-unread`}
          type="checkbox"
          checked={unreadOnly}
          onChange={(event) => void usePageList.getState().load(event.target.checked)}
        />
        <label htmlFor={`${id}-unread`}>{t('notifications.unreadOnly')}</label>
      </div>
      <NotificationList list={usePageList} />
    </div>
  );
}
