import { useOffered, type StudentTopic } from '@academy/shared';

const NO_TOPICS: StudentTopic[] = [];
import { useMemo } from 'react';
import { useCourseView, useCurriculum } from '../../resources/curriculum';
import { markCompleted, useCourseProgress } from '../../resources/progress';
import { Curriculum, type TopicProgress } from './Curriculum';

/** Completed lectures of each topic, counted from the lectures the student completed. */
export function progressByTopic(
  topics: readonly StudentTopic[],
  completed: ReadonlySet<number>,
): Map<number, TopicProgress> {
  return new Map(
    topics.map((entry) => [
      entry.topic.id,
      {
        total: entry.topic.lectures.length,
        completed: entry.topic.lectures.filter((lecture) => completed.has(lecture.id)).length,
      },
    ]),
  );
}

/** The curriculum of the course being studied, with the student's selection and progress. */
export function CurriculumPanel() {
  const topics = useCurriculum((state) => state.data) ?? NO_TOPICS;
  const { topicNo, selectedLecture, toggleTopic, selectLecture } = useCourseView();
  const completedIds = useCourseProgress((state) => state.data?.completed_lectures);
  const completed = useMemo(() => new Set(completedIds ?? []), [completedIds]);
  // A backend that keeps no progress gets no counts and bars, rather than "0 of 3" (decision 0211).
  const kept = useOffered('progress');
  const byTopic = useMemo(
    () => (kept ? progressByTopic(topics, completed) : new Map<number, TopicProgress>()),
    [kept, topics, completed],
  );

  return (
    <Curriculum
      topics={topics}
      expandedTopicId={topicNo}
      selectedLectureId={selectedLecture?.id ?? null}
      completedLectures={kept ? completed : null}
      progressByTopic={byTopic}
      onToggleTopic={toggleTopic}
      onSelectLecture={selectLecture}
      onMaterialOpened={(lecture) => markCompleted(lecture.id)}
    />
  );
}
