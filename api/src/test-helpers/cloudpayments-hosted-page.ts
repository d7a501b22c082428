import type { ServerResponse } from 'node:http';

/**
 * The stand-in's hosted payment page (`Model.Url` of `/orders/create`), for the browser test only: a
 * card form, the 3-D Secure step of the cards that have one, then the notifications CloudPayments
 * sends (Check before the charge, then Pay or Fail) and the redirect to the order's
 * SuccessRedirectUrl or FailRedirectUrl. The real page and the issuer's 3-D Secure page are the
 * provider's and the bank's; this one keeps to what the academy sees of them (docs/decisions/0159).
 */

/** CloudPayments' published test cards: brand, whether 3-D Secure asks, and the decline's ReasonCode. */
export const STAND_IN_CARDS: Record<string, { brand: string; secure: boolean; reasonCode: number | null }> = {
  '4242424242424242': { brand: 'Visa', secure: true, reasonCode: null },
  '5555555555554444': { brand: 'MasterCard', secure: true, reasonCode: null },
  '4012888888881881': { brand: 'Visa', secure: false, reasonCode: null },
  '4000055555555599': { brand: 'Visa', secure: true, reasonCode: 5051 },
};
/** Any other number is refused as an invalid card. */
const INVALID_CARD = 5014;
/** The issuer's page refused the holder (the "Decline" button of the 3-D Secure step). */
const AUTHENTICATION_FAILED = 5206;

/** What the page reads of the stand-in's order. */
export interface HostedOrder {
  Id: string;
  Amount: number;
  Currency: string;
  Description: string;
  Status: string;
  SuccessRedirectUrl: string;
  FailRedirectUrl: string;
}

export interface HostedPageDeps<Order extends HostedOrder> {
  /** The order the page is for, by its Id. */
  order(id: string): Order | undefined;
  /** Signs and posts a notification of `kind` (check, pay, fail) for the order; answers the body's `code`. */
  notify(
    kind: 'check' | 'pay' | 'fail',
    order: Order,
    fields: Record<string, string | number>,
  ): Promise<number | null>;
  /** Marks the order charged. */
  charged(order: Order): void;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function html(response: ServerResponse, status: number, title: string, body: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${escape(title)}</title><style>body{font:16px system-ui;max-width:26rem;margin:2rem auto;padding:0 1rem}` +
      `label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}` +
      `button{margin-top:1rem;padding:.6rem 1.2rem}</style></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`,
  );
}

function redirect(response: ServerResponse, to: string) {
  response.writeHead(303, { location: to });
  response.end();
}

/** Handles GET and POST of `/d/<order id>` and `/d/<order id>/3ds`; false when the path is none of them. */
export async function hostedPage<Order extends HostedOrder>(
  deps: HostedPageDeps<Order>,
  method: string,
  path: string,
  form: URLSearchParams,
  response: ServerResponse,
): Promise<boolean> {
  const match = /^\/d\/([0-9a-f]{16})(\/3ds)?$/.exec(path);
  if (!match) return false;
  const order = deps.order(match[1] ?? '');
  if (!order) {
    html(response, 404, 'Payment not found', '<p>This payment link is not valid.</p>');
    return true;
  }
  if (order.Status !== 'Created') {
    html(response, 409, 'Payment closed', '<p>This order is paid or cancelled.</p>');
    return true;
  }
  const amount = `${order.Amount.toLocaleString('en-US')} ${order.Currency}`;
  if (method === 'GET' && !match[2]) {
    html(
      response,
      200,
      'Pay by card',
      `<p>${escape(order.Description)}: <strong>${escape(amount)}</strong></p>` +
        `<form method="post"><label for="n">Card number</label><input id="n" name="number" inputmode="numeric" autocomplete="cc-number">` +
        `<label for="e">Expiry date</label><input id="e" name="expiry" placeholder="MM/YY" autocomplete="cc-exp">` +
        `<label for="c">CVC</label><input id="c" name="cvc" inputmode="numeric" autocomplete="cc-csc">` +
        `<button type="submit">Pay ${escape(amount)}</button></form>`,
    );
    return true;
  }
  if (method !== 'POST') {
    html(response, 405, 'Not allowed', '<p>POST the form.</p>');
    return true;
  }
  const number = (form.get('number') ?? '').replace(/\s+/g, '');
  const card = STAND_IN_CARDS[number];
  const fields = {
    CardFirstSix: number.slice(0, 6),
    CardLastFour: number.slice(-4),
    CardType: card?.brand ?? 'Visa',
  };
  const decline = async (reasonCode: number) => {
    await deps.notify('fail', order, {
      ...fields,
      Status: 'Declined',
      ReasonCode: reasonCode,
      OperationType: 'Payment',
    });
    redirect(response, order.FailRedirectUrl);
  };
  if (!card) return decline(INVALID_CARD).then(() => true);
  if (card.secure && !match[2]) {
    html(
      response,
      200,
      '3-D Secure',
      `<p>Your bank asks you to confirm ${escape(amount)} to ${escape(order.Description)}.</p>` +
        `<form method="post" action="/d/${order.Id}/3ds"><input type="hidden" name="number" value="${escape(number)}">` +
        `<button type="submit" name="answer" value="confirm">Confirm</button> ` +
        `<button type="submit" name="answer" value="decline">Decline</button></form>`,
    );
    return true;
  }
  if (match[2] && form.get('answer') !== 'confirm') return decline(AUTHENTICATION_FAILED).then(() => true);
  if (card.reasonCode !== null) return decline(card.reasonCode).then(() => true);
  // Before the charge the shop is asked whether it may go on; any code but 0 stops it.
  const verdict = await deps.notify('check', order, fields);
  if (verdict !== 0) {
    html(
      response,
      200,
      'Payment refused',
      `<p>The shop refused this payment (code ${verdict ?? 'none'}).</p>`,
    );
    return true;
  }
  deps.charged(order);
  await deps.notify('pay', order, fields);
  redirect(response, order.SuccessRedirectUrl);
  return true;
}
