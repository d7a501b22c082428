import type { Money } from '../api/types';

/** A price as the wire sends it (a decimal string) or as a number. */
type Amount = Money | number;
import type { Language } from '../i18n';

export interface PriceSource {
  tenge_price?: Amount | null;
  new_price?: Amount | null;
  old_price?: Amount | null;
  discount_percentage?: number | string | null;
}

export interface DisplayPrice {
  current: number;
  old: number;
  symbol: string;
}

/** The Russian UI shows tenge prices; other languages show dollars (docs/product/constants.md#prices). */
export const CURRENCY_SYMBOLS: Record<Language, string> = { en: '$', ru: '₸', kk: '$' };

/** Money arrives as a number or a DRF decimal string ("450.00"); anything unreadable counts as 0. */
export function toAmount(value: Amount | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : 0;
}

/**
 * Prices (docs/product/constants.md#prices), rounded to integers and 0 when missing. For the Russian
 * UI the price is tenge_price and the old price is tenge_price reduced by
 * discount_percentage (the rule as given); otherwise new_price and old_price.
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

/**
 * The interface language's number locale. Kazakh groups digits as Russian does (a space); Chromium's
 * ICU has no Kazakh number data and would write "180,000", so Kazakh borrows Russian's rules.
 */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU', kk: 'ru-RU' };
const numberFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A whole amount after its symbol, digits grouped as the interface language writes them:
 * "$1,200" in English, "₸180 000" in Russian and Kazakh (a no-break space, so a price never wraps).
 */
export function formatPrice(amount: number, symbol: string, language: Language = 'en'): string {
  let format = numberFormats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 0 });
    numberFormats.set(language, format);
  }
  return `${symbol}${format.format(amount)}`;
}
