import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneClientErrors } from '../repositories/client-errors';

/** How soon after start an instance prunes first (or after one interval, when that is shorter). */
export const FIRST_CLIENT_ERROR_PRUNE_DELAY_MS = 10_000;

/**
 * Deletes the client error reports last seen more than CLIENT_ERROR_RETENTION_DAYS ago, soon after
 * start and then once per CLIENT_ERROR_PRUNE_INTERVAL_SECONDS across all instances (docs/decisions/0037),
 * whether reports arrive or not. Every instance's timer asks for the period's prune; the job queue
 * keeps one job per period, which one instance runs (docs/decisions/0154). The timers do not keep the
 * process alive and stop when the app closes; a prune under way finishes first (the queue's stop).
 */
async function clientErrorPrunerPlugin(app: FastifyInstance) {
  const ctx = app.academy;
  const intervalMs = ctx.config.clientErrorPruneIntervalMs;
  if (intervalMs <= 0) return;
  const stop = await ctx.jobs.everyPeriod(
    'prune-client-errors',
    intervalMs,
    async () => {
      const before = new Date(ctx.now().getTime() - ctx.config.clientErrorRetentionDays * 86_400_000);
      const deleted = await pruneClientErrors(ctx.db, before);
      if (deleted > 0) app.log.info({ deleted }, 'deleted client error reports past the retention');
    },
    {
      firstAfterMs: Math.min(FIRST_CLIENT_ERROR_PRUNE_DELAY_MS, intervalMs),
      onAskFailed: (error) =>
        app.log.warn({ err: error }, 'client error prune not queued; the next period will ask again'),
    },
  );
  app.addHook('onClose', async () => stop());
}

export default fp(clientErrorPrunerPlugin, {
  name: 'academy-client-error-pruner',
  dependencies: ['academy-context'],
});
