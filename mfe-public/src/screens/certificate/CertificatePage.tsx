import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CertificateVerification } from '../../features/certificate-verification/CertificateVerification';
import { NAMESPACE } from '../../locales';
import styles from './certificate-page.module.css';

/** A certificate's public verification page (/certificates/{number}): the page its QR code opens. */
export default function CertificatePage() {
  const { t } = useTranslation(NAMESPACE);
  const number = useParams().number ?? '';
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('certificate.title')}</h1>
      <CertificateVerification number={number} />
    </div>
  );
}
