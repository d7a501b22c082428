import path from 'node:path';
import autoload from '@fastify/autoload';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { PreparedFront } from './cache/prepared-front';
import { AppClock } from './clock';
import { CORS_ALLOWED_HEADERS, CORS_EXPOSED_HEADERS } from './cors';
import { type AppConfig, opensDevelopmentRoutes } from './config';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';
import authPlugin from './plugins/auth';
import clientErrorPrunerPlugin from './plugins/client-error-pruner';
import contextPlugin from './plugins/context';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import jsonBodyPlugin from './plugins/json-body';
import mediaPlugin from './plugins/media';
import metricsPlugin from './plugins/metrics';
import nullCharactersPlugin from './plugins/null-characters';
import notifierPlugin from './plugins/notifier';
import paymentReconcilerPlugin from './plugins/payment-reconciler';
import refunderPlugin from './plugins/refunder';
import videoProberPlugin from './plugins/video-prober';
import sweeperPlugin from './plugins/sweeper';
import { buildValidator } from './plugins/validation';
import rateLimitsPlugin from './plugins/rate-limits';
import { OneLineRequestLog } from './plugins/request-log';
import securityHeadersPlugin, { helmetHeaders } from './plugins/security-headers';
import { devRoutes } from './routes/dev';
import { checkPaymentProvider, configuredProvider } from './payments';
import { languageFor } from './i18n/messages';
import type { ExtensionPoints } from './seams/extension-points';
import type { MediaStorage } from './storage/media-storage';

type ValidatorFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator'];

/**
 * Entries of routes/ that autoload must not register: tests, and the development routes, which
 * buildApp registers itself only where they are served (decision 0113).
 */
const ROUTE_FOLDER_IGNORED = /(?:\.test\.[cm]?[jt]s|^dev(?:\/|$))/;

/** TRUST_PROXY=n: the last n proxies in front of the API are ours. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

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
  checkPaymentProvider(config, options.extensions?.payments);
  const clock = new AppClock(options.now);
  const { now } = clock;
  // Prepared bytes are answered before Fastify routes them once a route has taught the front how.
  const front = new PreparedFront();
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  const app = Fastify({
    serverFactory: front.serverFactory as unknown as NonNullable<FastifyServerOptions['serverFactory']>,
    genReqId: front.nextRequestId,
    ...(options.logger
      ? { loggerInstance: options.logger }
      : { logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] } }),
    ajv: {
      customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true },
    },
    schemaController: { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } },
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A socket idle this long, or a request not fully received by then, is closed.
    connectionTimeout: config.requestTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    bodyLimit: 1024 * 1024,
    // The spec's paths mix `/teacher_courses/{id}` and `/seminars/{id}/`; both spellings answer.
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    logController: new OneLineRequestLog(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  // External plugins.
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    maxAge: 86400,
  });
  await app.register(securityHeadersPlugin, { headers: securityHeaders });
  await app.register(multipart, {
    limits: { fileSize: config.photoMaxBytes, files: 2, fields: 10, parts: 20, headerPairs: 100 },
  });
  if (config.apiDocs) await app.register(docsPlugin, { config });

  // The app's own plugins.
  await app.register(contextPlugin, {
    config,
    db,
    now,
    nowMs: clock.nowMs,
    front,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.extensions ? { extensions: options.extensions } : {}),
  });
  await app.register(metricsPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(errorsPlugin);
  // After the error handler, so a bucket that is down is answered 503 (storage/media-storage.ts).
  await app.register(mediaPlugin);
  await app.register(authPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(nullCharactersPlugin);
  await app.register(sweeperPlugin);
  await app.register(clientErrorPrunerPlugin);
  await app.register(notifierPlugin);
  await app.register(videoProberPlugin);
  // app.close() runs the onClose hooks after the listener has closed and the requests in flight were
  // answered (docs/decisions/0174). The job queue (jobs/queue.ts, docs/decisions/0154) is built in the
  // context plugin, whose onClose stops it first: it takes no more jobs and finishes its running ones
  // before the caches, mail and server.ts's database close. It lives in the database, so the
  // database's readiness check stands for it.

  // Routes: one folder per resource, routes/<group>/index.ts, loaded by @fastify/autoload with the
  // prefix the folder exports as `autoPrefix`. Tests and schemas are not plugins; the development
  // routes are registered below, only where they are served.
  const payments = options.extensions?.payments ?? configuredProvider(app);
  await app.register(autoload, {
    dir: path.join(__dirname, 'routes'),
    dirNameRoutePrefix: false,
    ignorePattern: ROUTE_FOLDER_IGNORED,
    // The payment routes take the provider; the other groups take no options.
    options: { provider: payments },
  });
  if (payments.routes) await app.register(payments.routes, { prefix: '/sandbox' });
  await app.register(refunderPlugin, { provider: payments });
  await app.register(paymentReconcilerPlugin, { provider: payments });
  const { outbox } = app.academy;
  if (outbox && opensDevelopmentRoutes(config))
    await app.register(devRoutes(outbox, clock), { prefix: '/__dev' });

  front.open({
    logger: app.log,
    securityHeaders,
    corsOrigins: config.corsOrigins,
    readAccessToken: (token) => app.academy.tokens.read(token, 'access'),
    languageOf: languageFor,
    ...(app.academy.metrics ? { answered: app.academy.metrics.request.bind(app.academy.metrics) } : {}),
  });
  app.addHook('preClose', (done) => {
    front.close();
    done();
  });

  return app;
}
