/**
 * How many words an essay has: the one count the API refuses a submission by and the essay editor
 * shows while the student types (docs/product/constants.md#terms-and-essays; decisions 0703 and 0109).
 * Keep this file free of imports: the front end runs the same file. The cases both sides are tested
 * against are in test-support/word-counts.json.
 *
 * A word is a run of letters, digits and combining marks in any script (Latin, Cyrillic, Kazakh
 * letters…) that starts with a letter or a digit, and may continue:
 * - across a hyphen (U+002D, U+2010, U+2011, the soft hyphen U+00AD) or an apostrophe (' ’) between
 *   two such runs ("well-known", "state-of-the-art", "don't", "O’Neill", "Абай-Құнанбайұлы");
 * - across a point or comma between two digits ("3.5", "1,000", "2026.11.26").
 * Such a chain is one word while it has at most MAX_CHAIN_PARTS parts; a longer one counts each part,
 * as a reader does ("take-it-or-leave-it" is one word, six hundred words joined by hyphens are 600).
 * A Han, Hiragana or Katakana character is a word by itself (those scripts put no space between words).
 * Everything else separates words and counts for nothing by itself: spaces and line breaks,
 * punctuation and dashes ("arbitration — the seat" is three words; "—" alone is none), slashes
 * ("and/or" is two), symbols (the blank Braille pattern U+2800 too), emoji, a combining mark with no
 * letter before it, and every character Unicode calls default-ignorable (shown as nothing): the Hangul
 * fillers U+115F, U+1160, U+3164 and U+FFA0 (letters to the regex, blank to the eye), the combining
 * grapheme joiner U+034F, variation selectors, zero-width characters and bidirectional controls.
 */
const INVISIBLE_OR_UNSPACED = String.raw`\p{Default_Ignorable_Code_Point}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}`;
const PART = String.raw`(?![${INVISIBLE_OR_UNSPACED}])[\p{L}\p{N}](?:(?![${INVISIBLE_OR_UNSPACED}])[\p{L}\p{N}\p{M}])*`;
const JOINER = String.raw`(?:['’\u00AD\u2010\u2011-]|(?<=\p{N})[.,](?=\p{N}))`;
const WORD = new RegExp(
  String.raw`${PART}(?:${JOINER}${PART})*|[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]`,
  'gu',
);
const JOINERS = /['’\u00AD\u2010\u2011.,-]/g;

/** The most parts a hyphen, apostrophe or number chain has and still counts as one word. */
export const MAX_CHAIN_PARTS = 5;

export function countWords(text: string): number {
  let count = 0;
  for (const [word] of text.matchAll(WORD)) {
    const parts = 1 + (word.match(JOINERS)?.length ?? 0);
    count += parts > MAX_CHAIN_PARTS ? parts : 1;
  }
  return count;
}

/** The most words an essay may have when submitted: after each topic, and the final essay. */
export const ESSAY_WORD_LIMITS = { topic: 300, final: 500 } as const;

export type EssayKind = keyof typeof ESSAY_WORD_LIMITS;
