import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RefundJob } from '../jobs/queue';
import type { PaymentProvider } from '../payments/provider';
import { refundPayment } from '../payments/refunds';

/**
 * Works the refund jobs that a refusal's confirmation queues (`npm run payments -w @academy/api --
 * confirm`): whichever instance fetches one asks the provider for the money, records it and closes
 * the course (payments/refunds.ts, docs/decisions/0157).
 */
async function refunderPlugin(app: FastifyInstance, { provider }: { provider: PaymentProvider }) {
  const ctx = app.academy;
  await ctx.jobs.work<RefundJob>('refund', async (job) => {
    try {
      await refundPayment(
        { db: ctx.db, jobs: ctx.jobs, provider, now: ctx.now, log: app.log },
        job.data.paymentId,
      );
    } catch (error) {
      app.log.warn(
        { err: error, payment: job.data.paymentId, job: job.id, try: job.retryCount + 1 },
        job.retryCount >= job.retryLimit
          ? 'refund failed for good (npm run jobs -w @academy/api lists it)'
          : 'refund not made; it will be tried again',
      );
      throw error;
    }
  });
}

export default fp(refunderPlugin, { name: 'academy-refunder', dependencies: ['academy-context'] });
