import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText, Spinner, formatDate, useLanguage } from '@academy/shared';
import { NAMESPACE } from '../../locales';
import { usePublicCertificate } from './certificate-store';
import styles from './certificate-verification.module.css';

/**
 * What anyone holding a certificate's number (its QR code) may learn: whose it is, of which course,
 * issued when, and whether it is valid or revoked; nothing more. An unknown number says so.
 */
export function CertificateVerification({ number }: { number: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, status, error, args } = usePublicCertificate();
  const current = args?.[0] === number;

  useEffect(() => {
    void usePublicCertificate.getState().load(number);
  }, [number]);

  if (!current || status === 'loading' || status === 'idle') return <Spinner />;
  if (status === 'error') return <ErrorText>{error}</ErrorText>;
  if (data === null)
    return (
      <p className={styles.unknown} role="status">
        {t('certificate.unknown', { number })}
      </p>
    );
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('certificate.number')}</dt>
        <dd>{number}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('certificate.name')}</dt>
        <dd>{data.student_name}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('certificate.course')}</dt>
        <dd>{data.course_title}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('certificate.issued')}</dt>
        <dd>{formatDate(data.issued_on, language)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('certificate.status')}</dt>
        <dd className={data.status === 'valid' ? styles.valid : styles.revoked}>
          {data.status === 'valid' ? t('certificate.valid') : t('certificate.revoked')}
        </dd>
      </div>
    </dl>
  );
}
