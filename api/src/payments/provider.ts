import type { FastifyPluginAsync } from 'fastify';
import type { Language } from '../i18n/messages';

/** What the academy asks a provider for when a student starts paying. */
export interface CheckoutRequest {
  /** Our payment id; the provider echoes it in its callback (its "merchant reference" / "order id"). */
  paymentId: string;
  /** Decimal string in major units, e.g. "220000.00". */
  amount: string;
  /** ISO 4217; always KZT today. */
  currency: string;
  description: string;
  /** Language of the hosted card page. */
  language: Language;
  /** Where the student's browser is sent afterwards; the provider appends `status=<outcome>`. */
  returnUrl: string;
  /** Where the provider posts its signed server-to-server notification. */
  callbackUrl: string;
  /** The card page must stop taking cards at this moment. */
  expiresAt: Date;
}

export interface Checkout {
  /** The provider's own id of the checkout (kept as payments.provider_payment_id). */
  providerPaymentId: string;
  /** The hosted card page the student is sent to. */
  paymentUrl: string;
}

export type PaymentOutcome = 'paid' | 'declined' | 'cancelled' | 'expired';
export type CardBrand = 'visa' | 'mastercard';

/** A provider's callback, verified and translated into the academy's words. */
export interface PaymentNotification {
  /** The provider's checkout id when its notification names one; null when it names only our paymentId. */
  providerPaymentId: string | null;
  paymentId: string;
  outcome: PaymentOutcome;
  amount: string;
  currency: string;
  cardBrand: CardBrand | null;
  cardLast4: string | null;
  /** e.g. insufficient_funds, card_declined, authentication_failed; null when paid. */
  failureReason: string | null;
  /** The provider's id of this charge when it names one (CloudPayments' TransactionId), kept for its refund. */
  transactionId: string | null;
}

/** A refund the academy asks the provider for: once per payment, whatever the retries. */
export interface RefundRequest {
  paymentId: string;
  /** payments.provider_payment_id: the sandbox's checkout. */
  providerPaymentId: string | null;
  /** payments.provider_transaction_id: the charge a provider refunds (CloudPayments' TransactionId). */
  transactionId: string | null;
  /** Decimal string in major units, at most the payment's amount. */
  amount: string;
}

/** A provider's notice that a payment was refunded (through its API or its own dashboard). */
export interface RefundNotification {
  paymentId: string;
  /** The refund's own id at the provider. */
  refundId: string;
  amount: string;
}

/** One money movement on the provider's side, in the academy's words (the daily reconciliation). */
export interface ProviderTransaction {
  kind: 'payment' | 'refund';
  /** The provider's id of the movement. */
  transactionId: string;
  /** Our payment id (the provider's InvoiceId / merchant reference); null when it names none. */
  paymentId: string | null;
  amount: string;
  currency: string;
  /** When the money moved. */
  at: Date;
}

/** Whether a payment the provider is about to charge may be charged. */
export type CheckVerdict = 'accept' | 'unknown' | 'mismatch' | 'closed' | 'expired';

export type CallbackCheck =
  | { ok: true; notification: PaymentNotification }
  | { ok: true; refund: RefundNotification }
  | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

export interface PaymentProvider {
  /** Stored with each payment (payments.provider). */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Closes a checkout the student left for a newer one, so it can no longer take a card. */
  cancelCheckout(providerPaymentId: string): Promise<void>;
  /**
   * Returns `amount` of a paid payment to its card; answers the refund's id at the provider. Safe to
   * repeat: a second call for the same payment answers the first refund and moves no more money.
   */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /**
   * The money the provider moved within [from, to): its completed charges and refunds, for the daily
   * reconciliation (payments/reconcile.ts). Throws when the provider cannot be asked.
   */
  listTransactions(from: Date, to: Date): Promise<ProviderTransaction[]>;
  /**
   * Checks the signature (in constant time) and reads the body; never trusts an unsigned field.
   * `kind` is the last segment of the address the provider posted to, for a provider that sends each
   * kind of notification to its own address (`callbackKinds`).
   */
  readCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
    kind?: string,
  ): CallbackCheck;
  /** The kinds served at `/courses/payment-callback/<kind>/`; without it, the one address takes all. */
  readonly callbackKinds?: readonly string[];
  /** The body a provider needs to take its notification as handled; without it, the settlement. */
  callbackAnswer?(): unknown;
  /**
   * The kind a provider sends before it charges the card, asking whether the payment may go on; the
   * route judges it (an open payment of this amount and currency) and `checkAnswer` words the verdict.
   */
  readonly checkKind?: string;
  checkAnswer?(verdict: CheckVerdict): unknown;
  /** Pages the provider serves from this API (the sandbox's hosted card page); a real provider has none. */
  readonly routes?: FastifyPluginAsync;
}
