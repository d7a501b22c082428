import { configuredLedger, configuredProvider } from '.';
import { sample } from '../test-helpers/metrics';
import { runPaymentsCommand } from '../payments-command';
import { refundCheckout } from '../repositories/sandbox-checkouts';
import {
  type StandIn,
  type StandInOrder,
  chargeId,
  modelDate,
  notification,
  pay,
  standInEnv,
  startCloudPaymentsStandIn,
} from '../test-helpers/cloudpayments-stand-in';
import { checkoutIdOf, createPayment, refuse, submitCard } from '../test-helpers/payments';
import {
  type TestApp,
  createSecondInstance,
  createTestApp,
  databaseTargets,
  newStudent,
} from '../test-helpers/test-app';
import { until } from '../test-helpers/uploads';
import { RECONCILE_CATCH_UP_DAYS } from '../plugins/payment-reconciler';
import { confirmAndRefund, refundPayment } from './refunds';
import { academyDay, academyDayBounds } from './refusal';
import { dayBefore, reconcileDay } from './reconcile';

const DAY_MS = 86_400_000;

/** Runs a payments subcommand as an operator would, the next day (the day asked for has ended). */
async function command(t: TestApp, ...args: string[]) {
  const lines: string[] = [];
  const tomorrow = () => new Date(t.clock.now().getTime() + DAY_MS);
  const code = await runPaymentsCommand(
    {
      db: t.db,
      jobs: t.app.academy.jobs,
      now: tomorrow,
      ledger: configuredLedger(t.app.academy.config, t.db, tomorrow),
    },
    args,
    (line) => lines.push(line),
  );
  return { code, lines };
}

const storedDifferences = (t: TestApp, day: string) =>
  t.db.query<{ kind: string; payment_id: string | null }>(
    'SELECT kind, payment_id FROM payment_differences WHERE day = $1 ORDER BY kind, payment_id',
    [day],
  );

/** Each test keeps to a day of its own: the clock moves two days on, and purchases fall on that day. */
function freshDay(t: TestApp): string {
  t.clock.advance(2 * DAY_MS);
  return academyDay(t.clock.now());
}

