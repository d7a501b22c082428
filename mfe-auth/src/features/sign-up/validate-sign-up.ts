import type { ValidationKey } from '@academy/shared';

/** Sign-up needs all three fields and matching passwords; returns a `common:` key. */
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
