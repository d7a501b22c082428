import { formatDate, useLanguage, type CalendarTopic, type StaffEssayQueueStatus } from '@academy/shared';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ListNote, LoadFailure, Pager } from '../../components/ListStates';
import { FilterSelect } from '../../components/SearchBox';
import { screenPaths } from '../../lib/screen-paths';
import { NAMESPACE } from '../../locales';
import { studentName } from '../../lib/people';
import { useCourseCalendar } from '../../resources/course-topics/course-topics';
import { DEFAULT_STATUS } from './api/get-essays';
import { useEssayQueue } from './essay-queue-store';
import panel from '../../components/teaching-panel.module.css';
import styles from './essay-queue.module.css';

const STATUSES: readonly StaffEssayQueueStatus[] = ['submitted', 'returned', 'accepted', 'all'];

const NO_TOPICS: readonly CalendarTopic[] = [];

/** Rows held while the queue loads: enough to fill a phone's first screen (docs/decisions/0014). */
const SKELETON_ROWS = 6;

/**
 * The queue's place while it loads: the count line and rows built from the same classes as the
 * real rows, so the list arrives into space already held for it (no layout shift, issue 31).
 */
function QueueSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={styles.skeleton}>
      <p className={styles.skeletonNote} aria-hidden="true">
        {'\u00a0'}
      </p>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className={styles.item}>
            <span className={`${styles.link} ${styles.bar}`}>{'\u00a0'}</span>
            <span className={`${styles.about} ${styles.bar}`}>{'\u00a0'}</span>
            <span className={`${styles.meta} ${styles.bar}`}>{'\u00a0'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function statusFrom(value: string | null): StaffEssayQueueStatus {
  return STATUSES.find((status) => status === value) ?? DEFAULT_STATUS;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The essays waiting for evaluation, oldest submission first (docs/decisions/0803). The filters and
 * the page live in the address, so a link or a reload shows the same list.
 */
export function EssayQueue() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const topic = params.get('topic') ?? '';
  const page = pageFrom(params.get('page'));
  const { data, status: loadStatus, error, load } = useEssayQueue();
  const topics = useCourseCalendar((state) => state.data?.topics) ?? NO_TOPICS;

  useEffect(() => {
    void load({ status, ...(topic ? { topic } : {}), page });
  }, [load, status, topic, page]);

  useEffect(() => {
    if (useCourseCalendar.getState().status === 'idle') void useCourseCalendar.getState().load();
  }, []);

  const change = (name: 'status' | 'topic' | 'page', value: string) => {
    const next = new URLSearchParams(params);
    if (value === '' || (name === 'status' && value === DEFAULT_STATUS) || (name === 'page' && value === '1'))
      next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };

  return (
    <section className={panel.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={panel.title}>
        {t('essays.title')}
      </h2>
      <div className={styles.filters}>
        <FilterSelect
          label={t('essays.status')}
          value={status}
          options={STATUSES.map((value) => ({ value, label: t(`essays.statuses.${value}`) }))}
          onChange={(value) => change('status', value)}
        />
        <FilterSelect
          label={t('essays.topic')}
          value={topic}
          options={[
            { value: '', label: t('essays.allTopics') },
            ...topics.map((item) => ({
              value: String(item.id),
              label: t('essays.topicOption', { position: item.position, title: item.title }),
            })),
            { value: 'final', label: t('essays.finalEssay') },
          ]}
          onChange={(value) => change('topic', value)}
        />
      </div>

      {loadStatus === 'error' && (
        <LoadFailure message={error} onRetry={() => void useEssayQueue.getState().reload()} />
      )}
      {loadStatus !== 'error' && data === null && <QueueSkeleton label={t('essays.loading')} />}
      {loadStatus !== 'error' && data !== null && data.results.length === 0 && (
        <ListNote>{t(status === 'submitted' ? 'essays.noneWaiting' : 'essays.none')}</ListNote>
      )}
      {loadStatus !== 'error' && data !== null && data.results.length > 0 && (
        <>
          <ListNote>{t('essays.count', { count: data.count })}</ListNote>
          <ul className={styles.list} aria-busy={loadStatus === 'loading'}>
            {data.results.map((essay) => (
              <li key={essay.id} className={styles.item}>
                <Link to={screenPaths.essay(essay.id)} className={styles.link}>
                  {studentName(essay.student)}
                </Link>
                <span className={styles.about}>
                  {essay.kind === 'final'
                    ? t('essays.finalEssay')
                    : t('essays.topicOption', {
                        position: topics.find((item) => item.id === essay.topic)?.position ?? '',
                        title: essay.topic_title,
                      })}
                </span>
                <span className={styles.meta}>
                  {t(`essays.statuses.${essay.status}`, { defaultValue: essay.status })}
                  {' · '}
                  {t('essays.words', { count: essay.word_count })}
                  {' · '}
                  {t('essays.version', { version: essay.version })}
                  {essay.submitted_at &&
                    ` · ${t('essays.submitted', { date: formatDate(essay.submitted_at, language) })}`}
                </span>
              </li>
            ))}
          </ul>
          <Pager
            label={t('essays.pages')}
            page={page}
            hasPrevious={data.previous !== null}
            hasNext={data.next !== null}
            onPage={(next) => change('page', String(next))}
          />
        </>
      )}
    </section>
  );
}
