import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CodeCooldownError,
  type CodeCheck,
  MailDeliveryError,
  checkCode,
  sendCode,
} from '../../auth/email-codes';
import { normaliseEmail } from '../../auth/email-address';
import { validatePassword } from '../../auth/password-validation';
import type { AppContext, StudentRow } from '../../context';
import { ApiError, detailError, fieldError, fieldErrors } from '../../errors';
import { type Language, type MessageKey, translate } from '../../i18n/messages';
import { blacklistToken } from '../../repositories/tokens';
import {
  findUserByEmail,
  findUserById,
  isVerifiedUser,
  markVerified,
  setPassword,
  upsertPendingUser,
} from '../../repositories/users';
import { Code, Detail, Email, ErrorBody, Password, Tokens } from '../../schemas';

const TAG = ['auth'];

function findUser(ctx: AppContext, email: string): Promise<StudentRow | undefined> {
  return findUserByEmail(ctx.db, normaliseEmail(email));
}

function issueTokens(ctx: AppContext, userId: number) {
  return { access: ctx.tokens.issue('access', userId), refresh: ctx.tokens.issue('refresh', userId) };
}

const CODE_ERRORS: Record<Exclude<CodeCheck, 'ok'>, MessageKey> = {
  wrong: 'codeWrong',
  expired: 'codeExpired',
  'too-many-tries': 'codeTooManyTries',
};

function tooEarly(error: CodeCooldownError, language: Language): ApiError {
  return new ApiError(
    429,
    {
      detail: translate(language, 'resendTooEarly', { seconds: error.retryAfterSeconds }),
      retry_after: error.retryAfterSeconds,
    },
    { 'retry-after': String(error.retryAfterSeconds) },
  );
}

/**
 * Sends a code but lets the cooldown pass silently, for calls whose answer must not depend on it.
 * With `quiet`, a mail failure is only logged: sign-in and recovery must answer the same either way.
 */
async function sendCodeIfAllowed(
  request: FastifyRequest,
  user: StudentRow,
  purpose: 'verify-email' | 'password-reset',
  quiet = false,
) {
  try {
    await sendCode(request.server.academy, user, purpose, request.language);
  } catch (error) {
    if (error instanceof CodeCooldownError) return;
    if (quiet && error instanceof MailDeliveryError) {
      request.log.error({ err: error.reason }, 'mail delivery failed');
      return;
    }
    throw error;
  }
}

