import { type FastifyPluginAsyncTypebox, type Static, Type } from '@fastify/type-provider-typebox';
import { normaliseEmail } from '../../auth/email-address';
import { validatePassword } from '../../auth/password-validation';
import { issueTokens } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { fieldError, fieldErrors } from '../../errors';
import { type Language, asLanguage, translate } from '../../i18n/messages';
import { requireStudent, signedInStudent } from '../../plugins/auth';
import { ErrorBody, User } from '@academy/contract';
import { type ProfileChanges, type ProfileRow, setPhoto, updateProfile } from '../../repositories/profiles';
import { changePassword, deleteUser } from '../../repositories/users';
import { isValidTaxpayerId } from '@academy/rules';
import { hasInvisibleCharacters } from '../../rules/visible-text';
import { reencodeImage } from '../../storage/images';
import { PasswordChangeBody, PasswordChanged, ProfileUpdate } from '@academy/contract/student';

const TAG = ['student'];
const bearer = [{ bearerAuth: [] }];

function userBody(ctx: AppContext, user: ProfileRow) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    photo: user.photo ? ctx.storage.url(user.photo) : null,
    status: user.status,
    residential_address: user.residential_address,
    taxpayer_id: user.taxpayer_id,
    role: user.role,
    language: asLanguage(user.language),
  };
}

type ProfileUpdateBody = Static<typeof ProfileUpdate>;

/** DRF's CharField habit (trimmed) and the profile's own rules, every field reported at once. */
function readProfileChanges(body: ProfileUpdateBody, language: Language): ProfileChanges {
  const errors: Record<string, string[]> = {};
  const changes: ProfileChanges = {};
  const text = (field: 'first_name' | 'last_name' | 'residential_address' | 'taxpayer_id') => {
    // NUL characters never get here: the null-characters plugin refuses them for every route.
    return body[field]?.trim();
  };
  const invisible = [translate(language, 'invisibleCharacters')];
  for (const field of ['first_name', 'last_name'] as const) {
    const value = text(field);
    if (value === undefined) continue;
    if (value === '') errors[field] = [translate(language, 'blank')];
    else if (hasInvisibleCharacters(value)) errors[field] = invisible;
    else changes[field] = value;
  }
  const address = text('residential_address');
  if (address !== undefined && hasInvisibleCharacters(address)) errors.residential_address = invisible;
  else if (address !== undefined) changes.residential_address = address;
  const taxpayerId = text('taxpayer_id');
  if (taxpayerId !== undefined) {
    if (taxpayerId !== '' && !isValidTaxpayerId(taxpayerId)) {
      errors.taxpayer_id = [translate(language, 'taxpayerIdInvalid')];
    } else changes.taxpayer_id = taxpayerId;
  }
  if (body.status !== undefined) changes.status = body.status;
  if (body.language !== undefined) changes.language = body.language;
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return changes;
}

const studentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  app.addHook('onRequest', requireStudent(app));

  /**
   * Removes a photo file no account points at any more, after the database has committed. A failure
   * is only logged: the change is done, and the periodic sweep removes what is left (plugins/sweeper.ts).
   */
  const removeFile = async (key: string) => {
    try {
      await ctx.storage.remove(key);
    } catch (error) {
      app.log.warn({ err: error, key }, 'photo file not removed; the sweep will try again');
    }
  };

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
        summary: 'Change profile facts: names, status, residential address, taxpayer id (IIN/BIN)',
        description:
          'A partial update: only the fields sent change. Names are trimmed and may not be blank; names and ' +
          'the address may not hold invisible characters (controls, bidirectional and zero-width marks); ' +
          "the taxpayer id must be a well-formed IIN/BIN (date, kind digits, check digit); '' clears the address or taxpayer id, " +
          'null clears the status. Errors come as {"field": ["message"]} in the Accept-Language.',
        body: ProfileUpdate,
        response: { 200: User, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const student = signedInStudent(request);
      const changes = readProfileChanges(request.body, request.language);
      const updated = await updateProfile(ctx.db, student.id, changes);
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
      let changed: Awaited<ReturnType<typeof setPhoto>>;
      try {
        changed = await setPhoto(ctx.db, student.id, key);
      } catch (error) {
        await removeFile(key);
        throw error;
      }
      // The account was deleted meanwhile: nothing points at the new file.
      if (!changed.profile) {
        await removeFile(key);
        return userBody(ctx, student);
      }
      if (changed.previous) await removeFile(changed.previous);
      return userBody(ctx, changed.profile);
    },
  );

  app.delete(
    '/student/update_photo/',
    {
      schema: {
        tags: TAG,
        security: bearer,
        summary: 'Remove the photo: the file is deleted and the student answers with photo null',
        description: 'Idempotent: a student without a photo gets the same answer.',
        response: { 200: User, 401: ErrorBody },
      },
    },
    async (request) => {
      const student = signedInStudent(request);
      const changed = await setPhoto(ctx.db, student.id, null);
      if (changed.previous) await removeFile(changed.previous);
      return userBody(ctx, changed.profile ?? { ...student, photo: null });
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
        body: PasswordChangeBody,
        response: {
          200: PasswordChanged,
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
      const deleted = await deleteUser(ctx.db, student.id);
      if (deleted?.photo) await removeFile(deleted.photo);
      return reply.code(204).send(null);
    },
  );
};

/** The prefix @fastify/autoload registers this folder's routes under (src/app.ts). */
export const autoPrefix = '/student';

export default studentRoutes;
