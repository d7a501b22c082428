import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import poster from '../../features/intro-video/hero-poster.svg';
import { RichText } from '../../components/text-page/RichText';
import { SCHOLARSHIPS } from '../../lib/academy-facts';
import { NAMESPACE } from '../../locales';
import { useMainCourse } from '../../resources/main-course/main-course-store';
import styles from './certification-page.module.css';
import { VideoModal } from '../../features/intro-video/VideoModal';

const REQUIREMENTS = ['modules', 'essay', 'evaluation', 'tests'] as const;

/** Certification (/certification): hero with the video in a dialog, introduction, scholarships, requirements. */
export default function CertificationPage() {
  const { t } = useTranslation(NAMESPACE);
  const [videoOpen, setVideoOpen] = useState(false);
  const videoUrl = useMainCourse((state) => state.data?.introductory_video ?? '');
  const loadMainCourse = useMainCourse((state) => state.load);

  useEffect(() => {
    void loadMainCourse();
  }, [loadMainCourse]);

  return (
    <div className={styles.page}>
      <section className={styles.hero} style={{ backgroundImage: `url("${poster}")` }}>
        <h1 className={styles.heading}>{t('certification.title')}</h1>
        <p className={styles.heroText}>{t('certification.heroText')}</p>
        <button
          type="button"
          className={styles.watch}
          onClick={() => setVideoOpen(true)}
          disabled={videoUrl === ''}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          {t('certification.watchVideo')}
        </button>
      </section>
      <VideoModal
        open={videoOpen}
        onClose={() => setVideoOpen(false)}
        title={t('certification.videoTitle')}
        videoUrl={videoUrl}
      />

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
