import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  grantHolds,
  isPrivateMedia,
  linkGrant,
  linkName,
  mediaKey,
  verifyMediaLink,
} from '../storage/media-links';

/** Every media answer, the file's or a refusal. */
const MEDIA_POLICY = 'sandbox';

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
 * Files under MEDIA_DIR at /media/*, with Range requests. Lecture videos and materials need the
 * signed link the curriculum gives an enrolled student, and are served only while that student is
 * still enrolled in the link's course; otherwise they are "not found".
 */
async function mediaPlugin(app: FastifyInstance) {
  const ctx = app.academy;
  fs.mkdirSync(ctx.config.mediaDir, { recursive: true });
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
