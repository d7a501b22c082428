import { PageHeading, Spinner, useIsSignedIn } from '@academy/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { CourseCertificate } from '../../features/certification/CourseCertificate';
import { CourseOverview } from '../../features/course-overview/CourseOverview';
import { PurchaseCard } from '../../features/course-purchase/PurchaseCard';
import {
  checkPayment,
  clearPaymentOutcome,
  usePaymentReturn,
} from '../../features/course-purchase/payment-store';
import { QuestionsPanel } from '../../features/course-questions/QuestionsPanel';
import { CourseSeminars } from '../../features/course-seminars/CourseSeminars';
import { CurriculumPanel } from '../../features/curriculum/CurriculumPanel';
import { CertificationTab } from './CertificationTab';
import { LecturePlayer } from '../../features/lecture-player/LecturePlayer';
import { NAMESPACE } from '../../locales';
import { useCourse } from '../../resources/course';
import { useCourseAccess, useCourseView, useCurriculum } from '../../resources/curriculum';
import { useCourseProgress } from '../../resources/progress';
import { CourseTabs, type CourseTab } from './CourseTabs';
import { useIsNarrow } from './use-is-narrow';
import stagePoster from './stage-poster.svg';
import styles from './passing-course-page.module.css';

/**
 * Loads the course again after a payment; a load started before the payment settled (answered "not
 * bought") is waited for first, because a load with the same arguments in flight would be shared.
 */
async function openBoughtCourse(courseId: number): Promise<void> {
  await Promise.all([useCurriculum.getState().load(courseId), useCourseProgress.getState().load(courseId)]);
  await Promise.all([useCurriculum.getState().load(courseId), useCourseProgress.getState().load(courseId)]);
}

/** The side column's curriculum heading, which the certification checklist's lectures row moves to. */
const CURRICULUM_TITLE_ID = 'course-curriculum-title';

function parseCourseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The tab a link into the page asks for (a notification's link, docs/decisions/0045): `?tab=seminars`
 * or `?tab=certification`, the questions tab for `?question=`, else none.
 */
function linkedTab(params: URLSearchParams): CourseTab | null {
  const tab = params.get('tab');
  if (tab === 'seminars' || tab === 'certification' || tab === 'questions') return tab;
  return params.has('question') ? 'questions' : null;
}

/**
 * /passingcourse/{id}: the player, the curriculum (or the purchase card before the course is bought),
 * and the tabs Overview, Sidebar (below 768 px), QAA, Seminars and Certification.
 */
export default function PassingCoursePage() {
  const { t } = useTranslation(NAMESPACE);
  const courseId = parseCourseId(useParams().id);
  const signedIn = useIsSignedIn();
  const narrowQuery = useIsNarrow();
  // Rendered at build time (null) the page carries both layouts and CSS shows one (decision 0012).
  const narrow = narrowQuery !== false;
  const wide = narrowQuery !== true;
  const narrowOnly = narrowQuery === null ? styles.narrowOnly : undefined;
  const wideOnly = narrowQuery === null ? styles.wideOnly : undefined;
  const [searchParams, setSearchParams] = useSearchParams();
  const [tab, setTab] = useState<CourseTab>(() => linkedTab(searchParams) ?? 'overview');
  const linkedLecture = parseCourseId(searchParams.get('lecture'));
  const linkedQuestion = parseCourseId(searchParams.get('question'));
  const linkedTopic = parseCourseId(searchParams.get('topic'));
  const wantedTab = linkedTab(searchParams);
  const course = useCourse();
  const curriculum = useCurriculum();
  const notBought = useCourseAccess((state) => state.notBought);
  const progressStatus = useCourseProgress((state) => state.status);
  const selectedLecture = useCourseView((state) => state.selectedLecture);
  const outcome = usePaymentReturn((state) => state.outcome);
  const resumed = useRef(false);
  const paymentId = searchParams.get('payment');

  useEffect(() => {
    if (courseId === null) return;
    void useCourse.getState().load(courseId);
  }, [courseId]);

  useEffect(() => {
    resumed.current = false;
    if (courseId === null || !signedIn) {
      useCurriculum.getState().reset();
      useCourseProgress.getState().reset();
      useCourseAccess.setState({ notBought: false });
      return;
    }
    void useCurriculum.getState().load(courseId);
    void useCourseProgress.getState().load(courseId);
  }, [courseId, signedIn]);

  // Back from the provider's card page: show the result, open the course without reloading the site.
  useEffect(() => {
    if (!paymentId || !signedIn || courseId === null) return;
    let current = true;
    void checkPayment(paymentId).then((result) => {
      if (!current) return;
      if (result.state === 'paid') void openBoughtCourse(courseId);
      setSearchParams({}, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [paymentId, signedIn, courseId, setSearchParams]);

  useEffect(() => () => clearPaymentOutcome(), []);

  // A link into the page (?lecture=, ?topic=, ?tab=, ?question=) opens what it names once the
  // curriculum is here, before the resume point could (decision 0045).
  useEffect(() => {
    if (wantedTab) setTab(wantedTab);
  }, [wantedTab, linkedQuestion]);
  useEffect(() => {
    if (curriculum.status !== 'success') return;
    if (linkedLecture !== null) useCourseView.getState().openLecture(linkedLecture);
    if (linkedTopic !== null) useCourseView.getState().openTopic(linkedTopic);
  }, [curriculum.status, linkedLecture, linkedTopic]);

  // Opening the page resumes the lecture studied last (decision 0170).
  const progress = useCourseProgress((state) => state.data);
  useEffect(() => {
    if (resumed.current || curriculum.status !== 'success' || !progress) return;
    resumed.current = true;
    if (progress.last) useCourseView.getState().resume(progress.last.lecture);
  }, [curriculum.status, progress]);

  useEffect(() => {
    if (narrowQuery === false && tab === 'sidebar') setTab('overview');
  }, [narrowQuery, tab]);

  if (courseId === null) {
    return <PageHeading>{t('pages.notFound')}</PageHeading>;
  }

  const hasCurriculum = signedIn && curriculum.status === 'success' && !notBought;
  const checking =
    signedIn && (curriculum.status === 'idle' || (curriculum.status === 'loading' && !hasCurriculum));
  const loadError = curriculum.status === 'error' && !notBought ? curriculum.error : null;
  const playerReady = progressStatus === 'success' || progressStatus === 'error';
  // Until a signed-in student's access and resume point are known, only the stage's frame is shown:
  // the player, the intro or the purchase card then take their place without moving anything the
  // student already sees (CLS 0, docs/decisions/0014).
  const settling = checking || (hasCurriculum && !playerReady);
  const title = course.data?.title ?? t('pages.passingCourse');
  const courseLoading = course.data === null && (course.status === 'idle' || course.status === 'loading');

  const purchase = (
    <PurchaseCard
      courseId={courseId}
      course={course.data ?? null}
      loading={courseLoading}
      loadError={loadError}
      onRetryLoad={() => void useCurriculum.getState().reload()}
    />
  );
  // The checklist's lectures row: the Curriculum tab below 768 px, else the curriculum beside the tabs.
  const openCurriculum = () => {
    if (narrowQuery === true) {
      setTab('sidebar');
      document.getElementById('course-tab-sidebar')?.focus();
      return;
    }
    const title = document.getElementById(CURRICULUM_TITLE_ID);
    title?.scrollIntoView?.({ block: 'start' });
    title?.focus({ preventScroll: true });
  };
  const side = checking ? <Spinner /> : hasCurriculum ? <CurriculumPanel /> : purchase;

  const panels: Record<CourseTab, ReactNode> = {
    overview: <CourseOverview description={course.data?.course_description ?? ''} />,
    sidebar:
      hasCurriculum || checking ? side : <p className={styles.note}>{t('curriculum.afterPurchase')}</p>,
    questions:
      hasCurriculum && selectedLecture ? (
        <QuestionsPanel
          lectureId={selectedLecture.id}
          lectureTitle={selectedLecture.title}
          openQuestionId={
            linkedQuestion !== null && selectedLecture.id === linkedLecture ? linkedQuestion : undefined
          }
        />
      ) : (
        <p className={styles.note}>{t('questions.afterPurchase')}</p>
      ),
    seminars: <CourseSeminars />,
    certification: hasCurriculum ? (
      <CertificationTab courseId={courseId} onOpenCurriculum={openCurriculum} />
    ) : (
      <CourseCertificate />
    ),
  };

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <PageHeading>{title}</PageHeading>
      </div>
      {outcome.state === 'paid' ? (
        <p role="status" className={styles.paid}>
          {t('purchase.paymentSuccess')}
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={styles.stage}>
            {settling ? (
              <div className={styles.stageLoading}>
                <Spinner />
              </div>
            ) : hasCurriculum ? (
              <LecturePlayer lecture={selectedLecture} />
            ) : courseLoading ? (
              // The course is on its way: its poster holds the intro's place.
              <div className={styles.stageLoading}>
                <Spinner />
              </div>
            ) : (
              <CourseIntro video={course.data?.introductory_video ?? ''} title={title} />
            )}
          </div>
          {narrow && !hasCurriculum && !checking ? (
            <div className={[styles.narrowPurchase, narrowOnly].filter(Boolean).join(' ')}>{purchase}</div>
          ) : null}
          {settling ? null : (
            <CourseTabs
              tab={tab}
              onChange={setTab}
              withSidebar={narrow}
              sidebarClassName={narrowOnly}
              panels={panels}
            />
          )}
        </div>
        {wide ? (
          <aside
            className={[styles.side, wideOnly].filter(Boolean).join(' ')}
            aria-label={t('curriculum.title')}
          >
            {hasCurriculum ? (
              <>
                <h2 id={CURRICULUM_TITLE_ID} tabIndex={-1} className={styles.sideTitle}>
                  {t('curriculum.title')}
                </h2>
                <div className={styles.sidePanel}>{side}</div>
              </>
            ) : (
              // Another element than the panel's: the spinner or the purchase card is replaced by the
              // curriculum under its title, not moved down by the title (CLS 0, decision 0014).
              <div>{side}</div>
            )}
          </aside>
        ) : null}
      </div>
    </div>
  );
}

/** Before the course is bought: its introductory video where the lectures will play. */
function CourseIntro({ video, title }: { video: string; title: string }) {
  const { t } = useTranslation(NAMESPACE);
  if (!video) return <div className={styles.introPlaceholder}>{t('player.introPlaceholder')}</div>;
  return (
    <video
      className={styles.intro}
      src={video}
      poster={stagePoster}
      controls
      preload="metadata"
      aria-label={t('player.introLabel', { title })}
    >
      {t('player.unsupported')}
    </video>
  );
}
