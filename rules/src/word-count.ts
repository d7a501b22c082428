/**
 * How many words an essay has: the one count the API refuses a submission by and the essay editor
 * shows while the student types (docs/product/constants.md#terms-and-essays; decision 0703 records
 * the limits' use). Keep this file free of imports: the front end runs the same file.
 *
 * A word is a run of letters, digits and combining marks in any script (Latin, Cyrillic, Kazakh
 * letters…), which may continue:
 * - across a hyphen or an apostrophe between two such runs ("well-known", "state-of-the-art",
 *   "don't", "O’Neill", "Абай-Құнанбайұлы" are one word each);
 * - across a point or comma between two digits ("3.5", "1,000", "2026.11.26" are one word).
 * Everything else separates words and counts for nothing by itself: spaces and line breaks,
 * punctuation and dashes ("arbitration — the seat" is three words; "—" alone is none), slashes
 * ("and/or" is two), symbols and emoji.
 */
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’\u2010\u2011-][\p{L}\p{N}\p{M}]+|(?<=\p{N})[.,]\p{N}+)*/gu;

export function countWords(text: string): number {
  let count = 0;
  WORD.lastIndex = 0;
  while (WORD.exec(text) !== null) count += 1;
  return count;
}

/** The most words an essay may have when submitted: after each topic, and the final essay. */
export const ESSAY_WORD_LIMITS = { topic: 300, final: 500 } as const;

export type EssayKind = keyof typeof ESSAY_WORD_LIMITS;
