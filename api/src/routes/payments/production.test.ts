import pino from 'pino';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { PUBLISHED_SECRETS } from '../../config-secrets';
import { type Database, openPglite } from '../../db/database';
import { runMigrations } from '../../db/migrate';
import { DevOutbox } from '../../mail/mailer';
import type { PaymentProvider } from '../../payments/provider';
import {
  callbackBody,
  createPayment,
  enrollmentsOf,
  postCallback,
  submitCard,
} from '../../test-helpers/payments';
import {
  TEST_PAYMENT_SECRET,
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  productionEnv,
} from '../../test-helpers/test-app';

const notSandbox = (): Record<string, string> => ({ ...productionEnv(), PAYMENTS_SANDBOX_IN_PRODUCTION: '' });

describe('the payment provider in production', () => {
  const silent = pino({ level: 'silent' });
  let db: Database;
  beforeAll(async () => {
    db = await openPglite('memory://');
    await runMigrations(db);
  });
  afterAll(() => db.close());

  it('refuses to build the app with the sandbox unless PAYMENTS_SANDBOX_IN_PRODUCTION=true, naming it', async () => {
    const failure = buildApp({ config: loadConfig(notSandbox()), db, logger: silent });
    await expect(failure).rejects.toThrow(ConfigError);
    await expect(failure).rejects.toThrow(
      /^CLOUDPAYMENTS_PUBLIC_ID and CLOUDPAYMENTS_API_SECRET are required.*PAYMENTS_SANDBOX_IN_PRODUCTION=true/,
    );
  });

  it('builds with a real provider passed in, without the setting, and serves no sandbox pages', async () => {
    const provider: PaymentProvider = {
      name: 'acquirer',
      createCheckout: () => Promise.reject(new Error('not called')),
      cancelCheckout: () => Promise.resolve(),
      refund: () => Promise.reject(new Error('not called')),
      listTransactions: () => Promise.reject(new Error('not called')),
      readCallback: () => ({ ok: false, reason: 'signature' }),
    };
    const app = await buildApp({
      config: loadConfig(notSandbox()),
      db,
      logger: silent,
      extensions: { payments: provider },
    });
    try {
      await app.ready();
      const page = await app.inject({ method: 'GET', url: '/sandbox/checkout/chk_0' });
      expect(page.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it.each([
    ['the tests’ callback secret', TEST_PAYMENT_SECRET],
    ['the development callback secret', PUBLISHED_SECRETS.developmentPaymentCallback],
  ])('does not start with %s as PAYMENT_CALLBACK_SECRET', (_case, secret) => {
    expect(() => loadConfig({ ...productionEnv(), PAYMENT_CALLBACK_SECRET: secret })).toThrow(
      /^PAYMENT_CALLBACK_SECRET is a value published in this repository/,
    );
  });
});

describe.each(databaseTargets())('the sandbox allowed in production (a staging site) on %s', (target) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logger = pino({ level: 'warn' }, { write: (line: string) => logLines.push(line) });
    t = await createTestApp(target, { env: productionEnv(), logger, mailer: new DevOutbox(logger) });
  });
  afterAll(() => t.close());

  it('says loudly at start that cards are fake', () => {
    const warning = logLines.find((line) => line.includes('PAYMENTS_SANDBOX_IN_PRODUCTION'));
    expect(warning).toMatch(/SANDBOX PAYMENTS IN PRODUCTION.*CARDS ARE FAKE and NO MONEY IS TAKEN/);
    expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 40 });
  });

  it('lets a student buy the course with a test card', async () => {
    const email = `staging-${target}@example.test`;
    const { access } = await newStudent(t, email);
    const payment = await createPayment(t.app, access);
    expect(payment.payment_url).toMatch(/^https:\/\/api\.academy\.test\/sandbox\/checkout\//);
    const paid = await submitCard(t.app, payment.payment_url);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^https:\/\/academy\.test\/passingcourse\/1\?.*status=paid/);
    expect(await enrollmentsOf(t, email)).toBe(1);
    const topics = await t.app.inject({
      method: 'GET',
      url: '/courses/student/1/topics/',
      headers: bearer(access),
    });
    expect(topics.statusCode).toBe(200);
  });

  it('refuses callbacks signed with a published secret, and enrolls no one', async () => {
    const email = `forger-${target}@example.test`;
    const { access } = await newStudent(t, email);
    const payment = await createPayment(t.app, access);
    for (const secret of [TEST_PAYMENT_SECRET, PUBLISHED_SECRETS.developmentPaymentCallback]) {
      const forged = await postCallback(t.app, t, callbackBody(payment), { secret });
      expect(forged.statusCode).toBe(400);
    }
    expect(await enrollmentsOf(t, email)).toBe(0);
    const signed = await postCallback(t.app, t, callbackBody(payment), {
      secret: t.config.paymentCallbackSecret,
    });
    expect(signed.statusCode).toBe(200);
    expect(await enrollmentsOf(t, email)).toBe(1);
  });
});
