/**
 * A path on this site, which no browser or server reads as another host (decisions 0153 and 0500):
 * it starts with a single "/" (not "//"), has no backslash and no control character, and stays so
 * however many times it is percent-decoded (`/%2F%2Fevil.example`). A malformed escape is refused.
 * The API (social sign-in's return path) and mfe-auth (?next=) apply this very function, so both
 * sides refuse the same; tested against test-support/site-paths.json.
 */
export function isSitePath(raw: string): boolean {
  if (raw.length > 2048) return false;
  let text = raw;
  for (;;) {
    if (!text.startsWith('/') || text.startsWith('//')) return false;
    for (const char of text) {
      const code = char.charCodeAt(0);
      if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\') return false;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return false;
    }
    // Each decoding that changes the text shortens it, so this ends.
    if (decoded === text) return true;
    text = decoded;
  }
}
