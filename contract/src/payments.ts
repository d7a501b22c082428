import { type Static, Type } from 'typebox';
import { DateTime, Money } from './entities';

const nullable = <T extends string>(type: T, description: string) =>
  Type.Unsafe<string | null>({ type: [type, 'null'], description });
const nullableDate = (description: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time', description });

export const PaymentStatus = Type.Unsafe<'pending' | 'paid' | 'declined' | 'cancelled' | 'expired'>({
  type: 'string',
  enum: ['pending', 'paid', 'declined', 'cancelled', 'expired'],
  description:
    'pending: the card page is open; paid: access granted; declined: the bank refused; ' +
    'cancelled: the student cancelled or started a newer payment; expired: not paid within its lifetime',
});

/** POST /courses/create-payment/: the course to buy; the amount always comes from the database. */
export const CreatePaymentBody = Type.Object({ course: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** Answer of POST /courses/create-payment/, kept by the client as paymentData. */
export const CreatedPayment = Type.Object({
  payment_id: Type.String({ description: 'Our payment id; the site gets it back as ?payment=' }),
  payment_url: Type.String({ description: "The provider's hosted card page; send the browser there" }),
  status: PaymentStatus,
  course: Type.Integer(),
  amount: Money,
  currency: Type.String({ description: 'Settlement currency: always KZT (from tenge_price)' }),
  display_amount: Money,
  display_currency: Type.String({ description: 'KZT for the Russian interface, USD (new_price) otherwise' }),
  expires_at: DateTime,
});

export const Refusal = Type.Object({
  requested_at: DateTime,
  status: Type.Unsafe<'requested' | 'confirmed' | 'rejected'>({
    type: 'string',
    enum: ['requested', 'confirmed', 'rejected'],
  }),
  reason: Type.String(),
});

export const Payment = Type.Object({
  payment_id: Type.String(),
  course: Type.Integer(),
  course_title: Type.String(),
  created_at: DateTime,
  amount: Money,
  currency: Type.String(),
  display_amount: Money,
  display_currency: Type.String(),
  status: PaymentStatus,
  failure_reason: nullable(
    'string',
    'Why it did not go through: card_declined, insufficient_funds, authentication_failed, ' +
      'cancelled_by_customer, replaced, expired, paid_after_expiry, test_cards_only',
  ),
  card_brand: Type.Unsafe<'visa' | 'mastercard' | null>({
    type: ['string', 'null'],
    enum: ['visa', 'mastercard', null],
  }),
  card_last4: nullable('string', 'Last four digits of the card'),
  paid_at: nullableDate('When the provider confirmed the payment'),
  expires_at: DateTime,
  payment_url: nullable('string', 'The card page, while the payment is pending'),
  access_granted_at: nullableDate('When this payment enrolled the student'),
  refusal_deadline: nullableDate('End of the 14-calendar-day refusal window (exclusive)'),
  can_request_refusal: Type.Boolean(),
  refusal: Type.Unsafe<Static<typeof Refusal> | null>({ ...Refusal, type: ['object', 'null'] }),
});

export type PaymentBody = Static<typeof Payment>;

/** POST /courses/payments/{paymentId}/refusal/: why the student refuses, optional. */
export const RefusalBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 2000 })) });

export const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const PaymentIdParams = Type.Object({
  paymentId: Type.String({ pattern: PAYMENT_ID.source, description: 'payment_id (a UUID)' }),
});

export const CallbackAnswer = Type.Object({
  payment_id: Type.String(),
  status: PaymentStatus,
  enrolled: Type.Boolean({ description: 'True only for the one callback that granted access' }),
});
