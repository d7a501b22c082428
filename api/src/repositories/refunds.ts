import type { Database, Queryable } from '../db/database';

/** A refusal waiting for the academy's decision, as the payments command lists it. */
export interface OpenRefusal {
  payment_id: string;
  email: string | null;
  course_title: string;
  amount: string;
  currency: string;
  reason: string;
  requested_at: Date;
  access_granted_at: Date | null;
}

export function openRefusals(db: Queryable): Promise<OpenRefusal[]> {
  return db.query<OpenRefusal>(
    `SELECT r.payment_id, u.email, c.title AS course_title, p.amount::text AS amount, p.currency, r.reason,
            r.requested_at, e.created_at AS access_granted_at
       FROM refusal_requests r JOIN payments p ON p.id = r.payment_id JOIN courses c ON c.id = p.course_id
       LEFT JOIN users u ON u.id = p.user_id LEFT JOIN enrollments e ON e.payment_id = p.id
      WHERE r.status = 'requested' ORDER BY r.requested_at, r.payment_id`,
  );
}

export type RefusalDecision =
  { ok: true; refund: string } | { ok: false; reason: 'unknown' | 'decided' | 'withheld_too_much' };

/**
 * Confirms a requested refusal and records the refund it is owed (the payment's amount minus what
 * the academy withholds for services already provided), then does `then` in the same transaction
 * (queues the refund job): all or nothing. A refusal is decided once.
 */
export function confirmRefusal<T>(
  db: Database,
  decision: { paymentId: string; withheld: string; note: string; at: Date },
  then: (tx: Queryable, refund: string) => Promise<T>,
): Promise<RefusalDecision & { then?: T }> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.query<{ amount: string; owed: string | null; status: string | null }>(
      `SELECT p.amount::text AS amount, (p.amount - $2::numeric)::text AS owed, r.status
         FROM payments p LEFT JOIN refusal_requests r ON r.payment_id = p.id
        WHERE p.id = $1 AND p.status = 'paid'`,
      [decision.paymentId, decision.withheld],
    );
    if (!payment || payment.status === null) return { ok: false, reason: 'unknown' } as const;
    if (payment.status !== 'requested') return { ok: false, reason: 'decided' } as const;
    if (payment.owed === null || Number(payment.owed) <= 0)
      return { ok: false, reason: 'withheld_too_much' } as const;
    const [decided] = await tx.query(
      `UPDATE refusal_requests SET status = 'confirmed', decided_at = $2, decision_note = $3
        WHERE payment_id = $1 AND status = 'requested' RETURNING id`,
      [decision.paymentId, decision.at, decision.note],
    );
    if (!decided) return { ok: false, reason: 'decided' } as const;
    const [refund] = await tx.query<{ amount: string }>(
      `INSERT INTO refunds (payment_id, amount, withheld, origin, requested_at)
       VALUES ($1, $2, $3, 'academy', $4)
       ON CONFLICT (payment_id) DO NOTHING RETURNING amount::text AS amount`,
      [decision.paymentId, payment.owed, decision.withheld, decision.at],
    );
    // A refund made in the provider's dashboard before the confirmation already returned the money.
    if (!refund) return { ok: true, refund: payment.owed } as const;
    return { ok: true, refund: refund.amount, then: await then(tx, refund.amount) } as const;
  });
}

/** Rejects a requested refusal; false when there is none waiting for a decision. */
export async function rejectRefusal(
  db: Queryable,
  decision: { paymentId: string; note: string; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE refusal_requests SET status = 'rejected', decided_at = $2, decision_note = $3
      WHERE payment_id = $1 AND status = 'requested' RETURNING id`,
    [decision.paymentId, decision.at, decision.note],
  );
  return rows.length === 1;
}

/** What the refund job needs to ask the provider for the money. */
export interface DueRefund {
  payment_id: string;
  provider: string;
  provider_payment_id: string | null;
  provider_transaction_id: string | null;
  amount: string;
  status: 'requested' | 'refunded';
}

export async function findRefund(db: Queryable, paymentId: string): Promise<DueRefund | null> {
  const [row] = await db.query<DueRefund>(
    `SELECT f.payment_id, p.provider, p.provider_payment_id, p.provider_transaction_id,
            f.amount::text AS amount, f.status
       FROM refunds f JOIN payments p ON p.id = f.payment_id WHERE f.payment_id = $1`,
    [paymentId],
  );
  return row ?? null;
}

/** Who is told of a refund, and what the mail says. */
export interface RefundFacts {
  email: string;
  language: string;
  course_title: string;
  amount: string;
  currency: string;
  withheld: string;
}

/**
 * Records that the provider returned the money (the answer to the academy's refund call, or the
 * provider's notice of a refund made in its dashboard) and ends the course access the payment gave,
 * in one transaction; the enrolment's triggers drop the student's standing, so signed media links
 * stop at once (plugins/media.ts). Runs `then` (queues the mail) only for the call that recorded it:
 * answers null when the refund was recorded already.
 */
export function recordRefund<T>(
  db: Database,
  refund: { paymentId: string; refundId: string; amount: string; at: Date },
  then: (tx: Queryable, facts: RefundFacts | null) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    // Inserted as refunded when the refund began at the provider (no row yet), else the requested
    // row is completed; a refunded row is left as it is, so a replay records nothing.
    const [recorded] = await tx.query<{ payment_id: string }>(
      `INSERT INTO refunds (payment_id, amount, origin, status, provider_refund_id, requested_at, refunded_at)
       VALUES ($1, $3, 'provider', 'refunded', $2, $4, $4)
       ON CONFLICT (payment_id) DO UPDATE SET status = 'refunded', provider_refund_id = EXCLUDED.provider_refund_id,
              refunded_at = EXCLUDED.refunded_at
        WHERE refunds.status = 'requested'
       RETURNING payment_id`,
      [refund.paymentId, refund.refundId, refund.amount, refund.at],
    );
    if (!recorded) return null;
    // A refund from the dashboard decides a refusal still waiting for the academy's word.
    await tx.query(
      `UPDATE refusal_requests SET status = 'confirmed', decided_at = $2, decision_note = 'refunded at the provider'
        WHERE payment_id = $1 AND status = 'requested'`,
      [refund.paymentId, refund.at],
    );
    const [facts] = await tx.query<RefundFacts>(
      `SELECT u.email, u.language, c.title AS course_title, f.amount::text AS amount, p.currency,
              f.withheld::text AS withheld
         FROM refunds f JOIN payments p ON p.id = f.payment_id JOIN courses c ON c.id = p.course_id
         JOIN users u ON u.id = p.user_id
        WHERE f.payment_id = $1`,
      [refund.paymentId],
    );
    await tx.query('DELETE FROM enrollments WHERE payment_id = $1', [refund.paymentId]);
    return then(tx, facts ?? null);
  });
}
