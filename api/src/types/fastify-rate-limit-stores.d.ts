/**
 * The two stores @fastify/rate-limit ships and picks between itself (its index.js). They are not in
 * its typed surface; plugins/rate-limit-counters.ts composes them into one that falls back from
 * Redis to the process (docs/decisions/0112).
 */
declare module '@fastify/rate-limit/store/LocalStore' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  const LocalStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    cache?: number,
  ) => FastifyRateLimitStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    redis: Redis,
    key: string,
  ) => FastifyRateLimitStore;
  export default RedisStore;
}
