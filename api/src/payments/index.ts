import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from './provider';
import { type CallbackDelivery, SandboxProvider } from './sandbox/sandbox-provider';

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

/** The built-in sandbox provider, notifying this API's callback endpoint. */
export function sandboxProvider(app: FastifyInstance): PaymentProvider {
  const { config, db, now } = app.academy;
  return new SandboxProvider({
    db,
    now,
    secret: config.paymentCallbackSecret,
    publicUrl: config.publicUrl,
    returnOrigins: [new URL(config.siteUrl).origin],
    deliver: callbackDelivery(app),
    logger: app.log,
  });
}
