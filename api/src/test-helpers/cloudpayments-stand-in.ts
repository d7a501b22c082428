import { createHmac, randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PUBLISHED_SECRETS } from '../config-secrets';
import { type HostedPageDeps, hostedPage } from './cloudpayments-hosted-page';

/**
 * A local stand-in of CloudPayments' merchant API, for tests only (docs/decisions/0130 lists what it
 * covers): the documented paths and fields of `/orders/create` and `/orders/cancel`, HTTP Basic with
 * the Public ID and API secret, `/payments/refund`, `/payments/find` and `/payments/list` for the
 * orders marked paid, the `{ Success, Message, Model }` envelope, `X-Request-ID` idempotency, and
 * notifications signed as the provider signs them (`Content-HMAC`, base64
 * HMAC-SHA256 of the body as sent). It can be told to time out, fail or answer late. With `notifyTo`
 * its hosted page takes the published test cards (cloudpayments-hosted-page.ts, docs/decisions/0159).
 */

export const STAND_IN_PUBLIC_ID = 'test_api_00000000000000000000002';
export const STAND_IN_SECRET = PUBLISHED_SECRETS.testCloudPayments;

/** A refund the stand-in made: its own TransactionId, the charge's, and the amount returned. */
export interface StandInRefund {
  TransactionId: number;
  PaymentTransactionId: number;
  Amount: number;
  InvoiceId: string;
  /** When the refund was made (a dashboard refund a test adds to `refunds` names its own). */
  CreatedAt: Date;
}

/** The TransactionId of an order's charge, as its Pay notification and `/payments/find` give it. */
export const chargeId = (order: Pick<StandInOrder, 'Number'>) => 1_000_000 + order.Number;

export interface StandInOrder {
  Id: string;
  Number: number;
  Amount: number;
  Currency: string;
  Description: string;
  InvoiceId: string;
  CultureName: string;
  SuccessRedirectUrl: string;
  FailRedirectUrl: string;
  Url: string;
  Status: 'Created' | 'Cancelled' | 'Paid';
  /** When the card was charged: set by a test with the Status 'Paid' (see `pay`). */
  PaidAt?: Date;
}

/** Marks an order charged at `at`, as the hosted page does when the card pays. */
export function pay(order: StandInOrder, at: Date): StandInOrder {
  order.Status = 'Paid';
  order.PaidAt = at;
  return order;
}

/** What the next call does instead of answering at once. */
export type Misbehaviour =
  /** Holds the answer for `ms`, then answers as usual (so a retry with the same request id meets it). */
  | { kind: 'late'; ms: number }
  /** 500 with no envelope. */
  | { kind: 'server-error' }
  /** An envelope with Success false and this Message. */
  | { kind: 'refuse'; message: string };

