import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { grantHolds, isPrivateMedia, linkGrant, mediaKey, verifyMediaLink } from '../storage/media-links';

/**
 * Files under MEDIA_DIR at /media/*, with Range requests. Lecture videos and materials need the
 * signed link the curriculum gives an enrolled student, and are served only while that student is
 * still enrolled in the link's course; otherwise they are "not found".
 */
/** The media key a request's link was signed over; null when malformed. */
function signedKey(url: string): string | null {
  const path = url.split('?', 1)[0] ?? '';
  return path.startsWith('/media/') ? mediaKey(path.slice('/media/'.length)) : null;
}

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
      },
    });
  });
}

export default fp(mediaPlugin, { name: 'academy-media', dependencies: ['academy-context'] });
