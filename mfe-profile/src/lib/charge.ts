import { formatPrice, type Language } from '@academy/shared';

/** Symbols of the currencies a payment is settled in; any other shows its ISO code. */
const SETTLEMENT_SYMBOLS: Record<string, string> = { KZT: '₸', USD: '$' };

/** An amount charged in a currency (ISO 4217 code), e.g. a payment in the student's purchases. */
export function formatCharge(amount: number, currency: string, language: Language = 'en'): string {
  return formatPrice(amount, SETTLEMENT_SYMBOLS[currency] ?? `${currency} `, language);
}
