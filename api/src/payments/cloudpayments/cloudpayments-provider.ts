import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '../../i18n/messages';
import type {
  CallbackCheck,
  CardBrand,
  CheckVerdict,
  Checkout,
  CheckoutRequest,
  PaymentOutcome,
  PaymentProvider,
  ProviderTransaction,
  RefundRequest,
} from '../provider';
import {
  type ClientOptions,
  type CloudPaymentsCall,
  type CloudPaymentsCredentials,
  CloudPaymentsError,
  cloudPaymentsClient,
} from './client';

/** The notifications the academy registers with CloudPayments, each at its own address. */
export const CLOUDPAYMENTS_KINDS = ['check', 'pay', 'fail', 'refund'] as const;
export type CloudPaymentsKind = (typeof CLOUDPAYMENTS_KINDS)[number];

/** The hosted page's language (CloudPayments' CultureName). */
const CULTURES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU', kk: 'kk-KZ' };

/**
 * CloudPayments keeps retrying a notification it got no `{"code":0}` for, for up to three days; one
 * whose transaction is older than that is a capture replayed, not a retry (docs/decisions/0130).
 */
export const NOTIFICATION_MAX_AGE_MS = 72 * 3600_000;

/** Reason codes of a declined payment (the API's table) in the academy's words; others are card_declined. */
const FAILURE_REASONS: Record<number, string> = {
  5051: 'insufficient_funds',
  5054: 'expired_card',
  5014: 'invalid_card',
  5082: 'invalid_card',
  5206: 'authentication_failed',
  5207: 'authentication_failed',
  5300: 'authentication_failed',
  5036: 'card_restricted',
  5062: 'card_restricted',
  5041: 'card_lost_or_stolen',
  5043: 'card_lost_or_stolen',
  5091: 'issuer_unavailable',
  5092: 'issuer_unavailable',
  5096: 'issuer_unavailable',
};

/** The fields the adapter reads from a notification; every other field is ignored. */
interface NotificationFields {
  TransactionId: string;
  /** On a Refund: the charge it returns money of (TransactionId is then the refund's own). */
  PaymentTransactionId: string;
  InvoiceId: string;
  Amount: string;
  Currency: string;
  DateTime: string;
  CardType: string;
  CardLastFour: string;
  ReasonCode: string;
}

function fieldsOf(body: Buffer, contentType: string): Partial<NotificationFields> | null {
  const text = body.toString('utf8');
  if (contentType === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return null;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(parsed))
      if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
    return out;
  }
  const form = new URLSearchParams(text);
  const out: Record<string, string> = {};
  // A field given twice is ambiguous: such a body is not the provider's.
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    if (values.length !== 1) return null;
    out[key] = values[0] ?? '';
  }
  return out;
}

