import { type Static, type TSchema, Type } from 'typebox';
import { CertificateStatus, DateTime, EssayStatus, EssayVersion } from './entities';

export { CertificateStatus, EssayStatus, EssayVersion };

/**
 * Wire shapes of tests, essays, the completion checklist and certificates (prefix /courses); the
 * front end's types are their Static<>. No schema here carries a test's key before the rules allow
 * it (decision 0702): questions list their choices without `correct`.
 */

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const nullable = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
const nullableIds = (description: string) =>
  Type.Unsafe<number[] | null>({ type: ['array', 'null'], items: { type: 'integer' }, description });

export const CourseParams = Type.Object({ courseId: Id });
export const TestParams = Type.Object({ testId: Id });
export const AttemptParams = Type.Object({ attemptId: Id });
export const TopicEssayParams = Type.Object({ courseId: Id, topicId: Id });
export const EssayParams = Type.Object({ essayId: Id });
export const CertificateNumberParams = Type.Object({
  number: Type.String({ maxLength: 64, description: 'The number printed on the certificate' }),
});

// ---- Tests -------------------------------------------------------------------------------------

const QuestionKind = Type.Unsafe<'single' | 'multiple'>({
  type: 'string',
  enum: ['single', 'multiple'],
  description: 'single: exactly one choice is correct; multiple: one or more are',
});

/** Where the student stands with one test: retakes allowed, the best attempt counts. */
const TestStandingFields = {
  attempts: Type.Integer({ description: "The student's attempts so far" }),
  best_score: nullable(Type.Integer({ description: 'The best attempt’s score; null before any attempt' })),
  next_attempt_at: nullable(
    Type.String({
      format: 'date-time',
      description: 'When the next attempt may be submitted (the cooldown); null when it may be now',
    }),
  ),
};

export const TestSummary = Type.Object({
  id: Type.Integer(),
  topic: Type.Integer(),
  title: Type.String(),
  question_count: Type.Integer(),
  max_score: Type.Integer(),
  is_open: Type.Boolean({ description: 'False while its topic is closed: the test cannot be read or taken' }),
  ...TestStandingFields,
});

export const TestChoice = Type.Object({ id: Type.Integer(), label: Type.String() });

export const TestQuestion = Type.Object({
  id: Type.Integer(),
  prompt: Type.String(),
  kind: QuestionKind,
  points: Type.Integer(),
  choices: Type.Array(TestChoice),
});

export const TopicTest = Type.Object({
  id: Type.Integer(),
  topic: Type.Integer(),
  title: Type.String(),
  max_score: Type.Integer(),
  questions: Type.Array(TestQuestion),
  ...TestStandingFields,
});

export const AttemptBody = Type.Object({
  answers: Type.Array(
    Type.Object({
      question: Id,
      choices: Type.Array(Id, { maxItems: 20, description: 'The chosen choice ids; empty: left unanswered' }),
    }),
    { maxItems: 200, description: 'One entry per answered question; a question left out scores 0' },
  ),
});

export const AttemptAnswer = Type.Object({
  question: Type.Integer(),
  choices: Type.Array(Type.Integer(), { description: 'What the student chose' }),
  correct: Type.Boolean({ description: 'Exactly the correct choices were chosen' }),
  points: Type.Integer({ description: 'Points earned: all of the question’s or none' }),
  correct_choices: nullableIds(
    'The correct choice ids, once the student has met the tests requirement (key_revealed); null before',
  ),
});

export const Attempt = Type.Object({
  id: Type.Integer(),
  test: Type.Integer(),
  number: Type.Integer({ description: 'The student’s nth attempt at this test' }),
  score: Type.Integer(),
  max_score: Type.Integer(),
  submitted_at: DateTime,
  key_revealed: Type.Boolean({
    description: 'True once the student’s test points reach the certificate’s requirement (decision 0702)',
  }),
  answers: Type.Array(AttemptAnswer),
});

/** The answer to a submitted attempt: the attempt, and the test's standing after it. */
export const AttemptResult = Type.Object({
  ...Attempt.properties,
  best_score: Type.Integer(),
  next_attempt_at: DateTime,
});

// ---- Essays ------------------------------------------------------------------------------------

