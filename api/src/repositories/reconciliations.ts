import type { Database, Queryable } from '../db/database';

/** What the academy recorded of one payment: its settlement and its refund. */
export interface RecordedPayment {
  id: string;
  status: string;
  amount: string;
  settled_at: Date | null;
  refund_status: 'requested' | 'refunded' | null;
  refund_amount: string | null;
  refunded_at: Date | null;
}

const RECORDED = `SELECT p.id, p.status, p.amount::text AS amount, p.settled_at, f.status AS refund_status,
       f.amount::text AS refund_amount, f.refunded_at
  FROM payments p LEFT JOIN refunds f ON f.payment_id = p.id`;

/** The payments of `provider` paid, or refunded, within [from, to). */
export function recordedWithin(
  db: Queryable,
  provider: string,
  from: Date,
  to: Date,
): Promise<RecordedPayment[]> {
  return db.query<RecordedPayment>(
    `${RECORDED}
      WHERE p.provider = $1 AND p.status = 'paid'
        AND ((p.settled_at >= $2 AND p.settled_at < $3)
          OR (f.status = 'refunded' AND f.refunded_at >= $2 AND f.refunded_at < $3))`,
    [provider, from, to],
  );
}

/** The payments of `provider` with these ids, whenever they were made. */
export function recordedByIds(db: Queryable, provider: string, ids: string[]): Promise<RecordedPayment[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<RecordedPayment>(`${RECORDED} WHERE p.provider = $1 AND p.id = ANY($2::text[])`, [
    provider,
    ids,
  ]);
}

export type DifferenceKind =
  | 'charged_not_recorded'
  | 'recorded_not_charged'
  | 'amount_differs'
  | 'refunded_not_recorded'
  | 'recorded_not_refunded';

export interface PaymentDifference {
  kind: DifferenceKind;
  paymentId: string | null;
  transactionId: string | null;
  academyAmount: string | null;
  providerAmount: string | null;
}

export interface ReconciliationRecord {
  day: string;
  provider: string;
  checkedAt: Date;
  charges: number;
  refunds: number;
  differences: PaymentDifference[];
}

/** Keeps a day's reconciliation, replacing an earlier run of the same day. */
export function saveReconciliation(db: Database, record: ReconciliationRecord): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM payment_reconciliations WHERE day = $1 AND provider = $2', [
      record.day,
      record.provider,
    ]);
    await tx.query(
      `INSERT INTO payment_reconciliations (day, provider, checked_at, charges, refunds)
       VALUES ($1, $2, $3, $4, $5)`,
      [record.day, record.provider, record.checkedAt, record.charges, record.refunds],
    );
    for (const difference of record.differences)
      await tx.query(
        `INSERT INTO payment_differences
           (day, provider, kind, payment_id, transaction_id, academy_amount, provider_amount)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          record.day,
          record.provider,
          difference.kind,
          difference.paymentId,
          difference.transactionId,
          difference.academyAmount,
          difference.providerAmount,
        ],
      );
  });
}

/** Whether `day` was reconciled with `provider` already. */
export async function isReconciled(db: Queryable, day: string, provider: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM payment_reconciliations WHERE day = $1 AND provider = $2', [
    day,
    provider,
  ]);
  return rows.length > 0;
}

/** The latest reconciled day of each provider, and its differences by kind (the metrics). */
export interface LatestReconciliation {
  provider: string;
  day: string;
  kind: DifferenceKind | null;
  count: number;
}

export function latestReconciliations(db: Queryable): Promise<LatestReconciliation[]> {
  return db.query<LatestReconciliation>(
    `SELECT r.provider, to_char(r.day, 'YYYY-MM-DD') AS day, d.kind, count(d.id)::int AS count
       FROM payment_reconciliations r
       LEFT JOIN payment_differences d ON d.day = r.day AND d.provider = r.provider
      WHERE r.day = (SELECT max(day) FROM payment_reconciliations l WHERE l.provider = r.provider)
      GROUP BY r.provider, r.day, d.kind`,
  );
}
