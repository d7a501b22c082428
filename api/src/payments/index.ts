import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Queryable } from '../db/database';
import { ConfigError } from '../config-error';
import { CloudPaymentsProvider } from './cloudpayments/cloudpayments-provider';
import type { PaymentProvider } from './provider';
import {
  type CallbackDelivery,
  SANDBOX_PROVIDER,
  SandboxProvider,
  listSandboxTransactions,
} from './sandbox/sandbox-provider';

/**
 * Posts a callback over HTTP, or, when it is addressed to this very API (the
 * sandbox notifying its own merchant), through the app's own request pipeline:
 * the same routing, parsing and hooks as a request from outside, without a
 * network round trip that would need the server to be listening.
 */
export function callbackDelivery(app: FastifyInstance): CallbackDelivery {
  const ownBase = `${app.academy.config.publicUrl}/`;
  return async (url, body, headers) => {
    if (url.startsWith(ownBase)) {
      const response = await app.inject({
        method: 'POST',
        url: `/${url.slice(ownBase.length)}`,
        headers,
        payload: body,
      });
      return response.statusCode;
    }
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    return response.status;
  };
}

/** Where a student may be sent back to: SITE_URL's origin and the allowed front-end origins. */
export function siteOrigins(config: { siteUrl: string; corsOrigins: string[] }): string[] {
  const origins = new Set([new URL(config.siteUrl).origin]);
  for (const origin of config.corsOrigins) {
    try {
      const parsed = new URL(origin);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origins.add(parsed.origin);
    } catch {
      // Not an origin (e.g. "*"): never a place to send a student back to.
    }
  }
  return [...origins];
}

/**
 * The site the student returns to: the front end that asked (its Origin, when it is one the API
 * serves), else SITE_URL. A shell on another port (browser tests, a standalone remote) gets its
 * student back without extra configuration; an unknown Origin never chooses the destination.
 */
export function siteFor(
  config: { siteUrl: string; corsOrigins: string[] },
  origin: string | undefined,
): string {
  if (!origin || origin === new URL(config.siteUrl).origin) return config.siteUrl;
  return siteOrigins(config).includes(origin) ? origin : config.siteUrl;
}

/**
 * Production takes payments through CloudPayments when its settings are present (docs/decisions/0130),
 * or a provider passed in; the built-in sandbox accepts published test cards and takes no money, so
 * there it needs PAYMENTS_SANDBOX_IN_PRODUCTION=true, meant for a staging site.
 */
export function checkPaymentProvider(
  config: Pick<AppConfig, 'env' | 'paymentsSandboxInProduction' | 'cloudPayments'>,
  provider: PaymentProvider | undefined,
): void {
  if (provider || config.cloudPayments || config.env !== 'production' || config.paymentsSandboxInProduction)
    return;
  throw new ConfigError(
    'CLOUDPAYMENTS_PUBLIC_ID and CLOUDPAYMENTS_API_SECRET are required when NODE_ENV=production: without ' +
      'them payments go to the built-in sandbox, which accepts test cards and takes no money, and runs only ' +
      'with PAYMENTS_SANDBOX_IN_PRODUCTION=true (a staging site; docs/decisions/0130-cloudpayments.md)',
  );
}

/** The card provider the settings name: CloudPayments when configured, else the built-in sandbox. */
export function configuredProvider(app: FastifyInstance): PaymentProvider {
  const { config, now } = app.academy;
  if (!config.cloudPayments) return sandboxProvider(app);
  return new CloudPaymentsProvider({ credentials: config.cloudPayments, now });
}

/** What the reconciliation asks of a provider: its name and its records of the money it moved. */
export type PaymentLedger = Pick<PaymentProvider, 'name' | 'listTransactions'>;

/**
 * The configured provider's ledger without an app (the payments command): CloudPayments' API, or the
 * sandbox's own tables in the database.
 */
export function configuredLedger(
  config: Pick<AppConfig, 'cloudPayments'>,
  db: Queryable,
  now: () => Date,
): PaymentLedger {
  if (config.cloudPayments) return new CloudPaymentsProvider({ credentials: config.cloudPayments, now });
  return { name: SANDBOX_PROVIDER, listTransactions: (from, to) => listSandboxTransactions(db, from, to) };
}

/** The built-in sandbox provider, notifying this API's callback endpoint. */
export function sandboxProvider(app: FastifyInstance): PaymentProvider {
  const { config, db, now } = app.academy;
  checkPaymentProvider(config, undefined);
  if (config.env === 'production')
    app.log.warn(
      { setting: 'PAYMENTS_SANDBOX_IN_PRODUCTION' },
      'SANDBOX PAYMENTS IN PRODUCTION: card payments go to the built-in sandbox. CARDS ARE FAKE and NO MONEY ' +
        'IS TAKEN, yet paid test cards (4242 4242 4242 4242) enroll students. For a staging site only.',
    );
  return new SandboxProvider({
    db,
    now,
    secret: config.paymentCallbackSecret,
    publicUrl: config.publicUrl,
    returnOrigins: siteOrigins(config),
    deliver: callbackDelivery(app),
    logger: app.log,
  });
}
