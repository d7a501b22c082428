import { randomUUID } from 'node:crypto';
import type { Static } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { Language } from '../i18n/messages';
import { type PurchasableCourse, findPurchasableCourse, openPayment } from '../repositories/payments';
import { siteFor } from './index';
import type { PaymentProvider } from './provider';
import type { CreatedPayment } from '@academy/contract/payments';

/** What starting a payment needs from the app. */
export interface PaymentDesk {
  db: Database;
  provider: PaymentProvider;
  config: Pick<AppConfig, 'paymentLifetimeMs' | 'publicUrl' | 'siteUrl' | 'corsOrigins'>;
  log: FastifyBaseLogger;
}

export interface PaymentOrder {
  studentId: number;
  courseId: number;
  /** The interface language: it picks the card page's language and the displayed price. */
  language: Language;
  /** The Origin header of the request, which may choose the site the student returns to. */
  origin: string | undefined;
  now: Date;
}

/** The payment as the student's site keeps it (the 201 body of POST /courses/create-payment/). */
export type OpenedPayment = Static<typeof CreatedPayment>;

export type PaymentStart =
  | { ok: true; payment: OpenedPayment }
  | { ok: false; refusal: 'courseNotFound' | 'alreadyOwned' | 'providerUnavailable' };

/** Settlement is always in tenge; the price shown is in tenge for the Russian interface, in dollars otherwise. */
function displayedPrice(course: PurchasableCourse, language: Language) {
  return language === 'ru'
    ? { amount: course.tenge_price, currency: 'KZT' }
    : { amount: course.new_price, currency: 'USD' };
}

/**
 * Opens a payment for a course the student does not own yet: asks the provider for a card page that
 * closes before the payment expires, records the payment (cancelling the student's previous pending
 * one for the course) and closes the replaced checkouts at the provider.
 */
export async function createPayment(desk: PaymentDesk, order: PaymentOrder): Promise<PaymentStart> {
  const { db, provider, config, log } = desk;
  const course = await findPurchasableCourse(db, order.courseId, order.studentId);
  if (!course) return { ok: false, refusal: 'courseNotFound' };
  if (course.enrolled) return { ok: false, refusal: 'alreadyOwned' };
  const id = randomUUID();
  const createdAt = order.now;
  const expiresAt = new Date(createdAt.getTime() + config.paymentLifetimeMs);
  const display = displayedPrice(course, order.language);
  let checkout;
  try {
    checkout = await provider.createCheckout({
      paymentId: id,
      amount: course.tenge_price,
      currency: 'KZT',
      description: course.title,
      language: order.language,
      returnUrl: `${siteFor(config, order.origin)}/passingcourse/${course.id}?payment=${id}`,
      callbackUrl: `${config.publicUrl}/courses/payment-callback/`,
      // The card page closes a little before the payment does, so a card taken at the last
      // moment still reaches us in time to count.
      expiresAt: new Date(expiresAt.getTime() - Math.min(5 * 60_000, config.paymentLifetimeMs / 4)),
    });
  } catch (error) {
    log.error({ err: error }, 'payment provider refused to create a checkout');
    return { ok: false, refusal: 'providerUnavailable' };
  }
  const replaced = await openPayment(db, {
    id,
    userId: order.studentId,
    courseId: course.id,
    amount: course.tenge_price,
    currency: 'KZT',
    displayAmount: display.amount,
    displayCurrency: display.currency,
    provider: provider.name,
    providerPaymentId: checkout.providerPaymentId,
    paymentUrl: checkout.paymentUrl,
    createdAt,
    expiresAt,
  });
  for (const providerPaymentId of replaced) {
    await provider.cancelCheckout(providerPaymentId).catch((error: unknown) => {
      log.warn({ err: error, checkout: providerPaymentId }, 'could not close a replaced checkout');
    });
  }
  return {
    ok: true,
    payment: {
      payment_id: id,
      payment_url: checkout.paymentUrl,
      status: 'pending',
      course: course.id,
      amount: course.tenge_price,
      currency: 'KZT',
      display_amount: display.amount,
      display_currency: display.currency,
      expires_at: expiresAt.toISOString(),
    },
  };
}
