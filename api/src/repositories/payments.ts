import type { Database, Queryable } from '../db/database';
import type { CardBrand, PaymentNotification } from '../payments/provider';

export type PaymentStatus = 'pending' | 'paid' | 'declined' | 'cancelled' | 'expired';

export interface PurchasableCourse {
  id: number;
  title: string;
  tenge_price: string;
  new_price: string;
  enrolled: boolean;
}

/** The course with its prices as stored, and whether the student already owns it. */
export async function findPurchasableCourse(
  db: Queryable,
  courseId: number,
  userId: number,
): Promise<PurchasableCourse | null> {
  const [row] = await db.query<PurchasableCourse>(
    `SELECT c.id, c.title, c.tenge_price::text AS tenge_price, c.new_price::text AS new_price,
            EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $2 AND e.course_id = c.id) AS enrolled
       FROM courses c WHERE c.id = $1`,
    [courseId, userId],
  );
  return row ?? null;
}

export interface NewPayment {
  id: string;
  userId: number;
  courseId: number;
  amount: string;
  currency: string;
  displayAmount: string;
  displayCurrency: string;
  provider: string;
  providerPaymentId: string;
  paymentUrl: string;
  createdAt: Date;
  expiresAt: Date;
}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/**
 * Records a new pending payment and closes the student's previous open one for the course
 * (expired when its time is up, else cancelled), in one transaction. Answers the provider ids
 * of the closed ones, so their card pages can be closed too. Two creations racing each other
 * meet on the one-pending-payment index; the loser simply runs again.
 */
export async function openPayment(db: Database, payment: NewPayment): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const closed = await tx.query<{ provider_payment_id: string | null }>(
          `UPDATE payments
              SET status = CASE WHEN expires_at <= $3 THEN 'expired' ELSE 'cancelled' END,
                  failure_reason = CASE WHEN expires_at <= $3 THEN 'expired' ELSE 'replaced' END,
                  settled_at = $3
            WHERE user_id = $1 AND course_id = $2 AND status = 'pending'
            RETURNING provider_payment_id`,
          [payment.userId, payment.courseId, payment.createdAt],
        );
        await tx.query(
          `INSERT INTO payments (id, user_id, course_id, amount, currency, display_amount, display_currency,
                                 provider, provider_payment_id, payment_url, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            payment.id,
            payment.userId,
            payment.courseId,
            payment.amount,
            payment.currency,
            payment.displayAmount,
            payment.displayCurrency,
            payment.provider,
            payment.providerPaymentId,
            payment.paymentUrl,
            payment.createdAt,
            payment.expiresAt,
          ],
        );
        return closed.flatMap((row) => (row.provider_payment_id ? [row.provider_payment_id] : []));
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export interface StoredPayment {
  id: string;
  user_id: number | null;
  course_id: number;
  amount: string;
  currency: string;
  provider: string;
  provider_payment_id: string | null;
  status: PaymentStatus;
  expires_at: Date;
}

export async function findPayment(db: Queryable, id: string): Promise<StoredPayment | null> {
  const [row] = await db.query<StoredPayment>(
    `SELECT id, user_id, course_id, amount::text AS amount, currency, provider, provider_payment_id, status, expires_at
       FROM payments WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

export interface Settlement {
  /** The payment's status after this callback. */
  status: PaymentStatus;
  /** True only for the one callback that created the enrollment. */
  enrolled: boolean;
  /** A paid notification that arrived for a payment no longer open (expired, cancelled, declined). */
  paidTooLate: boolean;
  /** What `onEnrolled` answered (the ids of the mails it queued); empty when nobody was enrolled. */
  queued: string[];
}

/** Runs in the settlement's transaction when, and only when, it enrolls the student. */
export type OnEnrolled = (
  tx: Queryable,
  enrolment: { userId: number; courseId: number; paymentId: string },
) => Promise<string[]>;

/**
 * Applies a verified callback exactly once. The conditional UPDATE (only a pending,
 * unexpired payment changes; a declined one still takes a later payment, since a provider's page
 * lets the student try another card after a refusal) takes the row lock, so concurrent replays wait and then
 * find it paid; the enrollment's primary key and unique payment_id stop a second grant.
 */
export async function settlePayment(
  db: Database,
  notification: PaymentNotification,
  now: Date,
  onEnrolled?: OnEnrolled,
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const card = [notification.cardBrand, notification.cardLast4] as const;
    if (notification.outcome === 'paid') {
      const [paid] = await tx.query<{ user_id: number | null; course_id: number }>(
        `UPDATE payments SET status = 'paid', settled_at = $2, card_brand = $3, card_last4 = $4, failure_reason = NULL,
                provider_transaction_id = $5
          WHERE id = $1 AND status IN ('pending', 'declined') AND expires_at > $2
          RETURNING user_id, course_id`,
        [notification.paymentId, now, ...card, notification.transactionId],
      );
      if (paid) {
        const granted =
          paid.user_id === null
            ? []
            : await tx.query(
                `INSERT INTO enrollments (user_id, course_id, created_at, payment_id) VALUES ($1, $2, $3, $4)
                 ON CONFLICT DO NOTHING RETURNING user_id`,
                [paid.user_id, paid.course_id, now, notification.paymentId],
              );
        const enrolled = granted.length === 1;
        const queued =
          enrolled && onEnrolled && paid.user_id !== null
            ? await onEnrolled(tx, {
                userId: paid.user_id,
                courseId: paid.course_id,
                paymentId: notification.paymentId,
              })
            : [];
        return { status: 'paid', enrolled, paidTooLate: false, queued };
      }
      const [late] = await tx.query<{ status: PaymentStatus }>(
        `UPDATE payments SET status = 'expired', settled_at = $2, card_brand = $3, card_last4 = $4,
                failure_reason = 'paid_after_expiry', provider_transaction_id = $5
          WHERE id = $1 AND status = 'pending' RETURNING status`,
        [notification.paymentId, now, ...card, notification.transactionId],
      );
      const status = late?.status ?? (await currentStatus(tx, notification.paymentId));
      return { status, enrolled: false, paidTooLate: status !== 'paid', queued: [] };
    }
    const [closed] = await tx.query<{ status: PaymentStatus }>(
      `UPDATE payments SET status = $2, settled_at = $3, card_brand = COALESCE($4, card_brand),
              card_last4 = COALESCE($5, card_last4), failure_reason = $6
        WHERE id = $1 AND status = 'pending' RETURNING status`,
      [notification.paymentId, notification.outcome, now, ...card, notification.failureReason],
    );
    return {
      status: closed?.status ?? (await currentStatus(tx, notification.paymentId)),
      enrolled: false,
      paidTooLate: false,
      queued: [],
    };
  });
}

