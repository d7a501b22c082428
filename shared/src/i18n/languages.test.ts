import { requestHeaders } from '../api/request-headers';
import { storedVisitor } from '../session/stored-visitor';
import { toLanguage, visitorLanguage } from './languages';

describe('the language a visitor gets (the i18n instance and the page before any bundle alike)', () => {
  it.each([
    ['an English browser', null, ['en-US', 'en'], 'en'],
    ['a Russian browser', null, ['ru-RU', 'en'], 'ru'],
    ['a browser whose first language the site lacks, then Kazakh', null, ['de', 'kk'], 'kk'],
    ['a browser in no language of the site', null, ['de-DE', 'fr'], 'en'],
    ['Russian chosen on the site, in an English browser', 'ru', ['en-US'], 'ru'],
    ['English chosen on the site, in a Russian browser', 'en', ['ru'], 'en'],
    ['a stored value the site does not know', 'xx', ['kk-KZ'], 'kk'],
  ] as const)('%s', (_case, stored, languages, expected) => {
    expect(visitorLanguage(stored, { languages, language: languages[0] })).toBe(expected);
  });

  it('reads a browser that gives only its one language, or none at all', () => {
    expect(visitorLanguage(null, { language: 'kk-KZ' })).toBe('kk');
    expect(visitorLanguage(null, undefined)).toBe('en');
  });

  it('takes a language tag by its primary subtag, whatever its case', () => {
    expect(toLanguage('RU-ru')).toBe('ru');
    expect(toLanguage('kk')).toBe('kk');
    expect(toLanguage('english')).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });
});

describe('the stored visitor', () => {
  const browser = { languages: ['ru-RU'], language: 'ru-RU' };

  it('reads the keys the token store, the session store and the i18n instance keep', () => {
    const stored: Record<string, string> = {
      token: 'access',
      studentName: 'Ada',
      accountRole: 'instructor',
      i18nextLng: 'kk',
    };
    const localStorage = { getItem: (key: string) => stored[key] ?? null };
    expect(storedVisitor({ localStorage, navigator: browser })).toEqual({
      language: 'kk',
      token: 'access',
      name: 'Ada',
      role: 'instructor',
    });
  });

  it('has no name or role without a token, and is signed out in the browser language when storage is refused', () => {
    const remembered: Record<string, string> = { studentName: 'Ada', accountRole: 'instructor' };
    const noToken = { getItem: (key: string) => remembered[key] ?? null };
    expect(storedVisitor({ localStorage: noToken, navigator: browser })).toMatchObject({
      name: null,
      role: null,
    });
    const refused = {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      navigator: browser,
    };
    expect(storedVisitor(refused)).toEqual({ language: 'ru', token: null, name: null, role: null });
  });
});

describe('the headers of every API request', () => {
  it('say JSON, the interface language and, with a token, the bearer', () => {
    expect(requestHeaders(null, 'en')).toEqual({ Accept: 'application/json', 'Accept-Language': 'en-US' });
    expect(requestHeaders('t-1', 'kk')).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'kk-KZ',
      Authorization: 'Bearer t-1',
    });
    expect(requestHeaders(null, 'ru')['Accept-Language']).toBe('ru-RU');
  });
});