export interface StandIn {
  url: string;
  publicId: string;
  apiSecret: string;
  orders: Map<string, StandInOrder>;
  /** The refunds made through `/payments/refund`, in order; a test adds those made in the dashboard. */
  refunds: StandInRefund[];
  /** Further entries `/payments/list` answers on their CreatedDateIso's day (declined attempts, payouts). */
  listed: Record<string, unknown>[];
  /** Every call as it arrived, answered or not. */
  calls: { path: string; requestId: string | null; body: Record<string, unknown> }[];
  /** The calls after this one behave as listed, one each, then normally. */
  misbehave(...next: Misbehaviour[]): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

function send(response: ServerResponse, status: number, body: unknown) {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** `2026-03-01T10:15:00`: the API model's ISO dates, UTC without a zone. */
export const modelDate = (at: Date) => at.toISOString().slice(0, 19);

export interface StandInOptions {
  /** Stamps the refunds and charges it makes: the test app's clock, so they fall on the app's days. */
  now?: () => Date;
  /**
   * Where its hosted page posts the notifications, as the site's notification settings in the
   * dashboard would say: `<PUBLIC_URL>/courses/payment-callback` (the kind follows). Without it
   * the page takes no card.
   */
  notifyTo?: string;
  /** The port to listen on; any free one unless told. */
  port?: number;
}

export async function startCloudPaymentsStandIn({
  now = () => new Date(),
  notifyTo,
  port = 0,
}: StandInOptions = {}): Promise<StandIn> {
  const orders = new Map<string, StandInOrder>();
  const refunds: StandInRefund[] = [];
  const listed: Record<string, unknown>[] = [];
  const calls: StandIn['calls'] = [];
  const answered = new Map<string, unknown>();
  const queue: Misbehaviour[] = [];
  let numbers = 100;
  const expectedAuth = `Basic ${Buffer.from(`${STAND_IN_PUBLIC_ID}:${STAND_IN_SECRET}`).toString('base64')}`;

  const act = (path: string, body: Record<string, unknown>): unknown => {
    if (path === '/orders/create') {
      const amount = body.Amount;
      if (typeof amount !== 'number' || !(amount > 0))
        return { Success: false, Message: 'Amount is required' };
      if (typeof body.Description !== 'string' || body.Description === '')
        return { Success: false, Message: 'Description is required' };
      if (!['KZT', 'RUB', 'USD', 'EUR'].includes(String(body.Currency)))
        return { Success: false, Message: 'Currency is not supported' };
      const id = randomBytes(8).toString('hex');
      numbers += 1;
      const order: StandInOrder = {
        Id: id,
        Number: numbers,
        Amount: amount,
        Currency: String(body.Currency),
        Description: body.Description,
        InvoiceId: String(body.InvoiceId ?? ''),
        CultureName: String(body.CultureName ?? 'ru-RU'),
        SuccessRedirectUrl: String(body.SuccessRedirectUrl ?? ''),
        FailRedirectUrl: String(body.FailRedirectUrl ?? ''),
        Url: `${server.url}/d/${id}`,
        Status: 'Created',
      };
      orders.set(id, order);
      return {
        Success: true,
        Message: null,
        Model: { ...order, CurrencyCode: 0, RequireConfirmation: false, StatusCode: 0 },
      };
    }
    if (path === '/payments/find') {
      const order = [...orders.values()].find((each) => each.InvoiceId === String(body.InvoiceId ?? ''));
      if (!order || order.Status !== 'Paid') return { Success: false, Message: 'Not found' };
      return {
        Success: true,
        Message: null,
        Model: {
          TransactionId: chargeId(order),
          Amount: order.Amount,
          InvoiceId: order.InvoiceId,
          Status: 'Completed',
        },
      };
    }
    if (path === '/payments/refund') {
      const order = [...orders.values()].find((each) => chargeId(each) === body.TransactionId);
      if (!order || order.Status !== 'Paid') return { Success: false, Message: 'Transaction not found' };
      const amount = body.Amount;
      const before = refunds
        .filter((refund) => refund.PaymentTransactionId === chargeId(order))
        .reduce((sum, refund) => sum + refund.Amount, 0);
      if (typeof amount !== 'number' || !(amount > 0) || before + amount > order.Amount)
        return { Success: false, Message: 'Amount is greater than the amount available for refund' };
      numbers += 1;
      const refund: StandInRefund = {
        TransactionId: 2_000_000 + numbers,
        PaymentTransactionId: chargeId(order),
        Amount: amount,
        InvoiceId: order.InvoiceId,
        CreatedAt: now(),
      };
      refunds.push(refund);
      return { Success: true, Message: null, Model: { TransactionId: refund.TransactionId } };
    }
    if (path === '/payments/list') {
      // One day's transactions in the zone asked for; the stand-in knows UTC only.
      const date = String(body.Date ?? '');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { Success: false, Message: 'Date is required' };
      if ((body.TimeZone ?? 'UTC') !== 'UTC') return { Success: false, Message: 'Unknown time zone' };
      const charges = [...orders.values()]
        .filter((order) => order.Status === 'Paid' && order.PaidAt)
        .map((order) => ({
          TransactionId: chargeId(order),
          Amount: order.Amount,
          Currency: order.Currency,
          InvoiceId: order.InvoiceId,
          CreatedDateIso: modelDate(order.PaidAt as Date),
          ConfirmDateIso: modelDate(order.PaidAt as Date),
          Status: 'Completed',
          StatusCode: 3,
          Type: 0,
          TestMode: true,
        }));
      const returned = refunds.map((refund) => ({
        TransactionId: refund.TransactionId,
        Amount: refund.Amount,
        Currency: 'KZT',
        InvoiceId: refund.InvoiceId,
        CreatedDateIso: modelDate(refund.CreatedAt),
        ConfirmDateIso: modelDate(refund.CreatedAt),
        Status: 'Completed',
        StatusCode: 3,
        Type: 1,
        TestMode: true,
      }));
      return {
        Success: true,
        Message: null,
        Model: [...charges, ...returned, ...listed].filter((entry) =>
          String(entry.CreatedDateIso).startsWith(date),
        ),
      };
    }
    if (path === '/orders/cancel') {
      const order = orders.get(String(body.Id ?? ''));
      if (!order) return { Success: false, Message: 'Order not found' };
      order.Status = 'Cancelled';
      return { Success: true, Message: null };
    }
    return null;
  };

  const page: HostedPageDeps<StandInOrder> = {
    order: (id) => orders.get(id),
    charged: (order) => pay(order, now()),
    async notify(kind, order, fields) {
      if (!notifyTo) throw new Error('the stand-in was started without notifyTo');
      const signed = notification(order, now(), fields);
      const answer = await fetch(`${notifyTo}/${kind}/`, {
        method: 'POST',
        headers: signed.headers,
        body: signed.payload,
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await answer.json().catch(() => null)) as { code?: unknown } | null;
      return typeof body?.code === 'number' ? body.code : null;
    },
  };

  const http = createServer(async (request, response) => {
    const text = await readBody(request);
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (await hostedPage(page, request.method ?? 'GET', path, new URLSearchParams(text), response)) return;
    const requestId =
      typeof request.headers['x-request-id'] === 'string' ? request.headers['x-request-id'] : null;
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return send(response, 400, { Success: false, Message: 'The request is not JSON' });
    }
    calls.push({ path, requestId, body });
    if (request.method !== 'POST') return send(response, 405, { Success: false, Message: 'POST only' });
    if (request.headers.authorization !== expectedAuth) return send(response, 401, {});
    const trouble = queue.shift();
    if (trouble?.kind === 'server-error') return send(response, 500, {});
    if (trouble?.kind === 'refuse') return send(response, 200, { Success: false, Message: trouble.message });
    if (trouble?.kind === 'late') await new Promise((resolve) => setTimeout(resolve, trouble.ms));
    const key = requestId ? `${path} ${requestId}` : null;
    const answer = (key && answered.get(key)) ?? act(path, body);
    if (answer === null) return send(response, 404, {});
    if (key) answered.set(key, answer);
    send(response, 200, answer);
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const server = { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };

  return {
    url: server.url,
    publicId: STAND_IN_PUBLIC_ID,
    apiSecret: STAND_IN_SECRET,
    orders,
    refunds,
    listed,
    calls,
    misbehave: (...next) => queue.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

/** The app's settings that send its payments to this stand-in. */
export const standInEnv = (standIn: StandIn): Record<string, string> => ({
  CLOUDPAYMENTS_PUBLIC_ID: standIn.publicId,
  CLOUDPAYMENTS_API_SECRET: standIn.apiSecret,
  CLOUDPAYMENTS_API_URL: standIn.url,
});

/** `2026-03-01 10:15:00`: the notifications' UTC date format. */
export const notificationDate = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/**
 * A Pay or Fail notification as CloudPayments posts it for this order: form-encoded (its default)
 * or JSON, signed with the API secret over the exact bytes.
 */
export function notification(
  order: StandInOrder,
  at: Date,
  fields: Record<string, string | number> = {},
  { format = 'form', secret = STAND_IN_SECRET }: { format?: 'form' | 'json'; secret?: string } = {},
): { headers: Record<string, string>; payload: string } {
  const all: Record<string, string | number> = {
    TransactionId: chargeId(order),
    Amount: order.Amount,
    Currency: order.Currency,
    PaymentAmount: String(order.Amount),
    PaymentCurrency: order.Currency,
    DateTime: notificationDate(at),
    CardFirstSix: '424242',
    CardLastFour: '4242',
    CardType: 'Visa',
    CardExpDate: '12/34',
    TestMode: 1,
    Status: 'Completed',
    OperationType: 'Payment',
    GatewayName: 'Test',
    InvoiceId: order.InvoiceId,
    AccountId: '',
    Email: '',
    ...fields,
  };
  const payload =
    format === 'json'
      ? JSON.stringify(all)
      : new URLSearchParams(
          Object.entries(all).map(([key, value]): [string, string] => [key, String(value)]),
        ).toString();
  return {
    headers: {
      'content-type': format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      'content-hmac': createHmac('sha256', secret).update(payload).digest('base64'),
    },
    payload,
  };
}

/** The Refund notification CloudPayments posts for a refund (made through its API or its dashboard). */
export function refundNotification(
  refund: Omit<StandInRefund, 'CreatedAt'>,
  at: Date,
  fields: Record<string, string | number> = {},
): { headers: Record<string, string>; payload: string } {
  const payload = new URLSearchParams(
    Object.entries({
      TransactionId: refund.TransactionId,
      PaymentTransactionId: refund.PaymentTransactionId,
      Amount: refund.Amount,
      DateTime: notificationDate(at),
      OperationType: 'Refund',
      InvoiceId: refund.InvoiceId,
      AccountId: '',
      Email: '',
      ...fields,
    }).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-hmac': createHmac('sha256', STAND_IN_SECRET).update(payload).digest('base64'),
    },
    payload,
  };
}

// Run as a process of its own by the browser test (e2e/support/cloudpayments.ts): the options come
// in CLOUDPAYMENTS_STAND_IN_OPTIONS, the first line out is `{"url": …}`, SIGTERM stops it.
if (require.main === module) {
  const options = JSON.parse(process.env.CLOUDPAYMENTS_STAND_IN_OPTIONS ?? '{}') as StandInOptions;
  void startCloudPaymentsStandIn(options).then((running) => {
    const { url, publicId, apiSecret } = running;
    process.stdout.write(`${JSON.stringify({ url, publicId, apiSecret })}\n`);
    process.once('SIGTERM', () => void running.close().then(() => process.exit(0)));
  });
}
