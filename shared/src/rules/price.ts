import type { Money } from '../api/types';
import type { Language } from '../i18n';

export interface PriceSource {
  tenge_price?: Money | null;
  new_price?: Money | null;
  old_price?: Money | null;
  discount_percentage?: number | string | null;
}

export interface DisplayPrice {
  current: number;
  old: number;
  symbol: string;
}

/** SPEC 9: the Russian UI shows tenge prices; other languages show dollars. */
export const CURRENCY_SYMBOLS: Record<Language, string> = { en: '$', ru: '₸', kk: '$' };

/** Money arrives as a number or a DRF decimal string ("450.00"); anything unreadable counts as 0. */
export function toAmount(value: Money | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : 0;
}

/**
 * Prices of SPEC 2/9, rounded to integers and 0 when missing. For the Russian
 * UI the price is tenge_price and the old price is tenge_price reduced by
 * discount_percentage (to the letter of the spec); otherwise new_price and old_price.
 */
export function displayPrice(source: PriceSource | null | undefined, language: Language): DisplayPrice {
  const symbol = CURRENCY_SYMBOLS[language];
  if (!source) return { current: 0, old: 0, symbol };
  if (language === 'ru') {
    const tenge = toAmount(source.tenge_price);
    const discount = toAmount(source.discount_percentage);
    return { current: Math.round(tenge), old: Math.round(tenge * (1 - discount / 100)), symbol };
  }
  return {
    current: Math.round(toAmount(source.new_price)),
    old: Math.round(toAmount(source.old_price)),
    symbol,
  };
}

/** "$450" / "₸180000" */
export function formatPrice(amount: number, symbol: string): string {
  return `${symbol}${amount}`;
}
