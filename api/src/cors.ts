/**
 * The CORS headers of every answer, written by @fastify/cors for the routes (app.ts) and by the
 * prepared front for what it answers itself (cache/prepared-front.ts), so both send the same.
 */

/** The request headers a page of the site may send: `If-None-Match` revalidates the bell's count. */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept-Language',
  'If-None-Match',
] as const;

/** The answer headers a page of another origin may read: the `ETag` it sends back (decision 0167). */
export const CORS_EXPOSED_HEADERS = ['ETag'] as const;