async function currentStatus(db: Queryable, id: string): Promise<PaymentStatus> {
  const [row] = await db.query<{ status: PaymentStatus }>('SELECT status FROM payments WHERE id = $1', [id]);
  if (!row) throw new Error(`payment ${id} vanished during its callback`);
  return row.status;
}

export interface PaymentRow {
  id: string;
  course_id: number;
  course_title: string;
  amount: string;
  currency: string;
  display_amount: string;
  display_currency: string;
  status: PaymentStatus;
  failure_reason: string | null;
  card_brand: CardBrand | null;
  card_last4: string | null;
  payment_url: string;
  created_at: Date;
  expires_at: Date;
  settled_at: Date | null;
  access_granted_at: Date | null;
  refusal_requested_at: Date | null;
  refusal_status: string | null;
  refusal_reason: string | null;
}

const PAYMENT_COLUMNS = `p.id, p.course_id, c.title AS course_title, p.amount::text AS amount, p.currency,
  p.display_amount::text AS display_amount, p.display_currency,
  CASE WHEN p.status = 'pending' AND p.expires_at <= $2 THEN 'expired' ELSE p.status END AS status,
  CASE WHEN p.status = 'pending' AND p.expires_at <= $2 THEN 'expired' ELSE p.failure_reason END AS failure_reason,
  p.card_brand, p.card_last4, p.payment_url, p.created_at, p.expires_at, p.settled_at,
  e.created_at AS access_granted_at,
  r.requested_at AS refusal_requested_at, r.status AS refusal_status, r.reason AS refusal_reason`;
const PAYMENT_JOINS = `FROM payments p JOIN courses c ON c.id = p.course_id
  LEFT JOIN enrollments e ON e.payment_id = p.id
  LEFT JOIN refusal_requests r ON r.payment_id = p.id`;

