import type { ValidationKey } from '@academy/shared';

/** Profile names are trimmed and both required. */
export function validateProfileNames(values: {
  first_name: string;
  last_name: string;
}): ValidationKey | null {
  if (values.first_name.trim() === '' || values.last_name.trim() === '') return 'validation.namesRequired';
  return null;
}
