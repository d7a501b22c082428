import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { normaliseEmail } from '../../auth/email-address';
import { validatePassword } from '../../auth/password-validation';
import { issueTokens } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { fieldError, fieldErrors } from '../../errors';
import { translate } from '../../i18n/messages';
import { requireStudent, signedInStudent } from '../../plugins/auth';
import { ErrorBody, Password, User } from '../../schemas';
import {
  type ProfileRow,
  changePassword,
  deleteUser,
  updateNames,
  updatePhoto,
} from '../../repositories/users';
import { reencodeImage } from '../../storage/images';

const TAG = ['student'];
const bearer = [{ bearerAuth: [] }];

function userBody(ctx: AppContext, user: ProfileRow) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    photo: user.photo ? ctx.storage.url(user.photo) : null,
  };
}

const Name = Type.String({ maxLength: 150 });

const studentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  app.addHook('preHandler', requireStudent(app));

  app.get(
    '/student/detail/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'The signed-in student',
        response: { 200: User, 401: ErrorBody },
      },
    },
    async (request) => userBody(ctx, signedInStudent(request)),
  );

  app.patch(
    '/student/update/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Change first and last name (trimmed, both required)',
        body: Type.Object({ first_name: Name, last_name: Name }),
        response: { 200: User, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const student = signedInStudent(request);
      const firstName = request.body.first_name.trim();
      const lastName = request.body.last_name.trim();
      const blank: Record<string, string[]> = {};
      if (!firstName) blank.first_name = [translate(request.language, 'blank')];
      if (!lastName) blank.last_name = [translate(request.language, 'blank')];
      if (Object.keys(blank).length > 0) throw fieldErrors(blank);
      const updated = await updateNames(ctx.db, student.id, firstName, lastName);
      return userBody(ctx, updated ?? student);
    },
  );

  app.patch(
    '/student/update_photo/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary:
          'Replace the photo: multipart field "photo", JPEG, PNG or WebP up to 5 MB; decoded and stored re-encoded (at most 1024 px)',
        consumes: ['multipart/form-data'],
        response: { 200: User, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const student = signedInStudent(request);
      const say = (key: 'photoRequired' | 'photoInvalid') => translate(request.language, key);
      if (!request.isMultipart()) throw fieldError('photo', say('photoRequired'));
      let bytes: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'photo' && bytes === null) {
            bytes = await part.toBuffer();
          } else if (part.type === 'file') {
            part.file.resume();
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          throw fieldError(
            'photo',
            translate(request.language, 'photoTooLarge', { max: ctx.config.photoMaxBytes / 1024 / 1024 }),
          );
        }
        throw fieldError('photo', say('photoInvalid'));
      }
      if (bytes === null || bytes.length === 0) throw fieldError('photo', say('photoRequired'));
      const image = await reencodeImage(bytes);
      if (image === null) throw fieldError('photo', say('photoInvalid'));
      const key = await ctx.storage.save('photos', image.kind, image.bytes);
      const updated = await updatePhoto(ctx.db, student.id, key);
      if (student.photo) await ctx.storage.remove(student.photo);
      return userBody(ctx, updated ?? student);
    },
  );

  app.patch(
    '/reset-password/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary:
          "Change the signed-in student's password (Django's validators); needs the current password. " +
          'Signs out every other device and answers a fresh token pair for this one.',
        body: Type.Object({
          email: Type.String({ minLength: 1, maxLength: 254 }),
          current_password: Password,
          new_password: Password,
        }),
        response: {
          200: Type.Object({ detail: Type.String(), access: Type.String(), refresh: Type.String() }),
          400: ErrorBody,
          401: ErrorBody,
        },
      },
    },
    async (request) => {
      const student = signedInStudent(request);
      if (normaliseEmail(request.body.email) !== student.email) {
        throw fieldError('email', translate(request.language, 'notOwnEmail'));
      }
      if (!(await ctx.hasher.verify(student.password_hash, request.body.current_password))) {
        throw fieldError('current_password', translate(request.language, 'currentPasswordWrong'));
      }
      const problems = validatePassword(request.body.new_password, student.email, request.language);
      if (problems.length > 0) throw fieldErrors({ new_password: problems });
      const passwordHash = await ctx.hasher.hash(request.body.new_password);
      const tokenVersion = await changePassword(ctx.db, student.id, passwordHash);
      return {
        detail: translate(request.language, 'passwordChanged'),
        ...issueTokens(ctx, { id: student.id, token_version: tokenVersion }),
      };
    },
  );

  app.delete(
    '/student/delete/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Delete the account, its personal data and photo; questions and answers stay, authorless',
        response: { 204: Type.Null(), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const student = signedInStudent(request);
      await deleteUser(ctx.db, student.id);
      if (student.photo) await ctx.storage.remove(student.photo);
      return reply.code(204).send(null);
    },
  );
};

export default studentRoutes;
