import { validateSignIn } from './validate-sign-in';

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
