import type { Database } from '../db/database';
import {
  type PaymentDifference,
  type RecordedPayment,
  recordedByIds,
  recordedWithin,
  saveReconciliation,
} from '../repositories/reconciliations';
import type { PaymentProvider, ProviderTransaction } from './provider';
import { academyDay, academyDayBounds } from './refusal';
import { minorUnits } from './signature';

/**
 * The daily reconciliation (docs/decisions/0158): the provider's completed charges and refunds of one
 * academy calendar day against the payments and refunds the academy recorded, by our payment id.
 */

/** A notice comes after the money moved: a record is matched with what the provider did up to this long before the day. */
export const NOTICE_MARGIN_MS = 60 * 60 * 1000;

export interface ReconcileDeps {
  db: Database;
  provider: Pick<PaymentProvider, 'name' | 'listTransactions'>;
  now: () => Date;
}

export interface Reconciliation {
  day: string;
  provider: string;
  charges: number;
  refunds: number;
  differences: PaymentDifference[];
}

/** The same amount in tenge and tiyn, however many decimals each side writes. */
const same = (a: string, b: string) => {
  const units = minorUnits(a);
  return units !== null && units === minorUnits(b);
};

/** What the provider did that the academy did not record, or recorded otherwise. */
function unrecorded(
  listed: ProviderTransaction[],
  recorded: Map<string, RecordedPayment>,
): PaymentDifference[] {
  const out: PaymentDifference[] = [];
  for (const movement of listed) {
    const payment = movement.paymentId === null ? undefined : recorded.get(movement.paymentId);
    const base = {
      paymentId: movement.paymentId,
      transactionId: movement.transactionId,
      providerAmount: movement.amount,
    };
    if (movement.kind === 'payment') {
      if (!payment || payment.status !== 'paid')
        out.push({ ...base, kind: 'charged_not_recorded', academyAmount: null });
      else if (!same(payment.amount, movement.amount))
        out.push({ ...base, kind: 'amount_differs', academyAmount: payment.amount });
    } else if (!payment || payment.refund_status !== 'refunded' || payment.refund_amount === null)
      out.push({ ...base, kind: 'refunded_not_recorded', academyAmount: null });
    else if (!same(payment.refund_amount, movement.amount))
      out.push({ ...base, kind: 'amount_differs', academyAmount: payment.refund_amount });
  }
  return out;
}

/** What the academy recorded within the window that the provider did not do. */
function undone(
  recorded: RecordedPayment[],
  window: { from: Date; to: Date },
  listed: ProviderTransaction[],
): PaymentDifference[] {
  const done = new Set(listed.map((movement) => `${movement.kind} ${movement.paymentId}`));
  const within = (at: Date | null) => at !== null && at >= window.from && at < window.to;
  const out: PaymentDifference[] = [];
  for (const payment of recorded) {
    const base = { paymentId: payment.id, transactionId: null, providerAmount: null };
    if (within(payment.settled_at) && !done.has(`payment ${payment.id}`))
      out.push({ ...base, kind: 'recorded_not_charged', academyAmount: payment.amount });
    if (
      payment.refund_status === 'refunded' &&
      within(payment.refunded_at) &&
      !done.has(`refund ${payment.id}`)
    )
      out.push({ ...base, kind: 'recorded_not_refunded', academyAmount: payment.refund_amount });
  }
  return out;
}

/**
 * Reconciles one academy calendar day (YYYY-MM-DD) and keeps the result, replacing an earlier run of
 * that day. Throws when the provider cannot be asked; then nothing is kept and the day stays due.
 */
export async function reconcileDay(deps: ReconcileDeps, day: string): Promise<Reconciliation> {
  const window = academyDayBounds(day);
  if (!window) throw new Error(`not a day: ${day}`);
  const { db, provider } = deps;
  // The provider's movements of the day, and of the hour before, for a record whose notice came late.
  const listed = await provider.listTransactions(
    new Date(window.from.getTime() - NOTICE_MARGIN_MS),
    window.to,
  );
  const ofDay = listed.filter((movement) => movement.at >= window.from);
  const recordedOfDay = await recordedWithin(db, provider.name, window.from, window.to);
  const named = [...new Set(ofDay.flatMap((movement) => (movement.paymentId ? [movement.paymentId] : [])))];
  const recorded = new Map(
    (await recordedByIds(db, provider.name, named)).map((payment) => [payment.id, payment]),
  );
  const reconciliation: Reconciliation = {
    day,
    provider: provider.name,
    charges: ofDay.filter((movement) => movement.kind === 'payment').length,
    refunds: ofDay.filter((movement) => movement.kind === 'refund').length,
    differences: [...unrecorded(ofDay, recorded), ...undone(recordedOfDay, window, listed)],
  };
  await saveReconciliation(db, { ...reconciliation, checkedAt: deps.now() });
  return reconciliation;
}

/** The last academy calendar day that ended at least NOTICE_MARGIN_MS before `at`: the day due. */
export const lastSettledDay = (at: Date): string =>
  academyDay(new Date(at.getTime() - NOTICE_MARGIN_MS - 86_400_000));

/** The calendar day before `day` (YYYY-MM-DD). */
export const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
