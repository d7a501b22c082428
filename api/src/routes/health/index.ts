import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { pingDatabase } from '../../repositories/health';

/**
 * `caches: "off"` while this process does not hear the database's change notifications (or has not yet
 * caught up with those it missed): it then reads everything from the database, so it still answers
 * correctly and stays 200 (decision 0118), only slower.
 */
const Caches = Type.Union([Type.Literal('on'), Type.Literal('off')]);

/**
 * `rateLimits: "local"` while the limits are counted in this process only: no REDIS_URL, or Redis
 * unreachable (docs/decisions/0112). The answer stays 200: the limits still hold per instance.
 */
const RateLimits = Type.Union([Type.Literal('shared'), Type.Literal('local')]);

const Health = <Status extends string>(status: Status) =>
  Type.Object({
    status: Type.Literal(status),
    database: Type.String(),
    caches: Caches,
    rateLimits: RateLimits,
  });

const PartState = Type.Union([Type.Literal('ok'), Type.Literal('failed')]);

/** Each part this instance needs (database, redis when REDIS_URL is set, …) and how its check went. */
const Readiness = <Status extends string>(status: Status) =>
  Type.Object({
    status: Type.Literal(status),
    parts: Type.Record(Type.String(), PartState),
  });

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness for traffic: 200 when every part (database, Redis when REDIS_URL is set, the media ' +
          'bucket when MEDIA_BUCKET is set) answers within ' +
          'HEALTH_TIMEOUT_MS; 503 "unavailable" naming the part that failed, or "shutting-down" from the ' +
          'moment a shutdown begins, so a load balancer drains this instance (docs/decisions/0173)',
        response: {
          200: Readiness('ready'),
          503: Type.Union([Readiness('unavailable'), Readiness('shutting-down')]),
        },
      },
    },
    async (request, reply) => {
      const { readiness, config } = app.academy;
      const report = await readiness.report(config.healthTimeoutMs, (part, error) =>
        request.log.error({ err: error, part }, 'readiness check failed'),
      );
      if (report.status === 'ready') return { status: report.status, parts: report.parts };
      return reply.code(503).send({ status: report.status, parts: report.parts });
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'Liveness and database reachability: 503 when the database does not answer within HEALTH_TIMEOUT_MS; ' +
          'caches "off" while change notifications are not heard (answers come from the database); ' +
          'rateLimits "local" while the limits are counted per process (no Redis, or Redis unreachable)',
        response: { 200: Health('ok'), 503: Health('unavailable') },
      },
    },
    async (request, reply) => {
      const { db, cache, config } = app.academy;
      const state = () => ({
        database: db.kind,
        caches: cache.active ? ('on' as const) : ('off' as const),
        rateLimits: app.rateLimitsShared() ? ('shared' as const) : ('local' as const),
      });
      try {
        await pingDatabase(db, config.healthTimeoutMs);
        return { status: 'ok' as const, ...state() };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, ...state() });
      }
    },
  );
};

/** Served at the root: @fastify/autoload adds no prefix (src/app.ts). */
export const autoPrefix = '';

export default healthRoutes;
