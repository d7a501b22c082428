/**
 * The shell's host composes a navigation's page from what each bundle
 * prerendered at its own build (docs/decisions/0012): the shell's layout for
 * the route (shell/dist/prerender.json) with the route's screen placed inside
 * it, taken from the remote's own dist/prerender.json, found beside the
 * remote's manifest named in the runtime config. A redeployed remote's new
 * markup is used on the next navigation (its file is revalidated each time);
 * a remote that does not answer in time costs only its screen's markup, and
 * anything unexpected gives the plain index.html the site worked with before.
 *
 * On a CDN this is an edge function's job; here scripts/serve.mjs calls it.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { matchPath } from 'react-router-dom';

const require = createRequire(import.meta.url);
const { shellRoutes } = require('../../webpack/site-map.cjs');
const { SCREEN_SLOT } = require('../build/prerender.cjs');
const {
  elementHashes,
  hashSource,
  mergeInline,
  styleAttributeHashes,
} = require('../../webpack/content-security-policy.cjs');

/** The id of the element that ends the prerendered markup: the first paint waits for it. */
const MARKUP_END = 'prerendered-end';

/** How long a navigation waits for a remote's prerendered screens before going without them. */
export const FRAGMENT_TIMEOUT_MS = 500;

/** The site map's routes: router path and remote name. */
const ROUTES = shellRoutes().map((route) => ({
  path: route.path,
  remote: route.remote.slice(0, route.remote.indexOf('/')),
}));

/** The route at `pathname` and its parameters, matched as the shell's router matches (routes.ts). */
function routeAt(pathname) {
  for (const route of ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return { route: undefined, params: {} };
}

/** A JSON file of dist, parsed again only when it changed (a redeploy replaces it). */
function distJson(file) {
  let cached = null;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: JSON.parse(await readFile(file, 'utf8')) };
    return cached.value;
  };
}

/**
 * A remote's prerender.json over HTTP, revalidated with its ETag on every use:
 * the same bytes cost a 304, a redeploy is seen at once.
 */
function remoteScreens(fetchImpl) {
  const known = new Map();
  return async (url) => {
    const held = known.get(url);
    const response = await fetchImpl(url, {
      headers: held ? { 'If-None-Match': held.etag } : {},
      signal: AbortSignal.timeout(FRAGMENT_TIMEOUT_MS),
    });
    if (response.status === 304 && held) return held.value;
    // A remote that prerenders none of its screens (private ones) has no such file.
    if (response.status === 404) {
      known.delete(url);
      return { screens: {} };
    }
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const value = await response.json();
    const etag = response.headers.get('etag');
    if (etag) known.set(url, { etag, value });
    else known.delete(url);
    return value;
  };
}

/**
 * API paths with the route's `:parameters` filled in from the visited path (router's generatePath
 * would drop the trailing slash the API's paths end with).
 */
function withParams(paths, params) {
  return (paths ?? []).map((apiPath) =>
    apiPath
      .split('/')
      .map((segment) => (segment.startsWith(':') ? (params[segment.slice(1)] ?? segment) : segment))
      .join('/'),
  );
}

/**
 * The body of the visitor script (first-screen/browser/visitor-start.ts) called with this page's API
 * paths; empty when the shell's prerender has none.
 */
function visitorScript(visitor, page, params, accessStyles) {
  if (!visitor?.source) return '';
  const facts = {
    ...visitor.facts,
    data: withParams(page.data, params),
    signedInData: withParams(page.signedInData, params),
    access: page.access ?? null,
    accessData: withParams(page.accessData, params),
    accessStyles,
  };
  // JSON inside a script element: "<" escaped so that no value can close the element.
  const json = JSON.stringify(facts).replace(/</g, '\\u003c');
  return `(${visitor.source})(${json})`;
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);

/**
 * A stylesheet link as webpack's CSS loading finds it: `data-href` is the file's name relative to its
 * bundle's public path, so the chunk that needs it later does not add it a second time (a second copy,
 * later in the page, would change which rules win).
 */
function stylesheet(href, file) {
  return `<link rel=stylesheet href="${escapeHtml(href)}" data-href="${escapeHtml(file)}">`;
}

/**
 * A screen's markup for each visitor it was written for, the remembered instructor's first, then the
 * signed-in student's: index.html's CSS shows the one for this visitor (the visitor script marks a
 * stored token, and the role remembered beside it) and, for a student, keeps the space of a screen
 * written only for signed-out visitors. An instructor's markup shows to nobody else.
 */
export function audiences(screen, rewrite = (html) => html) {
  return [
    ['instructor', screen?.instructorHtml],
    ['signed-in', screen?.signedInHtml],
    ['signed-out', screen?.html],
  ]
    .filter(([, html]) => typeof html === 'string')
    .map(([audience, html]) => `<div data-audience=${audience}>${rewrite(html)}</div>`)
    .join('');
}

