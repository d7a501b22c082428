import { Button, formatDate, Spinner, useLanguage, VisuallyHidden } from '@academy/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { seminarCalendarUrl } from './api/seminar-calendar-url';
import { useCourseSeminars } from './seminars-store';
import styles from './course-seminars.module.css';

/**
 * Live seminars: title, date, time, teacher, the meeting link and an "Add to calendar" file (decision
 * 0168). Students are never shown a cancelled seminar (the API leaves them out), so every one has it.
 */
export function CourseSeminars() {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const seminars = useCourseSeminars();

  useEffect(() => {
    if (useCourseSeminars.getState().status === 'idle') void useCourseSeminars.getState().load();
  }, []);

  if (seminars.status === 'idle' || (seminars.status === 'loading' && (seminars.data ?? []).length === 0))
    return <Spinner />;
  if (seminars.status === 'error')
    return (
      <div role="alert" className={styles.error}>
        <p>{t('seminars.loadingError', { error: seminars.error })}</p>
        <Button variant="secondary" onClick={() => void useCourseSeminars.getState().reload()}>
          {t('common:button.retry')}
        </Button>
      </div>
    );
  const list = seminars.data ?? [];
  if (list.length === 0) return <p className={styles.empty}>{t('seminars.empty')}</p>;

  const seminarDate = (date: string) =>
    formatDate(`${date}T00:00:00Z`, language, { weekday: true, timeZone: 'UTC' });

  return (
    <section aria-labelledby="course-seminars-title">
      <h3 id="course-seminars-title" className={styles.heading}>
        {t('seminars.title')}
      </h3>
      <ul className={styles.list}>
        {list.map((seminar) => (
          <li key={seminar.id} className={styles.seminar}>
            <h4 className={styles.title}>{seminar.title}</h4>
            <dl className={styles.facts}>
              <div>
                <dt>{t('seminars.date')}</dt>
                <dd>
                  <time dateTime={seminar.date}>{seminarDate(seminar.date)}</time>
                </dd>
              </div>
              <div>
                <dt>{t('seminars.time')}</dt>
                <dd>{seminar.time.slice(0, 5)}</dd>
              </div>
              <div>
                <dt>{t('seminars.teacher')}</dt>
                <dd>{seminar.teacher.teacher_name}</dd>
              </div>
            </dl>
            <a className={styles.link} href={seminar.link} target="_blank" rel="noopener noreferrer">
              {t('seminars.link')}
              <VisuallyHidden>: {seminar.title}</VisuallyHidden>
            </a>
            <a className={styles.calendar} href={seminarCalendarUrl(seminar.id)} download>
              {t('seminars.addToCalendar')}
              <VisuallyHidden>: {seminar.title}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
