/**
 * How long a browser or CDN may keep each file of a build: content-hashed files for a year, the
 * entry points and documents that name them (and whatever is not hashed) revalidated every time.
 * One rule for the origins of scripts/serve.mjs and the objects of a release bucket
 * (scripts/release/bucket.mjs), so both answer with the same headers.
 */
const NO_CACHE =
  /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|main\.js|config\.json)$/;
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

export function cacheControl(pathname) {
  if (NO_CACHE.test(pathname) || pathname.endsWith('/')) return 'no-cache';
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
