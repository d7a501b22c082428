import { type Static, type TSchema, Type } from 'typebox';

/**
 * JSON schemas of the entities; they drive the API's validation, serialisation and /docs, and the
 * front end's types are their Static<> (shared/src/api/types.ts imports them type-only).
 */
export type { Static };

/**
 * "type": [T, "null"] rather than anyOf: fast-json-stringify serialises it
 * directly, while anyOf makes it validate every value to pick a branch.
 */
const Nullable = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

export const Money = Type.String({
  description: 'Decimal as a DRF-style string, e.g. "450.00"',
  examples: ['450.00'],
});
export const DateTime = Type.String({ format: 'date-time' });

export const Tokens = Type.Object({ access: Type.String(), refresh: Type.String() });

export const PROFILE_STATUSES = ['individual', 'legal_entity'] as const;
export const ProfileStatus = Type.Unsafe<(typeof PROFILE_STATUSES)[number] | null>({
  type: ['string', 'null'],
  enum: [...PROFILE_STATUSES, null],
  description: 'Individual or legal entity; null when the student has not said',
});

export const User = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  photo: Nullable(Type.String({ description: 'Absolute URL, or null when the student has no photo' })),
  status: ProfileStatus,
  residential_address: Type.String({ description: "'' when not given" }),
  taxpayer_id: Type.String({
    description:
      "IIN (individual) or BIN (legal entity): 12 digits with a valid check digit; '' when not given",
  }),
  role: Type.Unsafe<'student' | 'instructor'>({
    type: 'string',
    enum: ['student', 'instructor'],
    description: "The account's own role; an instructor may call /teaching/ (decision 0190)",
  }),
  language: Type.Optional(
    Type.Unsafe<'en' | 'ru' | 'kk'>({
      type: 'string',
      enum: ['en', 'ru', 'kk'],
      description: 'The language of the account’s mails and notifications (set with the profile update)',
    }),
  ),
});

export const Course = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  course_description: Type.String(),
  introductory_video: Type.String(),
  tenge_price: Money,
  new_price: Money,
  old_price: Money,
  discount_percentage: Type.Number(),
  lessons_count: Type.Integer(),
  students_count: Type.Integer(),
  total_minutes: Type.Number(),
  last_update: DateTime,
  next_lesson_at: Nullable(DateTime),
});

export const CourseVideo = Type.Object({ id: Type.Integer(), title: Type.String(), video: Type.String() });

export const PublicLecture = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  duration: Type.Number(),
  teacher_name: Type.String(),
  has_video: Type.Boolean(),
  has_material: Type.Boolean(),
});

export const PublicTopic = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  lectures: Type.Array(PublicLecture),
});

export const QuestionAuthor = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  photo: Nullable(Type.String()),
});

export const Answer = Type.Object({
  id: Type.Integer(),
  question: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  created_at: DateTime,
  user: Nullable(QuestionAuthor),
  // Always sent by this API; optional in the type because a DRF backend may not send it (then false).
  is_instructor: Type.Optional(
    Type.Boolean({ description: 'Given by an instructor through the teaching side (decision 0132)' }),
  ),
});

/**
 * How much of a thread a response embeds (decision 0183): the curriculum carries each lecture's
 * newest questions only, and every question carries its newest answers only (oldest ones on the
 * teaching side); the rest is paged through GET /courses/questions/ and the answers endpoints.
 */
export const CURRICULUM_QUESTIONS_PER_LECTURE = 3;
export const ANSWERS_PER_QUESTION = 3;

export const Question = Type.Object({
  id: Type.Integer(),
  lecture: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  created_at: DateTime,
  user: Nullable(QuestionAuthor),
  answers: Type.Array(Answer, {
    description:
      `At most ${ANSWERS_PER_QUESTION} answers, newest first (a new question: none); all of them, paged: ` +
      'GET /courses/questions/{id}/answers/',
  }),
  // Always sent by this API; optional in the type because a DRF backend does not send it.
  answers_count: Type.Optional(
    Type.Integer({ description: 'All answers of the question, however many `answers` embeds' }),
  ),
});

