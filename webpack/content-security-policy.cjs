/**
 * The security headers every origin of the site sends (docs/decisions/0009): a Content-Security-Policy
 * whose other origins come from the runtime config (config.json: the API and each remote's manifest),
 * whose inline scripts and styles are allowed by their sha256 only, and nosniff, no referrer,
 * no framing, HSTS over https. Used by scripts/serve.mjs and first-screen/host/compose-page.mjs; the dev
 * servers send DEV_SERVER_HEADERS.
 */
const { createHash } = require('node:crypto');

/** A CSP hash source for an inline script, style element or style attribute (its exact text). */
function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The inline sources a page is allowed: hashes of its scripts, style elements and style attributes. */
function emptyInline() {
  return { scripts: [], styles: [], styleAttributes: [] };
}

/** Several pages' (or page parts') inline sources as one, each hash once. */
function mergeInline(...parts) {
  const merged = emptyInline();
  for (const part of parts)
    for (const key of Object.keys(merged))
      merged[key] = [...new Set([...merged[key], ...(part?.[key] ?? [])])];
  return merged;
}

/** Attribute values as the parser gives them to the browser (what a style attribute's hash is over). */
const decodeAttribute = (value) =>
  value.replace(
    /&(quot|amp|lt|gt|#x27|#39);/g,
    (_, entity) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" })[entity],
  );

/**
 * The hashes of the inline `<script>` and `<style>` elements of a page that the build wrote
 * (index.html: the early start, the first-paint styles). Only for HTML the site itself produced:
 * whatever it contains is allowed.
 */
function elementHashes(html) {
  const inline = emptyInline();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi))
    if (!/\bsrc\s*=/i.test(attributes) && body !== '') inline.scripts.push(hashSource(body));
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    inline.styles.push(hashSource(body));
  return mergeInline(inline);
}

/**
 * The hashes of the style attributes in prerendered markup (React writes `style={{…}}` as one, e.g. a
 * hero's poster or a spinner's size), quoted as React quotes attributes.
 */
function styleAttributeHashes(markup) {
  const styleAttributes = [...markup.matchAll(/\sstyle="([^"]*)"/g)].map(([, value]) =>
    hashSource(decodeAttribute(value)),
  );
  return mergeInline({ styleAttributes });
}

/** The origin of an absolute http(s) URL; null for a relative one (it is 'self') or anything else. */
function originOf(url) {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** A runtime config whose `mediaOrigins` cannot go into a policy. */
class MediaOriginsError extends Error {
  name = 'MediaOriginsError';
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The runtime config's `mediaOrigins`: the origins photos, posters, videos and PDF materials are
 * served from besides the API (a bucket, a CDN, docs/decisions/0041). Each must be a bare origin,
 * https, or plain http on this machine; no path and no wildcard, so one entry admits one host.
 * Left out, none. Throws a MediaOriginsError naming the first bad entry.
 */
function mediaOrigins(config) {
  const listed = config?.mediaOrigins;
  if (listed === undefined) return [];
  const fail = (why) => {
    throw new MediaOriginsError(`config.json mediaOrigins ${why}`);
  };
  if (!Array.isArray(listed)) fail(`must be a list of origins, got ${JSON.stringify(listed)}`);
  return [
    ...new Set(
      listed.map((entry) => {
        const shape =
          'must be origins such as "https://media.example.org" (https, or http on localhost; no path, no wildcard)';
        if (typeof entry !== 'string') return fail(`${shape}, got ${JSON.stringify(entry)}`);
        let parsed = null;
        try {
          parsed = new URL(entry);
        } catch {
          // reported below
        }
        const secure =
          parsed?.protocol === 'https:' ||
          (parsed?.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname));
        if (parsed === null || !secure || parsed.origin !== entry || parsed.hostname.includes('*'))
          fail(`${shape}, got "${entry}"`);
        return entry;
      }),
    ),
  ];
}

/**
 * The API's origin, the remotes' origins and the media origins named by a runtime config
 * ({ apiBaseUrl, remotes, mediaOrigins }); a bad `mediaOrigins` throws (mediaOrigins above).
 */
function configOrigins(config) {
  const remotes = Object.values(config?.remotes ?? {})
    .map(originOf)
    .filter((origin) => origin !== null);
  return { api: originOf(config?.apiBaseUrl), remotes: [...new Set(remotes)], media: mediaOrigins(config) };
}

/**
 * The policy for a page of an origin whose runtime config is `config`, allowing `inline`'s hashes.
 * Scripts and styles come only from this origin and the remotes; the API gives data and media
 * (photos, videos, PDF files read by pdf.js), never code, and so do the media origins (no API calls:
 * they get img-src, media-src and connect-src, which pdf.js fetches a material through;
 * docs/decisions/0041). pdf.js starts its worker from a blob: wrapper when its file is on another
 * origin (mfe-learning's PdfDocument).
 */
function contentSecurityPolicy(config, inline = emptyInline()) {
  const { api, remotes, media } = configOrigins(config);
  const apiSources = api ? [api] : [];
  const code = ["'self'", ...remotes];
  const styleElements = [...code, ...inline.styles];
  const directives = [
    ['default-src', "'self'"],
    ['script-src', ...code, ...inline.scripts],
    ['style-src', ...styleElements],
    ['style-src-elem', ...styleElements],
    // Prerendered style attributes, each by its hash; React's own styles are set through the DOM,
    // which a policy does not govern.
    [
      'style-src-attr',
      ...(inline.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...inline.styleAttributes] : ["'none'"]),
    ],
    ['img-src', "'self'", 'data:', 'blob:', ...remotes, ...apiSources, ...media],
    ['media-src', "'self'", 'blob:', ...remotes, ...apiSources, ...media],
    ['font-src', "'self'", 'data:', ...remotes],
    ['connect-src', "'self'", ...remotes, ...apiSources, ...media],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((sources) => [...new Set(sources)].join(' ')).join('; ');
}

const ONE_YEAR = 365 * 24 * 60 * 60;

/** Whether a request reached the site over https: its own TLS, or a proxy's (X-Forwarded-Proto). */
function isHttps(req) {
  if (req.socket?.encrypted) return true;
  const forwarded = String(req.headers?.['x-forwarded-proto'] ?? '');
  return forwarded.split(',')[0].trim().toLowerCase() === 'https';
}

/**
 * Every header for a response of an origin with runtime config `config`. HSTS only over https: a
 * browser ignores it on plain http, so a forged X-Forwarded-Proto gains nothing.
 */
function securityHeaders({ config, inline, https }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, inline),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    ...(https ? { 'Strict-Transport-Security': `max-age=${ONE_YEAR}` } : {}),
  };
}

/**
 * The dev servers' headers: development builds evaluate their modules (eval source maps) and inject
 * styles as <style> elements, so only what does not depend on that is enforced there.
 */
const DEV_SERVER_HEADERS = {
  'Content-Security-Policy': "object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

module.exports = {
  contentSecurityPolicy,
  configOrigins,
  mediaOrigins,
  MediaOriginsError,
  DEV_SERVER_HEADERS,
  elementHashes,
  emptyInline,
  hashSource,
  isHttps,
  mergeInline,
  securityHeaders,
  styleAttributeHashes,
};