export const Essay = Type.Object({
  id: nullable(Type.Integer({ description: 'null: nothing saved yet' })),
  course: Type.Integer(),
  topic: nullable(Type.Integer({ description: 'null: the final essay' })),
  kind: Type.Unsafe<'topic' | 'final'>({ type: 'string', enum: ['topic', 'final'] }),
  status: EssayStatus,
  text: Type.String(),
  word_count: Type.Integer({ description: 'Counted as rules/src/word-count.ts (@academy/rules) counts' }),
  word_limit: Type.Integer({ description: '300 after a topic, 500 for the final essay' }),
  version: Type.Integer({ description: 'Submissions so far' }),
  feedback: Type.String({ description: 'The latest evaluation’s feedback; empty before one' }),
  is_open: Type.Boolean({ description: 'False while its topic is closed: it cannot be read or written' }),
  updated_at: nullable(Type.String({ format: 'date-time' })),
  submitted_at: nullable(Type.String({ format: 'date-time', description: 'The latest submission' })),
  evaluated_at: nullable(Type.String({ format: 'date-time', description: 'The latest evaluation' })),
});

export const EssayWithVersions = Type.Object({
  ...Essay.properties,
  versions: Type.Array(EssayVersion, { description: 'Every submission, oldest first' }),
});

const EssayText = Type.String({ maxLength: 20000, description: 'The essay as written (plain text)' });

export const EssayDraftBody = Type.Object({ text: EssayText });
export const EssaySubmitBody = Type.Object({
  text: Type.Optional(
    Type.String({
      maxLength: 20000,
      description: 'Saved first when given; else the saved draft is submitted',
    }),
  ),
});

export const EvaluationBody = Type.Object({
  verdict: Type.Unsafe<'accepted' | 'returned'>({
    type: 'string',
    enum: ['accepted', 'returned'],
    description: 'accepted: a positive evaluation; returned: sent back for revision',
  }),
  feedback: Type.Optional(Type.String({ maxLength: 5000, default: '' })),
});

// ---- Completion and certificates --------------------------------------------------------------

export const Certificate = Type.Object({
  number: Type.String({ description: 'AIA-<year>-XXXX-XXXX, random' }),
  course: Type.Integer(),
  student_name: Type.String(),
  course_title: Type.String(),
  issued_at: DateTime,
  status: CertificateStatus,
  verification_url: Type.String({
    description: 'SITE_URL/certificates/{number}: the page the QR code opens',
  }),
  download_url: Type.String({ description: 'The PDF (bearer token of the owner)' }),
});

export const Term = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  starts_at: DateTime,
  ends_at: DateTime,
});

export const Completion = Type.Object({
  course: Type.Integer(),
  term: Type.Unsafe<Static<typeof Term> | null>({
    ...Term,
    type: ['object', 'null'],
    description: 'The student’s term: topics open on its days (decision 0701); null while waiting for one',
  }),
  requirements: Type.Object({
    lectures: Type.Object({ completed: Type.Integer(), total: Type.Integer(), met: Type.Boolean() }),
    topic_essays: Type.Object({
      submitted: Type.Integer({ description: 'Topic essays submitted or accepted' }),
      total: Type.Integer(),
      met: Type.Boolean(),
    }),
    final_essay: Type.Object({
      status: nullable(Type.String({ enum: ['draft', 'submitted', 'accepted', 'returned'] })),
      met: Type.Boolean({ description: 'Accepted by the instructors' }),
    }),
    tests: Type.Object({
      points: Type.Integer({ description: 'The sum of the best attempt at each test' }),
      required: Type.Integer(),
      max: Type.Integer(),
      met: Type.Boolean(),
    }),
  }),
  eligible: Type.Boolean({ description: 'Every requirement met: the certificate can be issued' }),
  certificate: Type.Unsafe<Static<typeof Certificate> | null>({ ...Certificate, type: ['object', 'null'] }),
});

/** What anyone may learn from a certificate's number, and nothing more. */
export const PublicCertificate = Type.Object({
  student_name: Type.String(),
  course_title: Type.String(),
  issued_on: Type.String({ format: 'date', description: 'The day of issue (YYYY-MM-DD)' }),
  status: CertificateStatus,
});

export type TestSummaryBody = Static<typeof TestSummary>;
export type TopicTestBody = Static<typeof TopicTest>;
export type AttemptBodyShape = Static<typeof Attempt>;
export type EssayBody = Static<typeof Essay>;
export type EssayVersionBody = Static<typeof EssayVersion>;
export type CertificateBody = Static<typeof Certificate>;
export type CompletionBody = Static<typeof Completion>;
export type PublicCertificateBody = Static<typeof PublicCertificate>;
