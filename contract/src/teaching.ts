import { type Static, type TSchema, Type } from 'typebox';
import {
  ROSTER_CERTIFICATE_FILTERS,
  ROSTER_ESSAY_FILTERS,
  ROSTER_SORTS,
  TEST_QUESTION_POINTS,
} from '@academy/rules';
import {
  ANSWERS_PER_QUESTION,
  Answer,
  CertificateStatus,
  DateTime,
  EssayStatus,
  EssayVersion,
  CappedPage,
  CaptionLanguageSchema,
  Page,
  MAX_PAGE_SIZE,
  PageQuery,
  QuestionAuthor,
} from './entities';

/**
 * The staff (instructor) API, prefix /teaching (docs/decisions/0190-0192). Every route answers 401
 * `{detail}` to a visitor and 403 `{detail}` to a signed-in account without the instructor role; the
 * role is read from the account on every request, never from the token.
 *
 * | Method | Path                                          | Query / body                               | 2xx answer          |
 * |--------|-----------------------------------------------|--------------------------------------------|---------------------|
 * | GET    | /teaching/essays/                             | StaffEssayListQuery                        | StaffEssayPage      |
 * | GET    | /teaching/essays/{id}/                        | -                                          | StaffEssay          |
 * | POST   | /teaching/essays/{id}/evaluation/             | EvaluationDecisionBody                     | StaffEssay (409 on a stale revision) |
 * | GET    | /teaching/questions/                          | StaffQuestionListQuery                     | StaffQuestionPage   |
 * | GET    | /teaching/questions/{id}/answers/             | StaffAnswerListQuery                       | StaffAnswerPage     |
 * | POST   | /teaching/questions/{id}/answers/             | StaffAnswerBody                            | 201 Answer          |
 * | PUT    | /teaching/questions/{id}/important/           | ImportantBody                              | ImportantMark       |
 * | GET    | /teaching/seminars/                           | StaffSeminarListQuery                      | StaffSeminarPage    |
 * | POST   | /teaching/seminars/                           | SeminarCreateBody                          | 201 StaffSeminar    |
 * | PATCH  | /teaching/seminars/{id}/                      | SeminarPatchBody                           | StaffSeminar        |
 * | POST   | /teaching/seminars/{id}/cancellation/         | SeminarCancellationBody                    | StaffSeminar        |
 * | GET    | /teaching/calendar/                           | CalendarQuery                              | Calendar            |
 * | PUT    | /teaching/topics/{id}/opening/                | OpeningBody                                | CalendarTopic       |
 * | GET    | /teaching/topics/{id}/test/                   | -                                          | StaffTest           |
 * | PUT    | /teaching/topics/{id}/test/                   | TestReplaceBody                            | StaffTest           |
 * | GET    | /teaching/lectures/                           | StaffLectureListQuery                      | StaffLecturePage    |
 * | PATCH  | /teaching/lectures/{id}/                      | LecturePatchBody                           | StaffLecture        |
 * | PUT    | /teaching/lectures/{id}/video/                | multipart/form-data, one part `file`       | StaffLecture (413/415) |
 * | PUT    | /teaching/lectures/{id}/material/             | multipart/form-data, one part `file`       | StaffLecture (413/415) |
 * | PUT    | /teaching/lectures/{id}/captions/{language}/  | multipart/form-data, one part `file`       | StaffLecture (400/413/415) |
 * | DELETE | /teaching/lectures/{id}/captions/{language}/  | -                                          | StaffLecture        |
 * | GET    | /teaching/students/                           | RosterQuery                                | RosterPage          |
 * | GET    | /teaching/students/export.csv                 | RosterQuery without page/page_size         | text/csv (streamed) |
 * | POST   | /teaching/certificates/{number}/revocation/   | RevocationBody                             | Revocation          |
 *
 * Errors: 400 `{"field": ["message"]}` or `{detail}` for malformed input, 401/403 `{detail}`, 404
 * `{detail}`, 409 `{detail, code}` for a stale essay revision (code `stale_revision`) or an essay that is
 * not waiting for evaluation (code `essay_not_submitted`), 413/415 `{detail}` for uploads. A refused
 * captions file is 400 `{"file": ["message naming the line"]}` (decision 0175).
 */

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const nullable = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
const Choice = <T extends readonly [string, ...string[]]>(values: T, description: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], default: values[0], description });

