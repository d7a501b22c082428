import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from '../payments/provider';
import { dayBefore, lastSettledDay, reconcileDay } from '../payments/reconcile';
import { isReconciled } from '../repositories/reconciliations';

/** How soon after start an instance checks first (or after one interval, when that is shorter). */
export const FIRST_RECONCILE_DELAY_MS = 30_000;
/** Days a stopped site catches up on when it runs again; older ones take the payments command. */
export const RECONCILE_CATCH_UP_DAYS = 7;

/**
 * The daily reconciliation with the card provider (payments/reconcile.ts, docs/decisions/0158): once
 * per PAYMENT_RECONCILE_INTERVAL_SECONDS across all instances (the job queue keeps one job per
 * period), the past days not yet reconciled, up to a week back, are compared with the provider's
 * records; each difference is logged and counted in academy_payment_reconciliation_differences. A
 * provider that cannot be asked leaves the day due for the next period.
 */
async function paymentReconcilerPlugin(app: FastifyInstance, { provider }: { provider: PaymentProvider }) {
  const ctx = app.academy;
  const intervalMs = ctx.config.paymentReconcileIntervalMs;
  if (intervalMs <= 0) return;
  const due = async () => {
    const days: string[] = [];
    let day = lastSettledDay(ctx.now());
    for (let i = 0; i < RECONCILE_CATCH_UP_DAYS; i += 1, day = dayBefore(day))
      if (!(await isReconciled(ctx.db, day, provider.name))) days.unshift(day);
    return days;
  };
  const stop = await ctx.jobs.everyPeriod(
    'reconcile-payments',
    intervalMs,
    async () => {
      for (const day of await due()) {
        const result = await reconcileDay({ db: ctx.db, provider, now: ctx.now }, day).catch(
          (error: unknown) => {
            app.log.warn({ err: error, day }, 'payments not reconciled; the next period tries the day again');
            throw error;
          },
        );
        for (const difference of result.differences)
          app.log.warn(
            { day, provider: result.provider, ...difference },
            'payment reconciliation: the provider and the academy disagree (npm run payments -w @academy/api -- reconcile --day lists them)',
          );
        app.log.info(
          {
            day,
            provider: result.provider,
            charges: result.charges,
            refunds: result.refunds,
            differences: result.differences.length,
          },
          'payments reconciled',
        );
      }
    },
    {
      firstAfterMs: Math.min(FIRST_RECONCILE_DELAY_MS, intervalMs),
      onAskFailed: (error) =>
        app.log.warn({ err: error }, 'payment reconciliation not queued; the next period will ask again'),
    },
  );
  app.addHook('onClose', async () => stop());
}

export default fp(paymentReconcilerPlugin, {
  name: 'academy-payment-reconciler',
  dependencies: ['academy-context'],
});
