import { useLanguage, type Language } from '@academy/shared';
import { useEffect, useState } from 'react';
import { postTranslateTexts } from './api/post-translate';

const remembered = new Map<string, string>();
const key = (language: Language, text: string) => `${language}\u0000${text}`;

/**
 * Topic and seminar titles in the UI language (docs/product/public-pages.md#about-the-course): the originals
 * at once, the translations when they arrive, in one call for the whole list. English shows the titles as
 * written; a title the service could not translate, or a failed call, keeps its original text.
 */
export function useTranslatedTexts(texts: readonly string[]): readonly string[] {
  const language = useLanguage();
  const signature = texts.join('\u0001');
  const [, setVersion] = useState(0);

  useEffect(() => {
    if (language === 'en') return undefined;
    const missing = [...new Set(signature === '' ? [] : signature.split('\u0001'))].filter(
      (text) => text.trim() !== '' && !remembered.has(key(language, text)),
    );
    if (missing.length === 0) return undefined;
    let current = true;
    postTranslateTexts({ texts: missing, target: language }).then(
      ({ translations }) => {
        missing.forEach((text, index) => {
          const result = translations[index];
          if (result?.translated) remembered.set(key(language, text), result.text);
        });
        if (current) setVersion((version) => version + 1);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [signature, language]);

  if (language === 'en') return texts;
  return texts.map((text) => remembered.get(key(language, text)) ?? text);
}

/** Forgets the remembered translations (tests). */
export function forgetTranslations(): void {
  remembered.clear();
}