/** CloudPayments writes amounts as numbers ("220000", "220000.5"); the academy keeps two decimals. */
function decimal(value: string | undefined): string | null {
  if (value === undefined || !/^\d{1,12}(\.\d{1,2})?$/.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

function brandOf(cardType: string | undefined): CardBrand | null {
  const name = (cardType ?? '').toLowerCase();
  if (name === 'visa') return 'visa';
  if (name === 'mastercard') return 'mastercard';
  return null;
}

/** `2026-03-01 10:15:00` (UTC, the notifications' format) or ISO 8601. */
function instant(value: string | undefined): Date | null {
  if (!value) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

const utcDayStart = (at: Date) => Math.floor(at.getTime() / 86_400_000) * 86_400_000;

/** `/payments/list`'s operation types that move the merchant's money; a card payout (2) is none of the academy's. */
const LISTED_KINDS: Record<number, ProviderTransaction['kind']> = { 0: 'payment', 1: 'refund' };

/**
 * One entry of `/payments/list` in the academy's words; null for one that moved no money (declined,
 * only authorised, cancelled) or is not a payment or refund; 'unreadable' when a field the
 * reconciliation needs is missing.
 */
function listedTransaction(entry: unknown): ProviderTransaction | null | 'unreadable' {
  if (typeof entry !== 'object' || entry === null) return 'unreadable';
  const fields = entry as Record<string, unknown>;
  if (fields.Status !== 'Completed') return null;
  const kind = typeof fields.Type === 'number' ? LISTED_KINDS[fields.Type] : undefined;
  if (!kind) return null;
  const amount = typeof fields.Amount === 'number' ? decimal(String(fields.Amount)) : null;
  // The ISO dates of the API's model are UTC without a zone.
  const iso = fields.ConfirmDateIso ?? fields.CreatedDateIso;
  const at = typeof iso === 'string' ? instant(/[zZ]|[+-]\d{2}:?\d{2}$/.test(iso) ? iso : `${iso}Z`) : null;
  if (typeof fields.TransactionId !== 'number' || amount === null || at === null) return 'unreadable';
  return {
    kind,
    transactionId: String(fields.TransactionId),
    paymentId: typeof fields.InvoiceId === 'string' && fields.InvoiceId !== '' ? fields.InvoiceId : null,
    amount,
    currency: typeof fields.Currency === 'string' ? fields.Currency : '',
    at,
  };
}

export interface CloudPaymentsOptions extends ClientOptions {
  credentials: CloudPaymentsCredentials;
  now: () => Date;
}

/**
 * CloudPayments behind the academy's PaymentProvider: an order with a hosted payment page
 * (`/orders/create`, 3-D Secure on the provider's page), closed with `/orders/cancel`, and its
 * HMAC-signed Check, Pay, Fail and Refund notifications; refunds through `/payments/refund`.
 */
export class CloudPaymentsProvider implements PaymentProvider {
  readonly name = 'cloudpayments';
  readonly callbackKinds = CLOUDPAYMENTS_KINDS;
  private readonly call: CloudPaymentsCall;

  constructor(private readonly options: CloudPaymentsOptions) {
    this.call = cloudPaymentsClient(options.credentials, options);
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const back = (status: PaymentOutcome) =>
      `${request.returnUrl}${request.returnUrl.includes('?') ? '&' : '?'}status=${status}`;
    // The payment id as request id: a retried create answers the same order, never a second one.
    const answer = await this.call<{ Id?: unknown; Url?: unknown }>(
      '/orders/create',
      {
        Amount: Number(request.amount),
        Currency: request.currency,
        Description: request.description,
        InvoiceId: request.paymentId,
        CultureName: CULTURES[request.language],
        RequireConfirmation: false,
        SendEmail: false,
        SuccessRedirectUrl: back('paid'),
        FailRedirectUrl: back('declined'),
      },
      { requestId: `order-${request.paymentId}` },
    );
    const { Id: id, Url: url } = answer.Model ?? {};
    if (!answer.Success || typeof id !== 'string' || typeof url !== 'string' || !/^https?:\/\//.test(url))
      throw new CloudPaymentsError(
        `CloudPayments refused the order: ${answer.Message ?? 'no model'}`,
        'refused',
      );
    return { providerPaymentId: id, paymentUrl: url };
  }

  async cancelCheckout(providerPaymentId: string): Promise<void> {
    const answer = await this.call(
      '/orders/cancel',
      { Id: providerPaymentId },
      { requestId: `cancel-${providerPaymentId}` },
    );
    if (!answer.Success)
      throw new CloudPaymentsError(`CloudPayments kept the order open: ${answer.Message ?? ''}`, 'refused');
  }

  /**
   * `/payments/refund` names the charge by its TransactionId, which the Pay notification gave
   * (payments.provider_transaction_id); a payment settled without one is looked up by its InvoiceId
   * (`/payments/find`). The payment id is the request id, so a retried refund returns the money once.
   */
  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    const transactionId = request.transactionId ?? (await this.chargeOf(request.paymentId));
    const answer = await this.call<{ TransactionId?: unknown }>(
      '/payments/refund',
      { TransactionId: Number(transactionId), Amount: Number(request.amount) },
      { requestId: `refund-${request.paymentId}` },
    );
    const refundId = answer.Model?.TransactionId;
    if (!answer.Success || (typeof refundId !== 'number' && typeof refundId !== 'string'))
      throw new CloudPaymentsError(
        `CloudPayments refused the refund: ${answer.Message ?? 'no model'}`,
        'refused',
      );
    return { refundId: String(refundId) };
  }

  private async chargeOf(paymentId: string): Promise<string> {
    const answer = await this.call<{ TransactionId?: unknown; Status?: unknown }>(
      '/payments/find',
      { InvoiceId: paymentId },
      { requestId: `find-${paymentId}` },
    );
    const id = answer.Model?.TransactionId;
    if (!answer.Success || typeof id !== 'number' || answer.Model?.Status !== 'Completed')
      throw new CloudPaymentsError(
        `CloudPayments holds no completed charge for payment ${paymentId}: ${answer.Message ?? ''}`,
        'refused',
      );
    return String(id);
  }

  /**
   * `/payments/list` answers one day's transactions, of any status, in the time zone asked for: the
   * adapter asks for each UTC day the window touches and keeps the completed payments (Type 0) and
   * refunds (Type 1) made within it (docs/decisions/0158). A read: retried, and never given a request
   * id, whose answer the provider would repeat for the rest of the day.
   */
  async listTransactions(from: Date, to: Date): Promise<ProviderTransaction[]> {
    const out: ProviderTransaction[] = [];
    for (let day = utcDayStart(from); day < to.getTime(); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      const answer = await this.call<unknown>(
        '/payments/list',
        { Date: date, TimeZone: 'UTC' },
        { read: true },
      );
      if (!answer.Success || !Array.isArray(answer.Model))
        throw new CloudPaymentsError(
          `CloudPayments did not list the transactions of ${date}: ${answer.Message ?? 'no model'}`,
          'refused',
        );
      for (const entry of answer.Model) {
        const transaction = listedTransaction(entry);
        if (transaction === 'unreadable')
          throw new CloudPaymentsError(
            `CloudPayments listed an unreadable transaction on ${date}`,
            'refused',
          );
        if (transaction && transaction.at >= from && transaction.at < to) out.push(transaction);
      }
    }
    return out;
  }

  /**
   * Content-HMAC is the base64 HMAC-SHA256 of the body as sent, keyed with the API secret; it is
   * compared in constant time before a single field is read.
   */
  readCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
    kind?: string,
  ): CallbackCheck {
    const given = headers['content-hmac'];
    if (typeof given !== 'string' || !/^[A-Za-z0-9+/]{43}=$/.test(given))
      return { ok: false, reason: 'signature' };
    const expected = createHmac('sha256', this.options.credentials.apiSecret).update(rawBody).digest();
    if (!timingSafeEqual(expected, Buffer.from(given, 'base64'))) return { ok: false, reason: 'signature' };

    const contentType =
      String(headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase() ?? '';
    if (!CLOUDPAYMENTS_KINDS.some((known) => known === kind)) return { ok: false, reason: 'malformed' };
    const fields = fieldsOf(rawBody, contentType === 'application/json' ? contentType : 'form');
    if (!fields) return { ok: false, reason: 'malformed' };
    const amount = decimal(fields.Amount);
    const at = instant(fields.DateTime);
    const transaction = /^\d{1,20}$/;
    if (!fields.InvoiceId || !transaction.test(fields.TransactionId ?? '') || amount === null || at === null)
      return { ok: false, reason: 'malformed' };
    if (this.options.now().getTime() - at.getTime() > NOTIFICATION_MAX_AGE_MS)
      return { ok: false, reason: 'stale' };
    if (kind === 'refund') {
      // A Refund carries no currency: the refund is in the charge's, which the payment holds.
      if (!transaction.test(fields.PaymentTransactionId ?? '') || Number(amount) <= 0)
        return { ok: false, reason: 'malformed' };
      return {
        ok: true,
        refund: { paymentId: fields.InvoiceId, refundId: String(fields.TransactionId), amount },
      };
    }
    const last4 = fields.CardLastFour ?? '';
    if (!fields.Currency || (last4 !== '' && !/^\d{4}$/.test(last4)))
      return { ok: false, reason: 'malformed' };
    const reasonCode = Number(fields.ReasonCode);
    return {
      ok: true,
      notification: {
        // CloudPayments names the payment by our InvoiceId; its order id is not in the notification.
        providerPaymentId: null,
        paymentId: fields.InvoiceId,
        outcome: kind === 'fail' ? 'declined' : 'paid',
        amount,
        currency: fields.Currency,
        cardBrand: brandOf(fields.CardType),
        cardLast4: last4 || null,
        failureReason: kind === 'fail' ? (FAILURE_REASONS[reasonCode] ?? 'card_declined') : null,
        transactionId: kind === 'fail' ? null : String(fields.TransactionId),
      },
    };
  }

  readonly checkKind = 'check';

  /**
   * The Check notification's codes: 0 charge it, 10 unknown order number, 12 wrong amount, 13 the
   * payment cannot be accepted, 20 its time is up. Any other answer than 0 stops the charge.
   */
  checkAnswer(verdict: CheckVerdict): { code: number } {
    const codes: Record<CheckVerdict, number> = {
      accept: 0,
      unknown: 10,
      mismatch: 12,
      closed: 13,
      expired: 20,
    };
    return { code: codes[verdict] };
  }

  /** CloudPayments takes a notification as handled only when it is answered `{"code":0}`. */
  callbackAnswer(): { code: number } {
    return { code: 0 };
  }
}
