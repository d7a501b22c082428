import type { CardBrand } from '../provider';

/** The one-time 3-D Secure code the sandbox's "bank" accepts. */
export const SANDBOX_3DS_CODE = '123456';
/** Wrong codes allowed before the bank declines the payment. */
export const SANDBOX_3DS_ATTEMPTS = 3;

export type CardBehaviour =
  | { kind: 'paid' }
  | { kind: 'declined'; reason: 'card_declined' | 'insufficient_funds' | 'test_cards_only' }
  | { kind: 'challenge' };

/** The sandbox's documented test cards (README and docs/decisions/0139). Any expiry in the future, any CVC. */
export const TEST_CARDS: ReadonlyArray<{ number: string; brand: CardBrand; behaviour: CardBehaviour }> = [
  { number: '4242424242424242', brand: 'visa', behaviour: { kind: 'paid' } },
  { number: '5555555555554444', brand: 'mastercard', behaviour: { kind: 'paid' } },
  { number: '2223003122003222', brand: 'mastercard', behaviour: { kind: 'paid' } },
  { number: '4000000000000002', brand: 'visa', behaviour: { kind: 'declined', reason: 'card_declined' } },
  {
    number: '4000000000009995',
    brand: 'visa',
    behaviour: { kind: 'declined', reason: 'insufficient_funds' },
  },
  { number: '4000000000003220', brand: 'visa', behaviour: { kind: 'challenge' } },
  { number: '5200000000001096', brand: 'mastercard', behaviour: { kind: 'challenge' } },
];

/** Any other well-formed card is declined, as a provider's test mode declines real cards. */
export function behaviourOf(number: string): CardBehaviour {
  return (
    TEST_CARDS.find((card) => card.number === number)?.behaviour ?? {
      kind: 'declined',
      reason: 'test_cards_only',
    }
  );
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

export type DetectedBrand = CardBrand | 'other';

/** Visa: 4…, 13/16/19 digits. Mastercard: 51–55 or 2221–2720, 16 digits. Everything else is refused. */
export function brandOf(digits: string): DetectedBrand {
  if (/^4/.test(digits) && [13, 16, 19].includes(digits.length)) return 'visa';
  const prefix4 = Number(digits.slice(0, 4));
  if (digits.length === 16 && (/^5[1-5]/.test(digits) || (prefix4 >= 2221 && prefix4 <= 2720)))
    return 'mastercard';
  return 'other';
}

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardField = keyof CardForm;
export type CardProblem =
  | 'numberRequired'
  | 'numberInvalid'
  | 'numberLuhn'
  | 'brandRefused'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcRequired'
  | 'cvcInvalid'
  | 'holderRequired'
  | 'holderInvalid';

export type CardCheck =
  | { ok: true; digits: string; brand: CardBrand }
  | { ok: false; problems: Partial<Record<CardField, CardProblem>> };

/** Checks the card form as a provider's page would; `now` decides whether the expiry has passed. */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const raw = form.number.trim();
  const digits = raw.replace(/[\s-]/g, '');
  let brand: DetectedBrand = 'other';
  if (raw === '') problems.number = 'numberRequired';
  else if (!/^\d{12,19}$/.test(digits)) problems.number = 'numberInvalid';
  else if (!passesLuhn(digits)) problems.number = 'numberLuhn';
  else {
    brand = brandOf(digits);
    if (brand === 'other') problems.number = 'brandRefused';
  }

  const expiry = form.expiry.trim();
  const parts = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  if (expiry === '') problems.expiry = 'expiryRequired';
  else if (!parts) problems.expiry = 'expiryInvalid';
  else {
    const month = Number(parts[1]);
    const year = (parts[2] ?? '').length === 2 ? 2000 + Number(parts[2]) : Number(parts[2]);
    if (month < 1 || month > 12 || year > now.getUTCFullYear() + 20) problems.expiry = 'expiryInvalid';
    // A card is valid through the last day of its expiry month.
    else if (Date.UTC(year, month, 1) <= now.getTime()) problems.expiry = 'expiryPast';
  }

  const cvc = form.cvc.trim();
  if (cvc === '') problems.cvc = 'cvcRequired';
  else if (!/^\d{3}$/.test(cvc)) problems.cvc = 'cvcInvalid';

  const holder = form.holder.trim().replace(/\s+/g, ' ');
  if (holder === '') problems.holder = 'holderRequired';
  else if (!/^[\p{L}][\p{L} .'-]{1,99}$/u.test(holder)) problems.holder = 'holderInvalid';

  if (Object.keys(problems).length > 0 || brand === 'other') return { ok: false, problems };
  return { ok: true, digits, brand };
}
