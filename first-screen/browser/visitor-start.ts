import { FALLBACK_LANGUAGE, requestHeaders, storedVisitor } from '@academy/shared/early';

/**
 * What the page can do for this visitor before any bundle runs (docs/decisions/0008, 0012). Placed by the
 * shell's host in front of the prerendered markup, at the end of <head>, bundled at build time with
 * the kernel's request and visitor functions it imports (first-screen/build/inline-script.cjs,
 * docs/decisions/0208) and called with the route's facts:
 *
 * - The markup is English. For a visitor who will see another language it would show the wrong text
 *   until React takes over, so it is marked to be hidden (its space kept, so nothing moves) before the
 *   first paint. For a student with a stored token <html> is marked signed in: the header's signed-in
 *   links show instead of log in and sign up, and the screen's markup (written for a signed-out
 *   visitor) stays hidden until React has the screen. The role remembered beside the token is marked
 *   too: a staff screen's markup (an instructor's, docs/decisions/0800) shows for that role only.
 * - The first screen's API calls start as soon as the runtime config answers, with the headers the
 *   site's client will send (this visitor's language, their token); the client takes each response
 *   over once (handoff.ts, the kernel's setEarlyResponses) instead of asking again after the scripts
 *   have run.
 */
export interface VisitorFacts {
  /** The attribute set on <html> when the prerendered page (written in English) must stay hidden. */
  attribute: string;
  /** The attribute set on <html> (to "signed-in") for a visitor with a stored token. */
  sessionAttribute: string;
  /** The attribute set on <html> to the role remembered beside a stored token (kernel storedRole). */
  roleAttribute: string;
  /** Set on <html> when the name is known; the name goes in the custom property nameProperty. */
  nameAttribute: string;
  nameProperty: string;
  /** Where the early start leaves its handoff on window (early-start.ts). */
  earlyStartKey: string;
  /** API paths the route's first screen reads, for anyone, and for a signed-in student only. */
  data: readonly string[];
  signedInData: readonly string[];
  /**
   * Who may open the route (routes.json `access`), or null: anyone. Its `accessData` are asked for only
   * for a stored token whose remembered role is that one (docs/decisions/0800).
   */
  access: string | null;
  accessData: readonly string[];
  /**
   * The CSS of a screen written for that role only (the shell's host leaves it out of <head>, so that
   * nobody else asks the staff remote for anything): linked here, render-blocking, for that role.
   * `file` is the name webpack's CSS loading knows it by (data-href), so it is not loaded twice.
   */
  accessStyles: readonly { href: string; file: string }[];
}

/** A response started here, with the headers it was asked with. */
export interface EarlyData {
  response: Promise<Response>;
  headers: Record<string, string>;
}

export function startVisitor(facts: VisitorFacts, win: Window = window): void {
  // The language and token the kernel will read once loaded (storage refused: signed out, the browser's language).
  const { language, token, name, role } = storedVisitor(win);
  const root = win.document.documentElement;
  if (language !== FALLBACK_LANGUAGE) root.setAttribute(facts.attribute, 'stale');
  if (token !== null) root.setAttribute(facts.sessionAttribute, 'signed-in');
  // Only alongside a token (storedRole): a staff screen's markup shows for its role (index.html).
  if (role !== null) root.setAttribute(facts.roleAttribute, role);
  const forRole = facts.access !== null && role === facts.access;
  if (forRole)
    for (const { href, file } of facts.accessStyles) {
      const link = win.document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute('data-href', file);
      // Inserted by a script, a stylesheet would not hold the first paint; the markup needs it.
      link.setAttribute('blocking', 'render');
      win.document.head.appendChild(link);
    }
  if (name) {
    // As a CSS string: quotes and backslashes escaped, line breaks as CSS writes them.
    const css = name.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, '\\a ');
    root.style.setProperty(facts.nameProperty, `"${css}"`);
    // A value the browser refused leaves the label in place rather than an empty button.
    if (root.style.getPropertyValue(facts.nameProperty) !== '') root.setAttribute(facts.nameAttribute, '');
  }

  const handoff = (
    win as unknown as Record<string, { config?: Promise<Response>; data?: Record<string, EarlyData> }>
  )[facts.earlyStartKey];
  const paths = [
    ...facts.data,
    ...(token === null ? [] : facts.signedInData),
    ...(forRole ? facts.accessData : []),
  ];
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
      // The headers the site's client will send: the same function builds them (decision 0208).
      const headers = requestHeaders(token, language);
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