/** The languages a lecture's captions come in (decision 0175), in the order they are listed. */
export const CAPTION_LANGUAGES = ['en', 'kk', 'ru'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];
export const CaptionLanguageSchema = Type.Unsafe<CaptionLanguage>({
  type: 'string',
  enum: [...CAPTION_LANGUAGES],
  description: 'A language of lecture captions',
});

/** One WebVTT captions file of a lecture: a signed link like `video`, served as text/vtt. */
export const LectureCaption = Type.Object({
  language: CaptionLanguageSchema,
  url: Type.String({ description: 'WebVTT for a <track> element; signed for this student like `video`' }),
});

export const Lecture = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  video: Type.String(),
  duration: Type.Number(),
  material: Type.String(),
  material_name: Type.String(),
  teacher_name: Type.String(),
  // Always sent by this API; optional in the type because a DRF backend does not send it.
  captions: Type.Optional(
    Type.Array(LectureCaption, {
      description: 'The WebVTT captions by language (decision 0175); empty when none or the topic is closed',
    }),
  ),
  questions: Type.Array(Question, {
    description:
      `Only the lecture's ${CURRICULUM_QUESTIONS_PER_LECTURE} newest questions (kept for the original ` +
      'front end); every question, searched and paged: GET /courses/questions/?lecture=',
  }),
  // Always sent by this API; optional in the type because a DRF backend does not send them.
  questions_count: Type.Optional(Type.Integer({ description: "All of the lecture's questions" })),
  answered_count: Type.Optional(
    Type.Integer({ description: "The lecture's questions with at least one answer" }),
  ),
});

export const StudentTopic = Type.Object({
  id: Type.Integer(),
  is_open: Type.Boolean(),
  opens_at: Nullable(DateTime),
  topic: Type.Object({ id: Type.Integer(), title: Type.String(), lectures: Type.Array(Lecture) }),
});

export const Seminar = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  date: Type.String({ format: 'date' }),
  time: Type.String({ description: 'HH:MM:SS' }),
  teacher: Type.Object({ teacher_name: Type.String() }),
  link: Type.String(),
});

export const OrganisationPerson = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  position: Type.String(),
  photo: Type.String(),
  description: Type.String(),
  location: Type.String(),
  status: Type.Unsafe<'INSTRUCTOR' | 'MEMBER'>({ type: 'string', enum: ['INSTRUCTOR', 'MEMBER'] }),
});

export const Book = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  author: Type.String(),
  cover: Type.String(),
  link: Type.String(),
});

export const Detail = Type.Object({ detail: Type.String() });

/**
 * Any of DRF's error bodies, for the OpenAPI description. Its Static is the union the JSON schema
 * means (TypeBox's own would drop the field messages, which additionalProperties describes).
 */
export const ErrorBody = Type.Unsafe<{ detail: string; code?: string } | Record<string, string[]>>(
  Type.Object(
    { detail: Type.Optional(Type.String()), code: Type.Optional(Type.String()) },
    {
      additionalProperties: Type.Array(Type.String()),
      description: '{"detail": "..."} or {"field": ["message"]}',
    },
  ),
);

/** A 429: DRF's throttled message, or a code cooldown or lockout with the seconds to wait. */
export const Throttled = Type.Object({ detail: Type.String(), retry_after: Type.Optional(Type.Integer()) });

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Password = Type.String({ minLength: 1, maxLength: 4096 });
export const Code = Type.String({ pattern: '^[0-9]{4}$', description: 'The 4-digit sign-up code' });
export const RecoveryCode = Type.String({ pattern: '^[0-9]{8}$', description: 'The 8-digit recovery code' });

export const LectureProgress = Type.Object({
  lecture: Type.Integer(),
  position: Type.Number({ description: 'Seconds into the video' }),
  completed: Type.Boolean(),
  updated_at: DateTime,
});

