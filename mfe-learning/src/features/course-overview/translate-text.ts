import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postTranslate } from './api/post-translate';
import { errorMessage, isNotOffered, type Language } from '@academy/shared';

const cache = new Map<string, string>();

/**
 * Machine-translates course text (description, topic and seminar titles) into
 * the UI language; English text is shown as written. On failure the original
 * text is kept and the error returned so the screen can show it.
 */
export async function translateText(
  text: string,
  language: Language,
): Promise<{ text: string; error: string | null }> {
  if (language === 'en' || text.trim() === '') return { text, error: null };
  const key = `${language}\u0000${text}`;
  const cached = cache.get(key);
  if (cached !== undefined) return { text: cached, error: null };
  try {
    const translated = (await postTranslate({ text, target: language })).text;
    if (typeof translated !== 'string' || translated === '') return { text, error: null };
    cache.set(key, translated);
    return { text: translated, error: null };
  } catch (error) {
    // A backend that does not translate: the original text, as with English, and no error (decision 0209).
    return { text, error: isNotOffered(error) ? null : errorMessage(error, 'translation') };
  }
}

/** The text in the UI language: the original first, the translation when it arrives. */
export function useTranslatedText(text: string): {
  text: string;
  translating: boolean;
  error: string | null;
} {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) as Language;
  const [state, setState] = useState({ text, translating: false, error: null as string | null });

  useEffect(() => {
    let current = true;
    if (language === 'en' || text.trim() === '') {
      setState({ text, translating: false, error: null });
      return undefined;
    }
    setState({ text, translating: true, error: null });
    void translateText(text, language).then((result) => {
      if (current) setState({ ...result, translating: false });
    });
    return () => {
      current = false;
    };
  }, [text, language]);

  return state;
}
