/**
 * The site's languages and the one way a language is picked, free of imports: the i18n instance
 * reads it at start, and the shell's visitor script inlines it into the page before any bundle
 * (docs/decisions/0213), so both pick the same language for a visitor.
 */
export const SUPPORTED_LANGUAGES = ['en', 'ru', 'kk'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
/** Local storage key under which the chosen language is kept. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** A site language for a language tag (`ru-RU` is Russian), or null when the site has none for it. */
export function toLanguage(tag: string | null | undefined): Language | null {
  const primary = (tag ?? '').toLowerCase().split('-')[0] ?? '';
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
}

/**
 * The language a visitor gets: the one they chose on the site (`stored`), else the first of their
 * browser's languages, in its order, that the site has, else English.
 */
export function visitorLanguage(
  stored: string | null,
  browser: { readonly languages?: readonly string[]; readonly language?: string } | undefined,
): Language {
  for (const candidate of [stored, ...(browser?.languages ?? [browser?.language])]) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}
