import {
  formatDate,
  type Lecture,
  lectureMinutes,
  type StudentTopic,
  useLanguage,
  VisuallyHidden,
} from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../lib/download-file';
import { LockIcon, TickIcon } from '../../components/LockIcon';
import styles from './curriculum.module.css';

export interface TopicProgress {
  completed: number;
  total: number;
}

export interface CurriculumProps {
  topics: readonly StudentTopic[];
  expandedTopicId: number | null;
  selectedLectureId: number | null;
  /** Null from a backend that keeps no progress: no lecture shows a completion state (decision 0211). */
  completedLectures: ReadonlySet<number> | null;
  progressByTopic: ReadonlyMap<number, TopicProgress>;
  onToggleTopic: (topicId: number) => void;
  onSelectLecture: (lecture: Lecture) => void;
  /** The student downloaded a lecture's material from its row. */
  onMaterialOpened: (lecture: Lecture) => void;
}

/**
 * Topics with their lectures. A topic that is not open shows a lock and the date it opens and never
 * expands; an open topic expands or collapses on click.
 */
export function Curriculum({
  topics,
  expandedTopicId,
  selectedLectureId,
  completedLectures,
  progressByTopic,
  onToggleTopic,
  onSelectLecture,
  onMaterialOpened,
}: CurriculumProps) {
  const { t } = useTranslation('learning');
  const language = useLanguage();

  return (
    <ol className={styles.topics}>
      {topics.map((entry, index) => {
        const { topic } = entry;
        const expanded = entry.is_open && expandedTopicId === topic.id;
        const progress = progressByTopic.get(topic.id);
        const panelId = `curriculum-topic-${topic.id}`;
        const label = (
          <>
            <span className={styles.topicNumber}>{index + 1}</span>
            <span className={styles.topicText}>
              <span className={styles.topicTitle}>{topic.title}</span>
              <span className={styles.topicMeta}>
                {t('curriculum.lectures', { count: topic.lectures.length })}
                {entry.is_open && progress && progress.total > 0
                  ? ` · ${t('curriculum.progress', { completed: progress.completed, total: progress.total })}`
                  : null}
              </span>
            </span>
          </>
        );
        return (
          <li key={topic.id} className={`${styles.topic} ${entry.is_open ? '' : styles.topicLocked}`}>
            <h3 className={styles.topicHeading}>
              {entry.is_open ? (
                <button
                  type="button"
                  className={styles.topicButton}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => onToggleTopic(topic.id)}
                >
                  {label}
                  <span
                    className={`${styles.chevron} ${expanded ? styles.chevronOpen : ''}`}
                    aria-hidden="true"
                  />
                </button>
              ) : (
                <span className={styles.topicButton}>
                  {label}
                  <span className={styles.lock}>
                    <LockIcon />
                    <span>
                      {t('curriculum.locked')}
                      {entry.opens_at ? (
                        <span className={styles.opensAt}>
                          {t('curriculum.opensAt', { date: formatDate(entry.opens_at, language) })}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </span>
              )}
            </h3>
            {entry.is_open && progress && progress.total > 0 ? (
              <div
                className={styles.progressBar}
                role="progressbar"
                aria-label={t('curriculum.topicProgress', { title: topic.title })}
                aria-valuemin={0}
                aria-valuemax={progress.total}
                aria-valuenow={progress.completed}
              >
                <span style={{ width: `${(100 * progress.completed) / progress.total}%` }} />
              </div>
            ) : null}
            {expanded ? (
              <ul id={panelId} className={styles.lectures}>
                {topic.lectures.map((lecture) => (
                  <LectureRow
                    key={lecture.id}
                    lecture={lecture}
                    selected={lecture.id === selectedLectureId}
                    completed={completedLectures ? completedLectures.has(lecture.id) : null}
                    onSelect={() => onSelectLecture(lecture)}
                    onMaterialOpened={() => onMaterialOpened(lecture)}
                  />
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

interface LectureRowProps {
  lecture: Lecture;
  selected: boolean;
  completed: boolean | null;
  onSelect: () => void;
  onMaterialOpened: () => void;
}

/** Title, minutes, a start button (video) or the material link, the teacher, and a tick once completed. */
function LectureRow({ lecture, selected, completed, onSelect, onMaterialOpened }: LectureRowProps) {
  const { t } = useTranslation('learning');
  const hasVideo = lecture.video !== '';
  const hasMaterial = lecture.material !== '';
  return (
    <li
      className={`${styles.lecture} ${selected ? styles.lectureSelected : ''}`}
      aria-current={selected ? 'true' : undefined}
    >
      <div className={styles.lectureMain}>
        {completed === null ? null : (
          <span className={`${styles.status} ${completed ? styles.statusDone : ''}`}>
            {completed ? <TickIcon /> : null}
            <VisuallyHidden>
              {completed ? t('curriculum.completed') : t('curriculum.notCompleted')}
            </VisuallyHidden>
          </span>
        )}
        <button type="button" className={styles.lectureTitle} onClick={onSelect}>
          {lecture.title}
        </button>
      </div>
      <div className={styles.lectureDetails}>
        {hasVideo ? (
          <span className={styles.minutes}>
            {t('curriculum.minutes', { count: lectureMinutes(lecture.duration) })}
          </span>
        ) : null}
        {lecture.teacher_name ? (
          <span className={styles.teacher}>{t('curriculum.teacher', { name: lecture.teacher_name })}</span>
        ) : null}
      </div>
      <div className={styles.lectureActions}>
        {hasVideo ? (
          <button type="button" className={styles.start} aria-pressed={selected} onClick={onSelect}>
            {selected ? t('curriculum.playing') : t('curriculum.startVideo')}
            <VisuallyHidden>: {lecture.title}</VisuallyHidden>
          </button>
        ) : null}
        {hasMaterial ? (
          <a
            className={styles.materialLink}
            href={lecture.material}
            download={lecture.material_name}
            onClick={(event) => {
              event.preventDefault();
              onMaterialOpened();
              void downloadFile(lecture.material, lecture.material_name);
            }}
          >
            {t('curriculum.download', { name: lecture.material_name })}
          </a>
        ) : null}
      </div>
    </li>
  );
}
