import { Button, ErrorText, SuccessText, validateNewPassword } from '@academy/shared';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEntry } from '../../components/CodeEntry';
import formStyles from '../../components/auth-form.module.css';
import { TextField } from '../../components/TextField';
import type { Clock } from '../../lib/countdown';
import { NAMESPACE } from '../../locales';
import styles from './password-recovery.module.css';
import {
  useRecoveryStore,
  useRequestCode,
  useResendRecoveryCode,
  useSetNewPassword,
  useVerifyRecoveryCode,
} from './recovery-store';

export interface PasswordRecoveryProps {
  /**
   * The final login button: closes the dialog and goes to /
   * (docs/product/accounts-and-sign-in.md#password-recovery).
   */
  onDone: () => void;
  /** The links under the steps: log in, and sign up. */
  links: ReactNode;
  clock?: Clock;
}

/**
 * The three recovery steps by e-mail (docs/product/accounts-and-sign-in.md#password-recovery): receive a
 * code, enter it, set a new password.
 */
export function PasswordRecovery({ onDone, links, clock }: PasswordRecoveryProps) {
  const step = useRecoveryStore((state) => state.step);
  // Opening recovery starts at step 1; leaving it forgets the code and the reset token.
  useEffect(() => {
    useRecoveryStore.getState().reset();
    return () => useRecoveryStore.getState().reset();
  }, []);
  return (
    <div className={styles.recovery}>
      {step === 'email' && <EmailStep />}
      {step === 'code' && <CodeStep clock={clock} />}
      {step === 'password' && <PasswordStep />}
      {step === 'done' && <DoneStep onDone={onDone} />}
      {step !== 'done' && <div className={styles.links}>{links}</div>}
    </div>
  );
}

// The first step gets focus from the dialog that opens it; each later step takes focus itself,
// because the button that led to it is gone.
function EmailStep() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const { pending, error, fieldErrors } = useRequestCode();
  const [email, setEmail] = useState(() => useRecoveryStore.getState().email);
  // Back from the code step ("use another e-mail") rather than just opened.
  const [autoFocus] = useState(() => useRecoveryStore.getState().email !== '');
  const errorId = `${id}-error`;
  const emailErrors = fieldErrors.email ?? [];
  const formError = emailErrors.length > 0 ? null : error;
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (!pending) void useRecoveryStore.getState().requestCode(email);
      }}
    >
      <p className={styles.intro}>{t('recovery.emailStep')}</p>
      <TextField
        label={t('recovery.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoFocus={autoFocus}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errors={emailErrors}
        invalid={Boolean(formError)}
        describedBy={formError ? errorId : null}
      />
      <ErrorText id={errorId} className={formStyles.formError}>
        {formError}
      </ErrorText>
      <Button
        type="submit"
        className={formStyles.submit}
        loading={pending}
        loadingLabel={t('recovery.sending')}
      >
        {t('recovery.receiveCode')}
      </Button>
    </form>
  );
}

function CodeStep({ clock }: { clock?: Clock }) {
  const { t } = useTranslation(NAMESPACE);
  const email = useRecoveryStore((state) => state.email);
  const codeLength = useRecoveryStore((state) => state.codeLength);
  const sent = useRequestCode((state) => state.data);
  const verify = useVerifyRecoveryCode();
  const resend = useResendRecoveryCode();
  return (
    <>
      <p className={styles.intro}>{t('recovery.codeStep', { email })}</p>
      {/* The same answer for every address: it never says whether an account exists. */}
      {sent?.detail && <p className={styles.serverNotice}>{sent.detail}</p>}
      <CodeEntry
        clock={clock}
        length={codeLength}
        countdownLabel={(time) => t('recovery.countdown', { time })}
        requestAgainLabel={t('recovery.requestAgain')}
        submitLabel={t('recovery.recover')}
        submitLoadingLabel={t('verification.loading')}
        submitting={verify.pending}
        requesting={resend.pending}
        error={verify.error ?? resend.error}
        retryAfter={resend.retryAfter}
        sentNotice={resend.data !== null ? t('verification.codeSent') : null}
        autoFocus
        onSubmit={(code) => useRecoveryStore.getState().verifyCode(code)}
        onRequestAgain={() => {
          useVerifyRecoveryCode.getState().reset();
          return useRecoveryStore.getState().resendCode();
        }}
      />
      <button
        type="button"
        className={`${formStyles.textButton} ${styles.changeEmail}`}
        onClick={() => useRecoveryStore.getState().backToEmail()}
      >
        {t('recovery.changeEmail')}
      </button>
    </>
  );
}

function PasswordStep() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const { pending, error, fieldErrors } = useSetNewPassword();
  const [password1, setPassword1] = useState('');
  const [password2, setPassword2] = useState('');
  const [ruleErrors, setRuleErrors] = useState<{ password1: string[]; password2: string[] }>({
    password1: [],
    password2: [],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    useSetNewPassword.getState().reset();
    if (password1 !== '' && password2 !== '') {
      // The password rules (docs/product/constants.md#password-rules) under the input they concern, before
      // anything is sent.
      const problems = validateNewPassword(password1, password2);
      const mismatch = problems.includes('validation.passwordsDoNotMatch');
      const next = {
        password1: problems
          .filter((key) => key !== 'validation.passwordsDoNotMatch')
          .map((key) => t(`common:${key}`)),
        password2: mismatch ? [t('common:validation.passwordsDoNotMatch')] : [],
      };
      setRuleErrors(next);
      if (problems.length > 0) return;
    } else {
      setRuleErrors({ password1: [], password2: [] });
    }
    void useRecoveryStore.getState().setNewPassword(password1, password2);
  };

  const tokenError = fieldErrors.reset_token ?? [];
  const own1 = [...ruleErrors.password1, ...(fieldErrors.new_password1 ?? [])];
  const own2 = [...ruleErrors.password2, ...(fieldErrors.new_password2 ?? [])];
  const formError =
    tokenError.length > 0
      ? tokenError.join(' ')
      : (fieldErrors.new_password1 ?? fieldErrors.new_password2)
        ? null
        : error;
  const errorId = `${id}-error`;
  const empty = formError !== null && error !== null && password1 === '' ? errorId : null;
  return (
    <form className={formStyles.form} noValidate onSubmit={submit}>
      <p className={styles.intro}>{t('recovery.passwordStep')}</p>
      <TextField
        label={t('recovery.newPassword')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        autoFocus
        value={password1}
        onChange={(event) => setPassword1(event.target.value)}
        errors={own1}
        hint={t('signup.passwordHint')}
        describedBy={empty}
      />
      <TextField
        label={t('recovery.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={password2}
        onChange={(event) => setPassword2(event.target.value)}
        errors={own2}
        describedBy={formError && password2 === '' ? errorId : null}
      />
      <ErrorText id={errorId} className={formStyles.formError}>
        {formError}
      </ErrorText>
      {tokenError.length > 0 ? (
        <Button className={formStyles.submit} onClick={() => useRecoveryStore.getState().reset()}>
          {t('recovery.startAgain')}
        </Button>
      ) : (
        <Button
          type="submit"
          className={formStyles.submit}
          loading={pending}
          loadingLabel={t('recovery.sending')}
        >
          {t('recovery.save')}
        </Button>
      )}
    </form>
  );
}

function DoneStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.done}>
      <SuccessText className={styles.doneText}>{t('recovery.success')}</SuccessText>
      <Button
        autoFocus
        className={formStyles.submit}
        onClick={() => {
          useRecoveryStore.getState().logIn();
          onDone();
        }}
      >
        {t('recovery.login')}
      </Button>
    </div>
  );
}
