import { pickLanguage, translate } from './messages';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['en-US', 'en'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['de-DE,kk;q=0.5', 'kk'],
    ['fr', 'en'],
    ['en;q=0.1, ru;q=0.9', 'ru'],
    ['ru;q=0', 'en'],
  ])('reads %s as %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});

describe('translate', () => {
  it('fills in parameters', () => {
    expect(translate('en', 'resendTooEarly', { seconds: 42 })).toBe(
      'Please wait 42 seconds before requesting a new code.',
    );
  });
});
