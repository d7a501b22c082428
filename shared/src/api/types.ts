/**
 * The wire contract: every body the front end sends or reads is the Static<> of the API's TypeBox
 * schema, the one the API's route validates or serialises with, all in @academy/contract: entities in
 * contract/src/entities.ts, request bodies and answers of one group of routes in
 * contract/src/<group>.ts. The imports below are type-only, so no schema code reaches the
 * browser bundle (`npm run bench:bundle` checks). Where the front end deliberately expects less than
 * the API sends, because a DRF backend does not send it, the type is derived from the Static with
 * Omit/Partial and says why. api/src/front-end-contract.test.ts checks each endpoint's method and
 * path against the API's routes.
 */
import type * as Schemas from '@academy/contract';
import type { Static } from '@academy/contract';
import type * as AuthSchemas from '@academy/contract/auth';
import type * as CalendarSchemas from '@academy/contract/calendar';
import type * as ClientErrorSchemas from '@academy/contract/client-errors';
import type * as CompletionSchemas from '@academy/contract/completion';
import type * as CourseSchemas from '@academy/contract/courses';
import type * as FeedbackSchemas from '@academy/contract/feedback';
import type * as NotificationSchemas from '@academy/contract/notifications';
import type * as PaymentSchemas from '@academy/contract/payments';
import type * as ProgressSchemas from '@academy/contract/progress';
import type * as QuestionSchemas from '@academy/contract/questions';
import type * as SocialSchemas from '@academy/contract/social-sign-in';
import type * as StudentSchemas from '@academy/contract/student';
import type * as TeachingSchemas from '@academy/contract/teaching';
import type * as TranslateSchemas from '@academy/contract/translate';

/** Optional on the front end: a DRF backend may not send these members of T. */
type WithOptional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/**
 * A route's query as its query string carries it, from the Static<> of the route's query schema
 * (docs/decisions/0040): every member may be left out (the API fills its default), a string or a
 * choice of strings stays as it is, a number or a boolean travels as its text. An endpoint
 * definition's `query` is this of its route's schema.
 */
export type QueryString<Q> = {
  [K in keyof Q]?: NonNullable<Q[K]> extends string ? NonNullable<Q[K]> : string;
};

/** Decimals arrive as DRF-style strings ("450.00"). */
export type Money = Static<typeof Schemas.Money>;
export type Tokens = Static<typeof Schemas.Tokens>;
/**
 * The profile facts are optional on the front end: a DRF backend may not send them (docs/decisions/0160);
 * nor `role` (docs/decisions/0190), which then means a student.
 */
export type User = WithOptional<
  Static<typeof Schemas.User>,
  'status' | 'residential_address' | 'taxpayer_id' | 'role'
>;
export type AccountRole = NonNullable<User['role']>;
export type Course = Static<typeof Schemas.Course>;
export type ProfileStatus = NonNullable<User['status']>;
/** First element of GET /courses/course/: the "main video record". */
export type MainVideo = Pick<Course, 'id' | 'title' | 'introductory_video' | 'new_price' | 'old_price'>;
export type CourseVideo = Static<typeof Schemas.CourseVideo>;
export type PublicLecture = Static<typeof Schemas.PublicLecture>;
export type PublicTopic = Static<typeof Schemas.PublicTopic>;
/** A DRF backend names a question's or answer's author by `first_name` and `photo` only (docs/decisions/0211). */
export type QuestionAuthor = Omit<Static<typeof Schemas.QuestionAuthor>, 'last_name'> &
  Partial<Pick<Static<typeof Schemas.QuestionAuthor>, 'last_name'>>;
export type Answer = Static<typeof Schemas.Answer>;
export type Question = Static<typeof Schemas.Question>;
export type Lecture = Static<typeof Schemas.Lecture>;
export type StudentTopic = Static<typeof Schemas.StudentTopic>;
export type Seminar = Static<typeof Schemas.Seminar>;
export type OrganisationPerson = Static<typeof Schemas.OrganisationPerson>;
export type PersonStatus = OrganisationPerson['status'];
export type Book = Static<typeof Schemas.Book>;

export type DetailResponse = Static<typeof Schemas.Detail>;

/** DRF error bodies: {"detail": "..."} or {"field": ["message", ...]}. */
export type ApiErrorBody = Static<typeof Schemas.ErrorBody>;

