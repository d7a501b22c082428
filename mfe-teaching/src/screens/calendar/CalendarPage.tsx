import { PageHeading } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { TeachingNav } from '../../components/TeachingNav';
import { CourseCalendar } from '../../features/course-calendar/CourseCalendar';
import { NAMESPACE } from '../../locales';
import styles from '../../components/teaching-page.module.css';

/** /teaching/calendar: when each topic opens. */
export default function CalendarPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHeading>{t('pages.teachingCalendar')}</PageHeading>
      <div className={styles.page}>
        <TeachingNav />
        <CourseCalendar />
      </div>
    </>
  );
}
