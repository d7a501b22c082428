import { useId, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Through the package name, never relatively: the token store and the session must be the federation
// singletons the remote's screens read, not a second copy bundled with this entry.
import {
  Button,
  ErrorText,
  errorMessage,
  PageHeading,
  postLogin,
  useCurrentUser,
  useSessionStore,
  useTokenStore,
} from '@academy/shared';
import type { StandaloneRoute } from './StandaloneApp';
import type { RouteAccess } from './route-declarations';
import styles from './standalone-sign-in.module.css';

/** The remote's own words above the form: keys with their namespace (e.g. `profile:standalone.title`). */
export interface StandaloneSignInTexts {
  titleKey: string;
  noteKey: string;
}

/**
 * A remote's standalone frame has no sign-in screen (that is mfe_auth's, and a remote never imports
 * another), so a signed-out developer signs in right on the screen's path (docs/decisions/0602):
 * e-mail and password through the kernel's `postLogin`, the tokens into the kernel's token store, and
 * the screen renders in place. The path stays, so the frame's link stays current.
 */
export function StandaloneSignIn({ titleKey, noteKey }: StandaloneSignInTexts) {
  const { t } = useTranslation('common');
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
      <PageHeading>{t(titleKey)}</PageHeading>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.note}>{t(noteKey)}</p>
        <label className={styles.field} htmlFor={`${id}-email`}>
          <span>{t('form.email')}</span>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label className={styles.field} htmlFor={`${id}-password`}>
          <span>{t('form.password')}</span>
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

/**
 * What the shell's route gate does (shell/src/features/route-access, decision 0800), for the frame:
 * the profile is read, and an account without the role is told so, with a way to sign out and in
 * as someone else. The API checks the role again on every call.
 */
function RoleCheck({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const profileStatus = useSessionStore((state) => state.profileStatus);

  if (user === null) {
    if (profileStatus === 'error')
      return (
        <section className={styles.page}>
          <p role="alert">{t('standalone.profileError')}</p>
          <Button variant="secondary" onClick={() => void useSessionStore.getState().fetchProfile()}>
            {t('button.retry')}
          </Button>
        </section>
      );
    return (
      <p role="status" className={styles.page}>
        {t('status.loading')}
      </p>
    );
  }
  if (user.role !== access)
    return (
      <section className={styles.page}>
        <h1>{t(`standalone.${access}sOnlyTitle`)}</h1>
        <p>{t(`standalone.${access}sOnlyText`)}</p>
        <Button variant="secondary" onClick={() => useSessionStore.getState().signOut()}>
          {t('standalone.signOut')}
        </Button>
      </section>
    );
  return children;
}

/** The route's screen once signed in (and, for a route with `access`, once the role is checked). */
function SignedIn({
  route,
  texts,
}: {
  route: Pick<StandaloneRoute, 'Component' | 'access'>;
  texts: StandaloneSignInTexts;
}) {
  const token = useTokenStore((state) => state.token);
  const { Component, access } = route;
  if (token === null) return <StandaloneSignIn {...texts} />;
  if (access === undefined) return <Component />;
  return (
    <RoleCheck access={access}>
      <Component />
    </RoleCheck>
  );
}

/**
 * The route with the sign-in form in front of its screen, for a remote whose screens need an account
 * (the profile, the teaching area). A route whose declaration says `access` also checks the role.
 */
export function signInFirst(route: StandaloneRoute, texts: StandaloneSignInTexts): StandaloneRoute {
  const Gated: ComponentType = () => <SignedIn route={route} texts={texts} />;
  Gated.displayName = `SignInFirst(${route.path})`;
  return { ...route, Component: Gated };
}
