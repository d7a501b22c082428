import { FALLBACK_MESSAGES } from '../api/errors';
import { describeCatalogs, leaf } from '../testing';
import enCommon from './locales/en/common.json';
import kkCommon from './locales/kk/common.json';
import ruCommon from './locales/ru/common.json';

const COMMON_CATALOGS = { en: enCommon, ru: ruCommon, kk: kkCommon };

describeCatalogs('common', COMMON_CATALOGS);

describe('texts the spec quotes', () => {
  const en = COMMON_CATALOGS.en;
  it.each([
    ['validation.fillAllFields', 'Please fill in all fields!'],
    ['validation.passwordsDoNotMatch', 'Passwords do not match!'],
    ['validation.namesRequired', 'First name and last name cannot be empty'],
    ['validation.passwordTooCommon', 'This password is too common.'],
    ['validation.passwordTooShort', 'This password is too short. It must contain at least 8 characters.'],
    ['validation.passwordEntirelyNumeric', 'This password is entirely numeric.'],
    ['validation.passwordChanged', 'Password changed.'],
    ['errors.loadingData', 'Error loading data'],
  ])('%#: %s is quoted verbatim', (key, text) => {
    expect(leaf(en, key)).toBe(text);
  });

  it('has every fallback of the error catalogue in English as the spec words it', () => {
    for (const [key, text] of Object.entries(FALLBACK_MESSAGES)) {
      expect(leaf(en, `errors.fallback.${key}`)).toBe(text);
    }
  });
});
