import { randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { openPglite } from '../../db/database';
import { runMigrations } from '../../db/migrate';
import {
  type StandIn,
  type StandInOrder,
  notification,
  standInEnv,
  startCloudPaymentsStandIn,
} from '../../test-helpers/cloudpayments-stand-in';
import { createPayment, enrollmentsOf } from '../../test-helpers/payments';
import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  productionEnv,
} from '../../test-helpers/test-app';
import { CloudPaymentsError, cloudPaymentsClient } from './client';

const HOUR = 3600_000;

describe.each(databaseTargets())('CloudPayments on %s', (target) => {
  let standIn: StandIn;
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    standIn = await startCloudPaymentsStandIn();
    t = await createTestApp(target, { env: standInEnv(standIn) });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  async function buyer() {
    counter += 1;
    const email = `cp-buyer${counter}-${target}@example.test`;
    const { access } = await newStudent(t, email, 'Tribunal-Seat-42');
    return { email, access };
  }
  const orderOf = (paymentId: string): StandInOrder => {
    const order = [...standIn.orders.values()].find((o) => o.InvoiceId === paymentId);
    if (!order) throw new Error(`no order for ${paymentId}`);
    return order;
  };
  const notify = (kind: string, signed: { headers: Record<string, string>; payload: string }) =>
    t.app.inject({ method: 'POST', url: `/courses/payment-callback/${kind}/`, ...signed });
  const paymentOf = async (access: string, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/courses/payments/${id}/`, headers: bearer(access) })).json<{
      status: string;
      failure_reason: string | null;
      card_last4: string | null;
    }>();

  it('opens an order on the hosted page, in tenge, named by the payment id, in the student’s language', async () => {
    const { access } = await buyer();
    const payment = await createPayment(t.app, access, { 'accept-language': 'kk' });
    const order = orderOf(payment.payment_id);
    expect(payment.payment_url).toBe(`${standIn.url}/d/${order.Id}`);
    expect(order).toMatchObject({ Currency: 'KZT', Amount: Number(payment.amount), CultureName: 'kk-KZ' });
    expect(order.SuccessRedirectUrl).toBe(
      `http://site.test/passingcourse/1?payment=${payment.payment_id}&status=paid`,
    );
    const create = standIn.calls.find((call) => call.body.InvoiceId === payment.payment_id);
    expect(create?.requestId).toBe(`order-${payment.payment_id}`);
  });

  it('enrols once for a Pay notification, however often and in whichever format it comes', async () => {
    const { access, email } = await buyer();
    const payment = await createPayment(t.app, access);
    const order = orderOf(payment.payment_id);
    const pay = notification(order, t.clock.now());
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => notify('pay', pay)),
      notify('pay', notification(order, t.clock.now(), {}, { format: 'json' })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(11).fill(200));
    expect(answers.map((a) => a.json())).toEqual(Array(11).fill({ code: 0 }));
    expect(await enrollmentsOf(t, email)).toBe(1);
    expect(await paymentOf(access, payment.payment_id)).toMatchObject({ status: 'paid', card_last4: '4242' });
    const receipts = t.outbox.list(email).filter((mail) => mail.subject.startsWith('Payment received'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(`Amount: ${payment.amount} KZT`);
    expect(receipts[0]?.text).toContain('Card: Visa •••• 4242');
    expect(receipts[0]?.text).toContain(`Payment: ${payment.payment_id}`);
    expect(receipts[0]?.html).toContain('<html lang="en">');
    // A Fail that arrives after the Pay changes nothing.
    const late = await notify(
      'fail',
      notification(order, t.clock.now(), { Reason: 'Declined', ReasonCode: 5051 }),
    );
    expect(late.json()).toEqual({ code: 0 });
    expect(await paymentOf(access, payment.payment_id)).toMatchObject({ status: 'paid' });
  });

  it('records a declined card, and still takes the student’s next card on the same page', async () => {
    const { access, email } = await buyer();
    const payment = await createPayment(t.app, access);
    const order = orderOf(payment.payment_id);
    const fail = await notify(
      'fail',
      notification(order, t.clock.now(), { Reason: 'InsufficientFunds', ReasonCode: 5051 }),
    );
    expect(fail.statusCode).toBe(200);
    expect(await paymentOf(access, payment.payment_id)).toMatchObject({
      status: 'declined',
      failure_reason: 'insufficient_funds',
    });
    const pay = await notify(
      'pay',
      notification(order, t.clock.now(), { CardLastFour: '5556', CardType: 'Mastercard' }),
    );
    expect(pay.json()).toEqual({ code: 0 });
    expect(await paymentOf(access, payment.payment_id)).toMatchObject({ status: 'paid', card_last4: '5556' });
    expect(await enrollmentsOf(t, email)).toBe(1);
    expect(t.outbox.list(email).filter((mail) => mail.text.includes('Mastercard •••• 5556'))).toHaveLength(1);
  });

  it('refuses a forged, altered, unsigned or replayed-old notification and changes nothing', async () => {
    const { access, email } = await buyer();
    const payment = await createPayment(t.app, access);
    const order = orderOf(payment.payment_id);
    const genuine = notification(order, t.clock.now());
    const forged = notification(order, t.clock.now(), {}, { secret: randomBytes(16).toString('hex') });
    const altered = { ...genuine, payload: genuine.payload.replace(/Amount=\d+/, 'Amount=1') };
    const unsigned = { ...genuine, headers: { 'content-type': genuine.headers['content-type'] ?? '' } };
    const old = notification(order, new Date(t.clock.now().getTime() - 73 * HOUR));
    for (const attempt of [forged, altered, unsigned])
      expect((await notify('pay', attempt)).statusCode).toBe(400);
    const stale = await notify('pay', old);
    expect(stale.statusCode).toBe(400);
    expect(await enrollmentsOf(t, email)).toBe(0);
    expect(t.outbox.list(email).filter((mail) => mail.subject.startsWith('Payment received'))).toEqual([]);
    expect(await paymentOf(access, payment.payment_id)).toMatchObject({ status: 'pending' });
  });

  it('refuses a notification for a payment the academy never started, another amount or an unknown kind', async () => {
    const { access, email } = await buyer();
    const payment = await createPayment(t.app, access);
    const order = orderOf(payment.payment_id);
    const stranger = await notify('pay', notification({ ...order, InvoiceId: randomUUID() }, t.clock.now()));
    expect(stranger.statusCode).toBe(404);
    const cheaper = await notify('pay', notification({ ...order, Amount: order.Amount - 1 }, t.clock.now()));
    expect(cheaper.statusCode).toBe(400);
    const unknown = await notify('recurrent', notification(order, t.clock.now()));
    expect(unknown.statusCode).toBe(400);
    const nul = await notify(
      'pay',
      notification(order, t.clock.now(), { InvoiceId: `${payment.payment_id}\u0000` }),
    );
    expect(nul.statusCode).toBe(404);
    expect(await enrollmentsOf(t, email)).toBe(0);
  });

  it('answers the Check before a charge: 0 for an open payment, 10, 12, 13 and 20 otherwise', async () => {
    const { access } = await buyer();
    const payment = await createPayment(t.app, access);
    const order = orderOf(payment.payment_id);
    const check = async (o: StandInOrder) => (await notify('check', notification(o, t.clock.now()))).json();
    expect(await check(order)).toEqual({ code: 0 });
    expect(await check({ ...order, InvoiceId: randomUUID() })).toEqual({ code: 10 });
    expect(await check({ ...order, Amount: order.Amount + 1 })).toEqual({ code: 12 });
    // A check changes nothing; the payment is still open.
    expect(await paymentOf(access, payment.payment_id)).toMatchObject({ status: 'pending' });
    await notify('pay', notification(order, t.clock.now()));
    expect(await check(order)).toEqual({ code: 13 });
    const later = await buyer();
    const open = await createPayment(t.app, later.access);
    t.clock.advance(31 * 60_000);
    expect(await check(orderOf(open.payment_id))).toEqual({ code: 20 });
  });

  it('closes the replaced order at the provider when the student starts again', async () => {
    const { access } = await buyer();
    const first = await createPayment(t.app, access);
    await createPayment(t.app, access);
    expect(orderOf(first.payment_id).Status).toBe('Cancelled');
  });

  it('answers 503 when the provider refuses the order, and records no payment', async () => {
    const { access } = await buyer();
    standIn.misbehave({ kind: 'refuse', message: 'Terminal is blocked' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/courses/create-payment/',
      headers: bearer(access),
      payload: { course: 1 },
    });
    expect(response.statusCode).toBe(503);
    const list = await t.app.inject({ method: 'GET', url: '/courses/payments/', headers: bearer(access) });
    expect(list.json()).toEqual([]);
  });
});

