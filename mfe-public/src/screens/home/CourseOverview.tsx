import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import { COURSE_OVERVIEW } from '../../lib/course-overview';
import { splitDuration } from '../../lib/duration';
import styles from './course-overview.module.css';

export function CourseOverview() {
  const { t } = useTranslation(NAMESPACE);
  const { hours, minutes } = splitDuration(COURSE_OVERVIEW.totalMinutes);
  const figures = [
    { key: 'topics', text: t('overview.topics', { count: COURSE_OVERVIEW.topics }) },
    { key: 'lectures', text: t('overview.lectures', { count: COURSE_OVERVIEW.lectures }) },
    {
      key: 'duration',
      text: t('overview.duration', { duration: t('common:duration.hoursMinutes', { hours, minutes }) }),
    },
  ];

  return (
    <section className={styles.overview} aria-labelledby="home-overview-title">
      <h2 id="home-overview-title" className={styles.title}>
        {t('overview.title')}
      </h2>
      <ul className={styles.figures}>
        {figures.map(({ key, text }) => (
          <li key={key} className={styles.figure}>
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
