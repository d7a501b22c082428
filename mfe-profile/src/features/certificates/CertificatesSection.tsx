import {
  Button,
  ErrorText,
  Spinner,
  errorMessage,
  formatDate,
  getCertificatePdf,
  saveFile,
  useLanguage,
  useOffered,
  type Certificate,
} from '@academy/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import panelSection from '../../components/panel-section.module.css';
import records from '../../components/record-list.module.css';
import { NAMESPACE } from '../../locales';
import { useCertificates } from './certificates-store';
import styles from './certificates.module.css';

/** The academy's calendar (UTC+5), which the certificate's printed date follows (decision 0703). */
const ACADEMY_TIME_ZONE = 'Etc/GMT-5';

/**
 * The student's certificates (issue 29: "downloaded from the course page and the profile"): the
 * course, the number, the day of issue, the PDF and the public verification page. A backend without
 * certificates shows no section (decision 0209).
 */
export function CertificatesSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const certificates = useCertificates((state) => state.data);
  const status = useCertificates((state) => state.status);
  const error = useCertificates((state) => state.error);
  const offered = useOffered('completion');
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  useEffect(() => {
    void useCertificates.getState().load();
  }, []);

  if (!offered) return null;

  const download = async (certificate: Certificate) => {
    setDownloading(certificate.number);
    setDownloadError(null);
    try {
      saveFile(await getCertificatePdf(certificate.course), `certificate-${certificate.number}.pdf`);
    } catch (failure) {
      setDownloadError(errorMessage(failure, 'certificate'));
    } finally {
      setDownloading(null);
    }
  };

  let content;
  if (status === 'error' && !certificates) {
    content = (
      <div role="alert" className={records.problem}>
        <p className={records.muted}>
          {t('certificates.loadError')} {error}
        </p>
        <Button variant="secondary" onClick={() => void useCertificates.getState().reload()}>
          {t('certificates.retry')}
        </Button>
      </div>
    );
  } else if (!certificates) {
    content = <Spinner />;
  } else if (certificates.length === 0) {
    content = <p className={records.muted}>{t('certificates.none')}</p>;
  } else {
    content = (
      <ul className={records.list} aria-labelledby={`${id}-title`}>
        {certificates.map((certificate) => (
          <li key={certificate.number} className={records.item}>
            <p className={records.title}>{certificate.course_title}</p>
            <p className={styles.facts}>
              <span>{t('certificates.number', { number: certificate.number })}</span>
              <span>
                {t('certificates.issued', {
                  date: formatDate(certificate.issued_at, language, { timeZone: ACADEMY_TIME_ZONE }),
                })}
              </span>
              {certificate.status === 'revoked' ? (
                <strong className={styles.revoked}>{t('certificates.revoked')}</strong>
              ) : null}
            </p>
            <div className={records.actions}>
              <Button
                variant="secondary"
                onClick={() => void download(certificate)}
                loading={downloading === certificate.number}
                disabled={certificate.status === 'revoked'}
                aria-label={t('certificates.downloadFor', { course: certificate.course_title })}
              >
                {t('certificates.download')}
              </Button>
              <a href={certificate.verification_url} target="_blank" rel="noreferrer">
                {t('certificates.verify')}
              </a>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={panelSection.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={panelSection.sectionTitle}>
        {t('certificates.title')}
      </h3>
      {content}
      {downloadError ? <ErrorText>{downloadError}</ErrorText> : null}
    </section>
  );
}
