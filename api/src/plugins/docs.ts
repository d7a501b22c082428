import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

/** The OpenAPI description of every route's schema, and its explorer at /docs. */
async function docsPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Academy API',
        version: '1.0.0',
        description:
          'HTTP API of the academy, wire-compatible with its Django REST Framework + SimpleJWT predecessor. ' +
          'Errors are {"detail": "..."} or {"field": ["message"]}; send Accept-Language for translated messages.',
      },
      servers: [{ url: options.config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}

export default fp(docsPlugin, { name: 'academy-docs' });
