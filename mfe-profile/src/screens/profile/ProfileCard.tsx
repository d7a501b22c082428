import type { User } from '@academy/shared';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import { ProfilePhoto } from '../../components/ProfilePhoto';
import styles from './profile-card.module.css';

export type PanelName = 'personal' | 'security';

export interface ProfileCardProps {
  /** Null while the student's profile is on its way: the card keeps its shape, with the default photo. */
  user: User | null;
  activePanel: PanelName;
  onOpenPanel: (panel: PanelName) => void;
  onEditName: () => void;
  onLogOut: () => void;
  onDeleteAccount: () => void;
  /** The card's buttons, so focus can come back to the one that opened a panel. */
  buttonRefs?: { personal: Ref<HTMLButtonElement>; security: Ref<HTMLButtonElement> };
}

/**
 * The left card (docs/product/profile.md#card): photo, full name with Edit, e-mail, and the four actions.
 * Until the student's profile arrives it shows the default photo and keeps the lines of name and e-mail, so
 * that nothing moves when they fill in; what needs the profile (the panels, Edit) waits for it.
 */
export function ProfileCard({
  user,
  activePanel,
  onOpenPanel,
  onEditName,
  onLogOut,
  onDeleteAccount,
  buttonRefs,
}: ProfileCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const loading = user === null;
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return (
    <aside className={styles.card} aria-label={t('card.label')} aria-busy={loading || undefined}>
      <ProfilePhoto user={user} className={styles.photo} />
      {/* Unseen until the name arrives: a name of another length would move the Edit button. */}
      <div className={loading ? `${styles.nameRow} ${styles.pending}` : styles.nameRow}>
        <p className={styles.name}>{loading ? NO_TEXT_YET : fullName || t('card.noName')}</p>
        <button
          type="button"
          className={styles.edit}
          onClick={onEditName}
          aria-label={t('card.editName')}
          disabled={loading}
        >
          {t('card.edit')}
        </button>
      </div>
      <p className={styles.email}>{user?.email ?? NO_TEXT_YET}</p>
      <nav className={styles.actions} aria-label={t('card.actions')}>
        <button
          type="button"
          ref={buttonRefs?.personal}
          className={styles.action}
          aria-current={activePanel === 'personal' ? 'true' : undefined}
          onClick={() => onOpenPanel('personal')}
          disabled={loading}
        >
          {t('card.personalData')}
        </button>
        <button
          type="button"
          ref={buttonRefs?.security}
          className={styles.action}
          aria-current={activePanel === 'security' ? 'true' : undefined}
          onClick={() => onOpenPanel('security')}
          disabled={loading}
        >
          {t('card.accountSecurity')}
        </button>
        <button type="button" className={styles.action} onClick={onLogOut}>
          {t('card.logout')}
        </button>
        <button type="button" className={`${styles.action} ${styles.danger}`} onClick={onDeleteAccount}>
          {t('card.deleteAccount')}
        </button>
      </nav>
    </aside>
  );
}

/** Holds a line's height while its text is on its way (a no-break space). */
const NO_TEXT_YET = '\u00a0';
