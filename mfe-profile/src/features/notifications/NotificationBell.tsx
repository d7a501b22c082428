import { useOffered } from '@academy/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../locales';
import { NotificationList } from './NotificationList';
import { badgeText, resetNotifications, useBellList, useUnreadCount } from './notifications-store';
import { useUnreadPolling } from './use-unread-polling';
import styles from './notification-bell.module.css';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The header's bell (docs/decisions/0045): exposed to the shell, which loads it only for a signed-in
 * person, in the browser. The unread count as a badge ("99+" past the API's cap), kept fresh by
 * polling; the button opens a panel of the newest notifications (full width under the header on a
 * phone). Escape or a click outside closes it and focus goes back to the button.
 */
export default function NotificationBell() {
  const { t } = useTranslation(NAMESPACE);
  const panelId = useId();
  const count = useUnreadCount((state) => state.count);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const badge = badgeText(count);
  // A backend without notifications (docs/decisions/0211) refuses the first count: no bell, no more calls.
  const offered = useOffered('notifications');

  useUnreadPolling(offered);
  // A bell that goes (signed out) takes the person's notifications with it.
  useEffect(() => resetNotifications, []);

  useEffect(() => {
    if (!open) return undefined;
    void useBellList.getState().load(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  if (!offered) return null;
  const close = () => setOpen(false);
  const label = badge === null ? t('notifications.bell') : t('notifications.bellUnread', { unread: badge });

  return (
    <div ref={root} className={styles.bell}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {badge !== null ? (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      <section id={panelId} className={styles.panel} aria-label={t('notifications.title')} hidden={!open}>
        <h2 className={styles.title}>{t('notifications.title')}</h2>
        {open ? <NotificationList list={useBellList} onFollow={close} /> : null}
        <p className={styles.footer}>
          <Link to="/notifications" onClick={close}>
            {t('notifications.seeAll')}
          </Link>
        </p>
      </section>
    </div>
  );
}
