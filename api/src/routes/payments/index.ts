import {
  type FastifyPluginAsyncTypebox,
  Type,
  type TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { detailError, fieldError } from '../../errors';
import { type PaymentMessageKey, paymentMessage } from '../../i18n/payment-messages';
import { type Language, pickLanguage, translate } from '../../i18n/messages';
import type { Queryable } from '../../db/database';
import type { MailMessage } from '../../mail/mailer';
import { paymentMail } from '../../mail/payment-mail';
import { createPayment } from '../../payments/create-payment';
import type {
  CheckVerdict,
  PaymentNotification,
  PaymentProvider,
  RefundNotification,
} from '../../payments/provider';
import { recordRefundAndMail } from '../../payments/refunds';
import { academyDay, lastRefusalDay, refusalDeadline } from '../../payments/refusal';
import { minorUnits } from '../../payments/signature';
import { requireStudent, signedInStudent } from '../../plugins/auth';
import {
  type PaymentRow,
  findPayment,
  findStudentPayment,
  listPayments,
  PAYMENTS_LISTED,
  type OnEnrolled,
  receiptFacts,
  recordRefusalThen,
  settlePayment,
} from '../../repositories/payments';
import { ErrorBody } from '@academy/contract';
import {
  CallbackAnswer,
  CreatePaymentBody,
  CreatedPayment,
  PAYMENT_ID,
  Payment,
  type PaymentBody,
  PaymentIdParams,
  RefusalBody,
} from '@academy/contract/payments';

const TAG = ['payments'];
const bearer = [{ bearerAuth: [] }];
const say = (request: FastifyRequest, key: PaymentMessageKey, params: Record<string, string | number> = {}) =>
  paymentMessage(request.language, key, params);

function paymentBody(row: PaymentRow, now: Date): PaymentBody {
  const accessAt = row.status === 'paid' ? (row.access_granted_at ?? row.settled_at) : null;
  const deadline = accessAt ? refusalDeadline(accessAt) : null;
  return {
    payment_id: row.id,
    course: row.course_id,
    course_title: row.course_title,
    created_at: row.created_at.toISOString(),
    amount: row.amount,
    currency: row.currency,
    display_amount: row.display_amount,
    display_currency: row.display_currency,
    status: row.status,
    failure_reason: row.failure_reason,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    paid_at: row.status === 'paid' && row.settled_at ? row.settled_at.toISOString() : null,
    expires_at: row.expires_at.toISOString(),
    payment_url: row.status === 'pending' && row.payment_url ? row.payment_url : null,
    access_granted_at: row.access_granted_at ? row.access_granted_at.toISOString() : null,
    refusal_deadline: deadline ? deadline.toISOString() : null,
    can_request_refusal: deadline !== null && row.refusal_requested_at === null && now < deadline,
    refusal:
      row.refusal_requested_at && row.refusal_status
        ? {
            requested_at: row.refusal_requested_at.toISOString(),
            status: row.refusal_status as 'requested' | 'confirmed' | 'rejected',
            reason: row.refusal_reason ?? '',
          }
        : null,
  };
}

const BRANDS = { visa: 'Visa', mastercard: 'Mastercard' } as const;

/**
 * Queues the student's receipt in the transaction that enrolls them, so a payment that opens the
 * course mails one receipt, however many notifications confirm it (docs/decisions/0141).
 */
function receiptMail(queue: (tx: Queryable, message: MailMessage) => Promise<string>): OnEnrolled {
  return async (tx, { paymentId }) => {
    const facts = await receiptFacts(tx, paymentId);
    if (!facts) return [];
    const language: Language = pickLanguage(facts.language);
    const card = facts.card_brand ? `${BRANDS[facts.card_brand]} •••• ${facts.card_last4 ?? ''}`.trim() : '—';
    const message = paymentMail.receipt({
      student: facts.email,
      course: facts.course_title,
      paymentId,
      amount: `${facts.amount} ${facts.currency}`,
      card,
      paidOn: academyDay(facts.settled_at),
      refusalDeadline: lastRefusalDay(facts.settled_at),
      language,
    });
    return [await queue(tx, message)];
  };
}

export interface PaymentRoutesOptions {
  provider: PaymentProvider;
}

/** Purchase, the provider's callback, the student's payments and refusals (prefix /courses). */
const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRoutesOptions> = async (app, { provider }) => {
  const ctx = app.academy;

  // The callback is verified over its exact bytes, so this scope reads JSON and forms as raw buffers.
  await app.register(async (scope) => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      if (scope.hasContentTypeParser(type)) scope.removeContentTypeParser(type);
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_r, body, done) =>
        done(null, body),
      );
    }
    /** The notification, verified; a bad signature or body is a 400. */
    const read = (request: FastifyRequest<{ Params: { kind?: string } }>) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const check = provider.readCallback(request.headers, raw, request.params.kind);
      if (!check.ok) {
        request.log.warn({ reason: check.reason, ip: request.ip }, 'payment callback refused');
        throw detailError(
          400,
          say(request, check.reason === 'malformed' ? 'callbackMalformed' : 'callbackSignature'),
        );
      }
      return check;
    };
    /** The verified notification of a payment's outcome; a refund's is a 400 where one is expected. */
    const paymentNotice = (request: FastifyRequest<{ Params: { kind?: string } }>) => {
      const check = read(request);
      if (!('notification' in check)) throw detailError(400, say(request, 'callbackMalformed'));
      return check.notification;
    };
    /** The payment a notification names, and whether it matches it. */
    const verify = async (notification: PaymentNotification) => {
      const payment = PAYMENT_ID.test(notification.paymentId)
        ? await findPayment(ctx.db, notification.paymentId)
        : null;
      const matches =
        payment !== null &&
        minorUnits(notification.amount) !== null &&
        minorUnits(notification.amount) === minorUnits(payment.amount) &&
        notification.currency === payment.currency &&
        payment.provider === provider.name &&
        (notification.providerPaymentId === null ||
          payment.provider_payment_id === notification.providerPaymentId);
      return { notification, payment, matches };
    };

    const settle = async (request: FastifyRequest, notification: PaymentNotification) => {
      const { payment, matches } = await verify(notification);
      if (!payment) {
        request.log.warn({ payment: notification.paymentId }, 'payment callback refused: unknown payment');
        throw detailError(404, say(request, 'callbackUnknown'));
      }
      if (!matches) {
        request.log.error(
          {
            payment: payment.id,
            expected: {
              amount: payment.amount,
              currency: payment.currency,
              checkout: payment.provider_payment_id,
            },
            got: {
              amount: notification.amount,
              currency: notification.currency,
              checkout: notification.providerPaymentId,
            },
          },
          'payment callback refused: it does not match the payment',
        );
        throw detailError(400, say(request, 'callbackMismatch'));
      }
      const settlement = await settlePayment(
        ctx.db,
        notification,
        ctx.now(),
        receiptMail((tx, message) => ctx.jobs.mail(tx, { message })),
      );
      await ctx.jobs.dispatched(settlement.queued);
      if (settlement.paidTooLate)
        request.log.error(
          { payment: payment.id, status: settlement.status },
          'payment confirmed by the provider after it closed: no access granted, refund due',
        );
      else
        request.log.info(
          { payment: payment.id, status: settlement.status, enrolled: settlement.enrolled },
          'payment callback applied',
        );
      return { payment_id: payment.id, status: settlement.status, enrolled: settlement.enrolled };
    };
    /**
     * A refund the provider made (the answer to our refund call, or one made in its dashboard): the
     * first notice records it, ends the access and mails the student; a replay changes nothing.
     */
    const refunded = async (request: FastifyRequest, refund: RefundNotification) => {
      const payment = PAYMENT_ID.test(refund.paymentId) ? await findPayment(ctx.db, refund.paymentId) : null;
      if (!payment || payment.provider !== provider.name) {
        request.log.warn({ payment: refund.paymentId }, 'refund notification refused: unknown payment');
        throw detailError(404, say(request, 'callbackUnknown'));
      }
      const paid = minorUnits(payment.amount);
      const back = minorUnits(refund.amount);
      if (payment.status !== 'paid' || paid === null || back === null || back > paid) {
        request.log.error(
          { payment: payment.id, status: payment.status, paid: payment.amount, refunded: refund.amount },
          'refund notification refused: it does not match the payment',
        );
        throw detailError(400, say(request, 'callbackMismatch'));
      }
      const recorded = await recordRefundAndMail(ctx, {
        paymentId: payment.id,
        refundId: refund.refundId,
        amount: refund.amount,
        at: ctx.now(),
      });
      request.log.info(
        { payment: payment.id, refund: refund.refundId, recorded },
        'refund notification applied',
      );
    };
    const kinds = provider.callbackKinds;
    if (!kinds) {
      scope.post(
        '/payment-callback/',
        {
          schema: {
            tags: TAG,
            summary: "The payment provider's server-to-server notification",
            description:
              'Signed with HMAC-SHA256 over `<t>.<raw body>` using PAYMENT_CALLBACK_SECRET; header ' +
              '`X-Sandbox-Signature: t=<unix seconds>,v1=<hex>` (±300 s). Idempotent: replays answer the same ' +
              'status and never grant access twice. Refused (4xx, logged): bad signature, unknown payment, ' +
              'another amount, currency or checkout.',
            body: Type.Object(
              {
                type: Type.Literal('checkout.completed'),
                data: Type.Object({
                  checkout_id: Type.String(),
                  merchant_reference: Type.String({ description: 'Our payment_id' }),
                  status: Type.String({ enum: ['succeeded', 'declined', 'cancelled', 'expired'] }),
                  amount: Type.String(),
                  currency: Type.String(),
                  card: Type.Unknown({ description: '{brand: visa|mastercard, last4} or null' }),
                  decline_reason: Type.Unknown({ description: 'string or null' }),
                  finished_at: Type.String(),
                }),
              },
              { description: "The sandbox's format" },
            ),
            response: { 200: CallbackAnswer, 400: ErrorBody, 404: ErrorBody },
          },
          // The signature, not the schema, decides; the schema above documents the format.
          validatorCompiler: () => () => true,
        },
        (request: FastifyRequest<{ Params: { kind?: string } }>) => settle(request, paymentNotice(request)),
      );
      return;
    }
    scope.post(
      '/payment-callback/:kind/',
      {
        schema: {
          tags: TAG,
          summary: `The ${provider.name} notifications: ${kinds.join(', ')}`,
          description:
            'Each kind registered at its own address with the provider, which signs the body as sent ' +
            '(`Content-HMAC`, base64 HMAC-SHA256 keyed with its API secret) and takes `{"code":0}` as handled. ' +
            'Idempotent: a repeated notification changes nothing. Refused (4xx, logged): bad signature, ' +
            'unknown kind or payment, another amount or currency, a transaction older than three days.',
          params: Type.Object({ kind: Type.String({ enum: [...kinds] }) }),
          response: { 200: Type.Object({ code: Type.Integer() }), 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (request: FastifyRequest<{ Params: { kind?: string } }>) => {
        // The provider's reading says what the notice is about: a refund, or a payment's outcome.
        const check = read(request);
        if ('refund' in check) {
          await refunded(request, check.refund);
          return provider.callbackAnswer?.() ?? { code: 0 };
        }
        const { notification } = check;
        if (request.params.kind !== provider.checkKind) {
          await settle(request, notification);
          return provider.callbackAnswer?.() ?? { code: 0 };
        }
        // Asked before the card is charged: only an open payment of this amount may be paid.
        const { payment, matches } = await verify(notification);
        const verdict: CheckVerdict = !payment
          ? 'unknown'
          : !matches
            ? 'mismatch'
            : payment.status !== 'pending' && payment.status !== 'declined'
              ? 'closed'
              : payment.expires_at <= ctx.now()
                ? 'expired'
                : 'accept';
        if (verdict !== 'accept')
          request.log.warn({ payment: notification.paymentId, verdict }, 'payment refused before the charge');
        return provider.checkAnswer?.(verdict) ?? { code: verdict === 'accept' ? 0 : 13 };
      },
    );
  });

  await app.register(async (scope) => {
    const student = scope.withTypeProvider<TypeBoxTypeProvider>();
    student.addHook('onRequest', requireStudent(student));
    const limit = ctx.config.paymentRateLimitPerMinute;

    student.post(
      '/create-payment/',
      {
        config:
          limit > 0
            ? {
                rateLimit: {
                  max: limit,
                  timeWindow: 60_000,
                  keyGenerator: (request: FastifyRequest) =>
                    request.tokenUserId === null ? request.ip : `student:${request.tokenUserId}`,
                },
              }
            : {},
        schema: {
          tags: TAG,
          security: bearer,
          summary: 'Start buying a course: answers the card page to send the student to',
          description:
            'The amount is always read from the database (tenge_price, settled in KZT). A newer payment ' +
            'cancels the previous pending one. 409 when the student already owns the course.',
          body: CreatePaymentBody,
          response: {
            201: CreatedPayment,
            400: ErrorBody,
            401: ErrorBody,
            409: ErrorBody,
            429: ErrorBody,
            503: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const started = await createPayment(
          { db: ctx.db, provider, config: ctx.config, log: request.log },
          {
            studentId: signedInStudent(request).id,
            courseId: request.body.course,
            language: request.language,
            origin: request.headers.origin,
            now: ctx.now(),
          },
        );
        if (started.ok) return reply.code(201).send(started.payment);
        switch (started.refusal) {
          case 'courseNotFound':
            throw fieldError('course', say(request, 'courseNotFound', { id: request.body.course }));
          case 'alreadyOwned':
            throw detailError(409, say(request, 'alreadyOwned'), { code: 'already_enrolled' });
          case 'providerUnavailable':
            throw detailError(503, say(request, 'providerUnavailable'));
        }
      },
    );

    student.get(
      '/payments/',
      {
        schema: {
          tags: TAG,
          security: bearer,
          summary: `The student's ${PAYMENTS_LISTED} newest payments, with card, status and refusal`,
          response: { 200: Type.Array(Payment), 401: ErrorBody },
        },
      },
      async (request) => {
        const now = ctx.now();
        const rows = await listPayments(ctx.db, signedInStudent(request).id, now);
        return rows.map((row) => paymentBody(row, now));
      },
    );

    student.get(
      '/payments/:paymentId/',
      {
        schema: {
          tags: TAG,
          security: bearer,
          summary: 'One of the student’s payments (the site reads it on return from the card page)',
          params: PaymentIdParams,
          response: { 200: Payment, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => {
        const now = ctx.now();
        const row = await findStudentPayment(
          ctx.db,
          signedInStudent(request).id,
          request.params.paymentId,
          now,
        );
        if (!row) throw detailError(404, translate(request.language, 'notFound'));
        return paymentBody(row, now);
      },
    );

    student.post(
      '/payments/:paymentId/refusal/',
      {
        schema: {
          tags: TAG,
          security: bearer,
          summary: 'Refuse the course within 14 calendar days of gaining access (public offer)',
          description:
            'Recorded as requested; the academy confirms it, and the refund follows within 14 calendar days ' +
            'of the confirmation, minus services already provided. Mailed to the academy and the student.',
          params: PaymentIdParams,
          body: RefusalBody,
          response: { 201: Payment, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request, reply) => {
        const student = signedInStudent(request);
        const now = ctx.now();
        const reason = (request.body.reason ?? '').trim();
        if (reason.includes('\u0000')) throw fieldError('reason', say(request, 'nullCharacters'));
        const row = await findStudentPayment(ctx.db, student.id, request.params.paymentId, now);
        if (!row) throw detailError(404, translate(request.language, 'notFound'));
        const accessAt = row.access_granted_at ?? row.settled_at;
        if (row.status !== 'paid' || !accessAt) throw detailError(400, say(request, 'refusalNotPaid'));
        if (row.refusal_requested_at) throw detailError(409, say(request, 'refusalAlreadyRequested'));
        if (now >= refusalDeadline(accessAt))
          throw detailError(400, say(request, 'refusalWindowClosed', { date: lastRefusalDay(accessAt) }), {
            code: 'refusal_window_closed',
          });
        const mails = paymentMail.refusal({
          academy: ctx.config.academyEmail,
          student: student.email,
          studentName: `${student.first_name} ${student.last_name}`.trim(),
          course: row.course_title,
          paymentId: row.id,
          amount: `${row.amount} ${row.currency}`,
          reason,
          language: request.language,
        });
        // The refusal and its mails commit together (docs/decisions/0154): both or neither.
        const refusal = { paymentId: row.id, userId: student.id, reason, at: now };
        const mailIds = await recordRefusalThen(ctx.db, refusal, async (tx) => {
          const ids: string[] = [];
          for (const message of mails) ids.push(await ctx.jobs.mail(tx, { message }));
          return ids;
        });
        if (mailIds === null) throw detailError(409, say(request, 'refusalAlreadyRequested'));
        await ctx.jobs.dispatched(mailIds);
        const updated = await findStudentPayment(ctx.db, student.id, row.id, now);
        return reply.code(201).send(paymentBody(updated ?? row, now));
      },
    );
  });
};

/** The prefix @fastify/autoload registers this folder's routes under (src/app.ts). */
export const autoPrefix = '/courses';

export default paymentRoutes;
