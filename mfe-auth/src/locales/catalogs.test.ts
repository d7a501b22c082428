import { describeCatalogs, leaf } from '@academy/shared/testing';
import { CATALOGS } from './test-catalogs';

describeCatalogs('auth', CATALOGS);

it('quotes the spec verbatim', () => {
  expect(leaf(CATALOGS.en, 'verification.success')).toBe('You have successfully registered!');
});
