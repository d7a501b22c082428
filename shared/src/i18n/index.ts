import i18next, { type i18n as I18n, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en', 'ru', 'kk'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
/** Local storage key under which the chosen language is cached. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * Namespaces, one per owner, so a remote downloads only its own texts:
 * `common` (texts several areas use), `shell` (layout, not-found, remote
 * fallback), and one per remote.
 */
export const NAMESPACES = ['common', 'shell', 'public', 'auth', 'profile', 'learning'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The single i18n instance of the site, shared as a singleton through @academy/shared. */
export const i18n: I18n = i18next.createInstance();

let initialising: Promise<I18n> | null = null;

/**
 * Adapts a catalog loader to i18next's backend. i18next retries a failed read
 * only when the callback gets an error together with a truthy "retry" flag, so
 * a rejected chunk load reports `true` and is retried (maxRetries, retryTimeout).
 */
export function catalogReader(
  load: (language: string, namespace: string) => Promise<unknown>,
): (language: string, namespace: string, callback: ReadCallback) => void {
  return (language, namespace, callback) => {
    load(language, namespace).then(
      (module) => {
        const catalog = (module as { default?: unknown } | null)?.default ?? module;
        callback(null, catalog as Parameters<ReadCallback>[1]);
      },
      (error: unknown) => callback(error instanceof Error ? error : String(error), true),
    );
  };
}

/**
 * Initialises the shared instance once; later calls return the same promise.
 * Catalogs are loaded per namespace with a dynamic import, retried 5 times
 * from 350 ms doubling, at most 10 reads at once (SPEC section 7).
 */
export function initI18n(options: { namespaces?: Namespace[] } = {}): Promise<I18n> {
  initialising ??= i18n
    .use(LanguageDetector)
    .use(resourcesToBackend(catalogReader((language, namespace) => import(`./locales/${language}/${namespace}.json`))))
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      ns: options.namespaces ?? ['common', 'shell'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      react: { useSuspense: true },
    })
    .then(() => i18n);
  return initialising;
}

export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(resolved) ? (resolved as Language) : FALLBACK_LANGUAGE;
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}
