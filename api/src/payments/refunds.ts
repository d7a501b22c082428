import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { pickLanguage } from '../i18n/messages';
import type { JobQueue } from '../jobs/queue';
import type { MailMessage } from '../mail/mailer';
import { paymentMail } from '../mail/payment-mail';
import {
  type RefundFacts,
  type RefusalDecision,
  confirmRefusal,
  findRefund,
  recordRefund,
} from '../repositories/refunds';
import type { PaymentProvider } from './provider';

/** An amount the academy withholds: tenge with at most two decimals, as the payments table keeps it. */
export const AMOUNT = /^(?:0|[1-9]\d{0,9})(?:\.\d{1,2})?$/;

const isZero = (amount: string) => Number(amount) === 0;

/**
 * The refund mail, queued in the transaction that records the refund, so a refund the provider
 * reports twice (its answer and its notification) mails once (docs/decisions/0157).
 */
export function refundMail(
  queue: (tx: Queryable, message: MailMessage) => Promise<string>,
  paymentId: string,
): (tx: Queryable, facts: RefundFacts | null) => Promise<string[]> {
  return async (tx, facts) => {
    if (!facts) return [];
    const message = paymentMail.refund({
      student: facts.email,
      course: facts.course_title,
      paymentId,
      amount: `${facts.amount} ${facts.currency}`,
      withheld: isZero(facts.withheld) ? null : `${facts.withheld} ${facts.currency}`,
      language: pickLanguage(facts.language),
    });
    return [await queue(tx, message)];
  };
}

/** Confirms a refusal and queues its refund, both or neither; a running API instance then refunds it. */
export function confirmAndRefund(
  db: Database,
  jobs: Pick<JobQueue, 'refund'>,
  decision: { paymentId: string; withheld: string; note: string; at: Date },
): Promise<RefusalDecision> {
  return confirmRefusal(db, decision, (tx) => jobs.refund(tx, { paymentId: decision.paymentId }));
}

export interface RefundWork {
  db: Database;
  jobs: Pick<JobQueue, 'mail' | 'dispatched'>;
  provider: PaymentProvider;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * One try of a refund job: asks the provider for the money (a repeated request answers the first
 * refund), then records it, ends the access and mails the student. A throw leaves the job to pg-boss
 * to try again; the refund stays `requested` and the course open until the money has moved.
 */
export async function refundPayment(work: RefundWork, paymentId: string): Promise<void> {
  const due = await findRefund(work.db, paymentId);
  if (!due) {
    work.log.warn({ payment: paymentId }, 'refund job for a payment with no refund: nothing to do');
    return;
  }
  if (due.status === 'refunded') return;
  if (due.provider !== work.provider.name)
    throw new Error(
      `payment ${paymentId} was paid through ${due.provider}, but this instance refunds through ${work.provider.name}`,
    );
  const { refundId } = await work.provider.refund({
    paymentId,
    providerPaymentId: due.provider_payment_id,
    transactionId: due.provider_transaction_id,
    amount: due.amount,
  });
  const queued = await recordRefund(
    work.db,
    { paymentId, refundId, amount: due.amount, at: work.now() },
    refundMail((tx, message) => work.jobs.mail(tx, { message }), paymentId),
  );
  await work.jobs.dispatched(queued ?? []);
  work.log.info({ payment: paymentId, refund: refundId, amount: due.amount }, 'payment refunded');
}
