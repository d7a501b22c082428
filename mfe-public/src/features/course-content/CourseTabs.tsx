import {
  lectureMinutes,
  useLanguage,
  useTranslatedTexts,
  type PublicTopic,
  type ResourceStatus,
  type Seminar,
} from '@academy/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';
import { COURSE_OVERVIEW } from '../../lib/course-overview';
import { formatDuration } from '../../lib/duration';
import certificateImage from './certificate-sample.svg';
import styles from './course-content.module.css';
import { useCourseTopics, useExpandedTopic } from './course-stores';
import { useSeminars } from './seminars-store';

export const COURSE_TABS = ['course', 'liveSessions', 'certificate'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

/**
 * The course tabs (docs/product/public-pages.md#about-the-course), as WAI-ARIA tabs: The Course (default;
 * topics that expand to their lectures), Live Sessions (seminars), Certificate. Arrow keys, Home and End move
 * between tabs; switching tabs collapses an expanded topic, and clicking an expanded topic collapses it.
 * The topics and the seminars are fetched when the screen opens.
 */
export function CourseTabs() {
  const { t } = useTranslation(NAMESPACE);
  const [active, setActive] = useState<CourseTab>('course');
  const collapseTopics = useExpandedTopic((state) => state.collapse);
  const topics = useCourseTopics();
  const seminars = useSeminars();
  const { load: loadTopics } = topics;
  const { load: loadSeminars } = seminars;
  const baseId = useId();
  const tabRefs = useRef<Record<CourseTab, HTMLButtonElement | null>>({
    course: null,
    liveSessions: null,
    certificate: null,
  });

  useEffect(() => {
    void loadTopics();
    void loadSeminars();
  }, [loadTopics, loadSeminars]);

  const select = (tab: CourseTab, focus = false) => {
    if (tab !== active) collapseTopics();
    setActive(tab);
    if (focus) tabRefs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = COURSE_TABS.indexOf(active);
    const last = COURSE_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = COURSE_TABS[next];
    if (tab) select(tab, true);
  };

  return (
    <section className={styles.tabsSection} aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className={styles.sectionTitle}>
        {t('course.infoTitle')}
      </h2>
      <div role="tablist" aria-label={t('course.infoTitle')} className={styles.tabList}>
        {COURSE_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`${baseId}-panel-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            className={tab === active ? `${styles.tab} ${styles.activeTab}` : styles.tab}
            onClick={() => select(tab)}
            onKeyDown={onKeyDown}
          >
            {t(`course.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${active}`}
        aria-labelledby={`${baseId}-tab-${active}`}
        tabIndex={0}
        className={styles.tabPanel}
      >
        {active === 'course' && (
          <TopicList topics={topics.data ?? []} status={topics.status} error={topics.error} />
        )}
        {active === 'liveSessions' && (
          <SeminarList seminars={seminars.data ?? []} status={seminars.status} error={seminars.error} />
        )}
        {active === 'certificate' && <CertificateInfo />}
      </div>
    </section>
  );
}

function StatusLine({
  status,
  error,
  empty,
}: {
  status: ResourceStatus;
  error: string | null;
  empty: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (status === 'error')
    return (
      <p role="alert" className={styles.errorLine}>
        {t('common:carousel.error', { error })}
      </p>
    );
  if (status === 'success') return <p className={styles.statusLine}>{empty}</p>;
  return <p className={styles.statusLine}>{t('common:carousel.loading')}</p>;
}

function TopicList({
  topics,
  status,
  error,
}: {
  topics: readonly PublicTopic[];
  status: ResourceStatus;
  error: string | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const expanded = useExpandedTopic((state) => state.topicNo);
  const toggleTopic = useExpandedTopic((state) => state.toggleTopic);
  const titles = useTranslatedTexts(topics.map((topic) => topic.title)).texts;
  const listId = useId();

  if (topics.length === 0 && (status === 'idle' || status === 'loading')) return <PendingTopics />;
  if (topics.length === 0) return <StatusLine status={status} error={error} empty={t('course.noTopics')} />;
  return (
    <ol className={styles.topics}>
      {topics.map((topic, index) => {
        const open = expanded === topic.id;
        const lecturesId = `${listId}-${topic.id}`;
        return (
          <li key={topic.id} className={styles.topic}>
            <button
              type="button"
              className={styles.topicButton}
              aria-expanded={open}
              aria-controls={lecturesId}
              onClick={() => toggleTopic(topic.id)}
            >
              <span className={styles.topicNumber}>{index + 1}</span>
              <span className={styles.topicTitle}>{titles[index] ?? topic.title}</span>
              <span className={styles.topicCount}>
                {t('course.topicLectures', { count: topic.lectures.length })}
              </span>
              <span
                className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron}
                aria-hidden="true"
              />
            </button>
            <ul id={lecturesId} className={styles.lectures} hidden={!open}>
              {topic.lectures.map((lecture) => (
                <li key={lecture.id} className={styles.lecture}>
                  <span className={styles.lectureTitle}>{lecture.title}</span>
                  <span className={styles.lectureMeta}>
                    {lecture.teacher_name}
                    {lecture.has_video && ` · ${formatDuration(lectureMinutes(lecture.duration), t)}`}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The loading text over the rows the course's topics will take (sixteen,
 * docs/product/constants.md#course-figures; each row as tall as a collapsed topic), so nothing below the tabs
 * moves when they arrive, for a reader who has scrolled there already (also on the page prerendered before
 * any script).
 */
function PendingTopics() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.pendingTopics}>
      <p className={`${styles.statusLine} ${styles.pendingLine}`}>{t('common:carousel.loading')}</p>
      <ol className={styles.topics} aria-hidden="true">
        {Array.from({ length: COURSE_OVERVIEW.topics }, (_, index) => (
          <li key={index} className={styles.topic}>
            <span className={`${styles.topicButton} ${styles.topicPlaceholder}`}>
              <span className={styles.topicNumber} />
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function SeminarList({
  seminars,
  status,
  error,
}: {
  seminars: readonly Seminar[];
  status: ResourceStatus;
  error: string | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const titles = useTranslatedTexts(seminars.map((seminar) => seminar.title)).texts;
  if (seminars.length === 0)
    return <StatusLine status={status} error={error} empty={t('course.noSeminars')} />;
  const when = (seminar: Seminar) => {
    const moment = new Date(`${seminar.date}T${seminar.time}Z`);
    if (Number.isNaN(moment.getTime())) return `${seminar.date} ${seminar.time}`;
    return t('course.seminarWhen', {
      date: new Intl.DateTimeFormat(language, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(moment),
      time: new Intl.DateTimeFormat(language, {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }).format(moment),
    });
  };
  return (
    <ul className={styles.seminars}>
      {seminars.map((seminar, index) => (
        <li key={seminar.id} className={styles.seminar}>
          <span className={styles.seminarTitle}>{titles[index] ?? seminar.title}</span>
          <span className={styles.seminarMeta}>{when(seminar)}</span>
          <span className={styles.seminarMeta}>{seminar.teacher.teacher_name}</span>
        </li>
      ))}
    </ul>
  );
}

function CertificateInfo() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.certificate}>
      <div>
        <h3 className={styles.certificateTitle}>{t('course.certificateTitle')}</h3>
        <p className={styles.paragraph}>{t('course.certificateText')}</p>
      </div>
      <img
        className={styles.certificateImage}
        src={certificateImage}
        alt={t('course.certificateImage')}
        width={800}
        height={566}
      />
    </div>
  );
}
