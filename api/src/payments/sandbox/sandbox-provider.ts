import { randomBytes } from 'node:crypto';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { type Language, pickLanguage } from '../../i18n/messages';
import {
  type SandboxCheckout,
  type SandboxStatus,
  countWrongCode,
  findCheckout,
  finishCheckout,
  insertCheckout,
  recordCallbackStatus,
  refundCheckout,
  sandboxTransactions,
  startChallenge,
} from '../../repositories/sandbox-checkouts';
import type {
  CallbackCheck,
  CardBrand,
  Checkout,
  CheckoutRequest,
  PaymentOutcome,
  PaymentProvider,
  ProviderTransaction,
  RefundRequest,
} from '../provider';
import { signatureHeader, verifySignatureHeader } from '../signature';
import { SANDBOX_3DS_ATTEMPTS, SANDBOX_3DS_CODE, behaviourOf, checkCard } from './cards';
import { type CheckoutSummary, type PageShell, cardPage, challengePage, messagePage } from './page';
import { PAGE_LANGUAGES } from './texts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** Posts a signed callback; answers the HTTP status the merchant gave (0 when it could not be reached). */
export type CallbackDelivery = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<number>;

export interface SandboxOptions {
  db: Database;
  now: () => Date;
  /** Shared with the merchant, as a real provider's webhook signing secret is. */
  secret: string;
  /** Base URL the hosted pages are served from (this API's PUBLIC_URL). */
  publicUrl: string;
  /** Origins the pages may send the browser back to (the site), for the page's Content-Security-Policy. */
  returnOrigins: string[];
  deliver: CallbackDelivery;
  logger: FastifyBaseLogger;
}

/** The wire format of the sandbox's callback (a real provider's is mapped the same way in readCallback). */
export interface SandboxCallbackBody {
  type: 'checkout.completed';
  data: {
    checkout_id: string;
    merchant_reference: string;
    status: 'succeeded' | 'declined' | 'cancelled' | 'expired';
    amount: string;
    currency: string;
    card: { brand: CardBrand; last4: string } | null;
    decline_reason: string | null;
    finished_at: string;
  };
}

const OUTCOMES: Record<SandboxCallbackBody['data']['status'], PaymentOutcome> = {
  succeeded: 'paid',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
};

const CHECKOUT_ID = /^chk_[0-9a-f]{32}$/;
const FORM_LIMIT = 8 * 1024;

