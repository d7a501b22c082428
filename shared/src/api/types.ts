/**
 * Entity and payload types of the academy API (SPEC section 3), shared by the
 * client and mirrored by the API's JSON schemas. Decimals may arrive as
 * strings ("450.00") from a DRF backend, so money fields accept both.
 */

export type Money = number | string;

export interface Tokens {
  access: string;
  refresh: string;
}

export type ProfileStatus = 'individual' | 'legal_entity';

export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  /** Absolute URL of the photo, or null when the student has none. */
  photo: string | null;
  /** Profile facts (docs/decisions/0160); optional because a DRF backend may not send them. */
  status?: ProfileStatus | null;
  residential_address?: string;
  /** IIN or BIN, 12 digits, or '' when not given. */
  taxpayer_id?: string;
}

/** First element of GET /courses/course/: the "main video record". */
export interface MainVideo {
  id: number;
  title: string;
  introductory_video: string;
  new_price: Money;
  old_price: Money;
}

export interface Course {
  id: number;
  title: string;
  course_description: string;
  introductory_video: string;
  tenge_price: Money;
  new_price: Money;
  old_price: Money;
  discount_percentage: number;
  lessons_count: number;
  students_count: number;
  total_minutes: number;
  last_update: string;
  next_lesson_at: string | null;
}

export interface CourseVideo {
  id: number;
  title: string;
  /** Empty string when there is no video (DRF habit). */
  video: string;
}

export interface PublicLecture {
  id: number;
  title: string;
  duration: number;
  teacher_name: string;
  has_video: boolean;
  has_material: boolean;
}

export interface PublicTopic {
  id: number;
  title: string;
  lectures: PublicLecture[];
}

export interface QuestionAuthor {
  first_name: string;
  last_name: string;
  photo: string | null;
}

export interface Answer {
  id: number;
  question: number;
  title: string;
  content: string;
  created_at: string;
  /** null when the author's account was deleted. */
  user: QuestionAuthor | null;
}

export interface Question {
  id: number;
  lecture: number;
  title: string;
  content: string;
  created_at: string;
  user: QuestionAuthor | null;
  answers: Answer[];
}

export interface Lecture {
  id: number;
  title: string;
  /** Empty string when the lecture has no video. */
  video: string;
  /** Minutes, may be fractional. */
  duration: number;
  /** Empty string when the lecture has no material. */
  material: string;
  material_name: string;
  teacher_name: string;
  questions: Question[];
}

export interface StudentTopic {
  id: number;
  is_open: boolean;
  /** ISO date-time at which a closed topic opens; null once open. */
  opens_at: string | null;
  topic: {
    id: number;
    title: string;
    /** A closed topic lists its lectures without video or material URLs (both ""), and without questions. */
    lectures: Lecture[];
  };
}

export interface Seminar {
  id: number;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS */
  time: string;
  teacher: { teacher_name: string };
  link: string;
}

export type PersonStatus = 'INSTRUCTOR' | 'MEMBER';

export interface OrganisationPerson {
  id: number;
  full_name: string;
  position: string;
  photo: string;
  /** Link URL to the person's description page. */
  description: string;
  location: string;
  status: PersonStatus;
}

export interface Book {
  id: number;
  title: string;
  author: string;
  cover: string;
  link: string;
}

export interface DetailResponse {
  detail: string;
}

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
  /** Required by the API since issue 12 (a stolen session cannot change the password alone). */
  current_password: string;
  new_password: string;
}
/** The API signs out every other device and answers a fresh token pair for this one. */
export interface PasswordChangeResponse extends DetailResponse {
  access?: string;
  refresh?: string;
}
export interface QuestionPayload {
  lecture: number;
  content: string;
}
export interface AnswerPayload {
  question: number;
  content: string;
}

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
export interface TranslatePayload {
  text: string;
  target: string;
}
export interface TranslateResponse {
  text: string;
}