export const ROLES = ['student', 'instructor'] as const;
export type Role = (typeof ROLES)[number];

export const NumberParams = Type.Object({
  number: Type.String({ minLength: 1, maxLength: 64, description: 'The number printed on the certificate' }),
});

/** Who wrote an essay or is on the roster. */
export const StaffStudent = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
});

// ---- Essays ------------------------------------------------------------------------------------

export const ESSAY_QUEUE_STATUSES = ['submitted', 'accepted', 'returned', 'all'] as const;

/** GET /teaching/essays/: oldest submission first. Drafts are never listed. */
export const StaffEssayListQuery = Type.Object({
  status: Choice(
    ESSAY_QUEUE_STATUSES,
    'submitted (default): waiting for evaluation; all: every submitted one',
  ),
  topic: Type.Optional(
    Type.String({
      pattern: '^([1-9][0-9]{0,9}|final)$',
      description: "A topic id: that topic's essays; `final`: the final essays; absent: all",
    }),
  ),
  course: Type.Optional(Id),
  ...PageQuery,
});

export const StaffEssaySummary = Type.Object({
  id: Type.Integer(),
  course: Type.Integer(),
  topic: nullable(Type.Integer({ description: 'null: the final essay' })),
  topic_title: Type.String({ description: "'' for the final essay" }),
  kind: Type.Unsafe<'topic' | 'final'>({ type: 'string', enum: ['topic', 'final'] }),
  status: EssayStatus,
  word_count: Type.Integer(),
  version: Type.Integer({ description: 'Submissions so far' }),
  student: StaffStudent,
  submitted_at: nullable(Type.String({ format: 'date-time', description: 'The latest submission' })),
  evaluated_at: nullable(Type.String({ format: 'date-time', description: 'The latest evaluation' })),
});

export const StaffEssayPage = Page(StaffEssaySummary);

export const StaffEssay = Type.Object({
  ...StaffEssaySummary.properties,
  text: Type.String({ description: 'The latest submitted text' }),
  word_limit: Type.Integer(),
  feedback: Type.String({ description: 'The latest evaluation’s feedback; empty before one' }),
  revision: Type.String({
    description: 'Opaque; send it back with the evaluation. It changes with every submission and evaluation',
  }),
  versions: Type.Array(EssayVersion, {
    description: 'Every submission, oldest first (the last is the current)',
  }),
});

export const EvaluationDecisionBody = Type.Object({
  decision: Type.Unsafe<'accept' | 'return'>({ type: 'string', enum: ['accept', 'return'] }),
  feedback: Type.String({
    maxLength: 5000,
    default: '',
    description: 'Shown to the student; required (not blank) when returning',
  }),
  revision: Type.String({ minLength: 1, maxLength: 100, description: 'The `revision` the instructor read' }),
});

// ---- Questions ---------------------------------------------------------------------------------

/** GET /teaching/questions/: every question of every lecture, newest first. */
export const StaffQuestionListQuery = Type.Object({
  unanswered: Type.Boolean({
    default: false,
    description: 'true: only questions no instructor has answered',
  }),
  search: Type.String({ maxLength: 200, default: '', description: 'In the title or text, ignoring case' }),
  course: Type.Optional(Id),
  lecture: Type.Optional(Id),
  ...PageQuery,
});

/** The students' answer shape, which carries `is_instructor`. */
export const StaffAnswer = Answer;

export const StaffQuestion = Type.Object({
  id: Type.Integer(),
  lecture: Type.Integer(),
  lecture_title: Type.String(),
  topic: Type.Integer(),
  topic_title: Type.String(),
  course: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  created_at: DateTime,
  user: nullable(QuestionAuthor),
  is_important: Type.Boolean({ description: 'Marked important by an instructor (for every student)' }),
  answers: Type.Array(StaffAnswer, {
    description: `The ${ANSWERS_PER_QUESTION} oldest answers; all of them, paged: GET /teaching/questions/{id}/answers/`,
  }),
  answers_count: Type.Integer({ description: 'All answers of the question' }),
});

