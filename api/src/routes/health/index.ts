import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { pingDatabase } from '../../repositories/health';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'Liveness and database reachability: 503 when the database does not answer within HEALTH_TIMEOUT_MS',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }),
          503: Type.Object({ status: Type.Literal('unavailable'), database: Type.String() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.academy.db, app.academy.config.healthTimeoutMs);
        return { status: 'ok' as const, database: app.academy.db.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, database: app.academy.db.kind });
      }
    },
  );
};

export default healthRoutes;