describe.each(databaseTargets())('the daily reconciliation on %s', (target) => {
  describe('with the sandbox', () => {
    let t: TestApp;
    let counter = 0;
    beforeAll(async () => {
      t = await createTestApp(target, {
        env: { METRICS_PORT: '0', METRICS_TOKEN: 'reconciliation-scrape-0158' },
      });
    });
    afterAll(() => t.close());

    async function purchase() {
      counter += 1;
      const { access } = await newStudent(t, `reconcile${counter}-${target}@example.test`);
      const payment = await createPayment(t.app, access);
      expect((await submitCard(t.app, payment.payment_url)).statusCode).toBeLessThan(400);
      return { ...payment, access, checkoutId: checkoutIdOf(payment.payment_url) };
    }

    /** A refusal the academy confirmed and the sandbox refunded. */
    async function refunded({ payment_id: paymentId, access }: { payment_id: string; access: string }) {
      await refuse(t, access, paymentId);
      const jobs = t.app.academy.jobs;
      expect(
        await confirmAndRefund(t.db, jobs, { paymentId, withheld: '0', note: '', at: t.clock.now() }),
      ).toMatchObject({
        ok: true,
      });
      await refundPayment(
        {
          db: t.db,
          jobs: t.app.academy.jobs,
          provider: configuredProvider(t.app),
          now: t.clock.now,
          log: t.app.log,
        },
        paymentId,
      );
    }

    it('finds the books in agreement, a charge notified after midnight included', async () => {
      const day = freshDay(t);
      const first = await purchase();
      const second = await purchase();
      await refunded(second);
      // A card charged a few seconds before the day ended, whose notice came after midnight.
      const late = await purchase();
      const { to } = academyDayBounds(day) as { from: Date; to: Date };
      await t.db.query('UPDATE sandbox_checkouts SET finished_at = $2 WHERE id = $1', [
        late.checkoutId,
        new Date(to.getTime() - 5_000),
      ]);
      await t.db.query('UPDATE payments SET settled_at = $2 WHERE id = $1', [
        late.payment_id,
        new Date(to.getTime() + 20_000),
      ]);

      expect(await command(t, 'reconcile', '--day', day)).toEqual({
        code: 0,
        lines: [`${day} with sandbox: 3 charges, 1 refund, 0 differences`],
      });
      t.clock.advance(DAY_MS);
      const next = academyDay(t.clock.now());
      expect((await command(t, 'reconcile', '--day', next)).lines).toEqual([
        `${next} with sandbox: 0 charges, 0 refunds, 0 differences`,
      ]);
      expect(first.payment_id).not.toBe(second.payment_id);
    });

    it('lists, keeps and counts each kind of difference, and a second run replaces the first', async () => {
      const day = freshDay(t);
      // The sandbox charged the card, but its notice never reached the academy.
      counter += 1;
      const { access } = await newStudent(t, `unnotified${counter}-${target}@example.test`);
      const unnotified = await createPayment(t.app, access);
      await t.db.query(`UPDATE sandbox_checkouts SET status = 'succeeded', finished_at = $2 WHERE id = $1`, [
        checkoutIdOf(unnotified.payment_url),
        t.clock.now(),
      ]);
      // Recorded paid, but the provider shows no charge.
      const uncharged = await purchase();
      await t.db.query(`UPDATE sandbox_checkouts SET status = 'declined' WHERE id = $1`, [
        uncharged.checkoutId,
      ]);
      // Charged a tenge more than the academy recorded.
      const differing = await purchase();
      await t.db.query('UPDATE sandbox_checkouts SET amount = amount + 1 WHERE id = $1', [
        differing.checkoutId,
      ]);
      // Refunded at the provider only.
      const refundedThere = await purchase();
      const dashboardRefund = `rfd_dashboard${counter}`;
      await refundCheckout(t.db, {
        id: dashboardRefund,
        checkoutId: refundedThere.checkoutId,
        requestId: `dashboard-${refundedThere.payment_id}`,
        amount: refundedThere.amount,
        at: t.clock.now(),
      });
      // Recorded as refunded, but the provider returned nothing.
      const refundedHere = await purchase();
      await t.db.query(
        `INSERT INTO refunds (payment_id, amount, origin, status, provider_refund_id, requested_at, refunded_at)
         VALUES ($1, $2, 'provider', 'refunded', 'rfd_never', $3, $3)`,
        [refundedHere.payment_id, refundedHere.amount, t.clock.now()],
      );

      const { code, lines } = await command(t, 'reconcile', '--day', day);
      expect(code).toBe(0);
      expect(lines[0]).toBe(`${day} with sandbox: 4 charges, 1 refund, 5 differences`);
      const amount = Number(differing.amount).toFixed(2);
      expect(lines.slice(1).sort()).toEqual(
        [
          `amount_differs\tpayment ${differing.payment_id}\ttransaction ${differing.checkoutId}\tacademy ${amount}\tprovider ${(Number(amount) + 1).toFixed(2)}`,
          `charged_not_recorded\tpayment ${unnotified.payment_id}\ttransaction ${checkoutIdOf(unnotified.payment_url)}\tacademy -\tprovider ${unnotified.amount}`,
          `recorded_not_charged\tpayment ${uncharged.payment_id}\ttransaction -\tacademy ${uncharged.amount}\tprovider -`,
          `recorded_not_refunded\tpayment ${refundedHere.payment_id}\ttransaction -\tacademy ${refundedHere.amount}\tprovider -`,
          `refunded_not_recorded\tpayment ${refundedThere.payment_id}\ttransaction ${dashboardRefund}\tacademy -\tprovider ${refundedThere.amount}`,
        ].sort(),
      );
      expect(await storedDifferences(t, day)).toHaveLength(5);

      const metrics = await t.app.academy.metrics?.collect();
      const of = (kind: string) =>
        sample(metrics ?? '', 'academy_payment_reconciliation_differences', { provider: 'sandbox', kind });
      expect(of('amount_differs')).toBe(1);
      expect(of('charged_not_recorded')).toBe(1);
      expect(of('recorded_not_refunded')).toBe(1);
      expect(
        sample(metrics ?? '', 'academy_payment_reconciliation_day_timestamp_seconds', {
          provider: 'sandbox',
        }),
      ).toBe((academyDayBounds(day)?.from.getTime() ?? 0) / 1000);

      // The operator puts the books right; the day reconciled again keeps only what is left.
      await t.db.query(`UPDATE sandbox_checkouts SET status = 'succeeded' WHERE id = $1`, [
        uncharged.checkoutId,
      ]);
      await t.db.query('UPDATE sandbox_checkouts SET amount = amount - 1 WHERE id = $1', [
        differing.checkoutId,
      ]);
      expect((await command(t, 'reconcile', '--day', day)).lines[0]).toBe(
        `${day} with sandbox: 5 charges, 1 refund, 3 differences`,
      );
      expect((await storedDifferences(t, day)).map((row) => row.kind)).toEqual([
        'charged_not_recorded',
        'recorded_not_refunded',
        'refunded_not_recorded',
      ]);
      const after = await t.app.academy.metrics?.collect();
      expect(
        sample(after ?? '', 'academy_payment_reconciliation_differences', {
          provider: 'sandbox',
          kind: 'amount_differs',
        }),
      ).toBe(0);
    });

    it('refuses a day that is no date, has not ended or is missing, and an unknown subcommand', async () => {
      const today = academyDay(new Date(t.clock.now().getTime() + DAY_MS));
      for (const args of [
        ['reconcile'],
        ['reconcile', '--day'],
        ['reconcile', '--day', '2026-02-30'],
        ['reconcile', '--day', '2026-3-1'],
        ['reconcile', '--day', '2026-03-01\u0000'],
        ['reconcile', '--day', today],
        ['reconcile', '--day', '2026-03-01', 'extra'],
        ['reconcile', '--days', '2026-03-01'],
        ['refund-everyone'],
        [],
      ]) {
        const { code, lines } = await command(t, ...args);
        expect({ args, code }).toEqual({ args, code: 2 });
        expect(lines.join('\n')).not.toMatch(/ with sandbox: /);
      }
      expect((await command(t, 'reconcile', '--day', today)).lines).toEqual([
        `${today} has not ended yet on the academy's calendar (UTC+5); reconcile a day that has.`,
      ]);
      expect((await command(t, 'nonsense')).lines[0]).toBe(
        'Usage: npm run payments -w @academy/api -- <subcommand>',
      );
    });

    it('reconciles each past day once a day across instances, catching up on a week', async () => {
      t.clock.advance(30 * DAY_MS);
      const latest = academyDay(new Date(t.clock.now().getTime() - DAY_MS - 3600_000));
      const config = { paymentReconcileIntervalMs: 1000, jobs: { ...t.config.jobs, pollIntervalMs: 500 } };
      const instances = [
        await createSecondInstance(t, { config }),
        await createSecondInstance(t, { config }),
      ];
      try {
        const days: string[] = [latest];
        while (days.length < RECONCILE_CATCH_UP_DAYS) days.push(dayBefore(days.at(-1) as string));
        const reconciled = () =>
          t.db.query<{ day: string; checked_at: Date }>(
            `SELECT to_char(day, 'YYYY-MM-DD') AS day, checked_at FROM payment_reconciliations
              WHERE day = ANY($1::date[]) ORDER BY day`,
            [days],
          );
        await until(async () => (await reconciled()).length === days.length, 20_000);
        const first = await reconciled();
        // Later periods find nothing due: no day is reconciled a second time.
        await new Promise((resolve) => setTimeout(resolve, 2500));
        expect(await reconciled()).toEqual(first);
        expect(first.map((row) => row.day)).toEqual([...days].sort());
      } finally {
        for (const instance of instances) await instance.close();
      }
    });
  });

  describe('with CloudPayments', () => {
    let standIn: StandIn;
    let t: TestApp;
    let counter = 0;
    beforeAll(async () => {
      standIn = await startCloudPaymentsStandIn({ now: () => t.clock.now() });
      t = await createTestApp(target, { env: standInEnv(standIn) });
    });
    afterAll(async () => {
      await t.close();
      await standIn.close();
    });

    async function paid(): Promise<StandInOrder> {
      counter += 1;
      const { access } = await newStudent(t, `cp-reconcile${counter}-${target}@example.test`);
      const payment = await createPayment(t.app, access);
      const order = pay(
        [...standIn.orders.values()].find((each) => each.InvoiceId === payment.payment_id) as StandInOrder,
        t.clock.now(),
      );
      const answer = await t.app.inject({
        method: 'POST',
        url: '/courses/payment-callback/pay/',
        ...notification(order, t.clock.now()),
      });
      expect(answer.json()).toEqual({ code: 0 });
      return order;
    }

    const ledger = () => configuredLedger(t.app.academy.config, t.db, t.clock.now);

    it('reads /payments/list for each UTC day of the academy’s day and keeps completed payments and refunds', async () => {
      const day = freshDay(t);
      const order = await paid();
      const dashboard = await paid();
      // Refunded in the dashboard; its notice has not come.
      standIn.refunds.push({
        TransactionId: 5_000_000 + dashboard.Number,
        PaymentTransactionId: chargeId(dashboard),
        Amount: dashboard.Amount,
        InvoiceId: dashboard.InvoiceId,
        CreatedAt: t.clock.now(),
      });
      // A declined attempt and a card payout move none of the academy's money.
      for (const [Status, Type] of [
        ['Declined', 0],
        ['Completed', 2],
      ] as const)
        standIn.listed.push({
          TransactionId: 6_000_000 + counter,
          Amount: 220_000,
          Currency: 'KZT',
          InvoiceId: order.InvoiceId,
          CreatedDateIso: modelDate(t.clock.now()),
          Status,
          Type,
        });
      const before = standIn.calls.length;
      const result = await reconcileDay({ db: t.db, provider: ledger(), now: t.clock.now }, day);
      expect(result).toMatchObject({ provider: 'cloudpayments', charges: 2, refunds: 1 });
      expect(result.differences).toEqual([
        {
          kind: 'refunded_not_recorded',
          paymentId: dashboard.InvoiceId,
          transactionId: String(5_000_000 + dashboard.Number),
          academyAmount: null,
          providerAmount: Number(dashboard.Amount).toFixed(2),
        },
      ]);
      const { from } = academyDayBounds(day) as { from: Date };
      const asked = standIn.calls.slice(before);
      expect(asked.map((call) => call.path)).toEqual(['/payments/list', '/payments/list']);
      expect(asked.map((call) => call.body)).toEqual([
        { Date: new Date(from.getTime() - 3600_000).toISOString().slice(0, 10), TimeZone: 'UTC' },
        { Date: day, TimeZone: 'UTC' },
      ]);
      expect(asked.map((call) => call.requestId)).toEqual([null, null]);
    });

    it('tries the list again after a server error, and keeps nothing when the provider cannot answer', async () => {
      const day = freshDay(t);
      await paid();
      standIn.misbehave({ kind: 'server-error' });
      expect(
        (await reconcileDay({ db: t.db, provider: ledger(), now: t.clock.now }, day)).differences,
      ).toEqual([]);

      const later = freshDay(t);
      await paid();
      standIn.misbehave({ kind: 'server-error' }, { kind: 'server-error' }, { kind: 'server-error' });
      await expect(
        reconcileDay({ db: t.db, provider: ledger(), now: t.clock.now }, later),
      ).rejects.toMatchObject({
        kind: 'unavailable',
      });
      standIn.misbehave({ kind: 'refuse', message: 'Invalid date' });
      await expect(command(t, 'reconcile', '--day', later)).rejects.toThrow(/did not list the transactions/);
      standIn.listed.push({
        Amount: 1,
        Currency: 'KZT',
        CreatedDateIso: modelDate(t.clock.now()),
        Status: 'Completed',
        Type: 0,
      });
      await expect(reconcileDay({ db: t.db, provider: ledger(), now: t.clock.now }, later)).rejects.toThrow(
        /unreadable transaction/,
      );
      standIn.listed.pop();
      expect(await t.db.query('SELECT 1 FROM payment_reconciliations WHERE day = $1', [later])).toHaveLength(
        0,
      );
    });
  });
});