// Sign-up, sign-in and recovery (/student/auth/).
export type RegisterPayload = Static<typeof AuthSchemas.RegisterBody>;
export type RegisterResponse = Static<typeof AuthSchemas.Registered>;
/** `password`: the account takes it rather than that of the registration the code was mailed for (decision 0103). */
export type VerifyEmailPayload = Static<typeof AuthSchemas.VerifyEmailBody>;
export type ResendCodePayload = Static<typeof AuthSchemas.ResendCodeBody>;
export type LoginPayload = Static<typeof AuthSchemas.LoginBody>;
export type TokenRefreshPayload = Static<typeof AuthSchemas.TokenRefreshBody>;
export type PasswordResetRequestPayload = Static<typeof AuthSchemas.PasswordResetBody>;
/** `code_length` is optional: a DRF backend does not send it, and the screens then show four boxes. */
export type PasswordResetRequestResponse = WithOptional<
  Static<typeof AuthSchemas.PasswordResetRequested>,
  'code_length'
>;
export type PasswordResetVerifyPayload = Static<typeof AuthSchemas.PasswordResetVerifyBody>;
export type PasswordResetVerifyResponse = Static<typeof AuthSchemas.ResetToken>;
export type PasswordResetConfirmPayload = Static<typeof AuthSchemas.PasswordResetConfirmBody>;
/**
 * The API answers a token pair beside the detail: the mailbox is proven, so the recovering device is
 * signed in (docs/decisions/0108); a DRF backend answers only the detail, so the pair is optional here.
 */
export type PasswordResetConfirmResponse = WithOptional<
  Static<typeof AuthSchemas.PasswordResetDone>,
  'access' | 'refresh'
>;
/** A configured OpenID Connect provider (decision 0140). */
export type SocialProvider = Static<typeof SocialSchemas.SocialProvider>;
export type SocialExchangePayload = Static<typeof SocialSchemas.ExchangeBody>;

// The signed-in student (/student/).
/** PATCH /student/student/update/ is a partial update: any subset of these (docs/decisions/0160). */
export type ProfileUpdatePayload = Static<typeof StudentSchemas.ProfileUpdate>;
/** `current_password` is required: a stolen session cannot change the password alone (docs/decisions/0104). */
export type PasswordChangePayload = Static<typeof StudentSchemas.PasswordChangeBody>;
/**
 * The API signs out every other device and answers a fresh token pair for this one; a DRF backend
 * answers only the detail, so the pair is optional here.
 */
export type PasswordChangeResponse = WithOptional<
  Static<typeof StudentSchemas.PasswordChanged>,
  'access' | 'refresh'
>;

// Questions and answers (/courses/).
export type QuestionPayload = Static<typeof CourseSchemas.QuestionBody>;
export type AnswerPayload = Static<typeof CourseSchemas.AnswerBody>;
/** A question as the list shows it: with the signed-in student's private "important" mark. */
export type ListedQuestion = Static<typeof Schemas.ListedQuestion>;
/** DRF's page of a lecture's questions (docs/decisions/0171). */
export type QuestionPage = Static<typeof QuestionSchemas.QuestionPage>;
/** One page of a question's whole thread, newest first (the listing embeds only the newest few). */
export type AnswerPage = Static<typeof QuestionSchemas.AnswerPage>;
/** GET /courses/questions/'s query: the lecture, the search, filter and sort, the page and its cursor. */
export type QuestionListQuery = Static<typeof QuestionSchemas.QuestionListQuery>;
export type QuestionFilter = QuestionListQuery['filter'];
export type QuestionSort = QuestionListQuery['sort'];
export type AnswerListQuery = Static<typeof QuestionSchemas.AnswerListQuery>;
export type QuestionMark = Static<typeof QuestionSchemas.QuestionMark>;

// Progress through a course (decision 0170).
export type LectureProgress = Static<typeof Schemas.LectureProgress>;
export type CourseProgress = Static<typeof Schemas.CourseProgress>;
export type LectureProgressPayload = Static<typeof ProgressSchemas.ProgressSaveBody>;

// Payments (/courses/, docs/decisions/0121).
export type PaymentPayload = Static<typeof PaymentSchemas.CreatePaymentBody>;
/** Answer of POST /courses/create-payment/, kept by the purchase as its data. */
export type PaymentData = Static<typeof PaymentSchemas.CreatedPayment>;
/** The student's payments (GET /courses/payments/). */
export type PaymentStatus = Static<typeof PaymentSchemas.PaymentStatus>;
export type Payment = Static<typeof PaymentSchemas.Payment>;
export type PaymentRefusal = Static<typeof PaymentSchemas.Refusal>;
export type RefusalPayload = Static<typeof PaymentSchemas.RefusalBody>;

