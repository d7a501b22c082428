import cookie from '@fastify/cookie';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  FLOW_SECONDS,
  SIGN_IN_CODE_MS,
  SocialSignInError,
  type SocialSignInFailure,
  createSocialSignIn,
  hashSignInCode,
  newSignInCode,
  unusablePasswordHash,
} from '../../auth/social-sign-in';
import { issueTokens } from '../../auth/sessions';
import { detailError, fieldError } from '../../errors';
import { translate } from '../../i18n/messages';
import { isSitePath } from '@academy/rules';
import {
  findOrCreateStudentForProvider,
  saveSignInCode,
  useSignInCode,
} from '../../repositories/social-accounts';
import { ErrorBody, Tokens } from '@academy/contract';
import { ExchangeBody, SocialProvider } from '@academy/contract/social-sign-in';

const TAG = ['social sign-in'];
const FLOW_COOKIE = 'academy_oidc_flow';
const COOKIE_PATH = '/student/auth/oidc/';

const ProviderParams = Type.Object({ provider: Type.String({ maxLength: 64 }) });

/**
 * Sign-in through OpenID Connect providers (authorization code with PKCE). The browser goes
 * start → provider → callback → back to the site with a one-time code in the query, which the site
 * trades for our own token pair with a POST; tokens never travel in a URL. Decision record 0140.
 */
const socialSignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.academy;
  const social = createSocialSignIn({
    providers: ctx.config.oidcProviders,
    secret: ctx.config.jwtSecret,
    publicUrl: ctx.config.publicUrl,
    now: ctx.now,
  });
  const limit = ctx.config.authRateLimitPerMinute;
  const rateLimit: { rateLimit?: { max: number; timeWindow: number } } =
    limit > 0 ? { rateLimit: { max: limit, timeWindow: 60_000 } } : {};
  const secureCookie = ctx.config.publicUrl.startsWith('https:');

  await app.register(cookie);

  const backToSite = (reply: FastifyReply, returnTo: string, params: Record<string, string>) => {
    const target = new URL(returnTo);
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    return reply
      .clearCookie(FLOW_COOKIE, { path: COOKIE_PATH })
      .header('cache-control', 'no-store')
      .redirect(target.href, 302);
  };

  /**
   * A page of the site to come back to: written out in full on one of the site's origins, and what
   * follows the origin a path on the site (`isSitePath`), so no server or script there can read it as
   * another host (`http://site//evil.example/`). Decision 0153.
   */
  const isSiteAddress = (value: string): boolean => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    if (!ctx.config.corsOrigins.includes(url.origin) || !value.startsWith(url.origin)) return false;
    return isSitePath(value.slice(url.origin.length) || '/');
  };

  const findProvider = (request: FastifyRequest, providerId: string) => {
    const provider = social.find(providerId);
    if (!provider) throw detailError(404, translate(request.language, 'notFound'));
    return provider;
  };

  app.get(
    '/providers/',
    {
      schema: {
        tags: TAG,
        summary: 'The providers a student may sign in with; empty when none is configured',
        response: {
          200: Type.Array(SocialProvider),
        },
      },
    },
    async () => social.providers.map(({ id, label }) => ({ id, label })),
  );

  app.get(
    '/:provider/start/',
    {
      config: rateLimit,
      schema: {
        tags: TAG,
        summary: 'Open in the browser (not with fetch): redirects to the provider',
        description:
          'Sets a short-lived signed cookie with state, nonce and the PKCE verifier, then answers 302 to ' +
          "the provider's authorization endpoint. `return_to` is the site page that finishes the sign-in, " +
          'in full: its origin must be one of the configured site origins (CORS_ORIGINS), and what follows ' +
          'the origin a path that starts with a single "/", with no backslash or control character, even ' +
          'once percent-decoded.',
        params: ProviderParams,
        querystring: Type.Object({ return_to: Type.String({ maxLength: 2048 }) }),
        response: {
          302: Type.Null({
            description: 'Redirect to the provider, or to return_to with oidc_error=unavailable',
          }),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const provider = findProvider(request, request.params.provider);
      const returnTo = request.query.return_to;
      if (!isSiteAddress(returnTo))
        throw fieldError('return_to', translate(request.language, 'socialReturnToRefused'));
      try {
        const { authorizationUrl, flow } = await social.start(provider, returnTo);
        return reply
          .setCookie(FLOW_COOKIE, flow, {
            path: COOKIE_PATH,
            httpOnly: true,
            sameSite: 'lax',
            secure: secureCookie,
            maxAge: FLOW_SECONDS,
          })
          .header('cache-control', 'no-store')
          .redirect(authorizationUrl, 302);
      } catch (error) {
        if (!(error instanceof SocialSignInError)) throw error;
        request.log.warn({ err: error.cause, provider: provider.id }, 'OpenID provider unavailable');
        return backToSite(reply, returnTo, { oidc_error: error.reason });
      }
    },
  );

  app.get(
    '/:provider/callback/',
    {
      config: rateLimit,
      schema: {
        tags: TAG,
        summary: "The provider's redirect target; redirects back to the site",
        description:
          'Checks state, PKCE and the ID token, refuses an e-mail the provider has not verified, matches ' +
          'the student by provider account or verified e-mail (or creates one), then answers 302 to ' +
          'return_to with `oidc_code` (single use, 60 s; trade it at POST /student/auth/oidc/exchange/) or ' +
          'with `oidc_error` = cancelled | failed | email_not_verified | unavailable.',
        params: ProviderParams,
        querystring: Type.Object(
          {
            code: Type.Optional(Type.String({ maxLength: 4096 })),
            state: Type.Optional(Type.String({ maxLength: 1024 })),
            error: Type.Optional(Type.String({ maxLength: 256 })),
          },
          { additionalProperties: true },
        ),
        response: {
          302: Type.Null({ description: 'Redirect to the site page that started the sign-in' }),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const provider = findProvider(request, request.params.provider);
      const flow = social.readFlow(request.cookies[FLOW_COOKIE], provider.id);
      // Without the cookie we cannot tell which browser started this, nor where it came from.
      if (!flow) throw detailError(400, translate(request.language, 'socialFlowExpired'));
      const query = request.raw.url?.split('?')[1] ?? '';
      const callbackUrl = new URL(
        `${ctx.config.publicUrl}/student/auth/oidc/${provider.id}/callback/?${query}`,
      );
      let reason: SocialSignInFailure;
      try {
        const identity = await social.finish(provider, flow, callbackUrl);
        const userId = await findOrCreateStudentForProvider(
          ctx.db,
          {
            provider: provider.id,
            subject: identity.subject,
            email: identity.email,
            firstName: identity.givenName,
            lastName: identity.familyName,
            language: request.language,
          },
          unusablePasswordHash(),
        );
        const { code, hash } = newSignInCode();
        const now = ctx.now();
        await saveSignInCode(ctx.db, hash, userId, now, new Date(now.getTime() + SIGN_IN_CODE_MS));
        return backToSite(reply, flow.returnTo, { oidc_code: code });
      } catch (error) {
        if (!(error instanceof SocialSignInError)) throw error;
        reason = error.reason;
        request.log.warn({ err: error.cause, provider: provider.id, reason }, 'social sign-in refused');
      }
      return backToSite(reply, flow.returnTo, { oidc_error: reason });
    },
  );

  app.post(
    '/exchange/',
    {
      config: rateLimit,
      schema: {
        tags: TAG,
        summary: 'Trade the one-time oidc_code from the callback for a token pair',
        body: ExchangeBody,
        response: { 200: Tokens, 400: ErrorBody },
      },
    },
    async (request) => {
      const student = await useSignInCode(ctx.db, hashSignInCode(request.body.code), ctx.now());
      if (student === null) throw fieldError('code', translate(request.language, 'socialCodeInvalid'));
      return issueTokens(ctx, student);
    },
  );
};

/** The prefix @fastify/autoload registers this folder's routes under (src/app.ts). */
export const autoPrefix = '/student/auth/oidc';

export default socialSignInRoutes;
