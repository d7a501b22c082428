/**
 * What a client error report may carry (docs/decisions/0011): the browser strips personal data before
 * it sends a report, and the API strips it again before it stores one, with this same rule, so a
 * report never holds a token, an e-mail address, a code from a link or a query string.
 */

/** Longest stack stored, in characters (the first frames are the ones that say where). */
export const CLIENT_ERROR_STACK_LIMIT = 4000;
/** Longest message stored, in characters. */
export const CLIENT_ERROR_MESSAGE_LIMIT = 500;
/** Longest route stored (a path), in characters. */
export const CLIENT_ERROR_ROUTE_LIMIT = 200;

const REMOVED = '[removed]';

/** Values that are secrets or personal whatever surrounds them. */
const PATTERNS: [RegExp, string][] = [
  // A JSON Web Token (the access and refresh tokens): three base64url parts, the first `eyJ`.
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, '[token]'],
  // `Bearer <anything>` in a header someone printed.
  [/\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [token]'],
  // E-mail addresses.
  [
    /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9-]+)+/g,
    '[email]',
  ],
  // Named secrets in text: token=…, code: …, "password":"…", key=…
  [
    /\b(access|refresh|token|code|password|secret|key|signature|session)(["']?\s*[:=]\s*["']?)[^\s"'&,;)]+/gi,
    `$1$2${REMOVED}`,
  ],
  // A query string or fragment of an address (verification and reset codes travel there): dropped whole.
  [/(\bhttps?:\/\/[^\s?#"'()]*|(?:^|[\s("'])\/[^\s?#"'()]*)[?#][^\s"'()]*/g, `$1?${REMOVED}`],
  // Long runs of digits (codes, card or phone numbers).
  [/\b\d{6,}\b/g, '[number]'],
];

/**
 * Control characters: C0 but the tab and the line feed a stack is made of, DEL and C1. A report is
 * printed into the operator's terminal (`npm run client-errors`), where ESC, CSI (U+009B) and OSC
 * sequences would clear the screen, recolour it or plant hyperlinks.
 */
const CONTROLS = /(?![\t\n])\p{Cc}/gu;

/**
 * `text` without control characters (but tab and line feed), tokens, e-mail addresses, named secrets,
 * query strings and long numbers, cut to `limit`.
 */
export function scrubClientErrorText(text: string, limit: number): string {
  let clean = text.replace(CONTROLS, '');
  for (const [pattern, replacement] of PATTERNS) clean = clean.replace(pattern, replacement);
  return clean.length > limit ? clean.slice(0, limit) : clean;
}

/**
 * A route as a report names it: the path only (no query, no fragment, no control character), with
 * every segment that looks like a code, a token, an address or a long number replaced by `:value`.
 */
export function scrubClientErrorRoute(route: string): string {
  const path = (route.split(/[?#]/, 1)[0] ?? '').replace(/[\t\n]/g, '').replace(CONTROLS, '');
  const segments = path
    .split('/')
    .map((segment) => (/@|^eyJ|^\d{6,}$|^[A-Za-z0-9_-]{24,}$/.test(segment) ? ':value' : segment));
  const clean = segments.join('/') || '/';
  return clean.length > CLIENT_ERROR_ROUTE_LIMIT ? clean.slice(0, CLIENT_ERROR_ROUTE_LIMIT) : clean;
}