/** The shell's start-up styles, hinted as preloads in index.html, become stylesheets: the markup needs them. */
function applyStartupStyles(html) {
  return html.replace(/<link\b[^>]*\bas=["']?style["']?[^>]*>/g, (tag) => {
    const href = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(tag);
    const url = href?.[1] ?? href?.[2] ?? href?.[3];
    return url ? stylesheet(url, url.replace(/^\//, '')) : tag;
  });
}

/**
 * @param {object} options
 * @param {string} options.shellDist the shell's dist folder
 * @param {() => Promise<{ remotes?: Record<string, string> }>} options.runtimeConfig the config the shell's
 *   host serves as /config.json
 * @param {typeof fetch} [options.fetch]
 * @param {(error: unknown) => void} [options.onError] told of every markup left out
 */
export function createPageComposer({
  shellDist,
  runtimeConfig,
  fetch: fetchImpl = fetch,
  onError = () => {},
}) {
  const indexHtml = () => readFile(path.join(shellDist, 'index.html'), 'utf8');
  const shellPrerender = distJson(path.join(shellDist, 'prerender.json'));
  const readScreens = remoteScreens(fetchImpl);

  /** The route's screen as the remote prerendered it, with its styles; null when there is none. */
  async function screenOf(route) {
    if (!route) return null;
    try {
      const manifestUrl = (await runtimeConfig()).remotes?.[route.remote];
      if (typeof manifestUrl !== 'string') return null;
      const url = new URL('prerender.json', manifestUrl);
      const { base, screens } = await readScreens(url.href);
      const screen = screens?.[route.path];
      const remoteBase = new URL('./', url).href;
      const html = audiences(screen, (markup) => (base ? markup.replaceAll(base, () => remoteBase) : markup));
      if (html === '') return null;
      const styles = (screen.styles ?? []).map((file) => ({ href: new URL(file, remoteBase).href, file }));
      // A screen written for a role only (a staff screen) is styled for that role only: the visitor
      // script links its CSS for a remembered instructor, so nobody else asks its remote for anything.
      const roleOnly = typeof screen.html !== 'string' && typeof screen.signedInHtml !== 'string';
      return {
        html,
        location: typeof screen.location === 'string' ? screen.location : route.path,
        styles: roleOnly ? [] : styles.map(({ href, file }) => stylesheet(href, file)),
        accessStyles: roleOnly ? styles : [],
      };
    } catch (error) {
      onError(error);
      return null;
    }
  }

  /**
   * The page for a navigation to `url` (path and query), or the plain index.html when the shell
   * has no prerender, with the hashes of its inline scripts and styles for its policy
   * (docs/decisions/0009): index.html's own, the visitor script's, and the style attributes of the
   * markup placed in it.
   */
  return async function compose(url) {
    const { pathname, search } = new URL(url, 'http://localhost');
    const { route, params } = routeAt(pathname);
    const [html, shell, screen] = await Promise.all([
      indexHtml(),
      shellPrerender().catch((error) => {
        if (error?.code !== 'ENOENT') onError(error);
        return null;
      }),
      screenOf(route),
    ]);
    const page = shell?.pages?.[route?.path ?? '*'];
    if (!page || !html.includes('<div id=root></div>')) return { html, inline: elementHashes(html) };

    // Links back ("?next=…") name the location the layout and the screen were rendered at; here, the
    // real one. (Replacements are given as functions throughout: markup may contain "$&" and the like.)
    const realPath = `next=${encodeURIComponent(`${pathname}${search}`)}`;
    const body = [page.location, screen?.location]
      .filter((location) => typeof location === 'string')
      .reduce(
        (markup, location) => markup.replaceAll(`next=${encodeURIComponent(location)}`, () => realPath),
        page.html.replace(SCREEN_SLOT, () => screen?.html ?? ''),
      );
    const visitor = visitorScript(shell.visitor, page, params, screen?.accessStyles ?? []);
    const inline = mergeInline(
      elementHashes(html),
      { scripts: visitor ? [hashSource(visitor)] : [] },
      styleAttributeHashes(body),
    );
    // The browser may paint a page whose HTML it has only partly parsed (a slow CPU parses in several
    // tasks): a header painted with half its links would then grow, a layout shift. The first paint
    // waits until the markup's end is parsed (`rel=expect`, render-blocking).
    const renderBlock = `<link rel=expect href="#${MARKUP_END}" blocking=render>`;
    // The visitor script ends the head: ahead of the markup it marks for, and while there is no body
    // yet, so that a stylesheet it links (a staff screen's, for its role) may hold the first paint
    // (a script-inserted `blocking=render` counts only before the body).
    const composed = applyStartupStyles(html)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(
        '</head>',
        () =>
          `${(screen?.styles ?? []).join('')}${renderBlock}${visitor ? `<script>${visitor}</script>` : ''}</head>`,
      )
      .replace(
        '<div id=root></div>',
        () =>
          `<div id=root data-pending></div><div id=prerendered>${body}<template id=${MARKUP_END}></template></div>`,
      );
    return { html: composed, inline };
  };
}
