/**
 * Form rules (docs/product/constants.md#password-rules, #names). Each rule returns the catalogue key
 * (namespace `common`) of its message, or null when the input passes; screens translate the key with `t`.
 */
export type ValidationKey =
  | 'validation.fillAllFields'
  | 'validation.passwordsDoNotMatch'
  | 'validation.namesRequired'
  | 'validation.passwordTooCommon'
  | 'validation.passwordTooShort'
  | 'validation.passwordEntirelyNumeric';

/**
 * The common passwords of docs/product/constants.md#password-rules (from Django's CommonPasswordValidator
 * list).
 */
export const COMMON_PASSWORDS = [
  'password',
  '12345678',
  'qwerty',
  'letmein',
  '123456789',
  'football',
] as const;
export const MIN_PASSWORD_LENGTH = 8;
export const CODE_LENGTH = 4;

export function validateSignIn(values: { email: string; password: string }): ValidationKey | null {
  if (values.email.trim() === '' || values.password === '') return 'validation.fillAllFields';
  return null;
}

export function validateSignUp(values: {
  email: string;
  password1: string;
  password2: string;
}): ValidationKey | null {
  if (values.email.trim() === '' || values.password1 === '' || values.password2 === '')
    return 'validation.fillAllFields';
  if (values.password1 !== values.password2) return 'validation.passwordsDoNotMatch';
  return null;
}

/** Profile names are trimmed and both required. */
export function validateProfileNames(values: {
  first_name: string;
  last_name: string;
}): ValidationKey | null {
  if (values.first_name.trim() === '' || values.last_name.trim() === '') return 'validation.namesRequired';
  return null;
}

/**
 * Account-security rules in the order of docs/product/constants.md#password-rules: the confirmation must
 * match, then Django's validators (common, too short, entirely numeric). Returns every failing message, as
 * Django does; an empty list means the password is accepted.
 */
export function validateNewPassword(password: string, confirmation: string): ValidationKey[] {
  if (password !== confirmation) return ['validation.passwordsDoNotMatch'];
  const problems: ValidationKey[] = [];
  if ((COMMON_PASSWORDS as readonly string[]).includes(password.toLowerCase()))
    problems.push('validation.passwordTooCommon');
  if (password.length < MIN_PASSWORD_LENGTH) problems.push('validation.passwordTooShort');
  if (/^\d+$/.test(password)) problems.push('validation.passwordEntirelyNumeric');
  return problems;
}

/** A verification box holds one digit 0-9 or nothing. */
export function isValidCodeBox(value: string): boolean {
  return value === '' || /^[0-9]$/.test(value);
}

/** The code is complete when every box (four unless told otherwise) holds a digit. */
export function isCodeComplete(digits: readonly string[], length: number = CODE_LENGTH): boolean {
  return digits.length === length && digits.every((digit) => /^[0-9]$/.test(digit));
}