/** GET /teaching/questions/{id}/answers/: a question's whole thread, oldest first. */
export const StaffAnswerListQuery = Type.Object(PageQuery);
export const StaffAnswerPage = Page(StaffAnswer);

export const StaffQuestionPage = CappedPage(StaffQuestion);

export const StaffAnswerBody = Type.Object({ content: Type.String({ minLength: 1, maxLength: 5000 }) });

export const ImportantBody = Type.Object({ important: Type.Boolean() });
export const ImportantMark = Type.Object({ question: Type.Integer(), important: Type.Boolean() });

// ---- Seminars ----------------------------------------------------------------------------------

const SeminarTitle = Type.String({ minLength: 1, maxLength: 200 });
const SeminarDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const SeminarTime = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$',
  description: 'HH:MM or HH:MM:SS (answers say HH:MM:SS)',
});
const TeacherName = Type.String({ minLength: 1, maxLength: 200 });
const MeetingLink = Type.String({ minLength: 1, maxLength: 2000, description: 'An https:// URL' });

export const StaffSeminarListQuery = Type.Object({
  course: Type.Optional(Id),
  cancelled: Type.Boolean({ default: true, description: 'false: leave cancelled seminars out' }),
  ...PageQuery,
});

export const StaffSeminar = Type.Object({
  id: Type.Integer(),
  course: Type.Integer(),
  title: Type.String(),
  date: Type.String({ format: 'date' }),
  time: Type.String({ description: 'HH:MM:SS' }),
  teacher_name: Type.String(),
  link: Type.String(),
  cancelled: Type.Boolean({ description: 'Cancelled seminars are hidden from students' }),
  cancelled_at: nullable(Type.String({ format: 'date-time' })),
  cancellation_reason: Type.String({ description: "'' when not cancelled or no reason given" }),
});

export const StaffSeminarPage = Page(StaffSeminar);

export const SeminarCreateBody = Type.Object({
  course: Id,
  title: SeminarTitle,
  date: SeminarDate,
  time: SeminarTime,
  teacher_name: TeacherName,
  link: MeetingLink,
});

export const SeminarPatchBody = Type.Object({
  title: Type.Optional(SeminarTitle),
  date: Type.Optional(SeminarDate),
  time: Type.Optional(SeminarTime),
  teacher_name: Type.Optional(TeacherName),
  link: Type.Optional(MeetingLink),
});

export const SeminarCancellationBody = Type.Object({
  reason: Type.String({ maxLength: 500, default: '' }),
});

// ---- Calendar ----------------------------------------------------------------------------------

export const CalendarQuery = Type.Object({ course: Type.Optional(Id) });

export const CalendarTerm = Type.Object({
  id: Type.Integer(),
  course: Type.Integer(),
  title: Type.String(),
  starts_at: DateTime,
  ends_at: DateTime,
  enrolment_closes_at: DateTime,
});

export const CalendarTopic = Type.Object({
  id: Type.Integer(),
  course: Type.Integer(),
  position: Type.Integer(),
  title: Type.String(),
  schedule: Type.Unsafe<'term' | 'fixed' | 'open'>({
    type: 'string',
    enum: ['term', 'fixed', 'open'],
    description:
      "term: opens opens_after_days after each term's start (decision 0701); fixed: at opens_at for everyone; " +
      'open: from the start',
  }),
  opens_after_days: nullable(Type.Integer()),
  opens_at: nullable(Type.String({ format: 'date-time', description: 'The fixed moment (schedule fixed)' })),
  openings: Type.Array(Type.Object({ term: Type.Integer(), opens_at: DateTime }), {
    description: "The moment it opens in each of the course's terms (schedule term)",
  }),
});

export const Calendar = Type.Object({
  terms: Type.Array(CalendarTerm),
  topics: Type.Array(CalendarTopic, { description: 'By course, then position' }),
});

