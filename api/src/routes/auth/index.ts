import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CODE_DIGITS,
  CodeCooldownError,
  type CodeCheck,
  type CodeCheckResult,
  CodeLockoutError,
  type CodePurpose,
  checkCode,
  issueCode,
} from '../../auth/email-codes';
import { normaliseEmail } from '../../auth/email-address';
import { validatePassword } from '../../auth/password-validation';
import { isCurrentSession, issueTokens } from '../../auth/sessions';
import { tokenFamily } from '../../auth/tokens';
import { clientAddress } from '../../plugins/client-address';
import type { AppContext } from '../../context';
import type { StudentRow } from '../../repositories/users';
import { ApiError, detailError, fieldError, fieldErrors } from '../../errors';
import { type Language, type MessageKey, translate } from '../../i18n/messages';
import { blacklistToken, revokeTokenFamily, spendRefreshToken } from '../../repositories/tokens';
import {
  changePassword,
  endSessions,
  findSessionState,
  findUserByEmail,
  findUserById,
  insertPendingUser,
  markVerified,
  setPendingPassword,
} from '../../repositories/users';
import { Detail, ErrorBody, Throttled, Tokens } from '@academy/contract';
import {
  LoginBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  PasswordResetDone,
  PasswordResetRequested,
  PasswordResetVerifyBody,
  RegisterBody,
  Registered,
  ResendCodeBody,
  ResetToken,
  TokenRefreshBody,
  VerifyEmailBody,
} from '@academy/contract/auth';

const TAG = ['auth'];

function findUser(ctx: AppContext, email: string): Promise<StudentRow | undefined> {
  return findUserByEmail(ctx.db, normaliseEmail(email));
}

const CODE_ERRORS: Record<Exclude<CodeCheck, 'ok'>, MessageKey> = {
  wrong: 'codeWrong',
  expired: 'codeExpired',
  'too-many-tries': 'codeTooManyTries',
};

/** A refused code; after a wrong one the body also says how many tries the code has left. */
function codeRefused(request: FastifyRequest, checked: CodeCheckResult): ApiError {
  if ('lockedSeconds' in checked) return lockedOut(checked.lockedSeconds, request.language);
  const result = checked.result === 'ok' ? 'expired' : checked.result;
  const body: Record<string, unknown> = { code: [translate(request.language, CODE_ERRORS[result])] };
  if (result === 'wrong' && checked.triesLeft !== undefined) body.tries_left = checked.triesLeft;
  return new ApiError(400, body);
}

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

/** The daily cap of an address is reached: say so, and when codes can be asked for or entered again. */
function lockedOut(seconds: number, language: Language): ApiError {
  return new ApiError(
    429,
    {
      detail: translate(language, 'codeLockout', { minutes: Math.ceil(seconds / 60) }),
      retry_after: seconds,
    },
    { 'retry-after': String(seconds) },
  );
}

function codeResult(request: FastifyRequest, checked: CodeCheckResult): CodeCheck {
  if ('lockedSeconds' in checked) throw lockedOut(checked.lockedSeconds, request.language);
  return checked.result;
}

/**
 * Sends a sign-up code bound to `passwordHash` but lets the cooldown pass silently, for calls whose
 * answer must not depend on it. With `quiet`, a daily cap passes silently too: sign-in must answer the
 * same either way. The mail itself is a job (docs/decisions/0154): its failure reaches no answer.
 */
async function sendCodeIfAllowed(
  request: FastifyRequest,
  user: StudentRow,
  purpose: CodePurpose,
  options: { quiet: boolean; passwordHash: string; skipCooldown?: boolean },
) {
  try {
    await issueCode(request.server.academy, user.email, purpose, {
      recipient: user,
      language: request.language,
      client: clientAddress(request),
      passwordHash: options.passwordHash,
      skipCooldown: options.skipCooldown ?? false,
    });
  } catch (error) {
    if (error instanceof CodeCooldownError) return;
    if (options.quiet && error instanceof CodeLockoutError) return;
    if (error instanceof CodeLockoutError) throw lockedOut(error.retryAfterSeconds, request.language);
    throw error;
  }
}

function blacklist(ctx: AppContext, jti: string, expiresAt: number): Promise<boolean> {
  return blacklistToken(ctx.db, jti, new Date(expiresAt * 1000));
}

