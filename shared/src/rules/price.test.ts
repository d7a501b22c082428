import { displayPrice, formatPrice, toAmount } from './price';

const course = { tenge_price: '225000.00', new_price: '449.60', old_price: 600.4, discount_percentage: 20 };

it('shows new_price and old_price in dollars for the English UI, rounded', () => {
  expect(displayPrice(course, 'en')).toEqual({ current: 450, old: 600, symbol: '$' });
});

it('does the same for the Kazakh UI', () => {
  expect(displayPrice(course, 'kk')).toEqual({ current: 450, old: 600, symbol: '$' });
});

it('shows tenge_price for the Russian UI, with the old price reduced by discount_percentage', () => {
  expect(displayPrice(course, 'ru')).toEqual({ current: 225000, old: 180000, symbol: '₸' });
});

it('shows 0 when prices are missing or unreadable', () => {
  expect(displayPrice({ new_price: '', old_price: null }, 'en')).toEqual({ current: 0, old: 0, symbol: '$' });
  expect(displayPrice(null, 'ru')).toEqual({ current: 0, old: 0, symbol: '₸' });
  expect(displayPrice({ tenge_price: 'abc' }, 'ru')).toEqual({ current: 0, old: 0, symbol: '₸' });
});

it('reads DRF decimal strings and numbers alike', () => {
  expect(toAmount('450.00')).toBe(450);
  expect(toAmount(12.5)).toBe(12.5);
  expect(toAmount(undefined)).toBe(0);
});

it('prefixes the amount with the currency symbol', () => {
  expect(formatPrice(450, '$')).toBe('$450');
});

it('groups the digits as the interface language writes them, with a space that never breaks in Russian and Kazakh', () => {
  expect(formatPrice(1200, '$')).toBe('$1,200');
  expect(formatPrice(180000, '$', 'en')).toBe('$180,000');
  expect(formatPrice(180000, '₸', 'ru')).toBe('₸180\u00a0000');
  expect(formatPrice(180000, '$', 'kk')).toBe('$180\u00a0000');
  expect(formatPrice(0, '$', 'ru')).toBe('$0');
});
