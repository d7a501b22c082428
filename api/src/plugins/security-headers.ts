import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options, worked out once (they depend on nothing in a request). */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * Helmet's headers on every response, worked out once by `helmetHeaders`. @fastify/helmet rebuilds
 * helmet's middleware in two hooks on every request; with no per-request content security policy
 * nonce there is nothing to rebuild.
 */
async function securityHeadersPlugin(
  app: FastifyInstance,
  options: { headers: Readonly<Record<string, string>> },
) {
  const { headers } = options;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'academy-security-headers' });
