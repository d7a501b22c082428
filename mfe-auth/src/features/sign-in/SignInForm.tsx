import { Button, currentLanguage, ErrorText } from '@academy/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../../components/auth-form.module.css';
import { TextField } from '../../components/TextField';
import { NAMESPACE } from '../../locales';
import { signIn, useSignIn, useSignInForm } from './sign-in-store';
import { validateSignIn } from './validate-sign-in';

export interface SignInFormProps {
  /**
   * The account exists but its e-mail is not verified: the server has mailed a code (or one is still
   * valid). The password, which the server accepted, goes with the code.
   */
  onUnverified: (email: string, password: string) => void;
  /** The forgot-password link opens the recovery dialog instead of leaving the page. */
  onForgotPassword: () => void;
  /** Where the forgot link leads when opened in a new tab. */
  forgotHref: string;
}

function clockTime(secondsFromNow: number): string {
  return new Date(Date.now() + secondsFromNow * 1000).toLocaleTimeString(currentLanguage(), {
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * The sign-in form (docs/product/accounts-and-sign-in.md#sign-in); success stores the tokens (the page then
 * sends the student on).
 */
export function SignInForm({ onUnverified, onForgotPassword, forgotHref }: SignInFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const { email, password, setCredentials } = useSignInForm();
  const { pending, error, errorCode, retryAfter } = useSignIn();
  const [missing, setMissing] = useState<ReadonlySet<'email' | 'password'>>(new Set());

  useEffect(() => () => useSignIn.getState().reset(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problem = validateSignIn({ email, password });
    if (problem) {
      setMissing(
        new Set(
          (['email', 'password'] as const).filter(
            (field) => (field === 'email' ? email.trim() : password) === '',
          ),
        ),
      );
      useSignIn.getState().fail(t(`common:${problem}`));
      return;
    }
    setMissing(new Set());
    const ok = await signIn({ email: email.trim(), password });
    if (!ok && useSignIn.getState().errorCode === 'email_not_verified') onUnverified(email.trim(), password);
  };

  const errorId = `${id}-error`;
  const throttled = retryAfter !== null && errorCode !== 'email_not_verified';
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('signin.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setCredentials({ email: event.target.value })}
        invalid={missing.has('email') || Boolean(error && !throttled)}
        describedBy={error ? errorId : null}
      />
      <TextField
        label={t('signin.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setCredentials({ password: event.target.value })}
        invalid={missing.has('password') || Boolean(error && !throttled)}
        describedBy={error ? errorId : null}
      />
      <div className={styles.row}>
        <Link
          to={forgotHref}
          className={styles.textButton}
          onClick={(event) => {
            event.preventDefault();
            onForgotPassword();
          }}
        >
          {t('signin.forgot')}
        </Link>
      </div>
      <Button type="submit" className={styles.submit} loading={pending} loadingLabel={t('signin.loading')}>
        {t('signin.submit')}
      </Button>
      <ErrorText id={errorId} className={styles.formError}>
        {error && throttled ? `${error} ${t('signin.tryAgainAt', { time: clockTime(retryAfter) })}` : error}
      </ErrorText>
    </form>
  );
}
