import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { pingDatabase } from '../../repositories/health';

/**
 * `caches: "off"` while this process does not hear the database's change notifications (or has not yet
 * caught up with those it missed): it then reads everything from the database, so it still answers
 * correctly and stays 200 (decision 0182), only slower.
 */
const Caches = Type.Union([Type.Literal('on'), Type.Literal('off')]);

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'Liveness and database reachability: 503 when the database does not answer within HEALTH_TIMEOUT_MS; ' +
          'caches "off" while change notifications are not heard (answers come from the database)',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.String(), caches: Caches }),
          503: Type.Object({ status: Type.Literal('unavailable'), database: Type.String(), caches: Caches }),
        },
      },
    },
    async (request, reply) => {
      const { db, cache, config } = app.academy;
      const caches = () => (cache.active ? ('on' as const) : ('off' as const));
      try {
        await pingDatabase(db, config.healthTimeoutMs);
        return { status: 'ok' as const, database: db.kind, caches: caches() };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, database: db.kind, caches: caches() });
      }
    },
  );
};

export default healthRoutes;
