/**
 * The wire contract. Entities come from the API's TypeBox schemas
 * (api/src/schemas.ts), the single definition of every response: the imports
 * below are type-only, so no schema code reaches the browser bundle
 * (`npm run bench:bundle` checks). Payloads are the request bodies the
 * endpoint functions send; api/src/front-end-contract.test.ts checks each
 * endpoint's method and path against the API's routes.
 */
import type { Language } from '../i18n/languages';
import type * as Schemas from '../../../api/src/schemas';
import type { Static } from '../../../api/src/schemas';
import type * as PaymentSchemas from '../../../api/src/routes/payments/schemas';

/** Decimals arrive as DRF-style strings ("450.00"). */
export type Money = Static<typeof Schemas.Money>;
export type Tokens = Static<typeof Schemas.Tokens>;
type ProfileFacts = 'status' | 'residential_address' | 'taxpayer_id';
/** The profile facts are optional on the front end: a DRF backend may not send them (docs/decisions/0160). */
export type User = Omit<Static<typeof Schemas.User>, ProfileFacts> &
  Partial<Pick<Static<typeof Schemas.User>, ProfileFacts>>;
export type Course = Static<typeof Schemas.Course>;
export type ProfileStatus = NonNullable<User['status']>;
/** First element of GET /courses/course/: the "main video record". */
export type MainVideo = Pick<Course, 'id' | 'title' | 'introductory_video' | 'new_price' | 'old_price'>;
export type CourseVideo = Static<typeof Schemas.CourseVideo>;
export type PublicLecture = Static<typeof Schemas.PublicLecture>;
export type PublicTopic = Static<typeof Schemas.PublicTopic>;
export type QuestionAuthor = Static<typeof Schemas.QuestionAuthor>;
export type Answer = Static<typeof Schemas.Answer>;
export type Question = Static<typeof Schemas.Question>;
export type Lecture = Static<typeof Schemas.Lecture>;
export type StudentTopic = Static<typeof Schemas.StudentTopic>;
export type Seminar = Static<typeof Schemas.Seminar>;
export type OrganisationPerson = Static<typeof Schemas.OrganisationPerson>;
export type PersonStatus = OrganisationPerson['status'];
export type Book = Static<typeof Schemas.Book>;

export type DetailResponse = Static<typeof Schemas.Detail>;
/** The student's payments (GET /courses/payments/, docs/decisions/0121). */
export type PaymentStatus = Static<typeof PaymentSchemas.PaymentStatus>;
export type Payment = Static<typeof PaymentSchemas.Payment>;
export type PaymentRefusal = Static<typeof PaymentSchemas.Refusal>;

/** DRF error bodies: {"detail": "..."} or {"field": ["message", ...]}. */
export type ApiErrorBody = { detail: string; code?: string } | Record<string, string[]>;

export interface RegisterPayload {
  email: string;
  password1: string;
  password2: string;
}
export interface VerifyEmailPayload {
  email: string;
  code: string;
  /** The account takes this password rather than that of the registration the code was mailed for (decision 0103). */
  password?: string;
}
export interface LoginPayload {
  email: string;
  password: string;
}
export interface PasswordResetRequestPayload {
  email: string;
}
export interface PasswordResetVerifyPayload {
  email: string;
  code: string;
}
export interface PasswordResetVerifyResponse {
  reset_token: string;
}
export interface PasswordResetConfirmPayload {
  reset_token: string;
  new_password1: string;
  new_password2: string;
}
/** PATCH /student/student/update/ is a partial update: any subset of these (docs/decisions/0160). */
export interface ProfileUpdatePayload {
  first_name?: string;
  last_name?: string;
  status?: ProfileStatus | null;
  residential_address?: string;
  taxpayer_id?: string;
}
export interface PasswordChangePayload {
  email: string;
  /** Required by the API: a stolen session cannot change the password alone (docs/decisions/0104). */
  current_password: string;
  new_password: string;
}
/** The API signs out every other device and answers a fresh token pair for this one. */
export interface PasswordChangeResponse extends DetailResponse {
  access?: string;
  refresh?: string;
}
export type QuestionPayload = Pick<Question, 'lecture' | 'content'>;
export type AnswerPayload = Pick<Answer, 'question' | 'content'>;

export interface RegisterResponse {
  email: string;
  detail: string;
}
export interface ResendCodePayload {
  email: string;
}
export interface FeedbackPayload {
  name: string;
  email: string;
  message: string;
}
export interface PaymentPayload {
  course: number;
}
/** Answer of POST /courses/create-payment/, kept in the session state as paymentData. */
export interface PaymentData {
  payment_id: string;
  payment_url: string;
  status: string;
}
/** Body of POST /courses/translate/ in its list form (decision 0150): at most 50 texts. */
export interface TranslatePayload {
  texts: string[];
  target: Language;
}
/** In the order sent; `translated` is false when the API kept the original `text`. */
export interface TranslateResponse {
  translations: { text: string; translated: boolean }[];
}