describe('the CloudPayments client', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startCloudPaymentsStandIn();
  });
  afterAll(() => standIn.close());
  const credentials = () => ({
    publicId: standIn.publicId,
    apiSecret: standIn.apiSecret,
    apiUrl: standIn.url,
  });
  const body = (invoice: string) => ({
    Amount: 10,
    Currency: 'KZT',
    Description: 'Course',
    InvoiceId: invoice,
  });

  it('retries an idempotent call after a timeout and a server error, and gets one order', async () => {
    const call = cloudPaymentsClient(credentials(), { timeoutMs: 200, retryDelayMs: 10 });
    standIn.misbehave({ kind: 'late', ms: 600 }, { kind: 'server-error' });
    const answer = await call<{ Id: string }>('/orders/create', body('retried'), {
      requestId: 'order-retried',
    });
    expect(answer.Success).toBe(true);
    // Let the timed-out first attempt reach the stand-in's answer too.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const orders = [...standIn.orders.values()].filter((o) => o.InvoiceId === 'retried');
    // The retry made the order; the late first attempt, answered by its request id, made none.
    expect(orders.map((o) => o.Id)).toEqual([answer.Model?.Id]);
    expect(standIn.calls.filter((c) => c.requestId === 'order-retried')).toHaveLength(3);
  });

  it('retries a read after a server error, without a request id', async () => {
    const call = cloudPaymentsClient(credentials(), { timeoutMs: 200, retryDelayMs: 10 });
    standIn.misbehave({ kind: 'server-error' });
    const before = standIn.calls.length;
    const answer = await call('/payments/list', { Date: '2026-03-01', TimeZone: 'UTC' }, { read: true });
    expect(answer).toEqual({ Success: true, Message: null, Model: [] });
    expect(standIn.calls.slice(before).map((c) => [c.path, c.requestId])).toEqual([
      ['/payments/list', null],
      ['/payments/list', null],
    ]);
  });

  it('never retries a call that is neither idempotent nor a read', async () => {
    const call = cloudPaymentsClient(credentials(), { timeoutMs: 200, retryDelayMs: 10 });
    standIn.misbehave({ kind: 'server-error' });
    const before = standIn.calls.length;
    await expect(call('/orders/create', body('once'))).rejects.toMatchObject({ kind: 'unavailable' });
    expect(standIn.calls.length - before).toBe(1);
  });

  it('names the settings when the credentials are wrong, without retrying', async () => {
    const call = cloudPaymentsClient(
      { ...credentials(), apiSecret: randomBytes(16).toString('hex') },
      { retryDelayMs: 10 },
    );
    const failure = call('/orders/create', body('wrong'), { requestId: 'order-wrong' });
    await expect(failure).rejects.toThrow(CloudPaymentsError);
    await expect(failure).rejects.toThrow(/CLOUDPAYMENTS_API_SECRET/);
    expect(standIn.calls.filter((c) => c.requestId === 'order-wrong')).toHaveLength(1);
  });
});

