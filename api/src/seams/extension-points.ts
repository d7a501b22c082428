import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { PaymentProvider } from '../payments/provider';

/**
 * Parts buildApp accepts from outside. Payments default to the built-in sandbox
 * provider (api/src/payments/sandbox); a real provider implements PaymentProvider
 * (docs/decisions/0120). Translation comes in a later issue.
 */

export interface Translator {
  translate(text: string, targetLanguage: string): Promise<string>;
}

/** @fastify/rate-limit's store contract, so a Redis store can be passed in when API processes share limits. */
export type RateLimitStoreFactory = FastifyRateLimitStoreCtor;

export interface ExtensionPoints {
  payments?: PaymentProvider;
  translator?: Translator;
  rateLimitStore?: RateLimitStoreFactory;
}