function isCallbackBody(value: unknown): value is SandboxCallbackBody {
  if (typeof value !== 'object' || value === null) return false;
  const { type, data } = value as { type?: unknown; data?: unknown };
  if (type !== 'checkout.completed' || typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  const card = d.card as Record<string, unknown> | null | undefined;
  return (
    typeof d.checkout_id === 'string' &&
    typeof d.merchant_reference === 'string' &&
    typeof d.status === 'string' &&
    d.status in OUTCOMES &&
    typeof d.amount === 'string' &&
    typeof d.currency === 'string' &&
    (d.decline_reason === null || typeof d.decline_reason === 'string') &&
    (card === null ||
      (typeof card === 'object' &&
        (card.brand === 'visa' || card.brand === 'mastercard') &&
        typeof card.last4 === 'string' &&
        /^\d{4}$/.test(card.last4)))
  );
}

const FINAL: SandboxStatus[] = ['succeeded', 'declined', 'cancelled', 'expired'];
const RETURN_STATUS: Record<string, string> = {
  succeeded: 'paid',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
};

/** payments.provider of the sandbox's payments. */
export const SANDBOX_PROVIDER = 'sandbox';

/**
 * A payment provider built into the API that behaves like a hosted one: its own
 * records, a card page, a 3-D Secure step, a redirect back and a signed callback.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER;
  readonly routes: FastifyPluginAsyncTypebox;

  constructor(private readonly options: SandboxOptions) {
    this.routes = this.pages();
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const id = `chk_${randomBytes(16).toString('hex')}`;
    await insertCheckout(this.options.db, {
      id,
      merchant_reference: request.paymentId,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      language: request.language,
      return_url: request.returnUrl,
      callback_url: request.callbackUrl,
      created_at: this.options.now(),
      expires_at: request.expiresAt,
    });
    return {
      providerPaymentId: id,
      paymentUrl: `${this.options.publicUrl}/sandbox/checkout/${id}?lang=${request.language}`,
    };
  }

  async cancelCheckout(providerPaymentId: string): Promise<void> {
    await finishCheckout(this.options.db, providerPaymentId, ['open', 'challenge'], {
      status: 'cancelled',
      brand: null,
      last4: null,
      declineReason: 'merchant_cancelled',
      at: this.options.now(),
    });
  }

  async refund(request: RefundRequest): Promise<{ refundId: string }> {
    const refundId = request.providerPaymentId
      ? await refundCheckout(this.options.db, {
          id: `rfd_${randomBytes(16).toString('hex')}`,
          checkoutId: request.providerPaymentId,
          requestId: `refund-${request.paymentId}`,
          amount: request.amount,
          at: this.options.now(),
        })
      : null;
    if (refundId === null)
      throw new Error(
        `the sandbox holds no paid checkout of ${request.amount} for payment ${request.paymentId}`,
      );
    return { refundId };
  }

  listTransactions(from: Date, to: Date): Promise<ProviderTransaction[]> {
    return listSandboxTransactions(this.options.db, from, to);
  }

  readCallback(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): CallbackCheck {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    const check = verifySignatureHeader(
      this.options.secret,
      typeof header === 'string' ? header : undefined,
      rawBody,
      Math.floor(this.options.now().getTime() / 1000),
    );
    if (check !== 'ok') return { ok: false, reason: check };
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (!isCallbackBody(body)) return { ok: false, reason: 'malformed' };
    const { data } = body;
    return {
      ok: true,
      notification: {
        providerPaymentId: data.checkout_id,
        paymentId: data.merchant_reference,
        outcome: OUTCOMES[data.status],
        amount: data.amount,
        currency: data.currency,
        cardBrand: data.card?.brand ?? null,
        cardLast4: data.card?.last4 ?? null,
        failureReason: data.decline_reason,
        transactionId: null,
      },
    };
  }

  /** The signed server-to-server notification, tried up to three times; the merchant must answer 2xx. */
  private async notify(checkout: SandboxCheckout): Promise<void> {
    const status = checkout.status as SandboxCallbackBody['data']['status'];
    const payload: SandboxCallbackBody = {
      type: 'checkout.completed',
      data: {
        checkout_id: checkout.id,
        merchant_reference: checkout.merchant_reference,
        status,
        amount: checkout.amount,
        currency: checkout.currency,
        card:
          checkout.card_brand && checkout.card_last4
            ? { brand: checkout.card_brand as CardBrand, last4: checkout.card_last4 }
            : null,
        decline_reason: checkout.decline_reason,
        finished_at: (checkout.finished_at ?? this.options.now()).toISOString(),
      },
    };
    const body = JSON.stringify(payload);
    let answer = 0;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      const timestamp = Math.floor(this.options.now().getTime() / 1000);
      try {
        answer = await this.options.deliver(checkout.callback_url, body, {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signatureHeader(this.options.secret, timestamp, body),
        });
      } catch (error) {
        this.options.logger.warn({ err: error, checkout: checkout.id }, 'sandbox: callback not delivered');
        answer = 0;
      }
      if (answer >= 200 && answer < 300) break;
      // A 4xx is the merchant refusing this notification; sending it again changes nothing.
      if (answer >= 400 && answer < 500) break;
    }
    if (answer < 200 || answer >= 300)
      this.options.logger.error(
        { checkout: checkout.id, answer },
        'sandbox: merchant did not accept the callback',
      );
    await recordCallbackStatus(this.options.db, checkout.id, answer);
  }

  private returnUrl(checkout: SandboxCheckout): string {
    const url = new URL(checkout.return_url);
    url.searchParams.set('status', RETURN_STATUS[checkout.status] ?? checkout.status);
    return url.toString();
  }

  /** Settles once and notifies; a second settle of the same checkout only reads the outcome. */
  private async settle(
    checkout: SandboxCheckout,
    from: SandboxStatus[],
    result: {
      status: 'succeeded' | 'declined' | 'cancelled' | 'expired';
      brand?: string;
      last4?: string;
      declineReason?: string;
      attemptsBelow?: number;
    },
  ): Promise<SandboxCheckout> {
    const done = await finishCheckout(this.options.db, checkout.id, from, {
      status: result.status,
      brand: result.brand ?? null,
      last4: result.last4 ?? null,
      declineReason: result.declineReason ?? null,
      at: this.options.now(),
      ...(result.attemptsBelow === undefined ? {} : { attemptsBelow: result.attemptsBelow }),
    });
    if (done) {
      await this.notify(done);
      return done;
    }
    return (await findCheckout(this.options.db, checkout.id)) ?? checkout;
  }

  private pages(): FastifyPluginAsyncTypebox {
    return async (app) => {
      const { now } = this.options;
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: FORM_LIMIT },
        (_request, body, done) => {
          done(
            null,
            Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString())),
          );
        },
      );

      const languageOf = (request: FastifyRequest & { query: { lang?: string } }): Language => {
        const asked = request.query.lang;
        return (
          PAGE_LANGUAGES.find((code) => code === asked) ?? pickLanguage(request.headers['accept-language'])
        );
      };
      const formAction = ["'self'", ...this.options.returnOrigins].join(' ');
      const send = (reply: FastifyReply, shell: PageShell, status: number, html: string) =>
        reply
          .code(status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .header(
            'content-security-policy',
            `default-src 'none'; style-src 'nonce-${shell.nonce}'; script-src 'nonce-${shell.nonce}'; ` +
              `img-src data:; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
          )
          .send(html);
      const shellFor = (id: string, language: Language, suffix = ''): PageShell => ({
        language,
        nonce: randomBytes(16).toString('base64'),
        languageUrl: (code) => `/sandbox/checkout/${id}${suffix}?lang=${code}`,
      });
      const summary = (checkout: SandboxCheckout): CheckoutSummary => ({
        amount: checkout.amount,
        currency: checkout.currency,
        description: checkout.description,
        expiresAt: checkout.expires_at,
      });
      const paths = (checkout: SandboxCheckout, language: Language) => ({
        card: `/sandbox/checkout/${checkout.id}?lang=${language}`,
        challenge: `/sandbox/checkout/${checkout.id}/3ds?lang=${language}`,
        cancel: `/sandbox/checkout/${checkout.id}/cancel?lang=${language}`,
      });
      const seeOther = (reply: FastifyReply, url: string) => reply.code(303).header('location', url).send();

      /** The checkout, or the page to show instead (not found, finished, expired). */
      const load = async (
        id: string,
        shell: PageShell,
        reply: FastifyReply,
      ): Promise<SandboxCheckout | null> => {
        const checkout = CHECKOUT_ID.test(id) ? await findCheckout(this.options.db, id) : null;
        if (!checkout) {
          await send(reply, shell, 404, messagePage(shell, 'notFoundTitle', 'notFoundText', null));
          return null;
        }
        if (FINAL.includes(checkout.status)) {
          await send(
            reply,
            shell,
            200,
            checkout.status === 'expired'
              ? messagePage(shell, 'expiredTitle', 'expiredText', this.returnUrl(checkout))
              : messagePage(shell, 'finishedTitle', 'finishedText', this.returnUrl(checkout)),
          );
          return null;
        }
        if (now().getTime() >= checkout.expires_at.getTime()) {
          const expired = await this.settle(checkout, ['open', 'challenge'], {
            status: 'expired',
            declineReason: 'expired',
          });
          await send(
            reply,
            shell,
            410,
            messagePage(shell, 'expiredTitle', 'expiredText', this.returnUrl(expired)),
          );
          return null;
        }
        return checkout;
      };

      /** One request's page context: its language, shell, links and the live checkout (null: a page was sent). */
      const open = async (
        request: FastifyRequest & { params: { id: string }; query: { lang?: string } },
        reply: FastifyReply,
        suffix = '',
      ) => {
        const language = languageOf(request);
        const shell = shellFor(request.params.id, language, suffix);
        const checkout = await load(request.params.id, shell, reply);
        return checkout ? { shell, checkout, links: paths(checkout, language) } : null;
      };
      type Opened = NonNullable<Awaited<ReturnType<typeof open>>>;

      const showCard = (
        reply: FastifyReply,
        { shell, checkout, links }: Opened,
        values: Parameters<typeof cardPage>[1]['values'],
        problems: Parameters<typeof cardPage>[1]['problems'],
      ) =>
        send(
          reply,
          shell,
          200,
          cardPage(shell, {
            checkout: summary(checkout),
            values,
            problems,
            action: links.card,
            cancelAction: links.cancel,
            now: now(),
          }),
        );

      const showChallenge = (
        reply: FastifyReply,
        { shell, checkout, links }: Opened,
        problem: Parameters<typeof challengePage>[1]['problem'],
        attemptsLeft: number,
      ) =>
        send(
          reply,
          shell,
          200,
          challengePage(shell, {
            checkout: summary(checkout),
            brand: checkout.card_brand ?? 'visa',
            last4: checkout.card_last4 ?? '',
            problem,
            attemptsLeft,
            action: links.challenge,
            cancelAction: links.cancel,
          }),
        );

      const Params = Type.Object({ id: Type.String({ maxLength: 64 }) });
      const Query = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 16 })) });
      const Text = Type.Optional(Type.String({ maxLength: 256 }));
      const html = { 200: Type.String({ description: 'text/html page' }) };
      const TAG = ['sandbox provider'];

      app.get(
        '/checkout/:id',
        {
          schema: {
            tags: TAG,
            summary: 'Hosted card page (HTML, en/ru/kk by ?lang= or Accept-Language)',
            params: Params,
            querystring: Query,
            produces: ['text/html'],
            response: html,
          },
        },
        async (request, reply) => {
          const opened = await open(request, reply);
          if (!opened) return reply;
          if (opened.checkout.status === 'challenge') return seeOther(reply, opened.links.challenge);
          return showCard(reply, opened, {}, {});
        },
      );

      app.post(
        '/checkout/:id',
        {
          schema: {
            tags: TAG,
            summary: 'Card form submit: Luhn, expiry, CVC, holder; Visa and Mastercard only',
            params: Params,
            querystring: Query,
            consumes: ['application/x-www-form-urlencoded'],
            body: Type.Object({ number: Text, expiry: Text, cvc: Text, holder: Text }),
            produces: ['text/html'],
            response: html,
          },
        },
        async (request, reply) => {
          const opened = await open(request, reply);
          if (!opened) return reply;
          const { checkout, links } = opened;
          if (checkout.status === 'challenge') return seeOther(reply, links.challenge);
          const form = {
            number: request.body.number ?? '',
            expiry: request.body.expiry ?? '',
            cvc: request.body.cvc ?? '',
            holder: request.body.holder ?? '',
          };
          const check = checkCard(form, now());
          // The form comes back with its errors as 200, as hosted card pages answer (browsers log 4xx pages as errors).
          if (!check.ok) return showCard(reply, opened, form, check.problems);
          const card = { brand: check.brand, last4: check.digits.slice(-4) };
          const behaviour = behaviourOf(check.digits);
          if (behaviour.kind === 'challenge') {
            await startChallenge(this.options.db, checkout.id, card);
            return seeOther(reply, links.challenge);
          }
          const settled = await this.settle(checkout, ['open'], {
            status: behaviour.kind === 'paid' ? 'succeeded' : 'declined',
            ...card,
            ...(behaviour.kind === 'declined' ? { declineReason: behaviour.reason } : {}),
          });
          return seeOther(reply, this.returnUrl(settled));
        },
      );

      app.get(
        '/checkout/:id/3ds',
        {
          schema: {
            tags: TAG,
            summary: '3-D Secure challenge page: the one-time code',
            params: Params,
            querystring: Query,
            produces: ['text/html'],
            response: html,
          },
        },
        async (request, reply) => {
          const opened = await open(request, reply, '/3ds');
          if (!opened) return reply;
          const { checkout, links } = opened;
          if (checkout.status !== 'challenge') return seeOther(reply, links.card);
          return showChallenge(reply, opened, null, SANDBOX_3DS_ATTEMPTS - checkout.challenge_attempts);
        },
      );

      app.post(
        '/checkout/:id/3ds',
        {
          schema: {
            tags: TAG,
            summary: `3-D Secure code submit (sandbox code ${SANDBOX_3DS_CODE}; ${SANDBOX_3DS_ATTEMPTS} wrong codes decline)`,
            params: Params,
            querystring: Query,
            consumes: ['application/x-www-form-urlencoded'],
            body: Type.Object({ code: Text }),
            produces: ['text/html'],
            response: html,
          },
        },
        async (request, reply) => {
          const opened = await open(request, reply, '/3ds');
          if (!opened) return reply;
          const { checkout, links } = opened;
          if (checkout.status !== 'challenge') return seeOther(reply, links.card);
          const code = (request.body.code ?? '').replace(/\s/g, '');
          if (code === '')
            return showChallenge(
              reply,
              opened,
              'codeRequired',
              SANDBOX_3DS_ATTEMPTS - checkout.challenge_attempts,
            );
          const decline = async () => {
            const settled = await this.settle(checkout, ['challenge'], {
              status: 'declined',
              declineReason: 'authentication_failed',
            });
            return seeOther(reply, this.returnUrl(settled));
          };
          if (code === SANDBOX_3DS_CODE) {
            const settled = await this.settle(checkout, ['challenge'], {
              status: 'succeeded',
              attemptsBelow: SANDBOX_3DS_ATTEMPTS,
            });
            if (settled.status === 'challenge') return decline();
            return seeOther(reply, this.returnUrl(settled));
          }
          const used = await countWrongCode(this.options.db, checkout.id, SANDBOX_3DS_ATTEMPTS);
          if (used === null) {
            // Over, or the limit was reached by a concurrent submit whose decline may not be written yet.
            const current = await findCheckout(this.options.db, checkout.id);
            if (current?.status === 'challenge') return decline();
            if (current && FINAL.includes(current.status)) return seeOther(reply, this.returnUrl(current));
            return seeOther(reply, links.card);
          }
          if (used >= SANDBOX_3DS_ATTEMPTS) return decline();
          return showChallenge(reply, opened, 'codeWrong', SANDBOX_3DS_ATTEMPTS - used);
        },
      );

      app.post(
        '/checkout/:id/cancel',
        {
          schema: {
            tags: TAG,
            summary: 'The student cancels on the card page and returns to the site',
            params: Params,
            querystring: Query,
            produces: ['text/html'],
            response: html,
          },
        },
        async (request, reply) => {
          const opened = await open(request, reply);
          if (!opened) return reply;
          const settled = await this.settle(opened.checkout, ['open', 'challenge'], {
            status: 'cancelled',
            declineReason: 'cancelled_by_customer',
          });
          return seeOther(reply, this.returnUrl(settled));
        },
      );
    };
  }
}

/** The sandbox's own ledger in the provider's words: what the reconciliation compares with the academy's. */
export async function listSandboxTransactions(
  db: Queryable,
  from: Date,
  to: Date,
): Promise<ProviderTransaction[]> {
  return (await sandboxTransactions(db, from, to)).map((row) => ({
    kind: row.kind,
    transactionId: row.id,
    paymentId: row.merchant_reference,
    amount: row.amount,
    currency: row.currency,
    at: row.at,
  }));
}
