import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { normaliseEmail } from '../auth/email-address';
import { ApiError } from '../errors';
import { translate } from '../i18n/messages';
import { clientAddress } from './client-address';
import { rateLimitCounters } from './rate-limit-counters';

/** The named limits a route can apply; payments and feedback use theirs when their routes arrive. */
export type LimitName =
  'auth' | 'refresh' | 'payments' | 'feedback' | 'translation' | QuestionLimit | CompletionLimit;
/** Questions and answers, per student: two windows, so two names (the name keys the counter). */
type QuestionLimit = 'questions' | 'questions-daily';
/** Essay saves per student; certificate issuing and downloads; public certificate look-ups (docs/decisions/0703). */
type CompletionLimit = 'essays' | 'certificates' | 'certificate-lookups';

export interface LimitOverrides {
  /** Requests per window and client address (after TRUST_PROXY); 0 = no address limit. */
  perAddress?: number;
  /**
   * Requests per window and account: a signed-in student's own (a token proves it), or an e-mail in
   * the body counted with the client address (anyone can name one); 0 = none.
   */
  perAccount?: number;
  /** Requests per window naming one e-mail in the body, from every client address together; 0 = none. */
  perEmail?: number;
  windowMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that applies the named limit per client address and per account, shared by every
     * API process when REDIS_URL is set: `{ preHandler: app.rateLimitFor('payments') }`.
     */
    rateLimitFor(name: LimitName, overrides?: LimitOverrides): preHandlerAsyncHookHandler;
    /** True while the counters are shared by every API process (Redis answers), false while local. */
    rateLimitsShared(): boolean;
  }
}

type Limiter = (request: FastifyRequest) => Promise<{ isExceeded: boolean; ttlInSeconds: number } | null>;

interface Account {
  named: boolean;
  key: string;
}

/**
 * The account a request speaks for, without a database round trip: `named` when it is only an e-mail
 * in the body (anyone can name one), else the user a token proves.
 */
function accountOf(app: FastifyInstance, request: FastifyRequest): Account | null {
  const body = request.body;
  if (typeof body === 'object' && body !== null) {
    const { email, refresh } = body as { email?: unknown; refresh?: unknown };
    if (typeof email === 'string' && email.trim() !== '')
      return { named: true, key: `email:${normaliseEmail(email)}` };
    if (typeof refresh === 'string') {
      const claims = app.academy.tokens.read(refresh, 'refresh');
      if (claims) return { named: false, key: `user:${claims.user_id}` };
    }
  }
  return request.tokenUserId === null ? null : { named: false, key: `user:${request.tokenUserId}` };
}

function counted(check: ReturnType<FastifyInstance['createRateLimit']>): Limiter {
  return async (request) => {
    const result = await check(request);
    return result.isAllowed ? null : result;
  };
}

/**
 * A command slower than this counts the request in this process instead: Redis answers in a
 * millisecond or two, so only a silent connection (a dead path, no reset) takes this long.
 */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * The Redis of the shared counters, connected (or reconnecting in the background) before the first
 * request. An outage is logged once, and its end once.
 */
async function connectRedis(app: FastifyInstance, url: string) {
  // Fail fast rather than queue: a request never waits on an unreachable Redis.
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // A request whose command timed out was counted here; sent again on reconnection it would count twice.
    autoResendUnfulfilledCommands: false,
    lazyConnect: true,
  });
  let reported = false;
  const lost = (error: Error) => {
    if (!reported) app.log.error({ err: error }, 'rate limits: Redis unreachable, counting in this process');
    reported = true;
  };
  redis.on('error', lost);
  redis.on('ready', () => {
    if (reported) app.log.info('rate limits: Redis reachable again, counters shared');
    reported = false;
  });
  await redis.connect().catch(() => undefined);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return {
    redis,
    commandFailed(error: Error) {
      lost(error);
      // A timed-out command leaves a silent connection "ready": reconnect, so the next requests are
      // counted here at once rather than each waiting out the timeout. A ReplyError is Redis answering;
      // the other requests that were waiting fail too, and must not restart the reconnection.
      if (error.name !== 'ReplyError' && redis.status === 'ready') redis.disconnect(true);
    },
  };
}

