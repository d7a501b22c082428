import type { Static } from '@fastify/type-provider-typebox';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signatureHeader } from '../payments/signature';
import type { CreatedPayment } from '@academy/contract/payments';
import { TEST_PAYMENT_SECRET, type TestApp, bearer } from './test-app';

/** The 201 body of POST /courses/create-payment/, as its schema declares it. */
export type CreatedPaymentBody = Static<typeof CreatedPayment>;

export async function createPayment(
  app: FastifyInstance,
  access: string,
  headers: Record<string, string> = {},
): Promise<CreatedPaymentBody> {
  const response = await app.inject({
    method: 'POST',
    url: '/courses/create-payment/',
    headers: { ...bearer(access), ...headers },
    payload: { course: 1 },
  });
  if (response.statusCode !== 201) throw new Error(`create-payment: ${response.statusCode} ${response.body}`);
  return response.json<CreatedPaymentBody>();
}

/** The card page's path on this API, as the browser would open it. */
export const pagePath = (paymentUrl: string) => paymentUrl.replace(/^https?:\/\/[^/]+/, '');
export const checkoutIdOf = (paymentUrl: string) => /chk_[0-9a-f]{32}/.exec(paymentUrl)?.[0] ?? '';

/** Submits the hosted card form as a browser does (urlencoded). */
export function submitCard(
  app: FastifyInstance,
  paymentUrl: string,
  card: Partial<{ number: string; expiry: string; cvc: string; holder: string }> = {},
): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams({
    number: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    holder: 'Aruzhan Sadykova',
    ...card,
  });
  return app.inject({
    method: 'POST',
    url: pagePath(paymentUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export function submitCode(app: FastifyInstance, paymentUrl: string, code: string) {
  const url = pagePath(paymentUrl).replace(/\?/, '/3ds?');
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ code }).toString(),
  });
}

/** The body the sandbox would post for this payment. */
export function callbackBody(
  payment: CreatedPaymentBody,
  overrides: Partial<{ status: string; amount: string; currency: string; merchant_reference: string }> = {},
) {
  return JSON.stringify({
    type: 'checkout.completed',
    data: {
      checkout_id: checkoutIdOf(payment.payment_url),
      merchant_reference: overrides.merchant_reference ?? payment.payment_id,
      status: overrides.status ?? 'succeeded',
      amount: overrides.amount ?? payment.amount,
      currency: overrides.currency ?? payment.currency,
      card: { brand: 'visa', last4: '4242' },
      decline_reason: null,
      finished_at: new Date().toISOString(),
    },
  });
}

/** Posts a callback signed with the test secret (or another), at the app clock's time. */
export function postCallback(
  app: FastifyInstance,
  t: Pick<TestApp, 'clock'>,
  body: string,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const timestamp = options.timestamp ?? Math.floor(t.clock.now().getTime() / 1000);
  const signature =
    options.signature === undefined
      ? signatureHeader(options.secret ?? TEST_PAYMENT_SECRET, timestamp, body)
      : options.signature;
  return app.inject({
    method: 'POST',
    url: '/courses/payment-callback/',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-sandbox-signature': signature }),
    },
    payload: body,
  });
}

export async function enrollmentsOf(t: Pick<TestApp, 'db'>, email: string): Promise<number> {
  const [row] = await t.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM enrollments e JOIN users u ON u.id = e.user_id WHERE u.email = $1`,
    [email],
  );
  return row?.count ?? 0;
}

/** The student refuses the course they paid for, within the window (POST …/refusal/). */
export async function refuse(t: Pick<TestApp, 'app'>, access: string, paymentId: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/courses/payments/${paymentId}/refusal/`,
    headers: bearer(access),
    payload: { reason: 'The seminars clash with my hearings.' },
  });
  expect(response.statusCode).toBe(201);
}