export const CourseProgress = Type.Object({
  course: Type.Integer(),
  completed_lectures: Type.Array(Type.Integer(), {
    description: 'Ids of the lectures the student completed',
  }),
  lectures: Type.Array(LectureProgress, { description: 'Every lecture with a saved position or completion' }),
  topics: Type.Array(
    Type.Object({
      topic: Type.Integer(),
      completed: Type.Integer({ description: 'Completed lectures of this topic' }),
      total: Type.Integer({ description: 'Lectures of this topic' }),
    }),
  ),
  last: Nullable(
    Type.Object(
      { lecture: Type.Integer(), position: Type.Number() },
      { description: 'The most recently saved lecture, where the page resumes; null before any save' },
    ),
  ),
});

/** The lists and orders of a lecture's questions (GET /courses/questions/, docs/decisions/0171). */
export const QUESTION_FILTERS = ['all', 'important', 'answered', 'unanswered'] as const;
export const QUESTION_SORTS = ['newest', 'oldest', 'alphabetical'] as const;

export const ListedQuestion = Type.Object({
  ...Question.properties,
  is_important: Type.Boolean({
    description: "Starred by the signed-in student (their private mark; an instructor's mark is not counted)",
  }),
  marked_by_instructor: Type.Optional(
    Type.Boolean({
      description: 'Marked important by an instructor for every student; absent (a DRF backend) means false',
    }),
  ),
});

/** Pages of every list endpoint (decision 0187): 20 by default, at most 100. */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The query fields of a paged list; spread into the route's querystring schema. */
export const PageQuery = {
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  page_size: Type.Integer({
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: PAGE_SIZE,
    description: `At most ${MAX_PAGE_SIZE}`,
  }),
};

/** DRF's PageNumberPagination body. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    next: Nullable(Type.String({ description: 'URL of the next page, or null' })),
    previous: Nullable(Type.String({ description: 'URL of the previous page, or null' })),
    results: Type.Array(item),
  });

/**
 * A searched questions listing counts at most this many matches (decision 0189): past it `count` is a
 * lower bound and `count_capped` is true.
 */
export const QUESTION_COUNT_CAP = 100;

/**
 * The longest keyset cursor the questions listing's `next` carries and accepts (decision 0194). A title
 * so long that its cursor would be longer (the API writes titles of at most 80 characters) leaves
 * `next` with the page number alone, which is still served (by OFFSET).
 */
export const CURSOR_MAX_LENGTH = 1024;

/**
 * DRF's page body whose count may stop at a cap: `count_capped` true means more than `count` rows
 * match, and `next` (not the count) says whether another page follows. Optional because a DRF backend
 * (decision 0209) does not send it; this API always does on such a list.
 */
export const CappedPage = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer({ description: 'Rows that match; a lower bound when `count_capped` is true' }),
    count_capped: Type.Optional(
      Type.Boolean({
        description:
          `True when the count stopped at ${QUESTION_COUNT_CAP} (or at the page reached past it): more than ` +
          '`count` rows match. Page on with `next`; do not compute a last page from `count`.',
      }),
    ),
    next: Nullable(Type.String({ description: 'URL of the next page, or null' })),
    previous: Nullable(Type.String({ description: 'URL of the previous page, or null' })),
    results: Type.Array(item),
  });

// ---- Shared by the student's completion routes and the teaching routes ------------------------

export const EssayStatus = Type.Unsafe<'draft' | 'submitted' | 'accepted' | 'returned'>({
  type: 'string',
  enum: ['draft', 'submitted', 'accepted', 'returned'],
  description:
    'draft: being written; submitted: read-only, awaiting evaluation; accepted: evaluated positively; ' +
    'returned: sent back for revision with feedback, editable and submitted again',
});

export const EssayVersion = Type.Object({
  version: Type.Integer(),
  text: Type.String(),
  word_count: Type.Integer(),
  status: Type.Unsafe<'submitted' | 'accepted' | 'returned'>({
    type: 'string',
    enum: ['submitted', 'accepted', 'returned'],
  }),
  feedback: Type.String(),
  submitted_at: DateTime,
  evaluated_at: Nullable(Type.String({ format: 'date-time' })),
});

export const CertificateStatus = Type.Unsafe<'valid' | 'revoked'>({
  type: 'string',
  enum: ['valid', 'revoked'],
});
