import { TEST_CARDS, behaviourOf, brandOf, checkCard, passesLuhn } from './cards';

const NOW = new Date('2026-11-23T09:00:00Z');
const card = { number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123', holder: 'Aruzhan Sadykova' };

describe('sandbox card rules', () => {
  it('has documented test cards that all pass the Luhn check and are Visa or Mastercard', () => {
    for (const test of TEST_CARDS) {
      expect(passesLuhn(test.number)).toBe(true);
      expect(brandOf(test.number)).toBe(test.brand);
    }
  });

  it.each([
    ['4111111111111111', 'visa'],
    ['4222222222222', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['378282246310005', 'other'],
    ['6011111111111117', 'other'],
    ['3530111333300000', 'other'],
    ['2200000000000004', 'other'],
  ])('recognises %s as %s', (number, brand) => {
    expect(brandOf(number)).toBe(brand);
  });

  it('accepts a card valid through the end of its expiry month, and refuses the month after', () => {
    expect(checkCard(card, NOW).ok).toBe(true);
    expect(checkCard({ ...card, expiry: '10/26' }, NOW)).toEqual({
      ok: false,
      problems: { expiry: 'expiryPast' },
    });
    expect(checkCard({ ...card, expiry: '11/2026' }, NOW).ok).toBe(true);
  });

  it('reports every problem at once', () => {
    expect(checkCard({ number: '1234', expiry: 'soon', cvc: 'abc', holder: '' }, NOW)).toEqual({
      ok: false,
      problems: {
        number: 'numberInvalid',
        expiry: 'expiryInvalid',
        cvc: 'cvcInvalid',
        holder: 'holderRequired',
      },
    });
  });

  it('declines any other well-formed card, as a test mode does with real cards', () => {
    expect(behaviourOf('4111111111111111')).toEqual({ kind: 'declined', reason: 'test_cards_only' });
    expect(behaviourOf('4242424242424242')).toEqual({ kind: 'paid' });
  });
});
