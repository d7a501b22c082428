import { Spinner, ErrorText, useIsSignedIn } from '@academy/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { VerificationModal } from '../../features/email-verification/VerificationModal';
import { PasswordRecoveryDialog } from '../../features/password-recovery/PasswordRecoveryDialog';
import { SignInForm } from '../../features/sign-in/SignInForm';
import { SocialSignIn } from '../../features/social-sign-in/SocialSignIn';
import { useSocialSignInResult } from '../../features/social-sign-in/use-social-sign-in-result';
import { useReturnPath } from '../../lib/return-path';
import { NAMESPACE } from '../../locales';
import styles from './sign-in-page.module.css';

/**
 * /signin (docs/product/accounts-and-sign-in.md#sign-in): the form, the forgot-password dialog, the
 * verification modal for an unverified account, social sign-in.
 */
export default function SignInPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const back = useReturnPath();
  const signedIn = useIsSignedIn();
  const social = useSocialSignInResult();
  // The unverified address and the password the server accepted for it; closing the modal forgets both.
  const [unverified, setUnverified] = useState<{ email: string; password: string } | null>(null);
  const [recoveryOpen, setRecoveryOpen] = useState(false);

  // Signed in (an auth or form token, docs/product/accounts-and-sign-in.md#signed-in): on to the page that
  // sent the student, or "/".
  if (signedIn && unverified === null) return <Navigate to={back.to} replace />;

  return (
    <AuthCard
      title={t('signin.title')}
      footer={
        <p className={styles.switch}>
          {t('signin.noAccount')} <Link to={`/signup${back.query}`}>{t('signin.signupLink')}</Link>
        </p>
      }
      end={
        social.finishing ? null : <SocialSignIn returnTo={`/signin${back.query}`} failure={social.failure} />
      }
    >
      {social.finishing ? (
        <div className={styles.finishing} role="status">
          <Spinner />
          <span>{t('social.finishing')}</span>
        </div>
      ) : (
        <>
          <SignInForm
            forgotHref="/forgot"
            onForgotPassword={() => setRecoveryOpen(true)}
            onUnverified={(email, password) => setUnverified({ email, password })}
          />
          <ErrorText>{social.error}</ErrorText>
        </>
      )}
      <VerificationModal
        open={unverified !== null}
        email={unverified?.email ?? ''}
        password={unverified?.password}
        reason="sign-in"
        onClose={() => setUnverified(null)}
        doneLabel={back.requested ? t('verification.continue') : t('verification.goToMain')}
        onDone={() => navigate(back.to, { replace: true })}
      />
      <PasswordRecoveryDialog
        open={recoveryOpen}
        onClose={() => setRecoveryOpen(false)}
        onDone={() => {
          setRecoveryOpen(false);
          navigate('/');
        }}
        links={
          <>
            <button type="button" className={styles.linkButton} onClick={() => setRecoveryOpen(false)}>
              {t('recovery.login')}
            </button>
            <span>
              {t('recovery.noAccount')} <Link to={`/signup${back.query}`}>{t('recovery.signupLink')}</Link>
            </span>
          </>
        }
      />
    </AuthCard>
  );
}