/**
 * How many of a student's payments the list shows (decision 0186): the list is a plain array the
 * profile reads whole, so it is bounded by its newest entries instead of paged.
 */
export const PAYMENTS_LISTED = 100;

/** The student's newest payments; a pending payment past its lifetime reads as expired. */
export function listPayments(db: Queryable, userId: number, now: Date): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} ${PAYMENT_JOINS} WHERE p.user_id = $1 ORDER BY p.created_at DESC, p.id LIMIT $3`,
    [userId, now, PAYMENTS_LISTED],
  );
}

export async function findStudentPayment(
  db: Queryable,
  userId: number,
  paymentId: string,
  now: Date,
): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} ${PAYMENT_JOINS} WHERE p.user_id = $1 AND p.id = $3`,
    [userId, now, paymentId],
  );
  return row ?? null;
}

/** Records a refusal once per payment; false when one was already recorded. */
export async function recordRefusal(
  db: Queryable,
  refusal: { paymentId: string; userId: number; reason: string; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO refusal_requests (payment_id, user_id, reason, requested_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (payment_id) DO NOTHING RETURNING id`,
    [refusal.paymentId, refusal.userId, refusal.reason, refusal.at],
  );
  return rows.length === 1;
}

/**
 * Records a refusal and, when it is the first for its payment, does `then` in the same transaction
 * (queues its mails): both or neither. Answers null when the payment was refused already.
 */
export function recordRefusalThen<T>(
  db: Database,
  refusal: { paymentId: string; userId: number; reason: string; at: Date },
  then: (tx: Queryable) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => ((await recordRefusal(tx, refusal)) ? then(tx) : null));
}

/** The demo student's purchase, so the profile's payment list and refusal have something to show. */
export async function seedPaidPayment(
  db: Queryable,
  payment: { id: string; userId: number; courseId: number; at: Date; lifetimeMs: number },
): Promise<void> {
  await db.query(
    `INSERT INTO payments (id, user_id, course_id, amount, currency, display_amount, display_currency, provider,
                           provider_payment_id, payment_url, status, card_brand, card_last4, created_at, expires_at, settled_at)
     SELECT $1, $2, c.id, c.tenge_price, 'KZT', c.new_price, 'USD', 'sandbox', $1, '', 'paid', 'visa', '4242', $4, $5, $4
       FROM courses c WHERE c.id = $3
     ON CONFLICT (id) DO NOTHING`,
    [
      payment.id,
      payment.userId,
      payment.courseId,
      payment.at,
      new Date(payment.at.getTime() + payment.lifetimeMs),
    ],
  );
  // The sandbox's own record of the charge, so the demo's refusal can be confirmed and refunded.
  await db.query(
    `INSERT INTO sandbox_checkouts (id, merchant_reference, amount, currency, description, language, return_url,
                                    callback_url, status, card_brand, card_last4, created_at, expires_at, finished_at)
     SELECT p.id, p.id, p.amount, p.currency, c.title, 'en', '', '', 'succeeded', 'visa', '4242', p.created_at,
            p.expires_at, p.settled_at
       FROM payments p JOIN courses c ON c.id = p.course_id WHERE p.id = $1
     ON CONFLICT (id) DO NOTHING`,
    [payment.id],
  );
  await db.query(
    'UPDATE enrollments SET payment_id = $1 WHERE user_id = $2 AND course_id = $3 AND payment_id IS NULL',
    [payment.id, payment.userId, payment.courseId],
  );
}

export interface ReceiptFacts {
  email: string;
  language: string;
  course_title: string;
  amount: string;
  currency: string;
  card_brand: CardBrand | null;
  card_last4: string | null;
  settled_at: Date;
}

/** What a paid payment's receipt says, read in the settlement's transaction. */
export async function receiptFacts(db: Queryable, paymentId: string): Promise<ReceiptFacts | null> {
  const [row] = await db.query<ReceiptFacts>(
    `SELECT u.email, u.language, c.title AS course_title, p.amount::text AS amount, p.currency,
            p.card_brand, p.card_last4, p.settled_at
       FROM payments p JOIN users u ON u.id = p.user_id JOIN courses c ON c.id = p.course_id
      WHERE p.id = $1 AND p.status = 'paid'`,
    [paymentId],
  );
  return row ?? null;
}
