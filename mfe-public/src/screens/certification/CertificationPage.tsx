import { useTranslation } from 'react-i18next';
import poster from '../../features/intro-video/hero-poster.svg';
import { WatchVideo } from '../../features/intro-video/WatchVideo';
import { RichText } from '../../components/text-page/RichText';
import { SCHOLARSHIPS } from '../../lib/academy-facts';
import { NAMESPACE } from '../../locales';
import styles from './certification-page.module.css';

const REQUIREMENTS = ['modules', 'essay', 'evaluation', 'tests'] as const;

/** Certification (/certification): hero with the video in a dialog, introduction, scholarships, requirements. */
export default function CertificationPage() {
  const { t } = useTranslation(NAMESPACE);

  return (
    <div className={styles.page}>
      <section className={styles.hero} style={{ backgroundImage: `url("${poster}")` }}>
        <h1 className={styles.heading}>{t('certification.title')}</h1>
        <p className={styles.heroText}>{t('certification.heroText')}</p>
        <WatchVideo label={t('certification.watchVideo')} title={t('certification.videoTitle')} />
      </section>

      <div className={styles.content}>
        <section className={styles.intro} aria-labelledby="certification-intro">
          <h2 id="certification-intro" className={styles.title}>
            {t('certification.introTitle')}
          </h2>
          <p className={styles.text}>{t('certification.intro')}</p>
        </section>

        <section className={styles.scholarships} aria-labelledby="certification-scholarships">
          <h2 id="certification-scholarships" className={styles.title}>
            {t('certification.scholarshipsTitle')}
          </h2>
          <div className={styles.scholarshipsBody}>
            <p className={styles.count}>
              <span className={styles.countNumber}>{SCHOLARSHIPS}</span>
              <span className={styles.countLabel}>{t('certification.scholarshipsCount')}</span>
            </p>
            <div>
              <p className={styles.text}>{t('certification.scholarships', { count: SCHOLARSHIPS })}</p>
              <p className={styles.text}>
                <RichText i18nKey="certification.scholarshipsHow" />
              </p>
            </div>
          </div>
        </section>

        <section className={styles.requirements} aria-labelledby="certification-requirements">
          <h2 id="certification-requirements" className={styles.title}>
            {t('certification.requirementsTitle')}
          </h2>
          <p className={styles.text}>{t('certification.requirementsIntro')}</p>
          <ol className={styles.requirementList}>
            {REQUIREMENTS.map((key) => (
              <li key={key} className={styles.requirement}>
                {t(`certification.requirements.${key}`)}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