/** Kept past a family's revocation beyond its tokens' lifetime, for a rotation that was in flight then. */
const FAMILY_REVOCATION_MARGIN_MS = 60_000;

/**
 * A rotated refresh token came back: someone holds a copy (decision 0104). Every token of its family,
 * the newest included, is refused from now on; both holders sign in again.
 */
async function revokeFamily(request: FastifyRequest, family: string, userId: number) {
  const ctx = request.server.academy;
  const now = ctx.now();
  const until = new Date(now.getTime() + ctx.config.refreshTokenSeconds * 1000 + FAMILY_REVOCATION_MARGIN_MS);
  if (await revokeTokenFamily(ctx.db, family, now, until))
    request.log.warn({ userId }, 'a rotated refresh token was presented again; its sign-in is revoked');
}

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  const limited = { preHandler: app.rateLimitFor('auth') };
  // Recovery proves the mailbox, so it stays open to the owner however many strangers name the
  // address; the code caps of docs/decisions/0144 bound the guesses.
  const recovery = { preHandler: app.rateLimitFor('auth', { perEmail: 0 }) };
  const say = (request: FastifyRequest, key: MessageKey) => translate(request.language, key);

  app.post(
    '/register/',
    {
      ...limited,
      schema: {
        tags: TAG,
        summary:
          'Create an unverified account and mail a 4-digit code. The account takes the password of the ' +
          'registration whose code verifies it: re-registering an address still awaiting its code mails a ' +
          'fresh code bound to the new password, which replaces the earlier code.',
        body: RegisterBody,
        response: {
          201: Registered,
          400: ErrorBody,
          429: Throttled,
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
      // Hashed either way, so a pending address answers in the same time as a new one.
      const passwordHash = await ctx.hasher.hash(request.body.password1);
      const user =
        existing ??
        (await insertPendingUser(ctx.db, email, passwordHash, request.language)) ??
        (await findUser(ctx, email));
      // Verified between our check and the insert: the address is taken.
      if (!user || user.is_verified) throw fieldError('email', say(request, 'duplicateEmail'));
      await sendCodeIfAllowed(request, user, 'verify-email', {
        quiet: false,
        passwordHash,
        skipCooldown: true,
      });
      if (existing) await setPendingPassword(ctx.db, user.id, passwordHash);
      return reply.code(201).send({ email, detail: say(request, 'codeSent') });
    },
  );

  app.post(
    '/verify-email/',
    {
      ...limited,
      schema: {
        tags: TAG,
        summary:
          'Activate the account with the mailed code; the account takes the `password` sent with it, or ' +
          'without one the password of the registration that code was mailed for. Answers a token pair. Ten ' +
          'wrong entries a day from one client address lock that client out of this address (429 with the wait).',
        description:
          'A `password` is checked by the rules of `register/` before the code: a refused one answers 400 ' +
          '`{"password": ["..."]}` and leaves the code unused. Sending it keeps an account from taking the ' +
          'password of someone who registered the address again after its owner (decision 0103). ' +
          'A wrong code answers 400 `{"code": ["The code is incorrect."], "tries_left": N}`: the wrong tries the code still allows.',
        body: VerifyEmailBody,
        response: { 200: Tokens, 400: ErrorBody, 429: Throttled },
      },
    },
    async (request) => {
      const user = await findUser(ctx, request.body.email);
      if (!user) throw fieldError('email', say(request, 'noPendingVerification'));
      if (user.is_verified) throw fieldError('email', say(request, 'alreadyVerified'));
      const { password } = request.body;
      if (password !== undefined) {
        const problems = validatePassword(password, user.email, request.language);
        if (problems.length > 0) throw fieldErrors({ password: problems });
      }
      const checked = await checkCode(
        ctx,
        user.email,
        'verify-email',
        request.body.code,
        clientAddress(request),
      );
      if (codeResult(request, checked) !== 'ok') throw codeRefused(request, checked);
      // The password typed beside the code beats the one the code was mailed for: a later
      // registration by someone else may have caused the newest code (decision 0103).
      const passwordHash =
        password !== undefined
          ? await ctx.hasher.hash(password)
          : 'passwordHash' in checked
            ? (checked.passwordHash ?? null)
            : null;
      const tokenVersion = await markVerified(ctx.db, user.id, passwordHash);
      if (tokenVersion === null) throw fieldError('email', say(request, 'alreadyVerified'));
      return issueTokens(ctx, { id: user.id, token_version: tokenVersion });
    },
  );

  app.post(
    '/resend-code/',
    {
      ...limited,
      schema: {
        tags: TAG,
        summary:
          'Mail a new verification code (not within 119 s of the last one; five a day). The same answer ' +
          'for every address, whether or not it has an account awaiting verification.',
        body: ResendCodeBody,
        response: {
          200: Detail,
          400: ErrorBody,
          429: Throttled,
        },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const user = await findUser(ctx, email);
      try {
        const pending = user && !user.is_verified ? user : null;
        await issueCode(ctx, email, 'verify-email', {
          recipient: pending,
          language: request.language,
          client: clientAddress(request),
          // The newest registration's password: sign-in checks it until the address is verified.
          passwordHash: pending?.password_hash ?? null,
        });
      } catch (error) {
        if (error instanceof CodeCooldownError) throw tooEarly(error, request.language);
        if (error instanceof CodeLockoutError) throw lockedOut(error.retryAfterSeconds, request.language);
        throw error;
      }
      return { detail: say(request, 'codeSent') };
    },
  );

  app.post(
    '/token/',
    {
      ...limited,
      schema: {
        tags: TAG,
        summary: 'Sign in. 403 with code "email_not_verified" when the address still needs its code',
        body: LoginBody,
        response: { 200: Tokens, 401: ErrorBody, 403: ErrorBody, 429: Throttled },
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
        await sendCodeIfAllowed(request, user, 'verify-email', {
          quiet: true,
          passwordHash: user.password_hash,
        });
        throw detailError(403, say(request, 'emailNotVerified'), { code: 'email_not_verified' });
      }
      return issueTokens(ctx, user);
    },
  );

  app.post(
    '/token/refresh/',
    {
      preHandler: app.rateLimitFor('refresh'),
      schema: {
        tags: TAG,
        summary:
          'Rotate a refresh token: a new pair, the old refresh token blacklisted. Tokens issued before ' +
          'a password change or recovery are refused. A refresh token presented again after its rotation ' +
          'revokes every token rotated from the same sign-in: 401 "Token is blacklisted".',
        body: TokenRefreshBody,
        response: { 200: Tokens, 401: ErrorBody, 429: Throttled },
      },
    },
    async (request) => {
      const refused = (key: MessageKey) => detailError(401, say(request, key), { code: 'token_not_valid' });
      const claims = ctx.tokens.read(request.body.refresh, 'refresh');
      if (claims === null) throw refused('tokenInvalid');
      const account = await findSessionState(ctx.db, claims.user_id);
      if (!account || !account.is_verified || !isCurrentSession(claims, account.token_version))
        throw refused('tokenInvalid');
      const family = tokenFamily(claims);
      const spent = await spendRefreshToken(ctx.db, {
        jti: claims.jti,
        family,
        expiresAt: new Date(claims.exp * 1000),
      });
      if (spent === 'reused') await revokeFamily(request, family, claims.user_id);
      if (spent !== 'rotated') throw refused('tokenBlacklisted');
      return issueTokens(ctx, { id: claims.user_id, token_version: account.token_version }, family);
    },
  );

  app.post(
    '/token/blacklist/',
    {
      preHandler: app.rateLimitFor('refresh'),
      schema: {
        tags: TAG,
        summary:
          "Sign out: ends every sign-in of this refresh token's account (decision 0111). Its access and " +
          'refresh tokens, and those of its other devices, answer 401 from the next request on. ' +
          'Signing out again answers the same. The path and answer of Simple JWT, a DRF backend may serve it.',
        body: TokenRefreshBody,
        response: { 200: Type.Object({}), 401: ErrorBody, 429: Throttled },
      },
    },
    async (request) => {
      const claims = ctx.tokens.read(request.body.refresh, 'refresh');
      if (claims === null) throw detailError(401, say(request, 'tokenInvalid'), { code: 'token_not_valid' });
      const now = ctx.now();
      // Kept as long as the family's refresh tokens can live (as revokeFamily does for a reuse).
      const until = new Date(
        now.getTime() + ctx.config.refreshTokenSeconds * 1000 + FAMILY_REVOCATION_MARGIN_MS,
      );
      await revokeTokenFamily(ctx.db, tokenFamily(claims), now, until);
      // Access tokens are checked against the token version, not the family (0111): moving it on ends
      // them at once on every instance, at no cost per request.
      await endSessions(ctx.db, claims.user_id, claims.ver ?? 0);
      return {};
    },
  );

  app.post(
    '/password-reset/',
    {
      ...recovery,
      schema: {
        tags: TAG,
        summary:
          'Mail an 8-digit recovery code; the same answer and the same work whether the address exists or not',
        body: PasswordResetBody,
        response: {
          200: PasswordResetRequested,
          400: ErrorBody,
          429: Throttled,
        },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const user = await findUser(ctx, email);
      try {
        await issueCode(ctx, email, 'password-reset', {
          recipient: user ?? null,
          language: request.language,
          client: clientAddress(request),
        });
      } catch (error) {
        if (error instanceof CodeLockoutError) throw lockedOut(error.retryAfterSeconds, request.language);
        // Within the cooldown the answer is the same as ever; the countdown on the screen holds the line.
        if (!(error instanceof CodeCooldownError)) throw error;
      }
      return { detail: say(request, 'resetCodeSent'), code_length: CODE_DIGITS['password-reset'] };
    },
  );

  app.post(
    '/password-reset/verify/',
    {
      ...recovery,
      schema: {
        tags: TAG,
        summary:
          'Trade the recovery code for a reset token valid 15 minutes. Ten wrong entries a day from one client ' +
          'address lock that client out of this address; an entry when no code was sent counts nowhere.',
        description:
          'A wrong code answers 400 `{"code": ["The code is incorrect."], "tries_left": N}`, as verify-email/ does; ' +
          'an unknown address answers as a known one.',
        body: PasswordResetVerifyBody,
        response: { 200: ResetToken, 400: ErrorBody, 429: Throttled },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      // Every address has codes and failures of its own, so an unknown one answers as a known one does.
      const checked = await checkCode(
        ctx,
        email,
        'password-reset',
        request.body.code,
        clientAddress(request),
      );
      if (codeResult(request, checked) !== 'ok') throw codeRefused(request, checked);
      const user = await findUser(ctx, email);
      if (!user) throw fieldError('code', say(request, CODE_ERRORS.expired));
      return { reset_token: ctx.tokens.issueResetToken(user) };
    },
  );

  app.post(
    '/password-reset/confirm/',
    {
      ...limited,
      schema: {
        tags: TAG,
        summary:
          'Set the new password with the reset token (single use); signs out every other device and answers ' +
          'a token pair for this one',
        description:
          'The reset token proves the mailbox, so the pair is given even while a flood holds `token/` at 429 ' +
          'for this address (docs/decisions/0108).',
        body: PasswordResetConfirmBody,
        response: { 200: PasswordResetDone, 400: ErrorBody, 429: Throttled },
      },
    },
    async (request) => {
      const claims = ctx.tokens.read(request.body.reset_token, 'password_reset');
      const invalid = () => fieldError('reset_token', say(request, 'resetTokenInvalid'));
      if (claims === null) throw invalid();
      const user = await findUserById(ctx.db, claims.user_id);
      if (!user || !isCurrentSession(claims, user.token_version)) throw invalid();
      const problems = validatePassword(request.body.new_password1, user.email, request.language);
      if (problems.length > 0) throw fieldErrors({ new_password1: problems });
      if (request.body.new_password1 !== request.body.new_password2) {
        throw fieldErrors({ new_password2: [say(request, 'passwordMismatchForm')] });
      }
      if (!(await blacklist(ctx, claims.jti, claims.exp))) throw invalid();
      const passwordHash = await ctx.hasher.hash(request.body.new_password1);
      // The code reached the mailbox, which proves the address as well as the verification code would.
      const tokenVersion = await changePassword(ctx.db, user.id, passwordHash, { verify: true });
      return {
        detail: say(request, 'passwordResetDone'),
        ...issueTokens(ctx, { id: user.id, token_version: tokenVersion }),
      };
    },
  );
};

/** The prefix @fastify/autoload registers this folder's routes under (src/app.ts). */
export const autoPrefix = '/student/auth';

export default authRoutes;
