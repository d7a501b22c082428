import { Button, ErrorText, errorMessage, PageHeading, postLogin, useTokenStore } from '@academy/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import ProfilePage from '../../screens/profile/ProfilePage';
import { NAMESPACE } from '../../locales';
import styles from './standalone-sign-in.module.css';

/**
 * The profile in the standalone frame (docs/decisions/0602). The frame has no sign-in screen of
 * its own (that is mfe_auth's), so a signed-out developer signs in right here; signed in, it is
 * the same ProfilePage the shell shows.
 */
export default function StandaloneProfile() {
  const token = useTokenStore((state) => state.token);
  return token === null ? <StandaloneSignIn /> : <ProfilePage />;
}

function StandaloneSignIn() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const tokens = await postLogin({ email: email.trim(), password });
      useTokenStore.getState().setTokens(tokens.access, tokens.refresh);
    } catch (failure) {
      setError(errorMessage(failure, 'authorization'));
      setPending(false);
    }
  };

  return (
    <>
      <PageHeading>{t('standalone.title')}</PageHeading>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.note}>{t('standalone.note')}</p>
        <label className={styles.field} htmlFor={`${id}-email`}>
          <span>{t('security.email')}</span>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label className={styles.field} htmlFor={`${id}-password`}>
          <span>{t('standalone.password')}</span>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <ErrorText>{error}</ErrorText>
        <Button type="submit" loading={pending}>
          {t('standalone.signIn')}
        </Button>
      </form>
    </>
  );
}