describe('CloudPayments settings', () => {
  const live = {
    CLOUDPAYMENTS_PUBLIC_ID: 'pk_0123456789abcdef0123456789abc',
    CLOUDPAYMENTS_API_SECRET: randomBytes(16).toString('hex'),
  };

  it('starts production with the provider’s settings and no staging flag', async () => {
    const db = await openPglite('memory://');
    await runMigrations(db);
    const env = { ...productionEnv(), PAYMENTS_SANDBOX_IN_PRODUCTION: '', ...live };
    const app = await buildApp({ config: loadConfig(env), db, logger: pino({ level: 'silent' }) });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/sandbox/checkout/chk_0' })).statusCode).toBe(404);
      const unsigned = await app.inject({
        method: 'POST',
        url: '/courses/payment-callback/pay/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'InvoiceId=x',
      });
      expect(unsigned.statusCode).toBe(400);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it.each([
    [{ CLOUDPAYMENTS_PUBLIC_ID: live.CLOUDPAYMENTS_PUBLIC_ID }, /CLOUDPAYMENTS_API_SECRET is missing/],
    [{ CLOUDPAYMENTS_API_SECRET: live.CLOUDPAYMENTS_API_SECRET }, /CLOUDPAYMENTS_PUBLIC_ID is missing/],
    [{ ...live, CLOUDPAYMENTS_PUBLIC_ID: 'pk 0123' }, /CLOUDPAYMENTS_PUBLIC_ID must be/],
    [
      { ...live, CLOUDPAYMENTS_API_URL: 'http://api.cloudpayments.ru' },
      /CLOUDPAYMENTS_API_URL must be https/,
    ],
    [{ ...live, CLOUDPAYMENTS_API_SECRET: 'short' }, /CLOUDPAYMENTS_API_SECRET/],
    [{ CLOUDPAYMENTS_API_URL: 'https://api.cloudpayments.ru' }, /CLOUDPAYMENTS_API_URL is set/],
  ])('refuses a mistyped production setting %#, naming it', (settings, message) => {
    const env = { ...productionEnv(), PAYMENTS_SANDBOX_IN_PRODUCTION: '', ...settings };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('refuses a test site’s credentials in production unless the staging flag says so', () => {
    const test = { ...live, CLOUDPAYMENTS_PUBLIC_ID: 'test_api_00000000000000000000002' };
    expect(() => loadConfig({ ...productionEnv(), PAYMENTS_SANDBOX_IN_PRODUCTION: '', ...test })).toThrow(
      /is a CloudPayments test site.*PAYMENTS_SANDBOX_IN_PRODUCTION=true/,
    );
    expect(
      loadConfig({ ...productionEnv(), PAYMENTS_SANDBOX_IN_PRODUCTION: 'true', ...test }).cloudPayments,
    ).toMatchObject({
      publicId: test.CLOUDPAYMENTS_PUBLIC_ID,
    });
  });
});
