import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '.';

/** The UI language, re-rendering on change (for prices, relative times, translated course text). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(resolved)
    ? (resolved as Language)
    : FALLBACK_LANGUAGE;
}
