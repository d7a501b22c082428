import { useTranslation } from 'react-i18next';
import { CourseTabs } from '../../features/course-content/CourseTabs';
import { PriceBox } from '../../features/course-price/PriceBox';
import { InstructorsSection } from '../../features/instructors/InstructorsSection';
import { IntroVideo } from '../../features/intro-video/IntroVideo';
import { RecommendedReading } from '../../features/recommended-reading/RecommendedReading';
import { NAMESPACE } from '../../locales';
import styles from './about-course-page.module.css';

const TRAINING_STEPS = ['reading', 'videos', 'seminars', 'topicEssay', 'finalEssay'] as const;

/**
 * About the course (/aboutthecourse, docs/product/public-pages.md#about-the-course): about section with the
 * intro video, price box with Buy, eligibility and terms, recommended reading, the course tabs, the
 * instructors and the five training steps. Each feature loads its list when the screen opens.
 */
export default function AboutCoursePage() {
  const { t } = useTranslation(NAMESPACE);

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <section className={styles.about} aria-labelledby="about-course-title">
          <h1 id="about-course-title" className={styles.heading}>
            {t('course.aboutTitle')}
          </h1>
          <p className={styles.paragraph}>{t('course.aboutText')}</p>
          <IntroVideo label={t('course.playIntro')} />
        </section>
        <aside className={styles.side}>
          <PriceBox />
          <section className={styles.infoBox} aria-labelledby="course-eligibility-title">
            <h2 id="course-eligibility-title" className={styles.boxTitle}>
              {t('course.eligibilityTitle')}
            </h2>
            <p className={styles.paragraph}>{t('course.eligibility')}</p>
          </section>
          <section className={styles.termBox} aria-labelledby="course-terms-title">
            <h2 id="course-terms-title" className={styles.boxTitle}>
              {t('course.termsTitle')}
            </h2>
            <ul className={styles.terms}>
              <li>{t('course.michaelmas')}</li>
              <li>{t('course.lent')}</li>
            </ul>
            <p className={styles.paragraph}>{t('course.termsInfo')}</p>
          </section>
        </aside>
      </div>

      <RecommendedReading />

      <CourseTabs />

      <InstructorsSection />

      <section className={styles.training} aria-labelledby="course-training-title">
        <h2 id="course-training-title" className={styles.sectionTitle}>
          {t('course.trainingTitle')}
        </h2>
        <ol className={styles.steps}>
          {TRAINING_STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span>{t(`course.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
