import { useEffect, useState } from 'react';
import { postTranslate } from '../api/endpoints/post-translate';
import { errorMessage } from '../api/errors';
import { isNotOffered } from '../api/additions';
import type { Language } from '../i18n/languages';
import { useLanguage } from '../i18n/use-language';
import { rememberedTranslation, rememberTranslation } from './remembered';

/**
 * Machine translation of course text (descriptions, topic and seminar titles) into the interface
 * language, for every area that shows it (decision 0150): one call per screen for all its texts, one
 * cache for the whole site, and a text several screens ask for at once sent once.
 */

/** The API translates at most this many texts per call (decision 0150). */
const MAX_TEXTS_PER_CALL = 50;

/** Texts under way, by language and original text: the call that will answer them. */
const underway = new Map<string, Promise<void>>();

const key = (language: Language, text: string) => `${language}\u0000${text}`;

/** Asks for the texts in calls of at most 50; each text's entry in `underway` settles with its call. */
function ask(texts: readonly string[], language: Language): void {
  for (let start = 0; start < texts.length; start += MAX_TEXTS_PER_CALL) {
    const batch = texts.slice(start, start + MAX_TEXTS_PER_CALL);
    const answered = postTranslate({ texts: batch, target: language })
      .then(({ translations }) => {
        batch.forEach((text, index) => {
          const result = translations[index];
          if (result?.translated) rememberTranslation(language, text, result.text);
        });
      })
      .finally(() => batch.forEach((text) => underway.delete(key(language, text))));
    for (const text of batch) underway.set(key(language, text), answered);
  }
}

export interface TranslatedTexts {
  /** The texts in the interface language: each original until its translation arrives, or for good. */
  texts: readonly string[];
  /** A call for some of them is under way. */
  translating: boolean;
  /** The translated message of a failed call (the originals are shown); null otherwise. */
  error: string | null;
}

const idle = { translating: false, error: null };

/**
 * Course texts in the interface language: the originals at once, the translations as they arrive.
 * English shows the texts as written; a blank text is not sent; a text the API did not translate, or a
 * failed call, keeps its original (and a failed call's message is in `error`, for a screen that shows
 * it). A language change translates again.
 */
export function useTranslatedTexts(texts: readonly string[]): TranslatedTexts {
  const language = useLanguage();
  const signature = texts.join('\u0001');
  const [status, setStatus] = useState<Omit<TranslatedTexts, 'texts'>>(idle);
  const [, setVersion] = useState(0);

  useEffect(() => {
    const wanted = [...new Set(signature === '' ? [] : signature.split('\u0001'))].filter(
      (text) =>
        language !== 'en' && text.trim() !== '' && rememberedTranslation(language, text) === undefined,
    );
    if (wanted.length === 0) {
      setStatus(idle);
      return undefined;
    }
    let current = true;
    setStatus({ translating: true, error: null });
    ask(
      wanted.filter((text) => !underway.has(key(language, text))),
      language,
    );
    Promise.all(wanted.map((text) => underway.get(key(language, text)))).then(
      () => {
        if (!current) return;
        setStatus(idle);
        setVersion((value) => value + 1);
      },
      (error: unknown) => {
        // A backend without translation (docs/decisions/0211) leaves the texts as written, with no error.
        if (current)
          setStatus({
            translating: false,
            error: isNotOffered(error) ? null : errorMessage(error, 'translation'),
          });
      },
    );
    return () => {
      current = false;
    };
  }, [signature, language]);

  // Read on every render; an answer this hook waited for re-renders it (setVersion).
  const shown =
    language === 'en' ? texts : texts.map((text) => rememberedTranslation(language, text) ?? text);
  return { texts: shown, ...status };
}
