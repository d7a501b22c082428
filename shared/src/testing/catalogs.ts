import { SUPPORTED_LANGUAGES, type Language } from '../i18n';

export type Catalog = { [key: string]: unknown };
/** One namespace's catalogs, one per supported language. */
export type CatalogSet = Record<Language, Catalog>;

function keys(tree: Catalog, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as Catalog, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** The text at a dotted key, e.g. leaf(catalog, 'validation.fillAllFields'). */
export function leaf(tree: Catalog, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], tree);
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * The key-for-key check every namespace runs wherever its catalogs live: each
 * language has exactly the English keys, every text is non-empty, and
 * placeholders match. Call it at the top level of a test file.
 */
export function describeCatalogs(namespace: string, catalogs: CatalogSet): void {
  describe(`the ${namespace} catalogs`, () => {
    const english = catalogs.en;

    it('are not empty', () => {
      expect(keys(english).length).toBeGreaterThan(10);
    });

    it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en').map((language) => [language]))(
      'have exactly the English keys in %s',
      (language) => {
        expect(keys(catalogs[language]).sort()).toEqual(keys(english).sort());
      },
    );

    it.each(SUPPORTED_LANGUAGES.map((language) => [language]))(
      'hold non-empty texts with the same placeholders in %s',
      (language) => {
        const catalog = catalogs[language];
        for (const key of keys(english)) {
          const text = leaf(catalog, key);
          expect(typeof text === 'string' && text.trim() !== '' ? key : `${key} is empty`).toBe(key);
          expect([key, placeholders(text as string)]).toEqual([
            key,
            placeholders(leaf(english, key) as string),
          ]);
        }
      },
    );
  });
}
