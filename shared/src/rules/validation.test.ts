import { validateNewPassword } from './validation';

describe('account-security password', () => {
  it('reports a mismatch before anything else', () => {
    expect(validateNewPassword('password', 'other')).toEqual(['validation.passwordsDoNotMatch']);
  });

  it.each(['password', 'PASSWORD', 'Qwerty', 'letmein', 'football', '12345678', '123456789'])(
    'rejects %s as too common',
    (password) => {
      expect(validateNewPassword(password, password)).toContain('validation.passwordTooCommon');
    },
  );

  it('rejects a password under 8 characters as too short', () => {
    expect(validateNewPassword('Ab1!xyz', 'Ab1!xyz')).toEqual(['validation.passwordTooShort']);
  });

  it('accepts exactly 8 characters', () => {
    expect(validateNewPassword('Ab1!xyzw', 'Ab1!xyzw')).toEqual([]);
  });

  it('rejects an all-digit password as entirely numeric', () => {
    expect(validateNewPassword('98765432', '98765432')).toEqual(['validation.passwordEntirelyNumeric']);
  });

  it("lists every failure in the spec's order, as Django does", () => {
    expect(validateNewPassword('12345678', '12345678')).toEqual([
      'validation.passwordTooCommon',
      'validation.passwordEntirelyNumeric',
    ]);
    expect(validateNewPassword('123', '123')).toEqual([
      'validation.passwordTooShort',
      'validation.passwordEntirelyNumeric',
    ]);
  });
});
