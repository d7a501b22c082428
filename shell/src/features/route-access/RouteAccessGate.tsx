import { Button, useCurrentUser, useSessionStore, useTokenStore } from '@academy/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { RouteAccess } from '../../app/routes';
import { TakeOver } from '../../../../first-screen/browser/take-over';
import styles from './route-access.module.css';

/**
 * A route whose routes.json says who may open it (docs/decisions/0800). The check runs in the shell,
 * before the screen's code is fetched, so a visitor or a student never downloads a staff area's code:
 * signed out, the visitor is sent to sign in and back (docs/decisions/0500); signed in without the
 * role, the page says so. The API checks the role again on every call.
 */
export function RouteAccessGate({ access, children }: { access?: RouteAccess; children: ReactNode }) {
  if (access === undefined) return children;
  return <InstructorOnly>{children}</InstructorOnly>;
}

function InstructorOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const token = useTokenStore((state) => state.token);
  const user = useCurrentUser();
  const profileStatus = useSessionStore((state) => state.profileStatus);
  const location = useLocation();

  if (token === null) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/signin?next=${encodeURIComponent(next)}`} replace />;
  }
  if (user === null) {
    if (profileStatus === 'error')
      return (
        <section className={styles.page}>
          <p role="alert">{t('access.profileError')}</p>
          <Button variant="secondary" onClick={() => void useSessionStore.getState().fetchProfile()}>
            {t('remote.retry')}
          </Button>
          <TakeOver />
        </section>
      );
    return (
      <p role="status" className={styles.page}>
        {t('remote.loading')}
      </p>
    );
  }
  if (user.role !== 'instructor')
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('access.instructorsOnlyTitle')}</h1>
        <p className={styles.description}>{t('access.instructorsOnlyText')}</p>
        <Link to="/" className={styles.link}>
          {t('notFound.backHome')}
        </Link>
        {/* The page is this answer: it replaces the prerendered frame, as a screen would (decision 0013). */}
        <TakeOver />
      </section>
    );
  return children;
}
