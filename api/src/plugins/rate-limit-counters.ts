import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis, Result } from 'ioredis';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** One request more in the window of `key`: the count and the milliseconds the window has left. */
    academyRateLimit(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

/**
 * The first request of a window starts its expiry; a key that somehow has none gets one, so a counter
 * can never outlive its window.
 */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Windows one process keeps at most; past it the oldest goes first, so memory stays bounded under a flood. */
const LOCAL_WINDOWS = 50_000;

interface Count {
  current: number;
  ttl: number;
}

/** Fixed windows in this process's memory: without Redis, and while Redis is away. */
class LocalCounters {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  count(key: string, windowMs: number): Count {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      // Re-inserted, so the Map's order stays the order in which windows started.
      this.windows.delete(key);
      if (this.windows.size >= LOCAL_WINDOWS) {
        const oldest = this.windows.keys().next();
        if (!oldest.done) this.windows.delete(oldest.value);
      }
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

/**
 * The route a limit belongs to, when a route's `config.rateLimit` set it (feedback, social sign-in):
 * @fastify/rate-limit hands its children `{ routeInfo }`, empty for `createRateLimit`.
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
 * Counters in Redis while it answers, else in this process (docs/decisions/0108): a request is never
 * refused or delayed for Redis, and the limits still hold per instance while it is away. Keys read
 * `<namespace><limit>:<kind>:<value>` as `rateLimitFor` names them (`auth:address:1.2.3.4`), and
 * `<namespace>route:POST:/courses/feedback/:<address>` for a route's own limit.
 */
export function rateLimitCounters(options: {
  redis: Redis | null;
  namespace: string;
  /** A command failed: the caller logs it and may reconnect; this request is counted locally. */
  onRedisError(error: Error): void;
}): RateLimitCounters {
  const { redis, namespace, onRedisError } = options;
  redis?.defineCommand('academyRateLimit', { numberOfKeys: 1, lua: COUNT_SCRIPT });
  const local = new LocalCounters();
  const shared = () => redis?.status === 'ready';

  class Counters implements FastifyRateLimitStore {
    constructor(
      _options: object,
      private readonly scope = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number) {
      const name = this.scope + key;
      if (!redis || !shared()) {
        callback(null, local.count(name, timeWindow));
        return;
      }
      redis.academyRateLimit(namespace + name, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: Error) => {
          onRedisError(error);
          callback(null, local.count(name, timeWindow));
        },
      );
    }

    child(routeOptions: object) {
      const route = routeOf(routeOptions);
      return new Counters(routeOptions, route === null ? this.scope : `route:${route}:`);
    }
  }

  return { Store: Counters, shared };
}
