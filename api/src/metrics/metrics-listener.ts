import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { MetricsConfig } from '../config';
import type { AppMetrics } from './app-metrics';

export interface MetricsListener {
  readonly address: AddressInfo;
  close(): Promise<void>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the Authorization header is `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

function answer(
  response: http.ServerResponse,
  status: number,
  text: string,
  headers: http.OutgoingHttpHeaders = {},
) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

/**
 * GET /metrics on a listener of its own (METRICS_HOST:METRICS_PORT), so the public port never
 * serves it; behind METRICS_TOKEN when one is set (docs/decisions/0164).
 */
export async function startMetricsListener(
  metrics: AppMetrics,
  config: MetricsConfig,
  log: FastifyBaseLogger,
): Promise<MetricsListener> {
  const expected = config.token === null ? null : digest(config.token);
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics') return answer(response, 404, 'Not found: the metrics are at /metrics\n');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return answer(response, 405, 'Method not allowed\n', { allow: 'GET, HEAD' });
    if (expected !== null && !bearerMatches(request.headers.authorization, expected))
      return answer(response, 401, 'A bearer token is required\n', {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    metrics.collect().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log.error({ err: error }, 'collecting the metrics failed');
        answer(response, 500, 'Collecting the metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: config.host, port: config.port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  log.info({ host: address.address, port: address.port }, 'metrics listening at /metrics');
  return {
    address,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Prometheus keeps its connection open between scrapes.
        server.closeAllConnections();
      }),
  };
}
