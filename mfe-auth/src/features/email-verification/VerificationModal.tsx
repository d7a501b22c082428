import { Button, Modal, SuccessText } from '@academy/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEntry } from '../../components/CodeEntry';
import type { Clock } from '../../lib/countdown';
import { NAMESPACE } from '../../locales';
import styles from './verification-modal.module.css';
import { resetVerification, useResendCode, useVerifyEmail } from './verification-store';

export interface VerificationModalProps {
  open: boolean;
  email: string;
  /**
   * The password the student typed on the screen that opened the modal; it goes with the code, so the
   * account takes it even when someone else's later registration caused the newest code (decision 0103).
   */
  password?: string;
  /** Sign-up mails the code; sign-in of an unverified account asks for the code the server mailed. */
  reason: 'sign-up' | 'sign-in';
  onClose: () => void;
  /** The button of the success state: "Go to main page", or "Continue" to the page that sent the student. */
  doneLabel: string;
  onDone: () => void;
  clock?: Clock;
}

/**
 * The verification modal (docs/product/accounts-and-sign-in.md#verification-modal): four boxes, the 119 s
 * countdown, request again, then the success state.
 */
export function VerificationModal({ open, onClose, ...props }: VerificationModalProps) {
  const { t } = useTranslation(NAMESPACE);
  // Each opening starts clean: no old error, no old success.
  useEffect(() => {
    if (open) resetVerification();
  }, [open]);
  return (
    <Modal open={open} onClose={onClose} title={t('verification.title')} closeOnOverlay={false}>
      <VerificationContent {...props} />
    </Modal>
  );
}

function VerificationContent({
  email,
  password,
  reason,
  doneLabel,
  onDone,
  clock,
}: Omit<VerificationModalProps, 'open' | 'onClose'>) {
  const { t } = useTranslation(NAMESPACE);
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const verified = verify.data !== null;

  if (verified) {
    return (
      <div className={styles.success}>
        <SuccessText className={styles.successText}>{t('verification.success')}</SuccessText>
        {/* The confirm button is gone: focus goes to the way on. */}
        <Button autoFocus className={styles.done} onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    );
  }

  return (
    <>
      <p className={styles.instructions}>
        {reason === 'sign-up'
          ? t('verification.instructions', { email })
          : t('verification.fromSignIn', { email })}
      </p>
      <CodeEntry
        clock={clock}
        countdownLabel={(time) => t('verification.countdown', { time })}
        requestAgainLabel={t('verification.requestAgain')}
        submitLabel={t('verification.submit')}
        submitLoadingLabel={t('verification.loading')}
        submitting={verify.pending}
        requesting={resend.pending}
        error={verify.error ?? resend.error}
        retryAfter={resend.retryAfter}
        sentNotice={resend.data !== null ? t('verification.codeSent') : null}
        onSubmit={(code) => useVerifyEmail.getState().run(email, code, password)}
        onRequestAgain={() => {
          useVerifyEmail.getState().reset();
          return useResendCode.getState().run(email);
        }}
      />
    </>
  );
}
