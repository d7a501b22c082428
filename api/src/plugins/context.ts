import { latestReconciliations } from '../repositories/reconciliations';
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isCurrentCode } from '../auth/email-codes';
import { createPasswordHasher } from '../auth/password-hashing';
import { createTokenService } from '../auth/tokens';
import { GroupCache } from '../cache/group-cache';
import { CacheInvalidation } from '../cache/invalidation';
import type { PreparedFront } from '../cache/prepared-front';
import { StudentStandings } from '../cache/student-standings';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { type JobWithMetadata, type MailJob, JobQueue } from '../jobs/queue';
import { DevOutbox, type Mailer, createSmtpMailer } from '../mail/mailer';
import { Readiness } from '../readiness';
import { pingDatabase } from '../repositories/health';
import { AppMetrics } from '../metrics/app-metrics';
import { markFeedbackMailed } from '../repositories/feedback';
import { mailStillWanted } from '../repositories/notifications';
import type { ExtensionPoints } from '../seams/extension-points';
import { createMediaStorage } from '../storage/create-media-storage';
import type { MediaStorage } from '../storage/media-storage';
import { S3MediaStorage } from '../storage/s3-media-storage';
import { providerFor } from '../translation/providers';
import { createTranslationService } from '../translation/translation-service';

export interface ContextOptions {
  config: AppConfig;
  db: Database;
  now: () => Date;
  /** The same clock in milliseconds (Date.now when the app runs on real time). */
  nowMs: () => number;
  front: PreparedFront;
  mailer?: Mailer;
  storage?: MediaStorage;
  extensions?: ExtensionPoints;
}

/** Builds the one AppContext (database, tokens, hashing, mail, storage, caches) and exposes it as `app.academy`. */
async function contextPlugin(app: FastifyInstance, options: ContextOptions) {
  const { config, db, now } = options;
  const cache = new CacheInvalidation(db, app.log, options.nowMs, {
    heartbeatIntervalMs: config.listenHeartbeatMs,
    heartbeatTimeoutMs: config.listenHeartbeatTimeoutMs,
  });
  const outbox = options.mailer
    ? options.mailer instanceof DevOutbox
      ? options.mailer
      : null
    : config.smtpUrl
      ? null
      : new DevOutbox(app.log);
  const mailer = options.mailer ?? outbox ?? createSmtpMailer(config.smtpUrl ?? '', config.mailFrom);
  const readiness = new Readiness();
  readiness.add('database', () => pingDatabase(db, config.healthTimeoutMs));
  // A store passed in is its owner's to close; one made here is closed with the app.
  const storage = options.storage ?? createMediaStorage(config);
  // A bucket is a part this instance needs (docs/decisions/0127); the disk is its own.
  if (storage instanceof S3MediaStorage) readiness.add('media', () => storage.check());
  const jobs = await JobQueue.open(db, config.jobs, {
    maintain: true,
    waitsForMail: outbox !== null,
    onError: (error) => app.log.warn({ err: error }, 'job queue error'),
  });
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
      options.nowMs,
    ),
    hasher: createPasswordHasher(config.argon2),
    mailer,
    outbox,
    jobs,
    storage,
    cache,
    contentCache: new GroupCache(cache, ['content'], 1000, 'content'),
    qaCache: new GroupCache(cache, ['qa'], 1000, 'qa'),
    standings: new StudentStandings(cache, db),
    front: options.front,
    extensions: options.extensions ?? {},
    secrets: {
      codes: createHmac('sha256', config.jwtSecret).update('academy:email-codes').digest(),
      media: createHmac('sha256', config.jwtSecret).update('academy:media-links').digest(),
      unsubscribe: createHmac('sha256', config.jwtSecret).update('academy:unsubscribe-links').digest(),
      calendarFeeds: createHmac('sha256', config.jwtSecret).update('academy:calendar-feeds').digest(),
    },
    translation: createTranslationService({
      db,
      now,
      log: app.log,
      provider: providerFor(config.translation, options.extensions?.translator),
      timeoutMs: config.translation.timeoutMs,
      cooldownMs: config.translation.cooldownMs,
    }),
    readiness,
    metrics: config.metrics
      ? new AppMetrics({ db, cache, log: app.log, collectTimeoutMs: config.healthTimeoutMs })
      : null,
  };
  app.decorate('academy', context);
  // The queue's depth, retries, dead jobs and age at every scrape (docs/decisions/0165).
  context.metrics?.watchJobQueues(() => jobs.counts());
  // The latest day reconciled with the card provider, and its differences (docs/decisions/0158).
  context.metrics?.watchReconciliation(() => latestReconciliations(db));
  await jobs.work<MailJob>('mail', (job) => deliver(app, context, job));
  await cache.start();
  // A write is answered only once every instance's caches have dropped what it changed.
  const barrier = async (_request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    await cache.barrier();
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS')) return;
    const existing =
      route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...existing, barrier];
  });
  // app.close() runs preClose first, then stops listening and waits for the requests in flight, then
  // the onClose hooks, the last registered first (docs/decisions/0174).
  app.addHook('preClose', (done) => {
    readiness.beginShutdown();
    done();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await cache.stop();
    await mailer.close();
    if (!options.storage) await storage.close();
  });
}

/** One try of a mail job: a throw leaves it to pg-boss to try again later, until the retries run out. */
async function deliver(app: FastifyInstance, ctx: AppContext, job: JobWithMetadata<MailJob>) {
  if (job.data.code && !(await isCurrentCode(ctx.db, job.data.code))) {
    app.log.info({ job: job.id }, 'code mail not sent: a newer code replaced its code');
    return;
  }
  const { notice } = job.data;
  if (notice && !(await mailStillWanted(ctx.db, notice.userId, notice.kind))) {
    app.log.info(
      { job: job.id, kind: notice.kind },
      'notification mail not sent: its kind is no longer mailed',
    );
    return;
  }
  try {
    await ctx.mailer.send(job.data.message);
  } catch (error) {
    const dead = job.retryCount >= job.retryLimit;
    const log = { err: error, job: job.id, tries: job.retryCount + 1 };
    if (dead) app.log.error(log, 'mail failed for good (npm run jobs -w @academy/api lists it)');
    else app.log.warn(log, 'mail not sent; it will be tried again');
    throw error;
  }
  if (job.data.feedbackId !== undefined) await markFeedbackMailed(ctx.db, job.data.feedbackId, ctx.now());
}

export default fp(contextPlugin, { name: 'academy-context' });
