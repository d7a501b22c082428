import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NotifyJob } from '../jobs/queue';
import { runClock } from '../notifications/clock';
import { type Notifier, fanOutBatch } from '../notifications/fan-out';

/** How soon after start an instance asks for the clock's first run (or one interval, when shorter). */
const FIRST_CLOCK_DELAY_MS = 10_000;

/** The notifier of an app: its database, queue, clock and links (notifications/fan-out.ts). */
export function notifierOf(app: FastifyInstance): Notifier {
  const ctx = app.academy;
  return {
    db: ctx.db,
    jobs: ctx.jobs,
    now: ctx.now,
    links: { siteUrl: ctx.config.siteUrl, apiUrl: ctx.config.publicUrl },
    unsubscribeKey: ctx.secrets.unsubscribe,
    batchSize: ctx.config.notificationBatchSize,
  };
}

/**
 * Works the fan-out batches of every event (whichever instance fetches one tells its people), and
 * runs the notifications' clock once per NOTIFICATION_CLOCK_INTERVAL_SECONDS across instances:
 * seminar reminders, topic openings and the instructors' digests (docs/decisions/0167).
 */
async function notifierPlugin(app: FastifyInstance) {
  const ctx = app.academy;
  const notifier = notifierOf(app);
  await ctx.jobs.work<NotifyJob>('notify', async (job) => {
    try {
      await fanOutBatch(notifier, job.data);
    } catch (error) {
      app.log.warn(
        { err: error, event: job.data.eventId, after: job.data.after, job: job.id, try: job.retryCount + 1 },
        'notifications not stored; the batch will be tried again',
      );
      throw error;
    }
  });
  const intervalMs = ctx.config.notificationClockIntervalMs;
  if (intervalMs <= 0) return;
  const stop = await ctx.jobs.everyPeriod(
    'notification-clock',
    intervalMs,
    async () => {
      const run = await runClock(notifier);
      if (run.reminders + run.openings + run.digests > 0)
        app.log.info(run, 'notifications of the clock queued');
    },
    {
      firstAfterMs: Math.min(FIRST_CLOCK_DELAY_MS, intervalMs),
      onAskFailed: (error) =>
        app.log.warn({ err: error }, "the notifications' clock not queued; the next period will ask again"),
    },
  );
  app.addHook('onClose', async () => stop());
}

export default fp(notifierPlugin, { name: 'academy-notifier', dependencies: ['academy-context'] });
