import {
  Button,
  SUPPORTED_LANGUAGES,
  Spinner,
  VisuallyHidden,
  type CalendarTopic,
  type StaffLecture,
  type UploadLimits,
} from '@academy/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListNote, LoadFailure, Pager } from '../../components/ListStates';
import { NAMESPACE } from '../../locales';
import { useCourseCalendar } from '../../resources/course-topics/course-topics';
import { LectureFileUpload } from './LectureFileUpload';
import { LectureForm } from './LectureForm';
import { resetLectureDesk, useStaffLectures } from './lecture-desk-store';
import panel from '../../components/teaching-panel.module.css';
import styles from './lecture-desk.module.css';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The page's lectures in runs of one topic, in the API's order (topic position, then lecture). */
function byTopic(lectures: StaffLecture[]): { topic: number; lectures: StaffLecture[] }[] {
  const groups: { topic: number; lectures: StaffLecture[] }[] = [];
  for (const lecture of lectures) {
    const last = groups[groups.length - 1];
    if (last && last.topic === lecture.topic) last.lectures.push(lecture);
    else groups.push({ topic: lecture.topic, lectures: [lecture] });
  }
  return groups;
}

/**
 * The course's lectures by topic (docs/decisions/0801): edit a lecture's title and teacher, upload or
 * replace its video, material and captions in each language (0175) with a progress bar and a Cancel. Students get the new file through
 * their signed links at their next request.
 */
export function LectureDesk() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const { data, status, error, load } = useStaffLectures();
  const topics = useCourseCalendar((state) => state.data?.topics ?? null);

  useEffect(() => {
    void load(page);
  }, [load, page]);

  useEffect(() => {
    // Topic titles come from the course calendar; without them a topic is named by its number.
    if (useCourseCalendar.getState().status === 'idle') void useCourseCalendar.getState().load();
    return resetLectureDesk;
  }, []);

  const topicName = (topicId: number): string => {
    const topic = topics?.find((candidate: CalendarTopic) => candidate.id === topicId);
    return topic
      ? t('lectures.topic', { position: topic.position, title: topic.title })
      : t('lectures.topicUnknown', { id: topicId });
  };

  return (
    <section className={panel.panel} aria-labelledby={`${id}-title`}>
      <div className={panel.top}>
        <h2 id={`${id}-title`} className={panel.title}>
          {t('lectures.title')}
        </h2>
      </div>
      {status === 'error' && (
        <LoadFailure message={error} onRetry={() => void useStaffLectures.getState().reload()} />
      )}
      {status !== 'error' && data === null && <Spinner label={t('lectures.loading')} />}
      {status !== 'error' && data !== null && data.results.length === 0 && (
        <ListNote>{t('lectures.none')}</ListNote>
      )}
      {status !== 'error' && data !== null && data.results.length > 0 && (
        <>
          {byTopic(data.results).map((group) => (
            <section
              key={group.topic}
              className={styles.topic}
              aria-labelledby={`${id}-topic-${group.topic}`}
            >
              <h3 id={`${id}-topic-${group.topic}`} className={styles.topicTitle}>
                {topicName(group.topic)}
              </h3>
              <ul className={styles.list}>
                {group.lectures.map((lecture) => (
                  <LectureItem key={lecture.id} lecture={lecture} uploads={data.uploads} />
                ))}
              </ul>
            </section>
          ))}
          <Pager
            label={t('lectures.pages')}
            page={page}
            hasPrevious={data.previous !== null}
            hasNext={data.next !== null}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </>
      )}
    </section>
  );
}

function LectureItem({ lecture, uploads }: { lecture: StaffLecture; uploads: UploadLimits }) {
  const { t } = useTranslation(NAMESPACE);
  const [editing, setEditing] = useState(false);
  return (
    <li className={styles.item}>
      {editing ? (
        <LectureForm lecture={lecture} onDone={() => setEditing(false)} />
      ) : (
        <div className={styles.head}>
          <div>
            <h4 className={styles.itemTitle}>{lecture.title}</h4>
            <p className={styles.meta}>
              {lecture.teacher_name === '' ? t('lectures.noTeacher') : lecture.teacher_name}
            </p>
          </div>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('lectures.edit')}
            <VisuallyHidden> {lecture.title}</VisuallyHidden>
          </Button>
        </div>
      )}
      <div className={styles.files}>
        <LectureFileUpload lecture={lecture} kind="video" limit={uploads.video} />
        <LectureFileUpload lecture={lecture} kind="material" limit={uploads.material} />
        {SUPPORTED_LANGUAGES.map((language) => (
          <LectureFileUpload
            key={language}
            lecture={lecture}
            kind={{ captions: language }}
            limit={uploads.captions}
          />
        ))}
      </div>
    </li>
  );
}
