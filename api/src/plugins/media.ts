import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

/** Files under MEDIA_DIR at /media/*, with Range requests. */
async function mediaPlugin(app: FastifyInstance, options: { config: AppConfig }) {
  fs.mkdirSync(options.config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1h',
  });
}

export default fp(mediaPlugin, { name: 'academy-media' });
