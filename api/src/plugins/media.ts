import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPrivateMedia, verifyMediaLink } from '../storage/media-links';

/**
 * Files under MEDIA_DIR at /media/*, with Range requests. Lecture videos and materials need the
 * signed link the curriculum gives an enrolled student; without a valid one they are "not found".
 */
async function mediaPlugin(app: FastifyInstance) {
  const ctx = app.academy;
  fs.mkdirSync(ctx.config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
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
      if (isPrivateMedia(key)) response.header('cache-control', 'private, max-age=3600');
    },
  });
}

export default fp(mediaPlugin, { name: 'academy-media', dependencies: ['academy-context'] });
