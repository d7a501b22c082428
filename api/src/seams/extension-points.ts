import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/**
 * Slots for the parts that come in a later issue. buildApp accepts
 * implementations through AppOptions; nothing registers routes for them yet,
 * so no endpoint pretends to pay, translate or store feedback.
 */

export interface PaymentIntent {
  id: string;
  /** Where the student is sent to enter card details (hosted page with 3-D Secure). */
  redirect_url: string;
}

export interface PaymentsProvider {
  createPayment(input: {
    userId: number;
    courseId: number;
    amount: string;
    currency: string;
  }): Promise<PaymentIntent>;
  /** Checks a provider callback's signature and tells which payment it settles, or null when it is not genuine. */
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): Promise<{ paymentId: string; paid: boolean } | null>;
}

export interface FeedbackSink {
  submit(input: { name: string; email: string; message: string; language: string }): Promise<void>;
}

export interface Translator {
  translate(text: string, targetLanguage: string): Promise<string>;
}

/** @fastify/rate-limit's store contract, so a Redis store can be passed in when API processes share limits. */
export type RateLimitStoreFactory = FastifyRateLimitStoreCtor;

export interface ExtensionPoints {
  payments?: PaymentsProvider;
  feedback?: FeedbackSink;
  translator?: Translator;
  rateLimitStore?: RateLimitStoreFactory;
}
