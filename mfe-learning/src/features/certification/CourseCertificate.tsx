import { useTranslation } from 'react-i18next';
import certificate from './certificate.svg';
import styles from './course-certificate.module.css';

/**
 * The certificate a student receives after the course (the Certification tab shows its image:
 * docs/product/course-and-learning.md#tabs).
 */
export function CourseCertificate() {
  const { t } = useTranslation('learning');
  return (
    <section aria-labelledby="course-certificate-title" className={styles.certificate}>
      <h3 id="course-certificate-title" className={styles.heading}>
        {t('certification.title')}
      </h3>
      <p className={styles.text}>{t('certification.text')}</p>
      <img
        className={styles.image}
        src={certificate}
        alt={t('certification.imageAlt')}
        width={1000}
        height={700}
      />
    </section>
  );
}
