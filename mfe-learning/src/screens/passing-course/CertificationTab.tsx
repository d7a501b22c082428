import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorText,
  Spinner,
  formatDate,
  useLanguage,
  useOffered,
  type Essay,
  type TestSummary,
} from '@academy/shared';
import { LockIcon } from '../../components/LockIcon';
import { useCurriculum } from '../../resources/curriculum';
import { EssayEditor } from '../../features/course-essays/EssayEditor';
import { useCourseEssays } from '../../features/course-essays/essays-store';
import { TopicTestCard } from '../../features/course-tests/TopicTestCard';
import { keepStanding, useCourseTests } from '../../features/course-tests/tests-store';
import {
  CertificationChecklist,
  type RequirementKey,
} from '../../features/certification/CertificationChecklist';
import { CourseCertificate } from '../../features/certification/CourseCertificate';
import styles from './certification-tab.module.css';

/** Where the topic groups begin, and the final essay: the checklist's rows link there. */
export const TOPICS_ID = 'certification-topics';
export const FINAL_ESSAY_ID = 'certification-final-essay';
export const topicGroupId = (topicId: number) => `certification-topic-${topicId}`;

interface TopicGroup {
  id: number;
  title: string;
  open: boolean;
  opensAt: string | null;
  test: TestSummary | undefined;
  essay: Essay | undefined;
}

/** One group per topic of the curriculum (in its order) with that topic's test and essay. */
function topicGroups(
  topics: ReadonlyArray<{ is_open: boolean; opens_at: string | null; topic: { id: number; title: string } }>,
  tests: readonly TestSummary[],
  essays: readonly Essay[],
): TopicGroup[] {
  const testOf = new Map(tests.map((test) => [test.topic, test]));
  const essayOf = new Map(
    essays.filter((essay) => essay.topic !== null).map((essay) => [essay.topic as number, essay]),
  );
  const groups: TopicGroup[] = topics.map((entry) => ({
    id: entry.topic.id,
    title: entry.topic.title,
    open: entry.is_open,
    opensAt: entry.opens_at,
    test: testOf.get(entry.topic.id),
    essay: essayOf.get(entry.topic.id),
  }));
  // A test or an essay of a topic the curriculum does not list still has its group, after the others.
  const listed = new Set(groups.map((group) => group.id));
  for (const id of new Set([...testOf.keys(), ...essayOf.keys()])) {
    if (listed.has(id)) continue;
    const test = testOf.get(id);
    const essay = essayOf.get(id);
    groups.push({
      id,
      title: test?.title ?? String(id),
      open: Boolean(test?.is_open ?? essay?.is_open),
      opensAt: null,
      test,
      essay,
    });
  }
  return groups.filter((group) => group.test !== undefined || group.essay !== undefined);
}

/** The group an unmet row sends the student to: the first open topic with that work still to do. */
function targetOf(key: RequirementKey, groups: readonly TopicGroup[]): string | null {
  if (key === 'finalEssay') return FINAL_ESSAY_ID;
  if (key === 'lectures') return null;
  const todo = groups.find((group) =>
    !group.open
      ? false
      : key === 'tests'
        ? group.test !== undefined && group.test.best_score === null
        : group.essay !== undefined && (group.essay.status === 'draft' || group.essay.status === 'returned'),
  );
  return todo ? topicGroupId(todo.id) : TOPICS_ID;
}

export interface CertificationTabProps {
  courseId: number;
  /** Shows the curriculum (the lectures row's link). */
  onOpenCurriculum: () => void;
}

/**
 * The Certification tab read top to bottom as the way to the certificate (decision 0712): the
 * requirements and the certificate, then each topic's test and essay (an open topic expanded, a
 * locked one in one line with its opening date), then the final essay and the certificate's image.
 * A backend without tests, essays and certificates shows the image and its text only (decision 0211).
 */
export function CertificationTab({ courseId, onOpenCurriculum }: CertificationTabProps) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const offered = useOffered('completion');
  const topics = useCurriculum((state) => state.data);
  const tests = useCourseTests();
  const essays = useCourseEssays();
  // The topics the student opened or closed, against the default (open topics expanded).
  const [toggled, setToggled] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    void useCourseTests.getState().load(courseId);
    void useCourseEssays.getState().load(courseId);
  }, [courseId]);

  if (!offered) return <CourseCertificate />;

  const groups = topicGroups(topics ?? [], tests.data ?? [], essays.data ?? []);
  const final = (essays.data ?? []).find((essay) => essay.topic === null);
  const loading =
    (tests.status === 'loading' || tests.status === 'idle') && (tests.data ?? []).length === 0
      ? true
      : (essays.status === 'loading' || essays.status === 'idle') && (essays.data ?? []).length === 0;

  const expanded = (group: TopicGroup) => group.open !== toggled.has(group.id);
  const toggle = (id: number) =>
    setToggled((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const go = (id: string) => {
    const group = groups.find((candidate) => topicGroupId(candidate.id) === id);
    if (group && !expanded(group)) toggle(group.id);
    const target = document.getElementById(id);
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.tab}>
      <CertificationChecklist
        courseId={courseId}
        linkOf={(key) => {
          if (key === 'lectures') return { onClick: onOpenCurriculum };
          const id = targetOf(key, groups);
          return id ? { href: `#${id}`, onClick: () => go(id) } : null;
        }}
      />
      <section
        id={TOPICS_ID}
        tabIndex={-1}
        aria-label={t('certificationPath.topics')}
        className={styles.topics}
      >
        {tests.status === 'error' ? <ErrorText>{tests.error}</ErrorText> : null}
        {essays.status === 'error' ? <ErrorText>{essays.error}</ErrorText> : null}
        {loading ? <Spinner /> : null}
        {!loading && groups.length === 0 && tests.status !== 'error' ? <p>{t('tests.none')}</p> : null}
        <ul className={styles.groups}>
          {groups.map((group) => {
            const open = expanded(group);
            const id = topicGroupId(group.id);
            const line = (
              <>
                {group.open ? null : <LockIcon />}
                <span className={styles.title}>
                  {group.title}
                  {group.open ? null : (
                    <span className={styles.opens}>
                      {' · '}
                      {group.opensAt
                        ? t('curriculum.opensAt', { date: formatDate(group.opensAt, language) })
                        : t('curriculum.locked')}
                    </span>
                  )}
                </span>
                <span className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`} aria-hidden="true" />
              </>
            );
            return (
              <li
                key={group.id}
                id={id}
                tabIndex={-1}
                className={group.open ? styles.group : styles.lockedGroup}
              >
                <h3 className={styles.groupHeading}>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={open}
                    aria-controls={`${id}-content`}
                    onClick={() => toggle(group.id)}
                  >
                    {line}
                  </button>
                </h3>
                <div id={`${id}-content`} className={styles.content} hidden={!open}>
                  {open ? (
                    <>
                      {group.test ? (
                        <TopicTestCard
                          summary={group.test}
                          onSubmitted={(standing) => keepStanding(standing)}
                        />
                      ) : null}
                      {group.essay ? (
                        <EssayEditor essay={group.essay} title={t('essays.topic', { title: group.title })} />
                      ) : null}
                    </>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      {final ? (
        <div id={FINAL_ESSAY_ID} tabIndex={-1} className={styles.final}>
          <EssayEditor essay={final} title={t('essays.final')} />
        </div>
      ) : null}
      <CourseCertificate />
    </div>
  );
}
