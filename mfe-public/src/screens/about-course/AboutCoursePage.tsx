import type { OrganisationPerson } from '@academy/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyCarousel } from '../../components/lazy-carousel/LazyCarousel';
import { PersonCard } from '../../components/person-card/PersonCard';
import { NAMESPACE } from '../../locales';
import { useMainCourse } from '../../resources/main-course/main-course-store';
import { useOrganisationStore } from '../../resources/organisation/organisation-store';
import { BookCard } from '../../features/recommended-reading/BookCard';
import { useBooks } from '../../features/recommended-reading/books-store';
import { useCourseTopics } from '../../features/course-content/course-stores';
import { CourseTabs } from '../../features/course-content/CourseTabs';
import { IntroVideo } from '../../features/intro-video/IntroVideo';
import { PriceBox } from '../../features/course-price/PriceBox';
import { useSeminars } from '../../features/course-content/seminars-store';
import styles from './about-course-page.module.css';

const NO_ONE: OrganisationPerson[] = [];
const TRAINING_STEPS = ['reading', 'videos', 'seminars', 'topicEssay', 'finalEssay'] as const;

/**
 * About the course (/aboutthecourse, docs/product/public-pages.md#about-the-course): about section with the
 * intro video, price box with Buy, eligibility and terms, recommended reading, the course tabs, the
 * instructors and the five training steps. Every list is loaded when the screen opens.
 */
export default function AboutCoursePage() {
  const { t } = useTranslation(NAMESPACE);
  const videoUrl = useMainCourse((state) => state.data?.introductory_video ?? '');
  const loadMainCourse = useMainCourse((state) => state.load);
  const books = useBooks();
  const topics = useCourseTopics();
  const seminars = useSeminars();
  const instructors = useOrganisationStore((state) => state.data?.groups.instructors ?? NO_ONE);
  const organisationStatus = useOrganisationStore((state) => state.status);
  const organisationError = useOrganisationStore((state) => state.error);
  const loadOrganisation = useOrganisationStore((state) => state.load);
  const { load: loadBooks } = books;
  const { load: loadTopics } = topics;
  const { load: loadSeminars } = seminars;

  useEffect(() => {
    void loadMainCourse();
    void loadBooks();
    void loadTopics();
    void loadSeminars();
    void loadOrganisation();
  }, [loadMainCourse, loadBooks, loadTopics, loadSeminars, loadOrganisation]);

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <section className={styles.about} aria-labelledby="about-course-title">
          <h1 id="about-course-title" className={styles.heading}>
            {t('course.aboutTitle')}
          </h1>
          <p className={styles.paragraph}>{t('course.aboutText')}</p>
          <IntroVideo videoUrl={videoUrl} label={t('course.playIntro')} />
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

      <LazyCarousel
        title={t('course.readingTitle')}
        shape="books"
        status={books.status}
        error={books.error}
        slides={(books.data ?? []).map((book) => ({
          key: book.id,
          node: <BookCard book={book} byline={t('course.bookBy', { author: book.author })} />,
        }))}
      />

      <CourseTabs
        topics={topics.data ?? []}
        topicsStatus={topics.status}
        topicsError={topics.error}
        seminars={seminars.data ?? []}
        seminarsStatus={seminars.status}
        seminarsError={seminars.error}
      />

      <LazyCarousel
        title={t('instructors.title')}
        shape="people"
        status={organisationStatus}
        error={organisationError}
        slides={instructors.map((person) => ({ key: person.id, node: <PersonCard person={person} /> }))}
      />

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
