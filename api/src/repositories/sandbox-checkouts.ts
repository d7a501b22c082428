import type { Queryable } from '../db/database';

/** The sandbox provider's own records: what a real provider would keep on its side. */

export type SandboxStatus = 'open' | 'challenge' | 'succeeded' | 'declined' | 'cancelled' | 'expired';

export interface SandboxCheckout {
  id: string;
  merchant_reference: string;
  amount: string;
  currency: string;
  description: string;
  language: string;
  return_url: string;
  callback_url: string;
  status: SandboxStatus;
  card_brand: string | null;
  card_last4: string | null;
  decline_reason: string | null;
  challenge_attempts: number;
  created_at: Date;
  expires_at: Date;
  finished_at: Date | null;
}

const COLUMNS = `id, merchant_reference, amount::text AS amount, currency, description, language, return_url,
  callback_url, status, card_brand, card_last4, decline_reason, challenge_attempts, created_at, expires_at, finished_at`;

export async function insertCheckout(
  db: Queryable,
  checkout: Omit<
    SandboxCheckout,
    'status' | 'card_brand' | 'card_last4' | 'decline_reason' | 'challenge_attempts' | 'finished_at'
  >,
): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_checkouts
       (id, merchant_reference, amount, currency, description, language, return_url, callback_url, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      checkout.id,
      checkout.merchant_reference,
      checkout.amount,
      checkout.currency,
      checkout.description,
      checkout.language,
      checkout.return_url,
      checkout.callback_url,
      checkout.created_at,
      checkout.expires_at,
    ],
  );
}

export async function findCheckout(db: Queryable, id: string): Promise<SandboxCheckout | null> {
  const [row] = await db.query<SandboxCheckout>(`SELECT ${COLUMNS} FROM sandbox_checkouts WHERE id = $1`, [
    id,
  ]);
  return row ?? null;
}

/** Moves an open checkout to the 3-D Secure step; null when it was no longer open (a double submit). */
export async function startChallenge(
  db: Queryable,
  id: string,
  card: { brand: string; last4: string },
): Promise<SandboxCheckout | null> {
  const [row] = await db.query<SandboxCheckout>(
    `UPDATE sandbox_checkouts SET status = 'challenge', card_brand = $2, card_last4 = $3
      WHERE id = $1 AND status = 'open' RETURNING ${COLUMNS}`,
    [id, card.brand, card.last4],
  );
  return row ?? null;
}

/**
 * Counts a wrong 3-D Secure code, in one statement with the check against the limit so that
 * concurrent submits cannot count past it; answers the attempts used so far, or null when the step
 * is over or its attempts are used up.
 */
export async function countWrongCode(db: Queryable, id: string, limit: number): Promise<number | null> {
  const [row] = await db.query<{ challenge_attempts: number }>(
    `UPDATE sandbox_checkouts SET challenge_attempts = challenge_attempts + 1
      WHERE id = $1 AND status = 'challenge' AND challenge_attempts < $2 RETURNING challenge_attempts`,
    [id, limit],
  );
  return row?.challenge_attempts ?? null;
}

/**
 * Settles a checkout once: only a checkout still in one of `from` changes, so two
 * submits of the same page settle (and notify) exactly once.
 */
export async function finishCheckout(
  db: Queryable,
  id: string,
  from: SandboxStatus[],
  result: {
    status: Exclude<SandboxStatus, 'open' | 'challenge'>;
    brand: string | null;
    last4: string | null;
    declineReason: string | null;
    at: Date;
    /** Only while fewer wrong 3-D Secure codes than this were counted (the right code after the limit pays nothing). */
    attemptsBelow?: number;
  },
): Promise<SandboxCheckout | null> {
  const [row] = await db.query<SandboxCheckout>(
    `UPDATE sandbox_checkouts
        SET status = $3, card_brand = COALESCE($4, card_brand), card_last4 = COALESCE($5, card_last4),
            decline_reason = $6, finished_at = $7
      WHERE id = $1 AND status = ANY($2::text[]) AND ($8::integer IS NULL OR challenge_attempts < $8)
      RETURNING ${COLUMNS}`,
    [
      id,
      from,
      result.status,
      result.brand,
      result.last4,
      result.declineReason,
      result.at,
      result.attemptsBelow ?? null,
    ],
  );
  return row ?? null;
}

export async function recordCallbackStatus(db: Queryable, id: string, status: number): Promise<void> {
  await db.query('UPDATE sandbox_checkouts SET callback_status = $2 WHERE id = $1', [id, status]);
}

/**
 * Refunds `amount` of a succeeded checkout once per request id, as a provider's idempotent refund
 * call does: a repeated request answers the first refund. Answers its id, or null when the checkout
 * took no card or holds less than the amount.
 */
export async function refundCheckout(
  db: Queryable,
  refund: { id: string; checkoutId: string; requestId: string; amount: string; at: Date },
): Promise<string | null> {
  await db.query(
    `INSERT INTO sandbox_refunds (id, checkout_id, request_id, amount, created_at)
     SELECT $1, c.id, $3, $4, $5 FROM sandbox_checkouts c
      WHERE c.id = $2 AND c.status = 'succeeded' AND c.amount >= $4::numeric
     ON CONFLICT (request_id) DO NOTHING`,
    [refund.id, refund.checkoutId, refund.requestId, refund.amount, refund.at],
  );
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM sandbox_refunds WHERE request_id = $1 AND checkout_id = $2',
    [refund.requestId, refund.checkoutId],
  );
  return row?.id ?? null;
}

/** A charge or refund the sandbox made, as the daily reconciliation reads it. */
export interface SandboxTransaction {
  kind: 'payment' | 'refund';
  id: string;
  merchant_reference: string;
  amount: string;
  currency: string;
  at: Date;
}

/** The sandbox's charges (succeeded checkouts) and refunds made within [from, to). */
export function sandboxTransactions(db: Queryable, from: Date, to: Date): Promise<SandboxTransaction[]> {
  return db.query<SandboxTransaction>(
    `SELECT 'payment' AS kind, id, merchant_reference, amount::text AS amount, currency, finished_at AS at
       FROM sandbox_checkouts WHERE status = 'succeeded' AND finished_at >= $1 AND finished_at < $2
     UNION ALL
     SELECT 'refund', r.id, c.merchant_reference, r.amount::text, c.currency, r.created_at
       FROM sandbox_refunds r JOIN sandbox_checkouts c ON c.id = r.checkout_id
      WHERE r.created_at >= $1 AND r.created_at < $2
     ORDER BY at, id`,
    [from, to],
  );
}
