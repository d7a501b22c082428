import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One line per request, written when it is answered (Fastify's own request logging writes two and
 * serialises the request object for the first). With `disableRequestLogging: true`.
 */
async function requestLogPlugin(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
}

export default fp(requestLogPlugin, { name: 'academy-request-log' });