async function rateLimitsPlugin(app: FastifyInstance) {
  const { config } = app.academy;
  const shared = config.redisUrl ? await connectRedis(app, config.redisUrl) : null;
  // While Redis is away the limits hold per process (docs/decisions/0112), but an instance that cannot
  // share them is not ready for traffic (docs/decisions/0173).
  if (shared) app.academy.readiness.add('redis', () => shared.redis.ping());
  const counters = rateLimitCounters({
    redis: shared?.redis ?? null,
    namespace: `${config.redisPrefix}rate-limit:`,
    onRedisError: (error) => shared?.commandFailed(error),
  });
  const store = app.academy.extensions.rateLimitStore;
  app.decorate('rateLimitsShared', store ? () => true : counters.shared);
  await app.register(rateLimit, {
    global: false,
    // Only a store passed in can fail (then its limits are skipped); ours counts in this process while
    // Redis is away (docs/decisions/0112).
    skipOnError: true,
    // Also the key of the limits routes set in their config (feedback, social sign-in).
    keyGenerator: clientAddress,
    store: store ?? counters.Store,
  });

  // One setting pair for every name today; a name gets its own numbers when its traffic differs.
  const standard: Required<LimitOverrides> = {
    perAddress: config.authRateLimitPerMinute,
    perAccount: config.accountRateLimitPerMinute,
    perEmail: config.emailRateLimitPerMinute,
    windowMs: 60_000,
  };
  const defaults: Record<LimitName, Required<LimitOverrides>> = {
    auth: standard,
    refresh: standard,
    payments: standard,
    feedback: standard,
    // Public and anonymous: per address only (docs/decisions/0150).
    translation: {
      perAddress: config.translation.rateLimitPerMinute,
      perAccount: 0,
      perEmail: 0,
      windowMs: 60_000,
    },
    // Per student, not per address: a classroom shares one (docs/decisions/0171).
    questions: {
      perAddress: 0,
      perAccount: config.questionRateLimitPerMinute,
      perEmail: 0,
      windowMs: 60_000,
    },
    // Drafts are saved as the student types (debounced by the client), so per student, generously.
    essays: { perAddress: 0, perAccount: config.essayRateLimitPerMinute, perEmail: 0, windowMs: 60_000 },
    certificates: standard,
    // Anonymous: per address, so certificate numbers cannot be swept.
    'certificate-lookups': {
      perAddress: config.certificateLookupRateLimitPerMinute,
      perAccount: 0,
      perEmail: 0,
      windowMs: 60_000,
    },
    'questions-daily': {
      perAddress: 0,
      perAccount: config.questionRateLimitPerDay,
      perEmail: 0,
      windowMs: 86_400_000,
    },
  };

  app.decorate('rateLimitFor', (name: LimitName, overrides: LimitOverrides = {}) => {
    const limit = { ...defaults[name], ...overrides };
    const limiters: Limiter[] = [];
    if (limit.perAddress > 0)
      limiters.push(
        counted(
          app.createRateLimit({
            max: limit.perAddress,
            timeWindow: limit.windowMs,
            keyGenerator: (request) => `${name}:address:${clientAddress(request)}`,
          }),
        ),
      );
    // A named e-mail is counted with the client address that names it, so a stranger's failures
    // throttle the stranger; across addresses only by perEmail, set high (docs/decisions/0105).
    // Keys start with the kind they count (address, email, user), so no e-mail can name another's.
    const accountKey = (request: FastifyRequest, account: Account) =>
      account.named ? `${name}:address:${clientAddress(request)}:${account.key}` : `${name}:${account.key}`;
    if (limit.perAccount > 0) {
      const perAccount = counted(
        app.createRateLimit({
          max: limit.perAccount,
          timeWindow: limit.windowMs,
          keyGenerator: (request) => {
            const account = accountOf(app, request);
            return account ? accountKey(request, account) : '';
          },
        }),
      );
      limiters.push(async (request) => (accountOf(app, request) === null ? null : perAccount(request)));
    }
    if (limit.perEmail > 0) {
      const perEmail = counted(
        app.createRateLimit({
          max: limit.perEmail,
          timeWindow: limit.windowMs,
          keyGenerator: (request) => `${name}:${accountOf(app, request)?.key ?? ''}`,
        }),
      );
      limiters.push(async (request) => (accountOf(app, request)?.named ? perEmail(request) : null));
    }
    return async function rateLimitHook(request: FastifyRequest) {
      let wait = 0;
      for (const limiter of limiters) {
        const result = await limiter(request);
        if (result?.isExceeded) wait = Math.max(wait, result.ttlInSeconds, 1);
      }
      if (wait > 0) {
        throw new ApiError(
          429,
          { detail: translate(request.language, 'throttled', { seconds: wait }) },
          { 'retry-after': String(wait) },
        );
      }
    };
  });
}

export default fp(rateLimitsPlugin, { name: 'academy-rate-limits', dependencies: ['academy-context'] });
