import { Type } from 'typebox';

/**
 * POST /courses/translate/ (decision 0150): one text or a list, answered in the same form. The route
 * validates and serialises with these; the front end's types are their Static<>
 * (shared/src/api/types.ts).
 */

export const TRANSLATION_TARGETS = ['en', 'ru', 'kk'] as const;

/** Limits of one request: TRANSLATION_MAX_CHARS and the list length (translation/translation-config.ts). */
export interface TranslationLimits {
  maxTexts: number;
  maxTextChars: number;
}

/** The body under the configured limits: `text` (one string) or `texts` (a list), and the target. */
export function TranslateBody(limits: TranslationLimits) {
  // No NUL characters: PostgreSQL text cannot hold them, and no course text contains one.
  const Text = Type.String({ maxLength: limits.maxTextChars, pattern: '^[^\\u0000]*$' });
  return Type.Object({
    text: Type.Optional(Text),
    texts: Type.Optional(Type.Array(Text, { maxItems: limits.maxTexts })),
    target: Type.Unsafe<(typeof TRANSLATION_TARGETS)[number]>({
      type: 'string',
      enum: [...TRANSLATION_TARGETS],
      description: 'Language to translate into',
    }),
  });
}

/** The answer to `text`; also each entry of the answer to `texts`. */
export const TranslatedText = Type.Object({
  text: Type.String({ description: 'The translation, or the original text when `translated` is false' }),
  translated: Type.Boolean({
    description:
      'False when the text is not one the API serves, or the translation service failed, timed out or ' +
      'is switched off',
  }),
});

/** The answer to `texts`, in the order sent. */
export const TranslatedTexts = Type.Object({ translations: Type.Array(TranslatedText) });

export const TranslateAnswer = Type.Union([TranslatedText, TranslatedTexts]);
