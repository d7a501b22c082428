import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneClientErrors } from '../repositories/client-errors';

/** How soon after start an instance prunes first (or after one interval, when that is shorter). */
export const FIRST_CLIENT_ERROR_PRUNE_DELAY_MS = 10_000;

/**
 * Deletes the client error reports last seen more than CLIENT_ERROR_RETENTION_DAYS ago, soon after
 * start and then every CLIENT_ERROR_PRUNE_INTERVAL_SECONDS (docs/decisions/0037), whether reports
 * arrive or not. The timers do not keep the process alive and stop when the app closes. Every
 * instance prunes: the delete is one idempotent statement, so two at once delete each row once.
 */
async function clientErrorPrunerPlugin(app: FastifyInstance) {
  const ctx = app.academy;
  const intervalMs = ctx.config.clientErrorPruneIntervalMs;
  if (intervalMs <= 0) return;
  let running: Promise<void> | null = null;
  const prune = () => {
    running ??= (async () => {
      try {
        const before = new Date(ctx.now().getTime() - ctx.config.clientErrorRetentionDays * 86_400_000);
        const deleted = await pruneClientErrors(ctx.db, before);
        if (deleted > 0) app.log.info({ deleted }, 'deleted client error reports past the retention');
      } catch (error) {
        app.log.warn({ err: error }, 'pruning client error reports failed; the next run will try again');
      } finally {
        running = null;
      }
    })();
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(
    () => {
      prune();
      interval = setInterval(prune, intervalMs);
      interval.unref();
    },
    Math.min(FIRST_CLIENT_ERROR_PRUNE_DELAY_MS, intervalMs),
  );
  first.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(interval);
    // A delete under way finishes before the database it uses is closed.
    await running;
  });
}

export default fp(clientErrorPrunerPlugin, {
  name: 'academy-client-error-pruner',
  dependencies: ['academy-context'],
});
