import { INVISIBLE_CASES, LEGITIMATE_NAMES } from '../test-helpers/visible-text-cases';
import { hasInvisibleCharacters, withoutInvisibleCharacters } from './visible-text';

describe('the rule for text a reader must be able to see', () => {
  it.each(INVISIBLE_CASES)('finds a %s', (_kind, value) => {
    expect(hasInvisibleCharacters(value)).toBe(true);
    expect(hasInvisibleCharacters(withoutInvisibleCharacters(value))).toBe(false);
  });

  it.each(LEGITIMATE_NAMES)('finds nothing in %s', (name) => {
    expect(hasInvisibleCharacters(name)).toBe(false);
    expect(withoutInvisibleCharacters(name)).toBe(name);
  });
});
