import fs from 'node:fs';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createPasswordHasher } from './auth/password-hashing';
import { createTokenService } from './auth/tokens';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { DevOutbox, type Mailer, createSmtpMailer } from './mail/mailer';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import authRoutes from './routes/auth';
import courseRoutes from './routes/courses';
import { devOutboxRoutes } from './routes/dev';
import healthRoutes from './routes/health';
import socialSignInRoutes from './routes/social-sign-in';
import studentRoutes from './routes/student';
import { ApiError } from './errors';
import { translate } from './i18n/messages';
import type { ExtensionPoints } from './seams/extension-points';
import { ContentCache } from './repositories/content-cache';
import { DiskMediaStorage, type MediaStorage } from './storage/media-storage';

export interface AppOptions {
  config: AppConfig;
  /** An open, migrated database; the app does not close it (its owner does). */
  db: Database;
  /** The clock every expiry, cooldown and topic schedule is read from. */
  now?: () => Date;
  mailer?: Mailer;
  storage?: MediaStorage;
  extensions?: ExtensionPoints;
  logger?: FastifyBaseLogger;
}

/** Builds the API: external plugins, then the app's own, then one route plugin per resource. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : { logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] } }),
    ajv: {
      customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true },
    },
    bodyLimit: 1024 * 1024,
    // The spec's paths mix `/teacher_courses/{id}` and `/seminars/{id}/`; both spellings answer.
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // External plugins.
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    maxAge: 86400,
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(multipart, {
    limits: { fileSize: config.photoMaxBytes, files: 2, fields: 10, parts: 20, headerPairs: 100 },
  });
  await app.register(rateLimit, {
    global: false,
    ...(options.extensions?.rateLimitStore ? { store: options.extensions.rateLimitStore } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Academy API',
        version: '1.0.0',
        description:
          'HTTP API of the academy, wire-compatible with its Django REST Framework + SimpleJWT predecessor. ' +
          'Errors are {"detail": "..."} or {"field": ["message"]}; send Accept-Language for translated messages.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  fs.mkdirSync(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1h',
  });

  // The app's own plugins.
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
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  // An empty JSON body (a DELETE sent with the client's usual Content-Type) is no body at all, as in DRF.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error)
        done(
          new ApiError(400, { detail: translate(request.language, 'jsonParse', { reason: error.message }) }),
        );
      else done(null, parsed);
    });
  });
  // DRF reads a missing body as an empty form, so required fields are named rather than the body refused.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });

  // Routes, one plugin per resource.
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/student/auth' });
  await app.register(socialSignInRoutes, { prefix: '/student/auth/oidc' });
  await app.register(studentRoutes, { prefix: '/student' });
  await app.register(courseRoutes, { prefix: '/courses' });
  if (outbox && config.env !== 'production')
    await app.register(devOutboxRoutes(outbox), { prefix: '/__dev' });

  return app;
}
