import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StudentRow } from '../context';
import { ApiError } from '../errors';
import { type Language, pickLanguage, translate } from '../i18n/messages';
import { findStudentInCourse, findUserById } from '../repositories/users';

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
  app.decorateRequest('student', null);

  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['accept-language']);
    const header = request.headers.authorization;
    if (!header) return;
    const [scheme, token, ...rest] = header.trim().split(/\s+/);
    if (scheme !== 'Bearer') return;
    if (!token || rest.length > 0) {
      throw new ApiError(
        401,
        {
          detail: 'Authorization header must contain two space-delimited values',
          code: 'bad_authorization_header',
        },
        WWW_AUTHENTICATE,
      );
    }
    const claims = app.academy.tokens.read(token, 'access');
    if (claims === null) throw invalidToken(request.language);
    request.tokenUserId = claims.user_id;
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

/** preHandler for student-only routes: 401 without a token, 401 when its account is gone. */
export function requireStudent(app: FastifyInstance) {
  return async function requireStudentHook(request: FastifyRequest) {
    if (request.tokenUserId === null) throw notAuthenticated(request);
    const student = await findUserById(app.academy.db, request.tokenUserId);
    if (!student || !student.is_verified) throw userGone(request);
    request.student = student;
  };
}

/**
 * The signed-in student and their standing in one course, in a single round
 * trip: the curriculum endpoint is the hottest authenticated read.
 */
export async function studentInCourse(app: FastifyInstance, request: FastifyRequest, courseId: number) {
  if (request.tokenUserId === null) throw notAuthenticated(request);
  const row = await findStudentInCourse(app.academy.db, request.tokenUserId, courseId);
  if (!row || !row.is_verified) throw userGone(request);
  const { course_exists: courseExists, enrolled, ...student } = row;
  request.student = student;
  return { student, courseExists, enrolled };
}

export function signedInStudent(request: FastifyRequest): StudentRow {
  if (request.student === null) throw new Error('requireStudent must run before this handler');
  return request.student;
}
