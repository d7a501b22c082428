import { ErrorText, VisuallyHidden } from '@academy/shared';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import styles from './social-sign-in.module.css';
import { socialStartUrl, useSocialProviders, type SocialFailure } from './social-store';

export interface SocialSignInProps {
  /** The site path the provider's round trip comes back to (the sign-in screen, with ?next=), on this origin. */
  returnTo: string;
  /** Why the last round trip failed (oidc_error), shown under the buttons. */
  failure?: SocialFailure | null;
  /** Leaves the site for the provider; window.location.assign outside tests. */
  go?: (url: string) => void;
}

/** "or sign in with" and one button per configured provider; nothing at all when none is configured. */
export function SocialSignIn({
  returnTo,
  failure = null,
  go = (url) => window.location.assign(url),
}: SocialSignInProps) {
  const { t } = useTranslation(NAMESPACE);
  const providers = useSocialProviders((state) => state.data) ?? [];
  const titleId = useId();

  useEffect(() => {
    void useSocialProviders.getState().load();
  }, []);

  if (providers.length === 0) return null;
  return (
    <section className={styles.social} aria-labelledby={titleId}>
      <p id={titleId} className={styles.separator}>
        <span>{t('social.orSignInWith')}</span>
      </p>
      <ul className={styles.providers}>
        {providers.map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              className={styles.provider}
              onClick={() => go(socialStartUrl(provider.id, new URL(returnTo, window.location.origin).href))}
            >
              <span className={styles.initial} aria-hidden="true">
                {provider.label.charAt(0).toUpperCase()}
              </span>
              {/* Seen: the provider's name under "or sign in with"; heard: the whole action. */}
              <span aria-hidden="true">{provider.label}</span>
              <VisuallyHidden>{t('social.button', { provider: provider.label })}</VisuallyHidden>
            </button>
          </li>
        ))}
      </ul>
      <ErrorText className={styles.error}>{failure ? t(`social.errors.${failure}`) : null}</ErrorText>
    </section>
  );
}