// The contact form and course-text translation (/courses/).
export type FeedbackPayload = Static<typeof FeedbackSchemas.FeedbackBody>;
/** An error of a remote, reported by the shell (docs/decisions/0011). */
export type ClientErrorPayload = Static<typeof ClientErrorSchemas.ClientErrorBody>;
type TranslateBody = Static<ReturnType<typeof TranslateSchemas.TranslateBody>>;
/** A list of texts, one call for a whole screen; answered as TranslateTextsResponse. */
export type TranslateTextsPayload = Required<Pick<TranslateBody, 'texts' | 'target'>>;
/** In the order sent. */
export type TranslateTextsResponse = Static<typeof TranslateSchemas.TranslatedTexts>;

// Tests, essays, the completion checklist and certificates (/courses/, decisions 0701, 0702).
/** A topic's test as the course page lists it: no questions, the student's standing. */
export type TestSummary = Static<typeof CompletionSchemas.TestSummary>;
/** A test to take: its questions and choices, never the key (decision 0702). */
export type TopicTest = Static<typeof CompletionSchemas.TopicTest>;
export type TestQuestion = Static<typeof CompletionSchemas.TestQuestion>;
export type AttemptPayload = Static<typeof CompletionSchemas.AttemptBody>;
export type TestAttempt = Static<typeof CompletionSchemas.Attempt>;
export type TestAttemptAnswer = Static<typeof CompletionSchemas.AttemptAnswer>;
/** The answer to a submitted attempt: the attempt and the test's standing after it. */
export type AttemptResult = Static<typeof CompletionSchemas.AttemptResult>;
export type EssayStatus = Static<typeof CompletionSchemas.EssayStatus>;
export type Essay = Static<typeof CompletionSchemas.Essay>;
export type EssayVersion = Static<typeof CompletionSchemas.EssayVersion>;
export type EssayWithVersions = Static<typeof CompletionSchemas.EssayWithVersions>;
export type EssayDraftPayload = Static<typeof CompletionSchemas.EssayDraftBody>;
export type EssaySubmitPayload = Static<typeof CompletionSchemas.EssaySubmitBody>;
export type Certificate = Static<typeof CompletionSchemas.Certificate>;
/** The requirements checklist of one course and the certificate once issued. */
export type Completion = Static<typeof CompletionSchemas.Completion>;
/** What anyone may learn from a certificate's number (the public verification page). */
export type PublicCertificate = Static<typeof CompletionSchemas.PublicCertificate>;

