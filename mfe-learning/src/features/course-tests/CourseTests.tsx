import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText, Spinner } from '@academy/shared';
import { TopicTestCard } from './TopicTestCard';
import { keepStanding, useCourseTests } from './tests-store';
import cards from '../../components/topic-cards.module.css';

/** Every topic's test of the course, in topic order (decision 0702). */
export function CourseTests({ courseId }: { courseId: number }) {
  const { t } = useTranslation('learning');
  const { data, status, error } = useCourseTests();

  useEffect(() => {
    void useCourseTests.getState().load(courseId);
  }, [courseId]);

  if (status === 'loading' && (data ?? []).length === 0) return <Spinner />;
  if (status === 'error') return <ErrorText>{error}</ErrorText>;
  const tests = data ?? [];
  return (
    <section aria-labelledby="course-tests-title" className={cards.list}>
      <h3 id="course-tests-title" className={cards.heading}>
        {t('tests.heading')}
      </h3>
      {tests.length === 0 ? <p>{t('tests.none')}</p> : null}
      {tests.map((summary) => (
        <TopicTestCard
          key={summary.id}
          summary={summary}
          onSubmitted={(standing) => keepStanding(standing)}
        />
      ))}
    </section>
  );
}
