import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { PasswordRecovery } from '../../features/password-recovery/PasswordRecovery';
import { NAMESPACE } from '../../locales';
import styles from './password-recovery-page.module.css';

/**
 * /forgot and /forget: the recovery steps as a page (both spellings are in use:
 * docs/product/screens-and-routes.md#route-table).
 */
export default function PasswordRecoveryPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  return (
    <AuthCard title={t('recovery.title')}>
      <PasswordRecovery
        onDone={() => navigate('/')}
        links={
          <>
            <Link to="/signin" className={styles.link}>
              {t('recovery.login')}
            </Link>
            <span>
              {t('recovery.noAccount')} <Link to="/signup">{t('recovery.signupLink')}</Link>
            </span>
          </>
        }
      />
    </AuthCard>
  );
}