function blacklist(ctx: AppContext, jti: string, expiresAt: number): Promise<boolean> {
  return blacklistToken(ctx.db, jti, new Date(expiresAt * 1000));
}

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  const limit = ctx.config.authRateLimitPerMinute;
  const rateLimit: { rateLimit?: { max: number; timeWindow: number } } =
    limit > 0 ? { rateLimit: { max: limit, timeWindow: 60_000 } } : {};
  const say = (request: FastifyRequest, key: MessageKey) => translate(request.language, key);

  app.post(
    '/register/',
    {
      config: rateLimit,
      schema: {
        tags: TAG,
        summary: 'Create an unverified account and mail a 4-digit code',
        body: Type.Object({ email: Email, password1: Password, password2: Password }),
        response: {
          201: Type.Object({ email: Type.String(), detail: Type.String() }),
          400: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const existing = await findUser(ctx, email);
      if (existing?.is_verified) throw fieldError('email', say(request, 'duplicateEmail'));
      const problems = validatePassword(request.body.password1, email, request.language);
      if (problems.length > 0) throw fieldErrors({ password1: problems });
      if (request.body.password1 !== request.body.password2) {
        throw fieldErrors({ non_field_errors: [say(request, 'passwordMismatch')] });
      }
      const passwordHash = await ctx.hasher.hash(request.body.password1);
      const user = await upsertPendingUser(ctx.db, email, passwordHash, request.language);
      // Verified between our check and the insert: the address is taken.
      if (!user) throw fieldError('email', say(request, 'duplicateEmail'));
      await sendCodeIfAllowed(request, user, 'verify-email');
      return reply.code(201).send({ email, detail: say(request, 'codeSent') });
    },
  );

  app.post(
    '/verify-email/',
    {
      config: rateLimit,
      schema: {
        tags: TAG,
        summary: 'Activate the account with the mailed code; answers a token pair',
        body: Type.Object({ email: Email, code: Code }),
        response: { 200: Tokens, 400: ErrorBody },
      },
    },
    async (request) => {
      const user = await findUser(ctx, request.body.email);
      if (!user) throw fieldError('email', say(request, 'noPendingVerification'));
      if (user.is_verified) throw fieldError('email', say(request, 'alreadyVerified'));
      const result = await checkCode(ctx, user.id, 'verify-email', request.body.code);
      if (result !== 'ok') throw fieldError('code', say(request, CODE_ERRORS[result]));
      await markVerified(ctx.db, user.id);
      return issueTokens(ctx, user.id);
    },
  );

  app.post(
    '/resend-code/',
    {
      config: rateLimit,
      schema: {
        tags: TAG,
        summary: 'Mail a new verification code (not within 119 s of the last one)',
        body: Type.Object({ email: Email }),
        response: {
          200: Detail,
          400: ErrorBody,
          429: Type.Object({ detail: Type.String(), retry_after: Type.Integer() }),
        },
      },
    },
    async (request) => {
      const user = await findUser(ctx, request.body.email);
      if (!user) throw fieldError('email', say(request, 'noPendingVerification'));
      if (user.is_verified) throw fieldError('email', say(request, 'alreadyVerified'));
      try {
        await sendCode(ctx, user, 'verify-email', request.language);
      } catch (error) {
        if (error instanceof CodeCooldownError) throw tooEarly(error, request.language);
        throw error;
      }
      return { detail: say(request, 'codeSent') };
    },
  );

  app.post(
    '/token/',
    {
      config: rateLimit,
      schema: {
        tags: TAG,
        summary: 'Sign in. 403 with code "email_not_verified" when the address still needs its code',
        body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }), password: Password }),
        response: { 200: Tokens, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const user = await findUser(ctx, request.body.email);
      const noAccount = () => detailError(401, say(request, 'noActiveAccount'));
      if (!user) {
        await ctx.hasher.burn(request.body.password);
        throw noAccount();
      }
      if (!(await ctx.hasher.verify(user.password_hash, request.body.password))) throw noAccount();
      if (!user.is_verified) {
        await sendCodeIfAllowed(request, user, 'verify-email', true);
        throw detailError(403, say(request, 'emailNotVerified'), { code: 'email_not_verified' });
      }
      return issueTokens(ctx, user.id);
    },
  );

  app.post(
    '/token/refresh/',
    {
      schema: {
        tags: TAG,
        summary: 'Rotate a refresh token: a new pair, the old refresh token blacklisted',
        body: Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 4096 }) }),
        response: { 200: Tokens, 401: ErrorBody },
      },
    },
    async (request) => {
      const invalid = () => detailError(401, say(request, 'tokenInvalid'), { code: 'token_not_valid' });
      const claims = ctx.tokens.read(request.body.refresh, 'refresh');
      if (claims === null) throw invalid();
      if (!(await blacklist(ctx, claims.jti, claims.exp))) throw invalid();
      if (!(await isVerifiedUser(ctx.db, claims.user_id))) throw invalid();
      return issueTokens(ctx, claims.user_id);
    },
  );

  app.post(
    '/password-reset/',
    {
      config: rateLimit,
      schema: {
        tags: TAG,
        summary: 'Mail a recovery code; the same answer whether the address exists or not',
        body: Type.Object({ email: Email }),
        response: { 200: Detail, 400: ErrorBody },
      },
    },
    async (request) => {
      const user = await findUser(ctx, request.body.email);
      if (user) await sendCodeIfAllowed(request, user, 'password-reset', true);
      return { detail: say(request, 'resetCodeSent') };
    },
  );

  app.post(
    '/password-reset/verify/',
    {
      config: rateLimit,
      schema: {
        tags: TAG,
        summary: 'Trade the recovery code for a reset token valid 15 minutes',
        body: Type.Object({ email: Email, code: Code }),
        response: { 200: Type.Object({ reset_token: Type.String() }), 400: ErrorBody },
      },
    },
    async (request) => {
      const user = await findUser(ctx, request.body.email);
      // An unknown address looks like an expired code, so the answer tells nothing about accounts.
      const result = user ? await checkCode(ctx, user.id, 'password-reset', request.body.code) : 'expired';
      if (!user || result !== 'ok')
        throw fieldError('code', say(request, CODE_ERRORS[result === 'ok' ? 'expired' : result]));
      return { reset_token: ctx.tokens.issue('password_reset', user.id) };
    },
  );

  app.post(
    '/password-reset/confirm/',
    {
      schema: {
        tags: TAG,
        summary: 'Set the new password with the reset token (single use)',
        body: Type.Object({
          reset_token: Type.String({ minLength: 1, maxLength: 4096 }),
          new_password1: Password,
          new_password2: Password,
        }),
        response: { 200: Detail, 400: ErrorBody },
      },
    },
    async (request) => {
      const claims = ctx.tokens.read(request.body.reset_token, 'password_reset');
      const invalid = () => fieldError('reset_token', say(request, 'resetTokenInvalid'));
      if (claims === null) throw invalid();
      const user = await findUserById(ctx.db, claims.user_id);
      if (!user) throw invalid();
      const problems = validatePassword(request.body.new_password1, user.email, request.language);
      if (problems.length > 0) throw fieldErrors({ new_password1: problems });
      if (request.body.new_password1 !== request.body.new_password2) {
        throw fieldErrors({ new_password2: [say(request, 'passwordMismatchForm')] });
      }
      if (!(await blacklist(ctx, claims.jti, claims.exp))) throw invalid();
      const passwordHash = await ctx.hasher.hash(request.body.new_password1);
      // The code reached the mailbox, which proves the address as well as the verification code would.
      await setPassword(ctx.db, user.id, passwordHash, { verify: true });
      return { detail: say(request, 'passwordResetDone') };
    },
  );
};

export default authRoutes;
