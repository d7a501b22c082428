import { isCodeComplete, isValidCodeBox } from './verification-code';

describe('verification code', () => {
  it.each(['', '0', '7', '9'])('a box may hold %j', (value) => expect(isValidCodeBox(value)).toBe(true));
  it.each(['a', '12', ' ', '-'])('a box may not hold %j', (value) =>
    expect(isValidCodeBox(value)).toBe(false),
  );

  it('is complete only with four digits', () => {
    expect(isCodeComplete(['1', '2', '3', '4'])).toBe(true);
    expect(isCodeComplete(['1', '2', '3', ''])).toBe(false);
    expect(isCodeComplete(['1', '2', '3'])).toBe(false);
  });

  it('is complete with as many digits as the code has, when told its length', () => {
    expect(isCodeComplete('12345678'.split(''), 8)).toBe(true);
    expect(isCodeComplete(['1', '2', '3', '4'], 8)).toBe(false);
  });
});
