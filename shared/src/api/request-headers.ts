import type { Language } from '../i18n/languages';

/**
 * The headers of every API request, free of imports: the site's client (client.ts) and the shell's
 * visitor script, which starts the first screen's calls before any bundle (docs/decisions/0008),
 * both build them here, so an early response matches the client's request header for header
 * (docs/decisions/0208).
 */

/** The Accept-Language header each interface language sends. */
export const ACCEPT_LANGUAGES: Readonly<Record<Language, string>> = { en: 'en-US', ru: 'ru-RU', kk: 'kk-KZ' };

/** JSON, the interface language, and the bearer token when there is one. */
export function requestHeaders(token: string | null, language: Language): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': ACCEPT_LANGUAGES[language],
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
