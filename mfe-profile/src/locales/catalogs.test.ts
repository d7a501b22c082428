import { describeCatalogs, leaf } from '@academy/shared/testing';
import { CATALOGS } from './test-catalogs';

describeCatalogs('profile', CATALOGS);

it.each([
  ['delete.confirm', 'Are you sure you want to delete your account? This action cannot be undone.'],
  ['confirmAction', 'Are you sure you want to perform this action?'],
  ['delete.yes', 'Yes, I do'],
  ['personal.updateError', 'Error updating profile data'],
  ['personal.updateFailed', 'Update failed'],
  ['personal.saved', 'Changes saved successfully'],
])('%#: %s is quoted verbatim', (key, text) => {
  expect(leaf(CATALOGS.en, key)).toBe(text);
});
