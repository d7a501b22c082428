import { lectureMinutes, type Lecture } from '@academy/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  markCompleted,
  progressSaver,
  recordProgress,
  savedPosition,
  useCourseProgress,
} from '../../resources/progress';
import { MaterialViewer } from './MaterialViewer';
import { VideoPlayer, type PlaybackReport } from './VideoPlayer';
import styles from './lecture-player.module.css';

export interface LecturePlayerProps {
  lecture: Lecture | null;
}

/**
 * The selected lecture: its video (resumed where the student stopped), or, without a video, its
 * material. Positions are saved every few seconds, on pause and end, and when the page is left.
 */
export function LecturePlayer({ lecture }: LecturePlayerProps) {
  const { t } = useTranslation('learning');
  const lectureId = lecture?.id ?? null;
  // The resume point is read when the lecture opens; later saves must not seek the playing video.
  const startAt = useMemo(
    () => (lectureId === null ? 0 : savedPosition(useCourseProgress.getState().data, lectureId)),
    [lectureId],
  );

  useEffect(() => {
    const leave = () => progressSaver.flush(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the page within the site (another route) or switching lecture.
      progressSaver.flush();
    };
  }, [lectureId]);

  if (!lecture) {
    return <p className={styles.empty}>{t('player.selectLecture')}</p>;
  }

  const onReport = ({ position, completed, urgent }: PlaybackReport) =>
    recordProgress({ lectureId: lecture.id, position, completed }, urgent);
  const onMaterialOpened = () => markCompleted(lecture.id);

  return (
    <section className={styles.player} aria-labelledby="lecture-player-title">
      <div className={styles.heading}>
        <h2 id="lecture-player-title" className={styles.title}>
          {lecture.title}
        </h2>
        <p className={styles.meta}>
          {lecture.video ? t('curriculum.minutes', { count: lectureMinutes(lecture.duration) }) : null}
          {lecture.video && lecture.teacher_name ? ' · ' : null}
          {lecture.teacher_name}
        </p>
      </div>
      {lecture.video ? (
        <VideoPlayer
          key={lecture.id}
          src={lecture.video}
          title={lecture.title}
          startAt={startAt}
          onReport={onReport}
          captions={lecture.captions}
        />
      ) : lecture.material ? (
        <MaterialViewer
          key={lecture.id}
          url={lecture.material}
          name={lecture.material_name}
          title={lecture.title}
          onOpened={onMaterialOpened}
        />
      ) : (
        <p className={styles.empty}>{t('player.noVideo')}</p>
      )}
    </section>
  );
}
