import type { Queryable } from '../db/database';
import { configuredLedger, configuredProvider } from '.';
import { runPaymentsCommand } from '../payments-command';
import { confirmAndRefund, refundPayment } from './refunds';
import {
  type StandIn,
  type StandInOrder,
  chargeId,
  notification,
  refundNotification,
  standInEnv,
  startCloudPaymentsStandIn,
} from '../test-helpers/cloudpayments-stand-in';
import { createPayment, enrollmentsOf, refuse, submitCard } from '../test-helpers/payments';
import { type TestApp, bearer, createTestApp, databaseTargets, newStudent } from '../test-helpers/test-app';
import { until } from '../test-helpers/uploads';

/** The refund worker polls at its shortest period, so a confirmed refund is made within the test's wait. */
const QUICK_JOBS = { JOBS_POLL_INTERVAL_MS: '500' };

const refundOf = async (db: Queryable, paymentId: string) =>
  (
    await db.query<{ status: string; amount: string; withheld: string; origin: string }>(
      'SELECT status, amount::text AS amount, withheld::text AS withheld, origin FROM refunds WHERE payment_id = $1',
      [paymentId],
    )
  )[0] ?? null;

const refusalOf = async (t: TestApp, access: string, paymentId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/courses/payments/${paymentId}/`, headers: bearer(access) })
  ).json<{ refusal: { status: string } | null }>().refusal?.status;

/** What the refund job is given, for running one of its tries at once. */
const work = (t: TestApp) => ({
  db: t.db,
  jobs: t.app.academy.jobs,
  provider: configuredProvider(t.app),
  now: t.clock.now,
  log: t.app.log,
});

const refundMails = (t: TestApp, email: string) =>
  t.outbox.list(email).filter((mail) => mail.subject.startsWith('Refund made'));

/** Runs a payments subcommand against the test app's database and queue; answers its code and lines. */
async function command(t: TestApp, ...args: string[]) {
  const lines: string[] = [];
  const code = await runPaymentsCommand(
    {
      db: t.db,
      jobs: t.app.academy.jobs,
      now: t.clock.now,
      ledger: configuredLedger(t.app.academy.config, t.db, t.clock.now),
    },
    args,
    (line) => lines.push(line),
  );
  t.app.academy.jobs.nudge('refund');
  return { code, lines };
}

describe.each(databaseTargets())('refunds on %s', (target) => {
  describe('through the sandbox', () => {
    let t: TestApp;
    let counter = 0;
    beforeAll(async () => {
      t = await createTestApp(target, { env: QUICK_JOBS });
    });
    afterAll(() => t.close());

    /** A student who bought the course by card in the sandbox and refused it. */
    async function refusedPurchase() {
      counter += 1;
      const email = `refund${counter}-${target}@example.test`;
      const { access } = await newStudent(t, email);
      const payment = await createPayment(t.app, access);
      await submitCard(t.app, payment.payment_url);
      expect(await enrollmentsOf(t, email)).toBe(1);
      await refuse(t, access, payment.payment_id);
      return { email, access, payment };
    }

    it('refunds a confirmed refusal in full, ends the access and mails the student once', async () => {
      const { email, access, payment } = await refusedPurchase();
      const listed = await command(t, 'refusals');
      expect(listed.code).toBe(0);
      expect(listed.lines.join('\n')).toContain(`${payment.payment_id}\t${email}`);
      expect(listed.lines.join('\n')).toContain('reason: The seminars clash with my hearings.');

      const confirmed = await command(t, 'confirm', payment.payment_id);
      expect(confirmed).toEqual({
        code: 0,
        lines: [
          `Refusal of payment ${payment.payment_id} confirmed: ${payment.amount} KZT will be refunded by a running API instance.`,
        ],
      });
      await until(async () => (await refundOf(t.db, payment.payment_id))?.status === 'refunded');
      expect(await enrollmentsOf(t, email)).toBe(0);
      expect(await refusalOf(t, access, payment.payment_id)).toBe('confirmed');
      const [sandbox] = await t.db.query<{ amount: string }>(
        'SELECT r.amount::text AS amount FROM sandbox_refunds r JOIN payments p ON p.provider_payment_id = r.checkout_id WHERE p.id = $1',
        [payment.payment_id],
      );
      expect(sandbox?.amount).toBe(payment.amount);
      const mails = refundMails(t, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(`${payment.amount} KZT has been returned`);
      expect(mails[0]?.text).not.toContain('Withheld');

      // The job run again (a worker that died after the provider answered) refunds and mails nothing more.
      await refundPayment(work(t), payment.payment_id);
      expect(refundMails(t, email)).toHaveLength(1);
      const [{ count } = { count: 0 }] = await t.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM sandbox_refunds r JOIN payments p ON p.provider_payment_id = r.checkout_id WHERE p.id = $1',
        [payment.payment_id],
      );
      expect(count).toBe(1);
      expect((await command(t, 'refusals')).lines.join('\n')).not.toContain(payment.payment_id);
    });

    it('withholds what the academy names for services already provided, and says so in the mail', async () => {
      const { email, payment } = await refusedPurchase();
      const owed = (Number(payment.amount) - 20000.5).toFixed(2);
      expect((await command(t, 'confirm', payment.payment_id, '--withhold', '20000.50')).code).toBe(0);
      await until(async () => (await refundOf(t.db, payment.payment_id))?.status === 'refunded');
      expect(await refundOf(t.db, payment.payment_id)).toEqual({
        status: 'refunded',
        amount: owed,
        withheld: '20000.50',
        origin: 'academy',
      });
      expect(refundMails(t, email)[0]?.text).toContain(
        'Withheld for the services already provided, under the public offer: 20000.50 KZT.',
      );
    });

    it('refuses a bad decision and changes nothing', async () => {
      const { email, access, payment } = await refusedPurchase();
      const id = payment.payment_id;
      expect(await command(t, 'confirm', id, '--withhold', payment.amount)).toEqual({
        code: 1,
        lines: [
          `Withholding ${payment.amount} leaves nothing to refund of payment ${id}; reject the refusal instead.`,
        ],
      });
      for (const bad of ['-5', '1e3', '12.345', '0x10', '10\u0000', ' 10']) {
        const answer = await command(t, 'confirm', id, '--withhold', bad);
        expect(answer.code).toBe(2);
        expect(answer.lines[0]).toMatch(/--withhold/);
      }
      expect((await command(t, 'confirm', 'not-a-payment')).code).toBe(2);
      expect((await command(t, 'confirm', id, '--refund-everything')).code).toBe(2);
      expect((await command(t, 'confirm')).code).toBe(2);
      expect(await command(t, 'confirm', '00000000-0000-4000-8000-000000000000')).toEqual({
        code: 1,
        lines: ['No paid payment 00000000-0000-4000-8000-000000000000 with a refusal.'],
      });
      expect(await refundOf(t.db, id)).toBeNull();
      expect(await refusalOf(t, access, id)).toBe('requested');
      expect(await enrollmentsOf(t, email)).toBe(1);

      expect(await command(t, 'reject', id, '--note', 'Outside the offer')).toEqual({
        code: 0,
        lines: [`Refusal of payment ${id} rejected.`],
      });
      expect(await refusalOf(t, access, id)).toBe('rejected');
      expect((await command(t, 'confirm', id)).lines).toEqual([
        `The refusal of payment ${id} was decided already.`,
      ]);
      expect((await command(t, 'reject', id)).code).toBe(1);
      expect(await refundOf(t.db, id)).toBeNull();
      expect(await enrollmentsOf(t, email)).toBe(1);
    });

    it('confirms a refusal once however many operators confirm it at the same moment', async () => {
      const { email, payment } = await refusedPurchase();
      const jobs = t.app.academy.jobs;
      const decisions = await Promise.all(
        Array.from({ length: 5 }, () =>
          confirmAndRefund(t.db, jobs, {
            paymentId: payment.payment_id,
            withheld: '0',
            note: '',
            at: t.clock.now(),
          }),
        ),
      );
      expect(decisions.filter((decision) => decision.ok)).toHaveLength(1);
      jobs.nudge('refund');
      await until(async () => (await refundOf(t.db, payment.payment_id))?.status === 'refunded');
      await until(() => refundMails(t, email).length === 1);
      expect(refundMails(t, email)).toHaveLength(1);
    });
  });

  describe('through CloudPayments', () => {
    let standIn: StandIn;
    let t: TestApp;
    let counter = 0;
    beforeAll(async () => {
      standIn = await startCloudPaymentsStandIn();
      t = await createTestApp(target, { env: { ...standInEnv(standIn), ...QUICK_JOBS } });
    });
    afterAll(async () => {
      await t.close();
      await standIn.close();
    });

    const notify = (kind: string, signed: { headers: Record<string, string>; payload: string }) =>
      t.app.inject({ method: 'POST', url: `/courses/payment-callback/${kind}/`, ...signed });

    /** A student whose Pay notification opened the course. */
    async function paidPurchase() {
      counter += 1;
      const email = `cp-refund${counter}-${target}@example.test`;
      const { access } = await newStudent(t, email);
      const payment = await createPayment(t.app, access);
      const order = [...standIn.orders.values()].find(
        (each) => each.InvoiceId === payment.payment_id,
      ) as StandInOrder;
      order.Status = 'Paid';
      expect((await notify('pay', notification(order, t.clock.now()))).json()).toEqual({ code: 0 });
      expect(await enrollmentsOf(t, email)).toBe(1);
      return { email, access, payment, order };
    }

    it('refunds through /payments/refund with the charge’s TransactionId, once, and takes the Refund notice that follows', async () => {
      const { email, access, payment, order } = await paidPurchase();
      await refuse(t, access, payment.payment_id);
      // The provider is down for the first try: the refund stays due and the course open.
      standIn.misbehave({ kind: 'refuse', message: 'Service is temporarily unavailable' });
      expect((await command(t, 'confirm', payment.payment_id)).code).toBe(0);
      await until(() => standIn.calls.some((call) => call.path === '/payments/refund'));
      expect((await refundOf(t.db, payment.payment_id))?.status).toBe('requested');
      expect(await enrollmentsOf(t, email)).toBe(1);
      // pg-boss tries it again after its delay; the test runs the next try at once.
      await refundPayment(work(t), payment.payment_id);
      expect((await refundOf(t.db, payment.payment_id))?.status).toBe('refunded');
      expect(await enrollmentsOf(t, email)).toBe(0);
      const calls = standIn.calls.filter((call) => call.path === '/payments/refund');
      expect(calls.map((call) => call.requestId)).toEqual(calls.map(() => `refund-${payment.payment_id}`));
      expect(calls.at(-1)?.body).toEqual({ TransactionId: chargeId(order), Amount: order.Amount });
      expect(standIn.refunds).toHaveLength(1);

      const [made] = standIn.refunds.filter((refund) => refund.InvoiceId === payment.payment_id);
      if (!made) throw new Error('no refund at the stand-in');
      for (let i = 0; i < 3; i += 1)
        expect((await notify('refund', refundNotification(made, t.clock.now()))).json()).toEqual({ code: 0 });
      expect(refundMails(t, email)).toHaveLength(1);
    });

    it('looks the charge up by InvoiceId when the payment holds no TransactionId', async () => {
      const { email, access, payment, order } = await paidPurchase();
      await t.db.query('UPDATE payments SET provider_transaction_id = NULL WHERE id = $1', [
        payment.payment_id,
      ]);
      await refuse(t, access, payment.payment_id);
      expect((await command(t, 'confirm', payment.payment_id)).code).toBe(0);
      await until(async () => (await refundOf(t.db, payment.payment_id))?.status === 'refunded');
      const find = standIn.calls.find(
        (call) => call.path === '/payments/find' && call.body.InvoiceId === payment.payment_id,
      );
      expect(find?.requestId).toBe(`find-${payment.payment_id}`);
      expect(standIn.refunds.at(-1)).toMatchObject({ PaymentTransactionId: chargeId(order) });
      expect(await enrollmentsOf(t, email)).toBe(0);
    });

    it('ends the access of a payment refunded in the dashboard, on its first notice only', async () => {
      const { email, access, payment, order } = await paidPurchase();
      await refuse(t, access, payment.payment_id);
      const dashboard = {
        TransactionId: 3_000_000 + order.Number,
        PaymentTransactionId: chargeId(order),
        Amount: order.Amount,
        InvoiceId: order.InvoiceId,
      };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => notify('refund', refundNotification(dashboard, t.clock.now()))),
      );
      expect(answers.map((answer) => answer.json())).toEqual(Array(4).fill({ code: 0 }));
      expect(await refundOf(t.db, payment.payment_id)).toMatchObject({
        status: 'refunded',
        origin: 'provider',
      });
      expect(await enrollmentsOf(t, email)).toBe(0);
      expect(refundMails(t, email)).toHaveLength(1);
      // The refusal it answers is decided, and a later confirmation refunds nothing more.
      expect(await refusalOf(t, access, payment.payment_id)).toBe('confirmed');
      expect((await command(t, 'confirm', payment.payment_id)).code).toBe(1);
      expect(standIn.refunds.some((refund) => refund.InvoiceId === payment.payment_id)).toBe(false);
    });

    it('refuses a Refund notice that is forged, stale, unknown, larger than the charge or for an unpaid payment', async () => {
      const { email, payment, order } = await paidPurchase();
      const refund = {
        TransactionId: 4_000_000 + order.Number,
        PaymentTransactionId: chargeId(order),
        Amount: order.Amount,
        InvoiceId: order.InvoiceId,
      };
      const forged = refundNotification(refund, t.clock.now());
      forged.headers['content-hmac'] = Buffer.alloc(32).toString('base64');
      expect((await notify('refund', forged)).statusCode).toBe(400);
      const stale = new Date(t.clock.now().getTime() - 73 * 3600_000);
      expect((await notify('refund', refundNotification(refund, stale))).statusCode).toBe(400);
      const unknown = { ...refund, InvoiceId: '00000000-0000-4000-8000-000000000000' };
      expect((await notify('refund', refundNotification(unknown, t.clock.now()))).statusCode).toBe(404);
      const larger = { ...refund, Amount: order.Amount + 1 };
      expect((await notify('refund', refundNotification(larger, t.clock.now()))).statusCode).toBe(400);
      expect(
        (await notify('refund', refundNotification(refund, t.clock.now(), { Amount: '0' }))).statusCode,
      ).toBe(400);
      expect(
        (await notify('refund', refundNotification(refund, t.clock.now(), { PaymentTransactionId: 'x' })))
          .statusCode,
      ).toBe(400);
      // The same notice sent to the Pay address is not a payment.
      expect((await notify('pay', refundNotification(refund, t.clock.now()))).statusCode).toBe(400);

      const { access: other } = await newStudent(t, `cp-unpaid${counter}-${target}@example.test`);
      const pending = await createPayment(t.app, other);
      const open = { ...refund, InvoiceId: pending.payment_id, Amount: Number(pending.amount) };
      expect((await notify('refund', refundNotification(open, t.clock.now()))).statusCode).toBe(400);

      expect(await refundOf(t.db, payment.payment_id)).toBeNull();
      expect(await refundOf(t.db, pending.payment_id)).toBeNull();
      expect(await enrollmentsOf(t, email)).toBe(1);
      expect(refundMails(t, email)).toHaveLength(0);
    });
  });
});
