import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPasswordHasher } from '../auth/password-hashing';
import { createTokenService } from '../auth/tokens';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { DevOutbox, type Mailer, createSmtpMailer } from '../mail/mailer';
import { ContentCache } from '../repositories/content-cache';
import type { ExtensionPoints } from '../seams/extension-points';
import { DiskMediaStorage, type MediaStorage } from '../storage/media-storage';

export interface ContextOptions {
  config: AppConfig;
  db: Database;
  now: () => Date;
  mailer?: Mailer;
  storage?: MediaStorage;
  extensions?: ExtensionPoints;
}

/** Builds the one AppContext (database, tokens, hashing, mail, storage, caches) and exposes it as `app.academy`. */
async function contextPlugin(app: FastifyInstance, options: ContextOptions) {
  const { config, db, now } = options;
  const outbox = options.mailer
    ? options.mailer instanceof DevOutbox
      ? options.mailer
      : null
    : config.smtpUrl
      ? null
      : new DevOutbox(app.log);
  const mailer = options.mailer ?? outbox ?? createSmtpMailer(config.smtpUrl ?? '', config.mailFrom);
  const context: AppContext = {
    config,
    db,
    now,
    tokens: createTokenService(
      config.jwtSecret,
      {
        accessSeconds: config.accessTokenSeconds,
        refreshSeconds: config.refreshTokenSeconds,
        resetSeconds: config.resetTokenSeconds,
      },
      now,
    ),
    hasher: createPasswordHasher(config.argon2),
    mailer,
    outbox,
    storage: options.storage ?? new DiskMediaStorage(config.mediaDir, config.publicUrl),
    contentCache: new ContentCache(config.contentCacheMs),
    qaCache: new ContentCache(config.qaCacheMs),
    extensions: options.extensions ?? {},
  };
  app.decorate('academy', context);
  app.addHook('onClose', async () => mailer.close());
}

export default fp(contextPlugin, { name: 'academy-context' });
