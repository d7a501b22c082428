/**
 * What the page can do for this visitor before any bundle runs (docs/decisions/0008). Placed by the
 * shell's host in front of the prerendered markup, stringified (self-contained: no imports) with the
 * kernel's keys and languages and the route's API calls:
 *
 * - The markup is English. For a visitor who will see another language it would show the wrong text
 *   until React takes over, so it is marked to be hidden (its space kept, so nothing moves) before the
 *   first paint. For a student with a stored token <html> is marked signed in: the header's signed-in
 *   links show instead of log in and sign up, and the screen's markup (written for a signed-out
 *   visitor) stays hidden until React has the screen.
 * - The first screen's API calls start as soon as the runtime config answers, with the headers the
 *   site's client will send (this visitor's language, their token); the client takes each response
 *   over once (handoff.ts, the kernel's setEarlyResponses) instead of asking again after the scripts
 *   have run.
 */
export interface VisitorFacts {
  /** The site's languages, the first being the one the prerender is written in. */
  languages: readonly string[];
  /** Accept-Language the site's client sends for each language. */
  acceptLanguages: Readonly<Record<string, string>>;
  /** Local storage key of the chosen language (i18next's detector). */
  languageKey: string;
  /** Local storage key of the access token. */
  tokenKey: string;
  /** The attribute set on <html> when the prerendered page must stay hidden. */
  attribute: string;
  /** The attribute set on <html> (to "signed-in") for a visitor with a stored token. */
  sessionAttribute: string;
  /** Local storage key of the signed-in student's name as last shown. */
  nameKey: string;
  /** Set on <html> when the name is known; the name goes in the custom property nameProperty. */
  nameAttribute: string;
  nameProperty: string;
  /** Where the early start leaves its handoff on window (early-start.ts). */
  earlyStartKey: string;
  /** API paths the route's first screen reads, for anyone, and for a signed-in student only. */
  data: readonly string[];
  signedInData: readonly string[];
}

/** A response started here, with the headers it was asked with. */
export interface EarlyData {
  response: Promise<Response>;
  headers: Record<string, string>;
}

export function startVisitor(facts: VisitorFacts, win: Window = window): void {
  let stored: string | null = null;
  let token: string | null = null;
  let name: string | null = null;
  try {
    stored = win.localStorage.getItem(facts.languageKey);
    token = win.localStorage.getItem(facts.tokenKey);
    name = win.localStorage.getItem(facts.nameKey);
  } catch {
    // Storage refused (privacy settings): the site falls back to the browser's languages, signed out.
  }
  // As i18next picks it: the stored language, then the browser's, the first one the site has.
  const candidates = [stored, ...(win.navigator.languages ?? [win.navigator.language])];
  let language = facts.languages[0] ?? '';
  for (const candidate of candidates) {
    const primary = (candidate ?? '').toLowerCase().split('-')[0] ?? '';
    if (facts.languages.includes(primary)) {
      language = primary;
      break;
    }
  }
  const root = win.document.documentElement;
  if (language !== facts.languages[0]) root.setAttribute(facts.attribute, 'stale');
  if (token !== null) root.setAttribute(facts.sessionAttribute, 'signed-in');
  if (token !== null && name) {
    // As a CSS string: quotes and backslashes escaped, line breaks as CSS writes them.
    const css = name.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, '\\a ');
    root.style.setProperty(facts.nameProperty, `"${css}"`);
    // A value the browser refused leaves the label in place rather than an empty button.
    if (root.style.getPropertyValue(facts.nameProperty) !== '') root.setAttribute(facts.nameAttribute, '');
  }

  const handoff = (
    win as unknown as Record<string, { config?: Promise<Response>; data?: Record<string, EarlyData> }>
  )[facts.earlyStartKey];
  const paths = token === null ? facts.data : [...facts.data, ...facts.signedInData];
  if (!handoff?.config || paths.length === 0) return;
  const data: Record<string, EarlyData> = {};
  handoff.data = data;
  // After the first paint: the page's own CSS and markup go first on a slow line, the API calls then
  // still start long before the scripts have run.
  const afterFirstPaint = new Promise<void>((resolve) => {
    if (typeof win.requestAnimationFrame === 'function')
      win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
    else win.setTimeout(resolve, 0);
  });
  // Read from a copy taken as soon as it answers, before the shell reads the response itself.
  const runtimeConfig = handoff.config.then((response) => (response.ok ? response.clone().json() : null));
  Promise.all([runtimeConfig, afterFirstPaint])
    .then(([config]: [{ apiBaseUrl?: unknown } | null, void]) => {
      if (typeof config?.apiBaseUrl !== 'string') return;
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Accept-Language': facts.acceptLanguages[language] ?? '',
      };
      if (token !== null) headers.Authorization = `Bearer ${token}`;
      for (const path of paths) {
        // As the runtime config reads it: no trailing slash.
        const url = `${config.apiBaseUrl.replace(/\/+$/, '')}${path}`;
        const response = win.fetch(url, { headers });
        // Unclaimed or failed, it is the client's to ask again; never an unhandled rejection.
        response.catch(() => undefined);
        data[url] = { response, headers };
      }
    })
    .catch(() => undefined);
}
