import { isSitePath } from '@academy/rules';
import { Button, formatDate, Spinner, useLanguage, VisuallyHidden, type Notification } from '@academy/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../locales';
import { markAllRead, markRead, type NotificationListStore } from './notifications-store';
import records from '../../components/record-list.module.css';
import styles from './notifications.module.css';

export interface NotificationListProps {
  /** The list's store: the bell's panel or the page. */
  list: NotificationListStore;
  /** Called when an entry is followed (the bell's panel closes). */
  onFollow?: () => void;
}

/**
 * Notifications newest first: an entry marks itself read and opens what it is about; "Mark all as
 * read" marks up to the newest one shown; older ones come by the page's cursor ("Load more").
 */
export function NotificationList({ list, onFollow }: NotificationListProps) {
  const { t } = useTranslation(NAMESPACE);
  const results = list((state) => state.results);
  const status = list((state) => state.status);
  const error = list((state) => state.error);
  const cursor = list((state) => state.cursor);
  const moreStatus = list((state) => state.moreStatus);
  const moreError = list((state) => state.moreError);
  const markError = list((state) => state.markError);
  const unreadOnly = list((state) => state.unreadOnly);
  const [marking, setMarking] = useState(false);
  const anyUnread = results.some((notification) => !notification.read);

  if (status === 'error') {
    return (
      <div role="alert" className={records.problem}>
        <p className={records.muted}>
          {t('notifications.loadError')} {error}
        </p>
        <Button variant="secondary" onClick={() => void list.getState().load()}>
          {t('notifications.retry')}
        </Button>
      </div>
    );
  }
  if (status !== 'success') return <Spinner label={t('notifications.loading')} />;
  if (results.length === 0)
    return (
      <p className={records.muted}>{unreadOnly ? t('notifications.noneUnread') : t('notifications.none')}</p>
    );

  const markAll = async () => {
    setMarking(true);
    await markAllRead(list);
    setMarking(false);
  };

  return (
    <div className={styles.listArea}>
      <div className={styles.toolbar}>
        <Button
          variant="link"
          disabled={!anyUnread}
          loading={marking}
          loadingLabel={t('notifications.marking')}
          onClick={() => void markAll()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {markError ? (
        <p role="alert" className={styles.error}>
          {t('notifications.markError')} {markError}
        </p>
      ) : null}
      <ul className={styles.list} aria-label={t('notifications.title')}>
        {results.map((notification) => (
          <li
            key={notification.id}
            className={notification.read ? styles.item : `${styles.item} ${styles.unread}`}
          >
            <NotificationEntry
              notification={notification}
              onFollow={() => {
                void markRead(list, notification);
                onFollow?.();
              }}
            />
          </li>
        ))}
      </ul>
      {moreStatus === 'error' ? (
        <p role="alert" className={styles.error}>
          {t('notifications.loadError')} {moreError}
        </p>
      ) : null}
      {cursor !== null ? (
        <Button
          variant="secondary"
          className={styles.more}
          loading={moreStatus === 'loading'}
          onClick={() => void list.getState().loadMore()}
        >
          {t('notifications.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

function NotificationEntry({ notification, onFollow }: { notification: Notification; onFollow: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const body = (
    <>
      {notification.read ? null : <span className={styles.dot} aria-hidden="true" />}
      <span className={styles.text}>
        {notification.read ? null : <VisuallyHidden>{`${t('notifications.unreadMark')} `}</VisuallyHidden>}
        {notification.text}
      </span>
      <time className={styles.time} dateTime={notification.created_at}>
        {formatDate(notification.created_at, language)}
      </time>
    </>
  );
  // The API writes the link; only a path of this site is followed (never another origin).
  if (!isSitePath(notification.link)) return <div className={styles.entry}>{body}</div>;
  return (
    <Link to={notification.link} className={styles.entry} onClick={onFollow}>
      {body}
    </Link>
  );
}
