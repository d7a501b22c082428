/**
 * Characters a reader does not see but that change how the text around them reads: controls (Cc),
 * format characters (Cf: the bidirectional controls U+202A-202E, U+2066-2069, U+200E, U+200F and
 * U+061C, the zero-width U+200B-200D, U+2060 and U+FEFF, the soft hyphen), lone surrogates and the
 * line and paragraph separators. Letters with combining marks, apostrophes, hyphens, Cyrillic and
 * Kazakh letters are none of these (docs/decisions/0163). Keep this file free of imports.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const INVISIBLE_ALL = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/** True when a one-line text (a name, an address) holds a character the reader cannot see. */
export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE.test(value);
}

/** The text without those characters, for names that come from elsewhere (a social sign-in provider). */
export function withoutInvisibleCharacters(value: string): string {
  return value.replace(INVISIBLE_ALL, '');
}
