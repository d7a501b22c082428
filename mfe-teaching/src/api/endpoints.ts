import { endpoint } from '@academy/shared/endpoint';
import type {
  CalendarTopic,
  EvaluationPayload,
  ImportantMark,
  LecturePatchPayload,
  ImportantPayload,
  Revocation,
  RevocationPayload,
  RosterPage,
  SeminarCancellationPayload,
  SeminarCreatePayload,
  SeminarPatchPayload,
  StaffAnswer,
  StaffAnswerPage,
  StaffAnswerPayload,
  StaffEssay,
  StaffEssayPage,
  StaffLecture,
  StaffLecturePage,
  StaffQuestionPage,
  StaffSeminar,
  StaffSeminarPage,
  StaffTest,
  TeachingCalendar,
  OpeningPayload,
  QueryString,
  RosterExportQuery,
  RosterQuery,
  StaffAnswerListQuery,
  StaffEssayQuery,
  StaffLectureListQuery,
  StaffQuestionQuery,
  StaffSeminarListQuery,
  TestReplacePayload,
} from '@academy/shared';

/**
 * A lecture's video may be hundreds of megabytes on a slow line; the API's own request timeout
 * (REQUEST_TIMEOUT_MS, decision 0192) is what ends a stalled one. The instructor can cancel any time.
 */
export const LECTURE_UPLOAD_TIMEOUT_MS = 60 * 60_000;

/**
 * Every endpoint mfe-teaching calls (docs/decisions/0210, 0803): the only module of this remote that
 * declares one; the features' and resources' api/ functions call them with `api.call`, and the API's
 * contract test reads them. Staff routes are not additions (decision 0209): a backend without them
 * has no teaching remote deployed.
 */
export const endpoints = {
  essays: endpoint<{
    response: StaffEssayPage;
    query: QueryString<StaffEssayQuery>;
  }>()({
    method: 'get',
    path: '/teaching/essays/',
    fallback: 'essaysFetch',
  }),
  essay: endpoint<{ response: StaffEssay }>()({
    method: 'get',
    path: '/teaching/essays/:essayId/',
    fallback: 'essaysFetch',
  }),
  /** 409 `stale_revision` when the essay changed since it was read, `essay_not_submitted` when it no longer waits. */
  evaluation: endpoint<{ response: StaffEssay; json: EvaluationPayload }>()({
    method: 'post',
    path: '/teaching/essays/:essayId/evaluation/',
    fallback: 'essaySave',
  }),
  questions: endpoint<{
    response: StaffQuestionPage;
    query: QueryString<StaffQuestionQuery>;
  }>()({
    method: 'get',
    path: '/teaching/questions/',
    fallback: 'questionsFetch',
  }),
  /** A question's whole thread, oldest first, pages of 20; 404 past the last page. */
  answers: endpoint<{ response: StaffAnswerPage; query: QueryString<StaffAnswerListQuery> }>()({
    method: 'get',
    path: '/teaching/questions/:questionId/answers/',
    fallback: 'questionsFetch',
  }),
  answer: endpoint<{ response: StaffAnswer; json: StaffAnswerPayload }>()({
    method: 'post',
    path: '/teaching/questions/:questionId/answers/',
    fallback: 'answer',
  }),
  important: endpoint<{ response: ImportantMark; json: ImportantPayload }>()({
    method: 'put',
    path: '/teaching/questions/:questionId/important/',
    fallback: 'questionMark',
  }),
  seminars: endpoint<{ response: StaffSeminarPage; query: QueryString<StaffSeminarListQuery> }>()({
    method: 'get',
    path: '/teaching/seminars/',
    fallback: 'seminarsFetch',
  }),
  createSeminar: endpoint<{ response: StaffSeminar; json: SeminarCreatePayload }>()({
    method: 'post',
    path: '/teaching/seminars/',
    fallback: 'seminarsFetch',
  }),
  editSeminar: endpoint<{ response: StaffSeminar; json: SeminarPatchPayload }>()({
    method: 'patch',
    path: '/teaching/seminars/:seminarId/',
    fallback: 'seminarsFetch',
  }),
  cancelSeminar: endpoint<{ response: StaffSeminar; json: SeminarCancellationPayload }>()({
    method: 'post',
    path: '/teaching/seminars/:seminarId/cancellation/',
    fallback: 'seminarsFetch',
  }),
  calendar: endpoint<{ response: TeachingCalendar }>()({
    method: 'get',
    path: '/teaching/calendar/',
    fallback: 'topicsFetch',
  }),
  opening: endpoint<{ response: CalendarTopic; json: OpeningPayload }>()({
    method: 'put',
    path: '/teaching/topics/:topicId/opening/',
    fallback: 'topicsFetch',
  }),
  test: endpoint<{ response: StaffTest }>()({
    method: 'get',
    path: '/teaching/topics/:topicId/test/',
    fallback: 'testsFetch',
  }),
  replaceTest: endpoint<{ response: StaffTest; json: TestReplacePayload }>()({
    method: 'put',
    path: '/teaching/topics/:topicId/test/',
    fallback: 'testsFetch',
  }),
  lectures: endpoint<{ response: StaffLecturePage; query: QueryString<StaffLectureListQuery> }>()({
    method: 'get',
    path: '/teaching/lectures/',
    fallback: 'topicsFetch',
  }),
  editLecture: endpoint<{ response: StaffLecture; json: LecturePatchPayload }>()({
    method: 'patch',
    path: '/teaching/lectures/:lectureId/',
    fallback: 'topicsFetch',
  }),
  /** Multipart part `file`; 415 for another type, 413 past the limit (both in the listing's `uploads`). */
  lectureVideo: endpoint<{ response: StaffLecture; body: FormData }>()({
    method: 'put',
    path: '/teaching/lectures/:lectureId/video/',
    fallback: 'topicsFetch',
    upload: true,
    timeout: LECTURE_UPLOAD_TIMEOUT_MS,
  }),
  lectureMaterial: endpoint<{ response: StaffLecture; body: FormData }>()({
    method: 'put',
    path: '/teaching/lectures/:lectureId/material/',
    fallback: 'topicsFetch',
    upload: true,
    timeout: LECTURE_UPLOAD_TIMEOUT_MS,
  }),
  lectureCaptions: endpoint<{ response: StaffLecture; body: FormData }>()({
    method: 'put',
    path: '/teaching/lectures/:lectureId/captions/:language/',
    fallback: 'topicsFetch',
    upload: true,
    timeout: LECTURE_UPLOAD_TIMEOUT_MS,
  }),
  removeLectureCaptions: endpoint<{ response: StaffLecture }>()({
    method: 'delete',
    path: '/teaching/lectures/:lectureId/captions/:language/',
    fallback: 'topicsFetch',
  }),
  roster: endpoint<{ response: RosterPage; query: QueryString<RosterQuery> }>()({
    method: 'get',
    path: '/teaching/students/',
    fallback: 'coursesFetch',
  }),
  /** The whole filtered, sorted roster (every page) as CSV; the API streams it, so it may take longer. */
  rosterCsv: endpoint<{ response: Blob; query: QueryString<RosterExportQuery> }>()({
    method: 'get',
    path: '/teaching/students/export.csv',
    fallback: 'materialDownload',
    download: true,
    timeout: 120_000,
  }),
  revocation: endpoint<{ response: Revocation; json: RevocationPayload }>()({
    method: 'post',
    path: '/teaching/certificates/:certificateNumber/revocation/',
    fallback: 'certificate',
  }),
};
