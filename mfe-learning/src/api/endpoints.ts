import { endpoint } from '@academy/shared/endpoint';
import type {
  Answer,
  AnswerPayload,
  AttemptPayload,
  AttemptResult,
  Certificate,
  Completion,
  Course,
  CourseProgress,
  Essay,
  EssayDraftPayload,
  EssaySubmitPayload,
  LectureProgress,
  LectureProgressPayload,
  Payment,
  PaymentData,
  PaymentPayload,
  AnswerListQuery,
  AnswerPage,
  Question,
  QuestionListQuery,
  QuestionMark,
  QuestionPage,
  QuestionPayload,
  QueryString,
  Seminar,
  StudentTopic,
  TestSummary,
  TopicTest,
} from '@academy/shared';

/** Course completion (tests, essays, the certificate) is an addition; a path with an id is no probe. */
const COMPLETION = { name: 'completion', probe: false } as const;
/**
 * The course's lists of tests and essays and its checklist: like the progress call, a 404 there says
 * the call is not served, or that there is no such course: nothing to show either way (decision 0712).
 */
const COMPLETION_LIST = { name: 'completion', probe: true } as const;

/**
 * Every endpoint mfe-learning calls (docs/decisions/0210): the only module of this remote that declares
 * one; the features' and resources' api/ functions call them with `api.call`, and the API's contract
 * test reads them (with routes.json's `data` and `signedInData`, which must be declared here or in the
 * kernel's table).
 */
export const endpoints = {
  studentCourses: endpoint<{ response: Course[] }>()({
    method: 'get',
    path: '/courses/student/courses/',
    fallback: 'coursesFetch',
  }),
  studentTopics: endpoint<{ response: StudentTopic[] }>()({
    method: 'get',
    path: '/courses/student/:courseId/topics/',
    fallback: 'topicsFetch',
  }),
  courseProgress: endpoint<{ response: CourseProgress }>()({
    method: 'get',
    path: '/courses/student/:courseId/progress/',
    fallback: 'progressFetch',
    // A 404 here says the call is not served, or that there is no such course: no progress either way.
    addition: { name: 'progress', probe: true },
  }),
  lectureProgress: endpoint<{ response: LectureProgress; json: LectureProgressPayload }>()({
    method: 'put',
    path: '/courses/student/lectures/:lectureId/progress/',
    fallback: 'progressSave',
    addition: { name: 'progress', probe: false },
    keepalive: true,
  }),
  seminar: endpoint<{ response: Seminar }>()({
    method: 'get',
    path: '/courses/seminars/:seminarId/',
    fallback: 'seminarsFetch',
  }),
  /**
   * A seminar's "Add to calendar" file (text/calendar, decision 0168): never fetched by the client, the
   * page links to its absolute URL (seminarCalendarUrl) and the browser downloads it.
   */
  seminarCalendar: endpoint<{ response: Blob }>()({
    method: 'get',
    path: '/courses/seminars/:seminarId/calendar.ics',
    fallback: 'seminarsFetch',
    anonymous: true,
    download: true,
  }),
  questions: endpoint<{
    response: QuestionPage;
    query: QueryString<QuestionListQuery>;
  }>()({
    method: 'get',
    path: '/courses/questions/',
    fallback: 'questionsFetch',
    // Only the first page probes: a later page can be answered 404 "Invalid page." (the call sets it).
    addition: { name: 'questions', probe: true },
  }),
  answers: endpoint<{ response: AnswerPage; query: QueryString<AnswerListQuery> }>()({
    method: 'get',
    path: '/courses/questions/:questionId/answers/',
    fallback: 'questionsFetch',
    addition: { name: 'questions', probe: false },
  }),
  question: endpoint<{ response: Question; json: QuestionPayload }>()({
    method: 'post',
    path: '/courses/questions/',
    fallback: 'question',
  }),
  answer: endpoint<{ response: Answer; json: AnswerPayload }>()({
    method: 'post',
    path: '/courses/answers/',
    fallback: 'answer',
  }),
  markQuestion: endpoint<{ response: QuestionMark }>()({
    method: 'put',
    path: '/courses/questions/:questionId/important/',
    fallback: 'questionMark',
    addition: { name: 'questions', probe: false },
  }),
  unmarkQuestion: endpoint<{ response: QuestionMark }>()({
    method: 'delete',
    path: '/courses/questions/:questionId/important/',
    fallback: 'questionMark',
    addition: { name: 'questions', probe: false },
  }),
  createPayment: endpoint<{ response: PaymentData; json: PaymentPayload }>()({
    method: 'post',
    path: '/courses/create-payment/',
    fallback: 'payment',
  }),
  payment: endpoint<{ response: Payment }>()({
    method: 'get',
    path: '/courses/payments/:paymentId/',
    fallback: 'paymentFetch',
  }),
  tests: endpoint<{ response: TestSummary[] }>()({
    method: 'get',
    path: '/courses/student/:courseId/tests/',
    fallback: 'testsFetch',
    addition: COMPLETION_LIST,
  }),
  test: endpoint<{ response: TopicTest }>()({
    method: 'get',
    path: '/courses/tests/:testId/',
    fallback: 'testsFetch',
    addition: COMPLETION,
  }),
  attempt: endpoint<{ response: AttemptResult; json: AttemptPayload }>()({
    method: 'post',
    path: '/courses/tests/:testId/attempts/',
    fallback: 'testAttempt',
    addition: COMPLETION,
  }),
  essays: endpoint<{ response: Essay[] }>()({
    method: 'get',
    path: '/courses/student/:courseId/essays/',
    fallback: 'essaysFetch',
    addition: COMPLETION_LIST,
  }),
  topicEssay: endpoint<{ response: Essay; json: EssayDraftPayload }>()({
    method: 'put',
    path: '/courses/student/:courseId/essays/topics/:topicId/',
    fallback: 'essaySave',
    addition: COMPLETION,
  }),
  topicEssaySubmit: endpoint<{ response: Essay; json: EssaySubmitPayload }>()({
    method: 'post',
    path: '/courses/student/:courseId/essays/topics/:topicId/submit/',
    fallback: 'essaySubmit',
    addition: COMPLETION,
  }),
  finalEssay: endpoint<{ response: Essay; json: EssayDraftPayload }>()({
    method: 'put',
    path: '/courses/student/:courseId/essays/final/',
    fallback: 'essaySave',
    addition: COMPLETION,
  }),
  finalEssaySubmit: endpoint<{ response: Essay; json: EssaySubmitPayload }>()({
    method: 'post',
    path: '/courses/student/:courseId/essays/final/submit/',
    fallback: 'essaySubmit',
    addition: COMPLETION,
  }),
  completion: endpoint<{ response: Completion }>()({
    method: 'get',
    path: '/courses/student/:courseId/completion/',
    fallback: 'completionFetch',
    addition: COMPLETION_LIST,
  }),
  certificate: endpoint<{ response: Certificate }>()({
    method: 'post',
    path: '/courses/student/:courseId/certificate/',
    fallback: 'certificate',
    addition: COMPLETION,
  }),
  /** The certificate as a PDF file (a refusal is read as its JSON detail). */
};
