import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  grantHolds,
  isPrivateMedia,
  linkGrant,
  linkName,
  mediaKey,
  verifyMediaLink,
} from '../storage/media-links';
import { MEDIA_FOLDERS } from '../storage/media-storage';
import { S3MediaStorage } from '../storage/s3-media-storage';

/** Every media answer, the file's or a refusal. */
const MEDIA_POLICY = 'sandbox';
/** How long a browser may reuse a public file (photos, covers) without asking: as @fastify/static's maxAge below. */
const PUBLIC_MAX_AGE_SECONDS = 3600;

/**
 * `attachment` with the name as RFC 6266 gives it: `filename*` in UTF-8 (RFC 8187) for every browser
 * since 2012, and a plain `filename` with anything outside printable ASCII replaced for older clients.
 */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The media key a request's link was signed over; null when malformed. */
function signedKey(url: string): string | null {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname.startsWith('/media/') ? mediaKey(pathname.slice('/media/'.length)) : null;
}

/**
 * A key as the bucket holds it: a known folder, then names none of which is empty, `.`/`..` or a dot
 * file (an upload in progress on disk); null otherwise, answered "not found".
 */
function bucketKey(wildcard: string): string | null {
  const segments = wildcard.split('/');
  if (segments.length < 2 || !(MEDIA_FOLDERS as readonly string[]).includes(segments[0] ?? '')) return null;
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return null;
  return segments.join('/');
}

/** One `bytes=a-b` range as a bucket takes it; anything else (several ranges, a typo) is served whole. */
function singleRange(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  return /^bytes=(\d+-\d*|-\d+)$/.test(header) ? header : undefined;
}

/**
 * Serves an object of the bucket through the API, a Range passed on (docs/decisions/0129): the
 * signed link and the student's standing are checked on each request, as for a file on disk.
 */
function serveFromBucket(storage: S3MediaStorage, signer: Parameters<typeof verifyMediaLink>[0]) {
  return async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const key = bucketKey(request.params['*']);
    if (key === null || (isPrivateMedia(key) && !verifyMediaLink(signer, key, request.query)))
      return reply.callNotFound();
    const ifNoneMatch = request.headers['if-none-match'];
    const answer = await storage.read(key, {
      ...(singleRange(request.headers.range) ? { range: request.headers.range } : {}),
      ...(ifNoneMatch ? { ifNoneMatch } : {}),
    });
    if (answer.status === 'missing') return reply.callNotFound();
    reply.header(
      'cache-control',
      isPrivateMedia(key) ? 'private, no-cache' : `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`,
    );
    if (answer.status === 'not-modified') {
      if (answer.etag) reply.header('etag', answer.etag);
      return reply.code(304).send();
    }
    if (answer.status === 'unsatisfiable') return reply.code(416).send();
    reply.header('accept-ranges', 'bytes');
    reply.header('content-type', answer.contentType ?? 'application/octet-stream');
    reply.header('content-length', String(answer.length));
    if (answer.etag) reply.header('etag', answer.etag);
    if (answer.modifiedAt) reply.header('last-modified', answer.modifiedAt.toUTCString());
    if (key.startsWith('materials/'))
      reply.header('content-disposition', attachment(linkName(request.query) || path.basename(key)));
    if (answer.range) reply.code(206).header('content-range', answer.range);
    return reply.send(answer.body);
  };
}

/**
 * Files under MEDIA_DIR (or MEDIA_BUCKET's objects) at /media/*, with Range requests. Lecture videos and materials need the
 * signed link the curriculum gives an enrolled student, and are served only while that student is
 * still enrolled in the link's course; otherwise they are "not found".
 */
async function mediaPlugin(app: FastifyInstance) {
  const ctx = app.academy;
  const bucket = ctx.storage instanceof S3MediaStorage ? ctx.storage : null;
  if (bucket === null) fs.mkdirSync(ctx.config.mediaDir, { recursive: true });
  // Its own context, so the hook below runs for /media/* only.
  await app.register(async (media) => {
    // Every request that names a student (each Range request of a playing video too) is checked
    // against their standing, which the database drops on a refund or a deletion: a revoked link
    // stops at once, whatever its expiry. The signature comes first, so a forged student id costs no
    // lookup; allowedPath below checks it again on the path the static plugin resolved.
    media.addHook('onRequest', async (request, reply) => {
      // Opened in a tab, a file (a person's HTML page, an SVG, a PDF) is a document of the API's
      // origin: sandboxed, it runs no script and reaches nothing (docs/decisions/0116). An <img> or
      // <video> ignores a subresource's policy, so the site's own use is unchanged.
      reply.header('content-security-policy', MEDIA_POLICY);
      const grant = linkGrant(request.query);
      if (grant === null) return;
      const key = signedKey(request.url);
      if (
        grant !== 'invalid' &&
        key !== null &&
        verifyMediaLink(ctx, key, request.query) &&
        grantHolds(await ctx.standings.of(grant.userId), grant)
      )
        return;
      reply.callNotFound();
      return reply;
    });
    if (bucket !== null) {
      media.get('/media/*', serveFromBucket(bucket, ctx));
      return;
    }
    await media.register(fastifyStatic, {
      root: ctx.config.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '1h',
      // The path here is already decoded and normalised, so `..` or encoded tricks cannot dodge the check.
      allowedPath: (pathName, _root, request) => {
        const key = pathName.replace(/^\/+/, '');
        return !isPrivateMedia(key) || verifyMediaLink(ctx, key, request.query);
      },
      setHeaders: (response, filePath) => {
        const key = filePath.slice(ctx.config.mediaDir.length).replace(/^[\\/]+/, '');
        // Browsers revalidate each use (a 304 costs nothing), so a revoked link is not replayed from
        // their cache; `private` keeps shared caches and CDNs from storing paid content.
        if (isPrivateMedia(key)) response.header('cache-control', 'private, no-cache');
        // Materials are what the site offers for download, under the lecture's material_name.
        if (key.startsWith('materials/'))
          response.header(
            'content-disposition',
            attachment(linkName(response.request.query) || path.basename(key)),
          );
      },
    });
  });
}

export default fp(mediaPlugin, { name: 'academy-media', dependencies: ['academy-context'] });
