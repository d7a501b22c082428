import type { User } from '@academy/shared';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../locales';
import { ProfilePhoto } from './ProfilePhoto';
import styles from './profile-card.module.css';

export type PanelName = 'personal' | 'security';

export interface ProfileCardProps {
  user: User;
  activePanel: PanelName;
  onOpenPanel: (panel: PanelName) => void;
  onEditName: () => void;
  onLogOut: () => void;
  onDeleteAccount: () => void;
  /** The card's buttons, so focus can come back to the one that opened a panel. */
  buttonRefs?: { personal: Ref<HTMLButtonElement>; security: Ref<HTMLButtonElement> };
}

/** SPEC 2 left card: photo, full name with Edit, e-mail, and the four actions. */
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
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return (
    <aside className={styles.card} aria-label={t('card.label')}>
      <ProfilePhoto user={user} className={styles.photo} />
      <div className={styles.nameRow}>
        <p className={styles.name}>{fullName || t('card.noName')}</p>
        <button type="button" className={styles.edit} onClick={onEditName} aria-label={t('card.editName')}>
          {t('card.edit')}
        </button>
      </div>
      <p className={styles.email}>{user.email}</p>
      <nav className={styles.actions} aria-label={t('card.actions')}>
        <button
          type="button"
          ref={buttonRefs?.personal}
          className={styles.action}
          aria-current={activePanel === 'personal' ? 'true' : undefined}
          onClick={() => onOpenPanel('personal')}
        >
          {t('card.personalData')}
        </button>
        <button
          type="button"
          ref={buttonRefs?.security}
          className={styles.action}
          aria-current={activePanel === 'security' ? 'true' : undefined}
          onClick={() => onOpenPanel('security')}
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
