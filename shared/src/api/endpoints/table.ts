import { endpoint } from '../endpoint';
import type {
  Book,
  ClientErrorPayload,
  Course,
  LoginPayload,
  Seminar,
  TokenRefreshPayload,
  Tokens,
  TranslateTextsPayload,
  TranslateTextsResponse,
  User,
} from '../types';

/**
 * The kernel's endpoint table (docs/decisions/0210): the calls more than one area makes (decision
 * 0203). The only module of the kernel that declares an endpoint; the API's contract test reads it.
 */
export const kernelEndpoints = {
  /** Sign-in: the auth remote's form and the profile's standalone frame. */
  login: endpoint<{ response: Tokens; json: LoginPayload }>()({
    method: 'post',
    path: '/student/auth/token/',
    fallback: 'authorization',
    anonymous: true,
  }),
  tokenRefresh: endpoint<{ response: Tokens; json: TokenRefreshPayload }>()({
    method: 'post',
    path: '/student/auth/token/refresh/',
    fallback: 'tokenRefresh',
    anonymous: true,
  }),
  /** The signed-in student's own record: the header asks for it on every page (shell/src/prerender.tsx). */
  profile: endpoint<{ response: User }>()({
    method: 'get',
    path: '/student/student/detail/',
    fallback: 'authorization',
  }),
  courses: endpoint<{ response: Course[] }>()({
    method: 'get',
    path: '/courses/course/',
    fallback: 'coursesFetch',
  }),
  seminars: endpoint<{ response: Seminar[] }>()({
    method: 'get',
    path: '/courses/seminars/',
    fallback: 'seminarsFetch',
  }),
  books: endpoint<{ response: Book[] }>()({
    method: 'get',
    path: '/courses/books/',
    fallback: 'booksFetch',
    addition: { name: 'books', probe: true },
  }),
  /** The certificate's PDF: the course page's checklist and the profile's certificates (2.2.0). */
  certificatePdf: endpoint<{ response: Blob }>()({
    method: 'get',
    path: '/courses/student/:courseId/certificate/pdf/',
    fallback: 'certificate',
    addition: { name: 'completion', probe: false },
    download: true,
  }),
  translate: endpoint<{ response: TranslateTextsResponse; json: TranslateTextsPayload }>()({
    method: 'post',
    path: '/courses/translate/',
    fallback: 'translation',
    addition: { name: 'translation', probe: true },
  }),
  /**
   * An error of a remote (which remote and release, route, stack), reported by the shell without the
   * token and scrubbed of personal data (docs/decisions/0011); kept alive so a report sent as the page
   * goes is still delivered. A backend without the route answers 404 once and is not asked again.
   */
  clientErrorReport: endpoint<{ json: ClientErrorPayload }>()({
    method: 'post',
    path: '/client-errors/',
    fallback: 'clientErrorReport',
    anonymous: true,
    addition: { name: 'clientErrors', probe: true },
    keepalive: true,
  }),
};
