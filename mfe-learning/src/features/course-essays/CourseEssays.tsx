import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText, Spinner } from '@academy/shared';
import { useCurriculum } from '../../resources/curriculum';
import { EssayEditor } from './EssayEditor';
import { useCourseEssays } from './essays-store';
import cards from '../../components/topic-cards.module.css';

/** The essay after each topic, then the final essay, each with its state and feedback. */
export function CourseEssays({ courseId }: { courseId: number }) {
  const { t } = useTranslation('learning');
  const { data, status, error } = useCourseEssays();
  const topics = useCurriculum((state) => state.data);

  useEffect(() => {
    void useCourseEssays.getState().load(courseId);
  }, [courseId]);

  if (status === 'loading' && (data ?? []).length === 0) return <Spinner />;
  if (status === 'error') return <ErrorText>{error}</ErrorText>;
  const titleOf = new Map((topics ?? []).map((entry) => [entry.topic.id, entry.topic.title]));
  return (
    <section aria-labelledby="course-essays-title" className={cards.list}>
      <h3 id="course-essays-title" className={cards.heading}>
        {t('essays.heading')}
      </h3>
      {(data ?? []).map((essay) => (
        <EssayEditor
          key={`${essay.kind}-${essay.topic ?? 'final'}`}
          essay={essay}
          title={
            essay.topic === null
              ? t('essays.final')
              : t('essays.topic', { title: titleOf.get(essay.topic) ?? String(essay.topic) })
          }
        />
      ))}
    </section>
  );
}