/**
 * PUT /teaching/topics/{id}/opening/: give opens_after_days (term schedule) or opens_at (one fixed
 * moment), not both; both null (or absent): open from the start.
 */
export const OpeningBody = Type.Object({
  opens_after_days: Type.Optional(
    Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0, maximum: 3650 }),
  ),
  opens_at: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' })),
});

// ---- Tests -------------------------------------------------------------------------------------

const QuestionKind = Type.Unsafe<'single' | 'multiple'>({ type: 'string', enum: ['single', 'multiple'] });

export const StaffTestChoice = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  correct: Type.Boolean(),
});

export const StaffTestQuestion = Type.Object({
  id: Type.Integer(),
  prompt: Type.String(),
  kind: QuestionKind,
  points: Type.Integer(),
  choices: Type.Array(StaffTestChoice),
});

export const StaffTest = Type.Object({
  id: nullable(Type.Integer({ description: 'null: the topic has no test yet' })),
  topic: Type.Integer(),
  title: Type.String(),
  version: Type.Integer({ description: 'Bumped by every replacement; attempts keep the version they took' }),
  max_score: Type.Integer(),
  attempts: Type.Integer({ description: 'Attempts at any version so far' }),
  questions: Type.Array(StaffTestQuestion),
});

/**
 * PUT /teaching/topics/{id}/test/: the whole new question set. A single question has exactly one
 * correct choice, a multiple one at least one. New attempts take it; past attempts keep their score.
 */
export const TestReplaceBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  questions: Type.Array(
    Type.Object({
      prompt: Type.String({ minLength: 1, maxLength: 2000 }),
      kind: QuestionKind,
      points: Type.Integer({ minimum: TEST_QUESTION_POINTS.min, maximum: TEST_QUESTION_POINTS.max }),
      choices: Type.Array(
        Type.Object({ label: Type.String({ minLength: 1, maxLength: 500 }), correct: Type.Boolean() }),
        { minItems: 2, maxItems: 10 },
      ),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});

// ---- Lectures ----------------------------------------------------------------------------------

export const LecturePatchBody = Type.Object({
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  teacher_name: Type.Optional(Type.String({ maxLength: 200 })),
});

export const StaffLecture = Type.Object({
  id: Type.Integer(),
  topic: Type.Integer(),
  title: Type.String(),
  teacher_name: Type.String(),
  duration: Type.Number(),
  has_video: Type.Boolean(),
  has_material: Type.Boolean(),
  video_type: Type.String({ description: "The stored video's type (mp4, webm), '' when none" }),
  material_name: Type.String({
    description: "The material's file name as students download it, '' when none",
  }),
  captions: Type.Array(CaptionLanguageSchema, {
    description: 'The languages the lecture has WebVTT captions in (decision 0175)',
  }),
});

/** PUT/DELETE /teaching/lectures/{id}/captions/{language}/: an unknown language is 400. */
export const CaptionParams = Type.Object({
  id: Id,
  language: CaptionLanguageSchema,
});

/**
 * What the uploads accept, checked on the server from the file's first bytes (decision 0192): the
 * names people read in the 415 message and the screen, and what a file input may offer. The size
 * limits are the deployment's (LECTURE_VIDEO_MAX_MB, LECTURE_MATERIAL_MAX_MB), sent in the listing.
 */
export const UPLOAD_RULES = {
  video: {
    label: 'MP4, WebM',
    extensions: ['mp4', 'webm'],
    mediaTypes: ['video/mp4', 'video/webm'],
  },
  material: {
    label: 'PDF, DOCX, PPTX, XLSX, ZIP',
    extensions: ['pdf', 'docx', 'pptx', 'xlsx', 'odt', 'odp', 'ods', 'zip'],
    mediaTypes: ['application/pdf', 'application/zip'],
  },
  /** Told by the first line (WEBVTT, or an SRT cue number), else by the name; SRT is stored as WebVTT. */
  captions: {
    label: 'WebVTT, SRT',
    extensions: ['vtt', 'srt'],
    mediaTypes: ['text/vtt', 'application/x-subrip'],
  },
} as const;

/** The size limit of one captions file (decision 0175): a lecture's text is far below it. */
export const CAPTION_MAX_BYTES = 1024 * 1024;

/** GET /teaching/lectures/: by course, topic and lecture position. A course has a few dozen lectures. */
export const StaffLectureListQuery = Type.Object({
  course: Type.Optional(Id),
  topic: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2147483647, description: "A topic id: that topic's lectures only" }),
  ),
  ...PageQuery,
  page_size: Type.Integer({
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: MAX_PAGE_SIZE,
    description: `At most ${MAX_PAGE_SIZE} (one page holds a whole course)`,
  }),
});

