import {
  Button,
  PageHeading,
  Spinner,
  useCurrentUser,
  useSessionStore,
  useTokenStore,
} from '@academy/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AccountSecurityPanel } from '../../features/account-security/AccountSecurityPanel';
import { DeleteAccountDialog } from '../../features/account-security/DeleteAccountDialog';
import { PersonalDataPanel } from '../../features/personal-data/PersonalDataPanel';
import { PaymentSection } from '../../features/purchases/PaymentSection';
import { CertificatesSection } from '../../features/certificates/CertificatesSection';
import { NotificationPreferencesSection } from '../../features/notification-preferences/NotificationPreferencesSection';
import { CalendarFeedSection } from '../../features/calendar-feed/CalendarFeedSection';
import { PREFERENCES_HASH } from '../../lib/profile-links';
import { NAMESPACE } from '../../locales';
import { ErrorBox } from './ErrorBox';
import { PanelFrame } from './PanelFrame';
import { ProfileCard, type PanelName } from './ProfileCard';
import { resetProfileActions } from './reset-profile-actions';
import styles from './profile-page.module.css';

/** Where sign-in sends the student back to (the auth area reads `next`, docs/decisions/0602). */
export function signInPath(from: string): string {
  return `/signin?next=${encodeURIComponent(from)}`;
}

/**
 * The profile screen (docs/product/profile.md): the left card and one panel beside it (full-screen
 * below 768 px). Without a token it redirects to /signin, which comes back here after sign-in.
 */
export default function ProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const token = useTokenStore((state) => state.token);
  const user = useCurrentUser();
  const profileStatus = useSessionStore((state) => state.profileStatus);
  const profileError = useSessionStore((state) => state.profileError);
  const location = useLocation();
  const navigate = useNavigate();
  const [panel, setPanel] = useState<PanelName>('personal');
  // A link to the notification preferences (/profile#notification-preferences) opens their panel.
  const [openOnPhone, setOpenOnPhone] = useState(location.hash === PREFERENCES_HASH);
  const [editingNames, setEditingNames] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const personalButton = useRef<HTMLButtonElement>(null);
  const securityButton = useRef<HTMLButtonElement>(null);
  const leaving = useRef(false);

  if (token === null) {
    // Logging out or deleting the account navigates on its own; only a visit without a token is sent to sign in.
    if (leaving.current) return null;
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  }

  if (user === null && profileStatus === 'error') {
    return (
      <div className={styles.page}>
        <PageHeading>{t('title')}</PageHeading>
        <div className={styles.state}>
          <ErrorBox messages={[profileError ?? '']} />
          <Button variant="secondary" onClick={() => void useSessionStore.getState().fetchProfile()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  }

  const openPanel = (name: PanelName) => {
    setPanel(name);
    setOpenOnPhone(true);
  };

  const back = () => {
    setOpenOnPhone(false);
    (panel === 'personal' ? personalButton : securityButton).current?.focus();
  };

  const logOut = () => {
    leaving.current = true;
    resetProfileActions();
    useSessionStore.getState().signOut();
    navigate('/signin', { replace: true });
  };

  const deleted = () => {
    setDeleting(false);
    resetProfileActions();
    navigate('/', { replace: true });
  };

  return (
    <div className={styles.page}>
      <PageHeading>{t('title')}</PageHeading>
      <div className={styles.layout}>
        <ProfileCard
          user={user}
          activePanel={panel}
          buttonRefs={{ personal: personalButton, security: securityButton }}
          onOpenPanel={openPanel}
          onEditName={() => {
            openPanel('personal');
            setEditingNames(true);
          }}
          onLogOut={logOut}
          onDeleteAccount={() => setDeleting(true)}
        />
        <PanelFrame
          title={panel === 'personal' ? t('personal.title') : t('security.title')}
          openOnPhone={openOnPhone}
          onBack={back}
        >
          {user === null ? (
            // The profile is on its way: the card shows its shape (and is what a phone shows), the panel waits.
            <Spinner label={t('loading')} />
          ) : panel === 'personal' ? (
            <PersonalDataPanel user={user} editingNames={editingNames} onEditingNamesChange={setEditingNames}>
              <PaymentSection />
              <CertificatesSection />
              <NotificationPreferencesSection />
              <CalendarFeedSection />
            </PersonalDataPanel>
          ) : (
            <AccountSecurityPanel user={user} />
          )}
        </PanelFrame>
      </div>
      <DeleteAccountDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleting={(started) => (leaving.current = started)}
        onDeleted={deleted}
      />
    </div>
  );
}
