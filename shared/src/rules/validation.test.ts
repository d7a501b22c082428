import {
  isCodeComplete,
  isValidCodeBox,
  validateNewPassword,
  validateProfileNames,
  validateSignIn,
  validateSignUp,
} from './validation';

describe('sign-in', () => {
  it.each([
    ['', 'secret'],
    ['ada@academy.test', ''],
    ['   ', 'secret'],
  ])('asks to fill in all fields for email %j and password %j', (email, password) => {
    expect(validateSignIn({ email, password })).toBe('validation.fillAllFields');
  });

  it('accepts both fields filled', () => {
    expect(validateSignIn({ email: 'ada@academy.test', password: 'secret' })).toBeNull();
  });
});

describe('sign-up', () => {
  it('asks to fill in all fields when one of the three is empty', () => {
    expect(validateSignUp({ email: 'a@b.c', password1: 'x', password2: '' })).toBe(
      'validation.fillAllFields',
    );
    expect(validateSignUp({ email: '', password1: 'x', password2: 'x' })).toBe('validation.fillAllFields');
  });

  it('says the passwords do not match', () => {
    expect(validateSignUp({ email: 'a@b.c', password1: 'one', password2: 'two' })).toBe(
      'validation.passwordsDoNotMatch',
    );
  });

  it('accepts a complete, matching form', () => {
    expect(validateSignUp({ email: 'a@b.c', password1: 'same', password2: 'same' })).toBeNull();
  });
});

describe('profile names', () => {
  it('rejects names that are empty once trimmed', () => {
    expect(validateProfileNames({ first_name: '  ', last_name: 'Lovelace' })).toBe(
      'validation.namesRequired',
    );
    expect(validateProfileNames({ first_name: 'Ada', last_name: '' })).toBe('validation.namesRequired');
  });

  it('accepts both names', () => {
    expect(validateProfileNames({ first_name: ' Ada ', last_name: 'Lovelace' })).toBeNull();
  });
});

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
});