export const UploadLimit = Type.Object({
  max_bytes: Type.Integer({ description: 'A larger file is refused with 413' }),
  types: Type.String({ description: 'The accepted types, as people read them (also in the 415 message)' }),
  accept: Type.String({
    description: "For a file input's `accept`: extensions and media types, comma-separated",
  }),
});

export const UploadLimits = Type.Object({ video: UploadLimit, material: UploadLimit, captions: UploadLimit });

export const StaffLecturePage = Type.Object({
  ...Page(StaffLecture).properties,
  uploads: UploadLimits,
});

// ---- Students ----------------------------------------------------------------------------------

// The sort keys and filters are @academy/rules' (rules/src/roster-options.ts): the roster screen offers
// the same lists.
const RosterFilterFields = {
  course: Type.Optional(Id),
  search: Type.String({ maxLength: 200, default: '', description: 'In the name or email, ignoring case' }),
  essays: Choice(
    ROSTER_ESSAY_FILTERS,
    'waiting: has an essay waiting for evaluation; returned: has one returned; final_accepted: final essay accepted',
  ),
  certificate: Choice(ROSTER_CERTIFICATE_FILTERS, 'valid, revoked or none: by the certificate of the course'),
  sort: Choice(ROSTER_SORTS, 'A leading - reverses'),
};

export const RosterQuery = Type.Object({ ...RosterFilterFields, ...PageQuery });
export const RosterExportQuery = Type.Object(RosterFilterFields);

/** One enrolment: a student in a course. */
export const RosterRow = Type.Object({
  student: StaffStudent,
  course: Type.Integer(),
  enrolled_at: DateTime,
  lectures_completed: Type.Integer(),
  lectures_total: Type.Integer(),
  test_points: Type.Integer({ description: 'The sum of the best attempt at each test' }),
  essays: Type.Object({
    draft: Type.Integer(),
    submitted: Type.Integer(),
    accepted: Type.Integer(),
    returned: Type.Integer(),
  }),
  final_essay: nullable(Type.String({ enum: ['draft', 'submitted', 'accepted', 'returned'] })),
  certificate: Type.Unsafe<{ number: string; issued_at: string; status: 'valid' | 'revoked' } | null>({
    type: ['object', 'null'],
    properties: {
      number: { type: 'string' },
      issued_at: { type: 'string', format: 'date-time' },
      status: CertificateStatus,
    },
    required: ['number', 'issued_at', 'status'],
  }),
});

export const RosterPage = Page(RosterRow);

// ---- Certificates ------------------------------------------------------------------------------

export const RevocationBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) });

export const Revocation = Type.Object({
  number: Type.String(),
  status: CertificateStatus,
  revoked_at: DateTime,
  reason: Type.String(),
});

export type StaffEssayBody = Static<typeof StaffEssay>;
export type StaffEssaySummaryBody = Static<typeof StaffEssaySummary>;
export type StaffQuestionBody = Static<typeof StaffQuestion>;
export type StaffSeminarBody = Static<typeof StaffSeminar>;
export type CalendarTopicBody = Static<typeof CalendarTopic>;
export type StaffTestBody = Static<typeof StaffTest>;
export type StaffLectureBody = Static<typeof StaffLecture>;
export type UploadLimitsBody = Static<typeof UploadLimits>;
export type RosterRowBody = Static<typeof RosterRow>;
