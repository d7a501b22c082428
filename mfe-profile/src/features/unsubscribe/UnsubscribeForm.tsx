import { Button, ErrorText, Spinner } from '@academy/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PREFERENCES_HASH } from '../../lib/profile-links';
import { NAMESPACE } from '../../locales';
import { useUnsubscribe } from './unsubscribe-store';
import styles from './unsubscribe.module.css';

/**
 * A mail's unsubscribe link, for anyone who holds it (no session): asks "Stop e-mails about …?"
 * before it does, says the mails stopped and the notices stay in the site; a link that does not
 * verify (the API's 404) says it is not valid.
 */
export function UnsubscribeForm({ token }: { token: string }) {
  const { t } = useTranslation(NAMESPACE);
  const step = useUnsubscribe((state) => state.step);

  useEffect(() => {
    void useUnsubscribe.getState().open(token);
  }, [token]);

  const preferences = (
    <p>
      <Link to={`/profile${PREFERENCES_HASH}`}>{t('unsubscribe.preferences')}</Link>
    </p>
  );

  switch (step.name) {
    case 'loading':
      return <Spinner />;
    case 'invalid':
      return (
        <div role="alert" className={styles.box}>
          <p className={styles.lead}>{t('unsubscribe.invalid')}</p>
          <p>{t('unsubscribe.invalidHint')}</p>
          {preferences}
        </div>
      );
    case 'error':
      return (
        <div role="alert" className={styles.box}>
          <p>
            {t('unsubscribe.loadError')} {step.error}
          </p>
          <Button variant="secondary" onClick={() => void useUnsubscribe.getState().open(token)}>
            {t('unsubscribe.retry')}
          </Button>
        </div>
      );
    case 'done':
      return (
        <div role="status" className={styles.box}>
          <p className={styles.lead}>{t('unsubscribe.done', { label: step.answer.label })}</p>
          <p>{t('unsubscribe.stillInSite')}</p>
          {preferences}
        </div>
      );
    case 'ready':
      return (
        <div className={styles.box}>
          <p className={styles.lead}>{t('unsubscribe.question', { label: step.target.label })}</p>
          <p>{t('unsubscribe.explain')}</p>
          <div>
            <Button loading={step.pending} onClick={() => void useUnsubscribe.getState().confirm()}>
              {t('unsubscribe.confirm')}
            </Button>
          </div>
          <ErrorText>{step.error}</ErrorText>
        </div>
      );
  }
}
