import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { StudentRow } from '../repositories/users';
import type { Standing } from '../cache/student-standings';
import { ApiError, detailError } from '../errors';
import { isCurrentSession } from '../auth/sessions';
import { plainBearerToken } from '../auth/tokens';
import { type Language, languageFor, translate } from '../i18n/messages';
import { getCourse } from '../content/course-content';
import { findUserById } from '../repositories/users';

const WWW_AUTHENTICATE = { 'www-authenticate': 'Bearer realm="api"' };

function invalidToken(language: Language): ApiError {
  return new ApiError(
    401,
    {
      detail: translate(language, 'tokenNotValidAnyType'),
      code: 'token_not_valid',
      messages: [
        { token_class: 'AccessToken', token_type: 'access', message: translate(language, 'tokenInvalid') },
      ],
    },
    WWW_AUTHENTICATE,
  );
}

/**
 * Reads Accept-Language and the bearer token on every request. As with DRF +
 * SimpleJWT, a bad token is refused even on a public endpoint.
 */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.decorateRequest('tokenUserId', null);
  app.decorateRequest('tokenVersion', 0);
  app.decorateRequest('student', null);

  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageFor(request.headers['accept-language']);
    const header = request.headers.authorization;
    if (!header) {
      done();
      return;
    }
    // The usual "Bearer <token>" is read without splitting; anything else takes DRF's exact path.
    let token = plainBearerToken(header);
    if (token === null) {
      const [scheme, candidate, ...rest] = header.trim().split(/\s+/);
      if (scheme !== 'Bearer') {
        done();
        return;
      }
      if (!candidate || rest.length > 0) {
        done(
          new ApiError(
            401,
            {
              detail: 'Authorization header must contain two space-delimited values',
              code: 'bad_authorization_header',
            },
            WWW_AUTHENTICATE,
          ),
        );
        return;
      }
      token = candidate;
    }
    const claims = app.academy.tokens.read(token, 'access');
    if (claims === null) {
      done(invalidToken(request.language));
      return;
    }
    request.tokenUserId = claims.user_id;
    request.tokenVersion = claims.ver ?? 0;
    done();
  });
}

export default fp(authPlugin, { name: 'academy-auth' });

function notAuthenticated(request: FastifyRequest): ApiError {
  return new ApiError(401, { detail: translate(request.language, 'notAuthenticated') }, WWW_AUTHENTICATE);
}

function userGone(request: FastifyRequest): ApiError {
  return new ApiError(
    401,
    { detail: translate(request.language, 'userNotFound'), code: 'user_not_found' },
    WWW_AUTHENTICATE,
  );
}

/**
 * The one check of a signed-in request against its account: gone or unverified is "user not found";
 * a token from before a password change or recovery is no longer valid. The account comes from the
 * database, or from the standings kept in memory, which the database drops on every change to it.
 */
function assertSignedIn(request: FastifyRequest, student: StudentRow | undefined): StudentRow {
  if (!student || !student.is_verified) throw userGone(request);
  if (!isCurrentSession({ ver: request.tokenVersion }, student.token_version))
    throw invalidToken(request.language);
  return student;
}

/**
 * onRequest hook of student-only routes: 401 without a token, 401 when its account is gone or it was
 * signed out. An onRequest hook, so it answers before Fastify validates the path, query and body: a
 * visitor learns nothing of a route's fields (`plugins/protected-routes.test.ts`). Reads take the
 * account from the standings in memory; writes read it from the database.
 */
export function requireStudent(app: FastifyInstance) {
  return async function requireStudentHook(request: FastifyRequest) {
    if (request.tokenUserId === null) throw notAuthenticated(request);
    const student =
      request.method === 'GET'
        ? (await app.academy.standings.of(request.tokenUserId))?.student
        : await findUserById(app.academy.db, request.tokenUserId);
    request.student = assertSignedIn(request, student);
  };
}

/**
 * The signed-in student may read this course: true at once when their standing is in memory, else a
 * promise; an ApiError (thrown or rejected) otherwise: 401 without a token or account, 404 for no
 * such course, 403 when not enrolled.
 */
export function enrolmentIn(
  app: FastifyInstance,
  request: FastifyRequest,
  courseId: number,
): true | Promise<true> {
  if (request.tokenUserId === null) throw notAuthenticated(request);
  const standing = app.academy.standings.of(request.tokenUserId);
  return standing instanceof Promise
    ? standing.then((loaded) => enrolled(app, request, loaded, courseId))
    : enrolled(app, request, standing, courseId);
}

/**
 * True when the standing kept in memory alone admits this token's account to the course: what
 * `enrolmentIn` answers `true` for at once. Anything else (not in memory, gone, signed out, not
 * enrolled) is for `enrolmentIn` to decide and word.
 */
export function admittedFromMemory(
  app: FastifyInstance,
  userId: number,
  tokenVersion: number,
  courseId: number,
): boolean {
  const standing = app.academy.standings.peek(userId);
  return (
    standing != null &&
    standing.student.is_verified &&
    isCurrentSession({ ver: tokenVersion }, standing.student.token_version) &&
    standing.courses.has(courseId)
  );
}

function enrolled(
  app: FastifyInstance,
  request: FastifyRequest,
  standing: Standing | null,
  courseId: number,
): true | Promise<true> {
  request.student = assertSignedIn(request, standing?.student);
  if (standing?.courses.has(courseId)) return true;
  return getCourse(app.academy, courseId).then((course) => {
    throw course === null
      ? detailError(404, translate(request.language, 'notFound'))
      : detailError(403, translate(request.language, 'notEnrolled'));
  });
}

/**
 * onRequest hook of a route that checks the session itself with `enrolmentIn` (one standing read, no
 * extra promise on the curriculum's path): a visitor gets 401 before the route's input is validated.
 */
export function requireToken(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  done(request.tokenUserId === null ? notAuthenticated(request) : undefined);
}

export function signedInStudent(request: FastifyRequest): StudentRow {
  if (request.student === null) throw new Error('requireStudent must run before this handler');
  return request.student;
}

/**
 * onRequest hook of every staff route (decision 0190), before any input is validated: 401 for a
 * visitor or a token whose account is gone or signed out, 403 for an account without the instructor
 * role. The account, with its role, is read from the database on every request, so a role granted or
 * removed holds at the next request on every instance; tokens carry no role.
 */
export function requireInstructor(app: FastifyInstance) {
  return async function requireInstructorHook(request: FastifyRequest) {
    if (request.tokenUserId === null) throw notAuthenticated(request);
    const account = assertSignedIn(request, await findUserById(app.academy.db, request.tokenUserId));
    // DRF's PermissionDenied wording, the same text as a student outside a course gets.
    if (account.role !== 'instructor') throw detailError(403, translate(request.language, 'notEnrolled'));
    request.student = account;
  };
}

export function signedInInstructor(request: FastifyRequest): StudentRow {
  if (request.student === null || request.student.role !== 'instructor')
    throw new Error('requireInstructor must run before this handler');
  return request.student;
}
