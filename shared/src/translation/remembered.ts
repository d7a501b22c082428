import type { Language } from '../i18n/languages';

/**
 * The site's one cache of course-text translations (use-translated-texts.ts), by language and original
 * text. Texts the API kept as they were are not kept here, so a later screen asks for them again.
 */
const remembered = new Map<string, string>();

const key = (language: Language, text: string) => `${language}\u0000${text}`;

export function rememberedTranslation(language: Language, text: string): string | undefined {
  return remembered.get(key(language, text));
}

export function rememberTranslation(language: Language, text: string, translation: string): void {
  remembered.set(key(language, text), translation);
}

/** Forgets every translation (tests; `@academy/shared/testing`). */
export function forgetTranslations(): void {
  remembered.clear();
}
