import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UNMATCHED_ROUTE } from '../metrics/app-metrics';
import { type MetricsListener, startMetricsListener } from '../metrics/metrics-listener';

/**
 * Counts every answered request by its route's pattern and times it, and serves the registry on the
 * metrics listener from `ready` to `close` (docs/decisions/0164). Nothing is registered when
 * METRICS_PORT is unset.
 */
async function metricsPlugin(app: FastifyInstance) {
  const { metrics, config } = app.academy;
  if (metrics === null || config.metrics === null) return;
  const listenerConfig = config.metrics;
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  let listener: MetricsListener | null = null;
  app.addHook('onReady', async () => {
    listener = await startMetricsListener(metrics, listenerConfig, app.log);
    metrics.address = listener.address;
  });
  app.addHook('onClose', async () => {
    await listener?.close();
  });
}

export default fp(metricsPlugin, { name: 'academy-metrics', dependencies: ['academy-context'] });
