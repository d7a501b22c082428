/**
 * The prerendered page (docs/decisions/0008) is English and signed out. For a
 * visitor who will see another language or a signed-in header it would show
 * the wrong text until React takes over, so this marks it to be hidden (its
 * space kept, so nothing moves) before the first paint. Runs inline at the top
 * of the prerendered markup: self-contained, stringified into the page.
 */
export interface VisitorFacts {
  /** The site's languages, the first being the one the prerender is written in. */
  languages: readonly string[];
  /** Local storage key of the chosen language (i18next's detector). */
  languageKey: string;
  /** Local storage key of the access token. */
  tokenKey: string;
  /** The attribute set on <html> when the prerendered page must stay hidden. */
  attribute: string;
}

export function markStalePrerender(facts: VisitorFacts, win: Window = window): void {
  let stored: string | null = null;
  let token: string | null = null;
  try {
    stored = win.localStorage.getItem(facts.languageKey);
    token = win.localStorage.getItem(facts.tokenKey);
  } catch {
    // Storage refused (privacy settings): the site falls back to the browser's languages, signed out.
  }
  // As i18next picks it: the stored language, then the browser's, the first one the site has.
  const candidates = [stored, ...(win.navigator.languages ?? [win.navigator.language])];
  let language = facts.languages[0];
  for (const candidate of candidates) {
    const primary = (candidate ?? '').toLowerCase().split('-')[0] ?? '';
    if (facts.languages.includes(primary)) {
      language = primary;
      break;
    }
  }
  if (token !== null || language !== facts.languages[0])
    win.document.documentElement.setAttribute(facts.attribute, 'stale');
}
