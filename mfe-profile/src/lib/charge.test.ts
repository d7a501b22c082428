import { formatCharge } from './charge';

it('writes a charge with the symbol of its settlement currency, or its code when there is none', () => {
  expect(formatCharge(180000, 'KZT', 'ru')).toBe('₸180\u00a0000');
  expect(formatCharge(450, 'USD')).toBe('$450');
  expect(formatCharge(3000, 'EUR', 'en')).toBe('EUR 3,000');
});
