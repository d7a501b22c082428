import { validateSignUp } from './validate-sign-up';

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
