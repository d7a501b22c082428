import { validateProfileNames } from './profile-names';

describe('profile names', () => {
  it('rejects names that are empty once trimmed', () => {
    expect(validateProfileNames({ first_name: '  ', last_name: 'Lovelace' })).toBe(
      'validation.namesRequired',
    );
    expect(validateProfileNames({ first_name: 'Ada', last_name: '' })).toBe('validation.namesRequired');
  });

  it('accepts both names', () => {
    expect(validateProfileNames({ first_name: ' Ada ', last_name: 'Lovelace' })).toBeNull();
  });
});
