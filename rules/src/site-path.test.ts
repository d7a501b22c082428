import cases from '../../test-support/site-paths.json';
import { isSitePath } from './site-path';

describe('the check of a path on the site', () => {
  it.each(cases.sitePaths)('accepts $value ($why)', ({ value }) => {
    expect(isSitePath(value)).toBe(true);
  });

  it.each(cases.notSitePaths)('refuses $value ($why)', ({ value }) => {
    expect(isSitePath(value)).toBe(false);
  });

  it('refuses a path longer than any page of the site', () => {
    expect(isSitePath(`/${'a'.repeat(2048)}`)).toBe(false);
  });
});
