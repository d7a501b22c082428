import { validatePassword } from './password-validation';

describe("Django's password validators", () => {
  it('accepts a long, uncommon password unrelated to the e-mail', () => {
    expect(validatePassword('Arbitration-2026', 'demo@academy.test', 'en')).toEqual([]);
  });

  it.each(['password', 'PASSWORD', '12345678', 'qwerty', 'letmein', '123456789', 'football'])(
    'rejects the common password %s',
    (password) => {
      expect(validatePassword(password, 'someone@example.test', 'en')).toContain(
        'This password is too common.',
      );
    },
  );

  it('rejects a short password', () => {
    expect(validatePassword('Xy7#kq', 'a@b.test', 'en')).toEqual([
      'This password is too short. It must contain at least 8 characters.',
    ]);
  });

  it('rejects an entirely numeric password', () => {
    expect(validatePassword('90817263545', 'a@b.test', 'en')).toEqual(['This password is entirely numeric.']);
  });

  it('rejects a password close to the e-mail or a part of it', () => {
    expect(validatePassword('jonathan.whitfield1', 'jonathan.whitfield@example.test', 'en')).toContain(
      'The password is too similar to the email address.',
    );
    expect(validatePassword('Whitfield99', 'jonathan.whitfield@example.test', 'en')).toContain(
      'The password is too similar to the email address.',
    );
  });

  it('answers in Russian when asked', () => {
    expect(validatePassword('12345', 'a@b.test', 'ru')).toContain('Введённый пароль состоит только из цифр.');
  });
});
