import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { Redis } from 'ioredis';

/** Windows one process keeps at most (an LRU): memory stays bounded under a flood from many addresses. */
const LOCAL_WINDOWS = 50_000;

/** The part of the plugin's options a store reads. */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * The route a limit belongs to, when a route's `config.rateLimit` set it (feedback, social sign-in):
 * @fastify/rate-limit hands its children `{ routeInfo }`, empty for `createRateLimit`. The plugin's own
 * Redis store names those children `undefinedundefined-`; ours keeps their keys as rateLimitFor wrote them.
 */
function routeOf(options: object): string | null {
  const info = 'routeInfo' in options ? options.routeInfo : null;
  if (typeof info !== 'object' || info === null || !('method' in info) || !('url' in info)) return null;
  const { method, url } = info;
  const methods = Array.isArray(method) ? method.join(',') : method;
  return typeof methods === 'string' && typeof url === 'string' ? `${methods}:${url}` : null;
}

export interface RateLimitCounters {
  /** The store @fastify/rate-limit is given. */
  Store: FastifyRateLimitStoreCtor;
  /** True while the counters are Redis's, shared by every API process. */
  shared(): boolean;
}

/**
 * The plugin's Redis store while Redis answers, its local store otherwise (docs/decisions/0112): a
 * request is never refused or delayed for Redis, and the limits still hold per instance while it is
 * away. Keys read `<namespace><limit>:<kind>:<value>` as `rateLimitFor` names them
 * (`auth:address:1.2.3.4`), and `<namespace>route:POST:/courses/feedback/:<address>` for a route's
 * own limit. The limits made by `createRateLimit` share one local store, as they share Redis: their
 * keys already name the limit.
 */
export function rateLimitCounters(options: {
  redis: Redis | null;
  namespace: string;
  /** A command failed: the caller logs it and may reconnect; this request is counted locally. */
  onRedisError(error: Error): void;
}): RateLimitCounters {
  const { redis, namespace, onRedisError } = options;
  const shared = () => redis?.status === 'ready';

  class Counters implements FastifyRateLimitStore {
    private readonly local: FastifyRateLimitStore;
    private readonly remote: FastifyRateLimitStore | null;

    constructor(
      settings: StoreOptions,
      private readonly scope = '',
      local?: FastifyRateLimitStore,
    ) {
      const { continueExceeding, exponentialBackoff } = settings;
      this.local = local ?? new LocalStore(continueExceeding, exponentialBackoff, LOCAL_WINDOWS);
      this.remote = redis && new RedisStore(continueExceeding, exponentialBackoff, redis, namespace + scope);
    }

    incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>) {
      const { remote, local } = this;
      if (!remote || !shared()) {
        local.incr(key, callback, timeWindow, max);
        return;
      }
      remote.incr(
        key,
        (error, result) => {
          if (!error) {
            callback(null, result);
            return;
          }
          onRedisError(error);
          local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: StoreOptions & object) {
      const route = routeOf(routeOptions);
      return route === null
        ? new Counters(routeOptions, this.scope, this.local)
        : new Counters(routeOptions, `route:${route}:`);
    }
  }

  return { Store: Counters, shared };
}
