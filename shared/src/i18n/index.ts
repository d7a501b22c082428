import i18next, { type i18n as I18n, type LanguageDetectorModule, type ReadCallback } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { readLocal, writeLocal } from '../session/local-storage';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  toLanguage,
  visitorLanguage,
  type Language,
} from './languages';

export { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, type Language };

/**
 * The kernel's own namespace: texts several areas use (buttons, statuses,
 * errors, form rules, the language switch, the not-found screen). Every other
 * namespace belongs to the bundle that shows it (`shell`, `public`, `auth`,
 * `profile`, `learning`) and is added by that bundle with registerNamespace.
 */
export const KERNEL_NAMESPACE = 'common';
/** Namespace names in use; a bundle may add its own. */
export type Namespace = string;

export type CatalogLoader = (language: Language) => Promise<unknown>;

/** The single i18n instance of the site, shared as a singleton through @academy/shared. */
export const i18n: I18n = i18next.createInstance();

let initialising: Promise<I18n> | null = null;

const loaders = new Map<string, CatalogLoader>([
  [KERNEL_NAMESPACE, (language) => import(`./locales/${language}/common.json`)],
]);

/** Reads a catalog through the loader its bundle registered (each bundle imports its own JSON). */
function loadCatalog(language: string, namespace: string): Promise<unknown> {
  const load = loaders.get(namespace);
  if (!load) return Promise.reject(new Error(`No catalogs registered for the namespace "${namespace}"`));
  return load(toLanguage(language) ?? FALLBACK_LANGUAGE);
}

/**
 * The visitor's language at start, picked as the page's visitor script picks it before any bundle
 * (visitorLanguage: the stored choice, then the browser's languages), and the choice kept on change.
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    visitorLanguage(
      readLocal(LANGUAGE_STORAGE_KEY),
      typeof navigator === 'undefined' ? undefined : navigator,
    ),
  cacheUserLanguage: (language) => writeLocal(LANGUAGE_STORAGE_KEY, language),
};

/**
 * Adds a bundle's namespace to the site's one i18n instance. `load` is the
 * bundle's own dynamic import of `locales/{language}/{namespace}.json`, so the
 * texts travel with the bundle that shows them: redeploying a remote
 * redeploys its texts. Works before, during and after initI18n, inside the
 * shell and standalone; a language change loads the namespace in the new language
 * through the same loader (with the retries of initI18n).
 */
export function registerNamespace(namespace: string, load: CatalogLoader): Promise<void> {
  loaders.set(namespace, load);
  if (i18n.isInitialized) return i18n.loadNamespaces(namespace).then(() => undefined);
  // Registered while initI18n is under way (a first screen loading beside the texts): its catalog is
  // read as soon as the language is known, not one round trip later when the screen first renders.
  // A failure here is met again, and reported, by the screen's own read.
  if (initialising)
    return initialising
      .then(() => i18n.loadNamespaces(namespace))
      .then(
        () => undefined,
        () => undefined,
      );
  return Promise.resolve();
}

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
 * `namespaces` are loaded before it resolves (they must be registered first).
 * Catalogs are loaded per namespace with a dynamic import, retried 5 times
 * from 350 ms doubling, at most 10 reads at once (docs/product/constants.md#languages).
 */
export function initI18n(options: { namespaces?: Namespace[] } = {}): Promise<I18n> {
  initialising ??= i18n
    .use(languageDetector)
    .use(resourcesToBackend(catalogReader(loadCatalog)))
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      ns: [
        KERNEL_NAMESPACE,
        ...(options.namespaces ?? []).filter((namespace) => namespace !== KERNEL_NAMESPACE),
      ],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      react: { useSuspense: true },
    })
    .then(() => i18n);
  return initialising;
}

/**
 * The interface language: the one way to read it outside React (useLanguage is the one inside), for
 * the Accept-Language of every call, prices, dates and the document's lang.
 */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? FALLBACK_LANGUAGE;
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}
