import { useIsSignedIn } from '@academy/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { VerificationModal } from '../../features/email-verification/VerificationModal';
import { SignUpForm } from '../../features/sign-up/SignUpForm';
import { SocialSignIn } from '../../features/social-sign-in/SocialSignIn';
import { useReturnPath } from '../../lib/return-path';
import { NAMESPACE } from '../../locales';
import styles from './sign-up-page.module.css';

/**
 * /signup (docs/product/accounts-and-sign-in.md#sign-up): the form, then the verification modal for the
 * address; social sign-in.
 */
export default function SignUpPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const back = useReturnPath();
  const signedIn = useIsSignedIn();
  // The address the code went to and the password sent with it; closing the modal forgets both.
  const [registered, setRegistered] = useState<{ email: string; password: string } | null>(null);

  // Signed in with no code to enter: on to the page that sent the student, or "/"
  // (docs/product/accounts-and-sign-in.md#return-path).
  if (signedIn && registered === null) return <Navigate to={back.to} replace />;

  return (
    <AuthCard
      title={t('signup.title')}
      footer={
        <p className={styles.switch}>
          {t('signup.haveAccount')} <Link to={`/signin${back.query}`}>{t('signup.signinLink')}</Link>
        </p>
      }
      end={<SocialSignIn returnTo={`/signin${back.query}`} />}
    >
      <SignUpForm onRegistered={(email, password) => setRegistered({ email, password })} />
      <VerificationModal
        open={registered !== null}
        email={registered?.email ?? ''}
        password={registered?.password}
        reason="sign-up"
        onClose={() => setRegistered(null)}
        doneLabel={back.requested ? t('verification.continue') : t('verification.goToMain')}
        onDone={() => navigate(back.to, { replace: true })}
      />
    </AuthCard>
  );
}
