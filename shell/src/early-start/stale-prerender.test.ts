import { markStalePrerender, type VisitorFacts } from './stale-prerender';

const FACTS: VisitorFacts = {
  languages: ['en', 'ru', 'kk'],
  languageKey: 'i18nextLng',
  tokenKey: 'token',
  attribute: 'data-prerender',
};

/** A window with the given browser languages and stored values, and a fresh <html>. */
function visitor({ languages = ['en-US'], stored = {} as Record<string, string>, storage = true } = {}) {
  const documentElement = document.createElement('html');
  const win = {
    document: { documentElement },
    navigator: { languages, language: languages[0] },
    get localStorage() {
      if (!storage) throw new DOMException('The operation is insecure.', 'SecurityError');
      return { getItem: (key: string) => stored[key] ?? null };
    },
  } as unknown as Window;
  return { win, stale: () => documentElement.getAttribute('data-prerender') === 'stale' };
}

it.each([
  ['an English browser', { languages: ['en-US', 'en'] }, false],
  ['a browser whose first language the site lacks, then English', { languages: ['de-DE', 'en-GB'] }, false],
  ['a browser in no language of the site', { languages: ['de-DE', 'fr'] }, false],
  ['a Russian browser', { languages: ['ru-RU', 'en'] }, true],
  ['a browser whose first language the site lacks, then Kazakh', { languages: ['de', 'kk'] }, true],
  ['Russian chosen on the site, in an English browser', { stored: { i18nextLng: 'ru' } }, true],
  [
    'English chosen on the site, in a Russian browser',
    { languages: ['ru'], stored: { i18nextLng: 'en' } },
    false,
  ],
  ['a stored token', { stored: { token: 'access' } }, true],
  ['storage refused, in a Kazakh browser', { languages: ['kk-KZ'], storage: false }, true],
  ['storage refused, in an English browser', { storage: false }, false],
])('%s: hidden %p', (_name, options, hidden) => {
  const { win, stale } = visitor(options);
  markStalePrerender(FACTS, win);
  expect(stale()).toBe(hidden);
});

it('works as the text the shell places in the page (it is stringified, not bundled)', () => {
  const { win, stale } = visitor({ languages: ['ru-RU'] });
  new Function('win', `(${markStalePrerender.toString()})(${JSON.stringify(FACTS)}, win)`)(win);
  expect(stale()).toBe(true);
});
