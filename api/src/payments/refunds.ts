import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
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

/** The refund mail, for the facts of the refund just recorded (none when it was recorded already). */
function refundMail(facts: RefundFacts, paymentId: string): MailMessage {
  return paymentMail.refund({
    student: facts.email,
    course: facts.course_title,
    paymentId,
    amount: `${facts.amount} ${facts.currency}`,
    withheld: isZero(facts.withheld) ? null : `${facts.withheld} ${facts.currency}`,
    language: pickLanguage(facts.language),
  });
}

/**
 * Records a refund the provider made (its answer to our refund call, or its notification) and queues
 * the student's mail in that transaction, so a refund reported twice mails once (docs/decisions/0157).
 * Answers whether this call recorded it; a replay records nothing.
 */
export async function recordRefundAndMail(
  deps: { db: Database; jobs: Pick<JobQueue, 'mail' | 'dispatched'> },
  refund: { paymentId: string; refundId: string; amount: string; at: Date },
): Promise<boolean> {
  const queued = await recordRefund(deps.db, refund, async (tx, facts) =>
    facts ? [await deps.jobs.mail(tx, { message: refundMail(facts, refund.paymentId) })] : [],
  );
  await deps.jobs.dispatched(queued ?? []);
  return queued !== null;
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
  await recordRefundAndMail(work, { paymentId, refundId, amount: due.amount, at: work.now() });
  work.log.info({ payment: paymentId, refund: refundId, amount: due.amount }, 'payment refunded');
}
