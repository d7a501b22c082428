/**
 * Form rules several areas use (docs/product/constants.md#password-rules). A rule returns catalogue keys
 * (namespace `common`) of its messages; screens translate them with `t`. `ValidationKey` names every
 * `common:validation.*` message, including those of the rules the areas keep (decision 0212).
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