// The instructors' side (/teaching/, mfe-teaching, docs/decisions/0803). Query strings are typed from
// the route's query schema with every member optional: the API fills its defaults.
export type StaffStudent = Static<typeof TeachingSchemas.StaffStudent>;
export type StaffEssayQuery = Partial<Static<typeof TeachingSchemas.StaffEssayListQuery>>;
export type StaffEssayQueueStatus = NonNullable<StaffEssayQuery['status']>;
export type StaffEssaySummary = Static<typeof TeachingSchemas.StaffEssaySummary>;
export type StaffEssayPage = Static<typeof TeachingSchemas.StaffEssayPage>;
/** One essay to evaluate, with its versions and the `revision` the evaluation sends back. */
export type StaffEssay = Static<typeof TeachingSchemas.StaffEssay>;
export type EvaluationPayload = Static<typeof TeachingSchemas.EvaluationDecisionBody>;
export type StaffQuestionQuery = Partial<Static<typeof TeachingSchemas.StaffQuestionListQuery>>;
export type StaffQuestion = Static<typeof TeachingSchemas.StaffQuestion>;
export type StaffQuestionPage = Static<typeof TeachingSchemas.StaffQuestionPage>;
export type StaffAnswer = Static<typeof TeachingSchemas.StaffAnswer>;
/** One page of a question's whole thread, oldest first (the list embeds only the first few). */
export type StaffAnswerPage = Static<typeof TeachingSchemas.StaffAnswerPage>;
export type StaffAnswerPayload = Static<typeof TeachingSchemas.StaffAnswerBody>;
export type StaffAnswerListQuery = Partial<Static<typeof TeachingSchemas.StaffAnswerListQuery>>;
export type ImportantPayload = Static<typeof TeachingSchemas.ImportantBody>;
export type ImportantMark = Static<typeof TeachingSchemas.ImportantMark>;
export type StaffSeminar = Static<typeof TeachingSchemas.StaffSeminar>;
export type StaffSeminarPage = Static<typeof TeachingSchemas.StaffSeminarPage>;
export type StaffSeminarListQuery = Partial<Static<typeof TeachingSchemas.StaffSeminarListQuery>>;
export type SeminarCreatePayload = Static<typeof TeachingSchemas.SeminarCreateBody>;
export type SeminarPatchPayload = Static<typeof TeachingSchemas.SeminarPatchBody>;
export type SeminarCancellationPayload = Static<typeof TeachingSchemas.SeminarCancellationBody>;
export type CalendarTopic = Static<typeof TeachingSchemas.CalendarTopic>;
export type TeachingCalendar = Static<typeof TeachingSchemas.Calendar>;
export type CalendarTerm = Static<typeof TeachingSchemas.CalendarTerm>;
/** opens_after_days (term schedule) or opens_at (fixed), not both; both null: open from the start. */
export type OpeningPayload = Static<typeof TeachingSchemas.OpeningBody>;
export type StaffTest = Static<typeof TeachingSchemas.StaffTest>;
/** The whole new question set of a topic's test; new attempts take it, past ones keep their score. */
export type TestReplacePayload = Static<typeof TeachingSchemas.TestReplaceBody>;
export type StaffLecture = Static<typeof TeachingSchemas.StaffLecture>;
/** A page of lectures, with each upload's accepted types and size limit (the deployment's). */
export type StaffLecturePage = Static<typeof TeachingSchemas.StaffLecturePage>;
export type StaffLectureListQuery = Partial<Static<typeof TeachingSchemas.StaffLectureListQuery>>;
export type UploadLimits = Static<typeof TeachingSchemas.UploadLimits>;
export type UploadLimit = Static<typeof TeachingSchemas.UploadLimit>;
export type LecturePatchPayload = Static<typeof TeachingSchemas.LecturePatchBody>;
export type RosterQuery = Partial<Static<typeof TeachingSchemas.RosterQuery>>;
export type RosterSort = NonNullable<RosterQuery['sort']>;
export type RosterEssayFilter = NonNullable<RosterQuery['essays']>;
export type RosterCertificateFilter = NonNullable<RosterQuery['certificate']>;
/** The roster's CSV export: the roster's filters and order, without the page. */
export type RosterExportQuery = Partial<Static<typeof TeachingSchemas.RosterExportQuery>>;
export type RosterRow = Static<typeof TeachingSchemas.RosterRow>;
export type RosterPage = Static<typeof TeachingSchemas.RosterPage>;
export type Revocation = Static<typeof TeachingSchemas.Revocation>;
export type RevocationPayload = Static<typeof TeachingSchemas.RevocationBody>;

// ---- Notifications (the bell, the list, preferences, unsubscribe: contract/src/notifications.ts) ----
export type NotificationKind = NotificationSchemas.NotificationKind;
/** `all`: in the site and by e-mail; `site`: in the site only; `off`: neither. */
export type NotificationChannel = NotificationSchemas.NotificationChannel;
/** One notice: `text` already in the request's language, `link` a path of the site. */
export type Notification = Static<typeof NotificationSchemas.Notification>;
/** The bell's count: at most 99 (`capped` when more are unread) and the newest notification's id. */
export type UnreadCount = Static<typeof NotificationSchemas.UnreadCount>;
/** A page of notifications, newest first; `next` is the URL of the older page (its `cursor`). */
export type NotificationPage = Static<typeof NotificationSchemas.NotificationPage>;
export type NotificationListQuery = QueryString<Static<typeof NotificationSchemas.NotificationListQuery>>;
export type MarkAllReadPayload = Static<typeof NotificationSchemas.MarkAllReadBody>;
export type NotificationPreference = Static<typeof NotificationSchemas.NotificationPreference>;
/** `daily_digest` is null for a student (no digest), a boolean for an instructor. */
export type NotificationPreferences = Static<typeof NotificationSchemas.NotificationPreferences>;
export type NotificationPreferencesPayload = Static<typeof NotificationSchemas.PreferencesBody>;
export type UnsubscribeTarget = Static<typeof NotificationSchemas.UnsubscribeTarget>;
export type Unsubscribed = Static<typeof NotificationSchemas.Unsubscribed>;

// ---- Calendar (the student's iCalendar feed: contract/src/calendar.ts, decision 0168) ----
/** The student's live feed: `url` (https) and `webcal`, the same URL for "subscribe" links. */
export type CalendarFeed = Static<typeof CalendarSchemas.CalendarFeed>;
