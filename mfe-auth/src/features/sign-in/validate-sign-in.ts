import type { ValidationKey } from '@academy/shared';

/** Sign-in needs both fields (docs/product/accounts-and-sign-in.md#sign-in); returns a `common:` key. */
export function validateSignIn(values: { email: string; password: string }): ValidationKey | null {
  if (values.email.trim() === '' || values.password === '') return 'validation.fillAllFields';
  return null;
}
