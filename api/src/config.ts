import path from 'node:path';
import { ConfigError } from './config-error';
import { PUBLISHED_SECRETS, checkSecrets, urlPassword } from './config-secrets';
import { FRONT_ENDS } from './site-map';
import { type TranslationConfig, loadTranslationConfig } from './translation/translation-config';

export { ConfigError };

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** One OpenID Connect provider students may sign in with (OIDC_PROVIDERS). */
export interface OidcProviderConfig {
  /** Short name used in paths: /student/auth/oidc/{id}/start/. */
  id: string;
  /** Button text, e.g. "Google". */
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The S3-compatible bucket media live in (MEDIA_BUCKET and MEDIA_S3_*; docs/decisions/0127). */
export interface MediaBucketConfig {
  bucket: string;
  /** An S3-compatible server's URL (MinIO, Ceph, R2); null for AWS itself. */
  endpoint: string | null;
  region: string;
  /** Path-style addresses (`endpoint/bucket/key`), which most servers other than AWS need. */
  forcePathStyle: boolean;
  /** Explicit keys; null leaves the AWS SDK's standard chain to find them (environment, profile, role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export interface AppConfig {
  env: RunMode;
  host: string;
  port: number;
  databaseUrl: string | null;
  /** Folder of the embedded database, or `memory://` for a throw-away one. */
  pgliteDir: string;
  jwtSecret: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  resetTokenSeconds: number;
  publicUrl: string;
  corsOrigins: string[];
  mediaDir: string;
  /** Media in a bucket instead of MEDIA_DIR; null (the default) keeps them on disk. */
  mediaBucket: MediaBucketConfig | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** The job queue (jobs/queue.ts, docs/decisions/0154): how mails are retried and how often workers look. */
  jobs: {
    /** A worker looks for jobs this often; a request that queues one wakes its own instance's at once. */
    pollIntervalMs: number;
    /** Tries after the first before a mail counts as failed for good (dead). */
    mailRetryLimit: number;
    /** Wait before the first retry; each further one waits about twice as long. */
    mailRetryDelaySeconds: number;
    /** A try not finished within this long fails, and is taken again (a hung server, a dead worker). */
    mailExpireSeconds: number;
    /** How often a supervising instance looks for tries past their time (pg-boss's maintenance). */
    maintenanceIntervalSeconds: number;
  };
  argon2: Argon2Cost;
  logLevel: string;
  /** Photo upload limit in bytes. */
  photoMaxBytes: number;
  /** Lecture video and material upload limits in bytes (LECTURE_VIDEO_MAX_MB, LECTURE_MATERIAL_MAX_MB). */
  lectureVideoMaxBytes: number;
  lectureMaterialMaxBytes: number;
  /** Fill an empty database with the demo course and student: on by default, off in production unless SEED_DEMO=true. */
  seedOnEmpty: boolean;
  /** Requests per minute and client address on the sign-in and code endpoints; 0 turns the limit off. */
  authRateLimitPerMinute: number;
  /**
   * Requests per minute and account on the same endpoints: a signed-in student's own, or an e-mail in
   * the body from one client address (decision 0105).
   */
  accountRateLimitPerMinute: number;
  /** Requests per minute naming one e-mail in the body, from every client address together; 0 = none. */
  emailRateLimitPerMinute: number;
  /** Shared rate-limit counters; null keeps them in this process. */
  redisUrl: string | null;
  /** Prefix of every Redis key this API writes. */
  redisPrefix: string;
  /** Fastify's trustProxy: false, true, a hop count, or a comma-separated list of proxy addresses/CIDRs. */
  trustProxy: boolean | number | string;
  /** PostgreSQL: how long to wait for a connection, and for one statement, before giving up. */
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  /** How long a whole request may take before the server gives up on it. */
  requestTimeoutMs: number;
  /** How long /health waits for the database, and /ready for each part, before answering 503. */
  healthTimeoutMs: number;
  /**
   * After SIGTERM: how long /ready answers 503 while requests are still taken, so a load balancer sees
   * it before the listener closes (docs/decisions/0174).
   */
  shutdownDrainMs: number;
  /** After SIGTERM: the drain, the requests in flight and the onClose hooks must end within this, else exit 1. */
  shutdownGraceMs: number;
  /** PostgreSQL: how often the cache's LISTEN connection is probed, and how long an answer may take. */
  listenHeartbeatMs: number;
  listenHeartbeatTimeoutMs: number;
  /** How long a signed lecture video or material link stays valid. */
  mediaLinkSeconds: number;
  /** How often expired codes and revoked tokens are deleted; 0 = never (tests sweep on demand). */
  sweepIntervalMs: number;
  /** Serve the OpenAPI description and explorer at /docs (default: yes, except in production). */
  apiDocs: boolean;
  /** The site students return to from the card page (`<site>/passingcourse/<course>?payment=…`). */
  siteUrl: string;
  /** HMAC-SHA256 key of the payment provider's server-to-server callbacks. */
  paymentCallbackSecret: string;
  /**
   * Production may run the built-in sandbox provider (fake cards, no money), or CloudPayments with a
   * test site's credentials, only when this is set: a staging site.
   */
  paymentsSandboxInProduction: boolean;
  /** CloudPayments, the card provider, when its settings are present (docs/decisions/0130); else the sandbox. */
  cloudPayments: CloudPaymentsConfig | null;
  /** How long a created payment may be paid; older ones are expired and grant nothing. */
  paymentLifetimeMs: number;
  /** Payment creations per minute and student; 0 turns the limit off. */
  paymentRateLimitPerMinute: number;
  /** Where contact-form messages are mailed. */
  academyEmail: string;
  /** Contact-form messages per hour and client address; 0 turns the limit off. */
  feedbackRateLimitPerHour: number;
  /** Client error reports per minute and client address (docs/decisions/0011); 0 turns the limit off. */
  clientErrorRateLimitPerMinute: number;
  /** Client error reports last seen longer ago are deleted (decision 0037). */
  clientErrorRetentionDays: number;
  /** How often each instance deletes the client error reports past the retention; 0 = never (tests prune on demand). */
  clientErrorPruneIntervalMs: number;
  /** How often each instance checks for a past day not yet reconciled with the card provider; 0 = never. */
  paymentReconcileIntervalMs: number;
  /**
   * How often the notifications' clock runs across all instances: seminar reminders, topic openings,
   * the instructors' digests (docs/decisions/0167); 0 = never (tests run it on demand).
   */
  notificationClockIntervalMs: number;
  /** People told per batch job of one event's fan-out. */
  notificationBatchSize: number;
  /** Questions and answers per student, counted together, per minute and per day; 0 turns one off. */
  questionRateLimitPerMinute: number;
  questionRateLimitPerDay: number;
  /** Essay draft saves and submissions per student and minute (docs/decisions/0703); 0 = off. */
  essayRateLimitPerMinute: number;
  /** Public certificate verifications per client address and minute; 0 = off. */
  certificateLookupRateLimitPerMinute: number;
  /** Machine translation of course text (docs/decisions/0150). */
  translation: TranslationConfig;
  /** Social sign-in providers; empty when none is configured (the site then shows no social buttons). */
  oidcProviders: OidcProviderConfig[];
  /** The Prometheus endpoint's own listener (docs/decisions/0164); null (the default) collects nothing. */
  metrics: MetricsConfig | null;
}

/** METRICS_PORT, METRICS_HOST, METRICS_TOKEN: where /metrics is served, never on the public port. */
export interface MetricsConfig {
  /** 0 takes any free port (tests). */
  port: number;
  host: string;
  /** Bearer token a scrape must send; required unless the listener is on loopback. */
  token: string | null;
}

const API_ROOT = path.resolve(__dirname, '..');
export const DEV_JWT_SECRET = PUBLISHED_SECRETS.developmentJwt;
/** The shell's and the remotes' local origins, from the site map. */
function defaultCors(): string[] {
  return FRONT_ENDS.flatMap(({ port }) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}
const DEFAULT_CORS = defaultCors();
// OWASP's argon2id baseline (reasoning and the cost per core: docs/decisions/0181); tests pass cheaper values.
const PRODUCTION_ARGON2: Argon2Cost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    const parsed = new URL(raw);
    return parsed.toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}"`);
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function oidcProviders(raw: string | undefined): OidcProviderConfig[] {
  if (raw === undefined || raw.trim() === '') return [];
  const fail = (why: string): never => {
    throw new ConfigError(
      `OIDC_PROVIDERS must be a JSON array of {"id", "label", "issuer", "client_id", "client_secret"}: ${why}`,
    );
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return fail('not valid JSON');
  }
  if (!Array.isArray(parsed)) return fail('not an array');
  const seen = new Set<string>();
  return parsed.map((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null) return fail(`entry ${index} is not an object`);
    const field = (name: string): string => {
      const value = (entry as Record<string, unknown>)[name];
      if (typeof value !== 'string' || value.trim() === '') return fail(`entry ${index} has no "${name}"`);
      return value.trim();
    };
    const id = field('id');
    if (!/^[a-z0-9][a-z0-9-]{0,31}$/.test(id)) fail(`id "${id}" must be 1-32 of a-z, 0-9 and -`);
    if (seen.has(id)) fail(`id "${id}" appears twice`);
    seen.add(id);
    const issuer = field('issuer');
    let issuerUrl: URL;
    try {
      issuerUrl = new URL(issuer);
    } catch {
      return fail(`issuer of "${id}" is not an absolute URL`);
    }
    // Plain http only for a provider on this machine (development and tests).
    if (
      issuerUrl.protocol !== 'https:' &&
      !(issuerUrl.protocol === 'http:' && LOOPBACK_HOSTS.has(issuerUrl.hostname))
    )
      fail(`issuer of "${id}" must be https (http only on localhost)`);
    return {
      id,
      label: field('label'),
      issuer,
      clientId: field('client_id'),
      clientSecret: field('client_secret'),
    };
  });
}

function seedDemo(env: Env, production: boolean): boolean {
  if (env.SEED_DEMO !== undefined && env.SEED_DEMO !== '') {
    if (env.SEED_DEMO !== 'true' && env.SEED_DEMO !== 'false')
      throw new ConfigError(`SEED_DEMO must be true or false, got "${env.SEED_DEMO}"`);
    return env.SEED_DEMO === 'true';
  }
  // SEED_ON_EMPTY=false is the older spelling of SEED_DEMO=false.
  if (env.SEED_ON_EMPTY === 'false') return false;
  return !production;
}

function trustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (list.length === 0 || list.some((entry) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry)))
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a hop count, or comma-separated proxy addresses/CIDRs, got "${raw}"`,
    );
  return list.join(',');
}

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * The metrics listener: off unless METRICS_PORT is set; on loopback unless METRICS_HOST says otherwise,
 * and then only behind METRICS_TOKEN (docs/decisions/0164).
 */
function metricsConfig(env: Env): MetricsConfig | null {
  const host = env.METRICS_HOST?.trim() || '';
  const token = env.METRICS_TOKEN ?? '';
  if (env.METRICS_PORT === undefined || env.METRICS_PORT === '') {
    for (const [name, value] of [
      ['METRICS_HOST', host],
      ['METRICS_TOKEN', token],
    ] as const)
      if (value !== '')
        throw new ConfigError(`${name} is set but METRICS_PORT is not (metrics are off without it)`);
    return null;
  }
  const port = integer(env, 'METRICS_PORT', 0, 0, 65535);
  if (host !== '' && !/^(?:[0-9A-Za-z.-]+|[0-9A-Fa-f:]+)$/.test(host))
    throw new ConfigError(`METRICS_HOST must be a host name or an IP address, got "${host}"`);
  if (token !== '' && !/^[\x21-\x7e]{16,}$/.test(token))
    throw new ConfigError('METRICS_TOKEN must be at least 16 printable characters without spaces');
  const listenHost = host || '127.0.0.1';
  if (token === '' && !LOOPBACK_ADDRESSES.has(listenHost))
    throw new ConfigError(
      `METRICS_TOKEN is required when METRICS_HOST is not loopback (got "${listenHost}"): metrics are never public`,
    );
  return { port, host: listenHost, token: token || null };
}

function flag(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return false;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(`${name} must be true or false, got "${raw}"`);
  return raw === 'true';
}

/**
 * Production: SITE_URL and CORS_ORIGINS must be written out (no localhost default), https, and
 * CORS_ORIGINS bare origins; plain http only on this machine, as for OIDC issuers (docs/decisions/0107).
 */
function productionSite(env: Env, siteUrl: string, corsOrigins: string[]): void {
  const secure = (value: URL) =>
    value.protocol === 'https:' || (value.protocol === 'http:' && LOOPBACK_HOSTS.has(value.hostname));
  for (const name of ['SITE_URL', 'CORS_ORIGINS'] as const)
    if (!env[name]?.trim()) throw new ConfigError(`${name} is required when NODE_ENV=production`);
  if (!secure(new URL(siteUrl)))
    throw new ConfigError('SITE_URL must be https when NODE_ENV=production (http only on localhost)');
  for (const origin of corsOrigins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (parsed === null || parsed.origin !== origin || !secure(parsed))
      throw new ConfigError(
        `CORS_ORIGINS must list https origins (scheme://host[:port], http only on localhost) when NODE_ENV=production, got "${origin}"`,
      );
  }
}

export interface CloudPaymentsConfig {
  publicId: string;
  apiSecret: string;
  apiUrl: string;
}

/** A CloudPayments test site's Public ID: the published test cards, and no money moves. */
export const isTestPublicId = (publicId: string): boolean => publicId.startsWith('test_api_');

/** CLOUDPAYMENTS_PUBLIC_ID with CLOUDPAYMENTS_API_SECRET, or neither (the sandbox). */
function cloudPayments(env: Env, production: boolean): CloudPaymentsConfig | null {
  const publicId = env.CLOUDPAYMENTS_PUBLIC_ID?.trim() ?? '';
  const apiSecret = env.CLOUDPAYMENTS_API_SECRET ?? '';
  if (publicId === '' && apiSecret === '') {
    if (env.CLOUDPAYMENTS_API_URL)
      throw new ConfigError(
        'CLOUDPAYMENTS_API_URL is set but CLOUDPAYMENTS_PUBLIC_ID is not: set both, or neither',
      );
    return null;
  }
  if (publicId === '' || apiSecret === '')
    throw new ConfigError(
      `${publicId === '' ? 'CLOUDPAYMENTS_PUBLIC_ID' : 'CLOUDPAYMENTS_API_SECRET'} is missing: ` +
        'CLOUDPAYMENTS_PUBLIC_ID and CLOUDPAYMENTS_API_SECRET go together',
    );
  if (!/^(pk|test_api)_[0-9a-z]{8,64}$/.test(publicId))
    throw new ConfigError(
      `CLOUDPAYMENTS_PUBLIC_ID must be a site's Public ID (pk_… or test_api_…), got "${publicId}"`,
    );
  if (production && isTestPublicId(publicId) && !flag(env, 'PAYMENTS_SANDBOX_IN_PRODUCTION'))
    throw new ConfigError(
      `CLOUDPAYMENTS_PUBLIC_ID "${publicId}" is a CloudPayments test site (test cards, no money): ` +
        'PAYMENTS_SANDBOX_IN_PRODUCTION=true is required to run it with NODE_ENV=production (a staging site only)',
    );
  const apiUrl = url(env, 'CLOUDPAYMENTS_API_URL', 'https://api.cloudpayments.ru');
  if (production && !apiUrl.startsWith('https://'))
    throw new ConfigError(`CLOUDPAYMENTS_API_URL must be https when NODE_ENV=production, got "${apiUrl}"`);
  return { publicId, apiSecret, apiUrl };
}

const MEDIA_S3_SETTINGS = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_REGION',
  'MEDIA_S3_FORCE_PATH_STYLE',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

/** MEDIA_BUCKET and its MEDIA_S3_* companions; none of them set keeps media on disk. */
function mediaBucket(env: Env): MediaBucketConfig | null {
  const bucket = env.MEDIA_BUCKET?.trim() ?? '';
  if (bucket === '') {
    const stray = MEDIA_S3_SETTINGS.find((name) => env[name]);
    if (stray) throw new ConfigError(`${stray} is set but MEDIA_BUCKET is not: set both, or neither`);
    return null;
  }
  // S3's own naming rule, which every compatible server follows.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..'))
    throw new ConfigError(
      `MEDIA_BUCKET must be a bucket name (3-63 of a-z, 0-9, "." and "-"), got "${env.MEDIA_BUCKET}"`,
    );
  let endpoint: string | null = null;
  if (env.MEDIA_S3_ENDPOINT) {
    endpoint = url(env, 'MEDIA_S3_ENDPOINT', '');
    if (!/^https?:/.test(endpoint))
      throw new ConfigError(`MEDIA_S3_ENDPOINT must be an http(s) URL, got "${env.MEDIA_S3_ENDPOINT}"`);
  }
  const region = env.MEDIA_S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{1,32}$/.test(region))
    throw new ConfigError(`MEDIA_S3_REGION must be a region name such as eu-central-1, got "${region}"`);
  const keyId = env.MEDIA_S3_ACCESS_KEY_ID ?? '';
  const secret = env.MEDIA_S3_SECRET_ACCESS_KEY ?? '';
  if ((keyId === '') !== (secret === ''))
    throw new ConfigError(
      'MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS SDK default chain',
    );
  return {
    bucket,
    endpoint,
    region,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE
      ? flag(env, 'MEDIA_S3_FORCE_PATH_STYLE')
      : endpoint !== null,
    credentials: keyId === '' ? null : { accessKeyId: keyId, secretAccessKey: secret },
  };
}

const RUN_MODES = ['development', 'test', 'production'] as const;
export type RunMode = (typeof RUN_MODES)[number];

/**
 * NODE_ENV exactly as the project spells its three modes; anything else stops the start, so a
 * mistyped `Production` or `prod` cannot run the development defaults and routes (docs/decisions/0113).
 */
function runMode(raw: string | undefined): RunMode {
  const mode = RUN_MODES.find((known) => known === raw);
  if (mode) return mode;
  throw new ConfigError(
    raw === undefined || raw === ''
      ? 'NODE_ENV must be set to development, test or production (npm start and npm run dev set development)'
      : `NODE_ENV must be development, test or production, got "${raw}"`,
  );
}

/**
 * The settings of a command-line tool (seed, staff, client errors): development unless NODE_ENV says
 * otherwise, since a tool serves no route; a mistyped mode still stops it.
 */
export const loadCommandConfig = (env: Env = process.env): AppConfig =>
  loadConfig({ NODE_ENV: 'development', ...env });

/** The development outbox, clock and fixtures, and the API explorer by default: development and tests only. */
export const opensDevelopmentRoutes = (config: Pick<AppConfig, 'env'>): boolean =>
  config.env === 'development' || config.env === 'test';

/** Reads and checks the environment once, at start; a bad or missing production setting throws a ConfigError naming it. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = runMode(env.NODE_ENV);
  const production = nodeEnv === 'production';

  const jwtSecret = env.JWT_SECRET ?? '';
  if (production && !env.PUBLIC_URL) throw new ConfigError('PUBLIC_URL is required when NODE_ENV=production');

  const databaseUrl = env.DATABASE_URL ? env.DATABASE_URL : null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const smtpUrl = env.SMTP_URL ? env.SMTP_URL : null;
  if (production && smtpUrl === null)
    throw new ConfigError(
      'SMTP_URL is required when NODE_ENV=production (the dev outbox is for development only)',
    );
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl))
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');

  const redisUrl = env.REDIS_URL ? env.REDIS_URL : null;
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl))
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  const paymentSecret = env.PAYMENT_CALLBACK_SECRET ?? '';
  const academyEmail = env.ACADEMY_EMAIL || 'info@academy.test';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(academyEmail))
    throw new ConfigError(`ACADEMY_EMAIL must be an e-mail address, got "${academyEmail}"`);

  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin.length > 0)
    : DEFAULT_CORS;
  const siteUrl = url(env, 'SITE_URL', 'http://localhost:3000');
  if (production) productionSite(env, siteUrl, corsOrigins);
  const translation = loadTranslationConfig(env);
  const shutdownGraceMs = integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 1000, 3_600_000);
  const shutdownDrainMs = integer(env, 'SHUTDOWN_DRAIN_MS', 0, 0, 3_600_000);
  if (shutdownDrainMs >= shutdownGraceMs)
    throw new ConfigError(
      `SHUTDOWN_DRAIN_MS (${shutdownDrainMs}) must be shorter than SHUTDOWN_GRACE_MS (${shutdownGraceMs}), which includes it`,
    );
  const providers = oidcProviders(env.OIDC_PROVIDERS);
  const metrics = metricsConfig(env);
  const cards = cloudPayments(env, production);
  // One check for every secret (docs/decisions/0107); the shorter minimums are for values a provider issues.
  if (production)
    checkSecrets([
      { name: 'JWT_SECRET', value: jwtSecret, minLength: 32 },
      // The sandbox's callback key; CloudPayments signs with its own API secret.
      ...(cards ? [] : [{ name: 'PAYMENT_CALLBACK_SECRET', value: paymentSecret, minLength: 32 }]),
      ...providers.map((p) => ({
        name: `OIDC_PROVIDERS client_secret of "${p.id}"`,
        value: p.clientSecret,
        minLength: 16,
      })),
      ...(translation.apiKey
        ? [{ name: 'TRANSLATION_API_KEY', value: translation.apiKey, minLength: 16 }]
        : []),
      ...(metrics?.token ? [{ name: 'METRICS_TOKEN', value: metrics.token, minLength: 32 }] : []),
      ...(cards ? [{ name: 'CLOUDPAYMENTS_API_SECRET', value: cards.apiSecret, minLength: 16 }] : []),
      ...(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'] as const).flatMap((name) => {
        const password = urlPassword(env[name] || null);
        return password ? [{ name: `${name} password`, value: password, minLength: 12 }] : [];
      }),
    ]);

  return {
    env: nodeEnv,
    host: env.HOST || '127.0.0.1',
    port: integer(env, 'PORT', 8000, 0, 65535),
    databaseUrl,
    pgliteDir: env.PGLITE_DIR || path.join(API_ROOT, '.data', 'pglite'),
    jwtSecret: jwtSecret || DEV_JWT_SECRET,
    accessTokenSeconds: integer(env, 'ACCESS_TOKEN_SECONDS', 5 * 60, 1, 365 * 86400),
    refreshTokenSeconds: integer(env, 'REFRESH_TOKEN_SECONDS', 86400, 1, 365 * 86400),
    resetTokenSeconds: 15 * 60,
    publicUrl: url(env, 'PUBLIC_URL', 'http://localhost:8000'),
    corsOrigins,
    mediaDir: env.MEDIA_DIR || path.join(API_ROOT, '.data', 'media'),
    mediaBucket: mediaBucket(env),
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Academy <no-reply@academy.test>',
    jobs: {
      pollIntervalMs: integer(env, 'JOBS_POLL_INTERVAL_MS', 2000, 500, 60_000),
      mailRetryLimit: integer(env, 'MAIL_RETRY_LIMIT', 10, 0, 100),
      mailRetryDelaySeconds: integer(env, 'MAIL_RETRY_DELAY_SECONDS', 30, 1, 3600),
      mailExpireSeconds: integer(env, 'MAIL_SEND_TIMEOUT_SECONDS', 120, 1, 3600),
      maintenanceIntervalSeconds: integer(env, 'JOBS_MAINTENANCE_INTERVAL_SECONDS', 120, 1, 3600),
    },
    argon2: {
      memoryCost: integer(env, 'ARGON2_MEMORY_KIB', PRODUCTION_ARGON2.memoryCost, 1024, 4 * 1024 * 1024),
      timeCost: integer(env, 'ARGON2_TIME_COST', PRODUCTION_ARGON2.timeCost, 1, 20),
      parallelism: integer(env, 'ARGON2_PARALLELISM', PRODUCTION_ARGON2.parallelism, 1, 16),
    },
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    photoMaxBytes: 5 * 1024 * 1024,
    lectureVideoMaxBytes: integer(env, 'LECTURE_VIDEO_MAX_MB', 500, 1, 100_000) * 1024 * 1024,
    lectureMaterialMaxBytes: integer(env, 'LECTURE_MATERIAL_MAX_MB', 50, 1, 10_000) * 1024 * 1024,
    seedOnEmpty: seedDemo(env, production),
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30, 0, 1_000_000),
    accountRateLimitPerMinute: integer(env, 'ACCOUNT_RATE_LIMIT_PER_MINUTE', 10, 0, 1_000_000),
    emailRateLimitPerMinute: integer(env, 'EMAIL_RATE_LIMIT_PER_MINUTE', 100, 0, 1_000_000),
    redisUrl,
    redisPrefix: env.REDIS_PREFIX || 'academy:',
    trustProxy: trustProxy(env.TRUST_PROXY),
    databaseConnectTimeoutMs: integer(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5000, 100, 600_000),
    databaseStatementTimeoutMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 15_000, 100, 3_600_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 3_600_000),
    healthTimeoutMs: integer(env, 'HEALTH_TIMEOUT_MS', 2000, 50, 60_000),
    shutdownDrainMs,
    shutdownGraceMs,
    listenHeartbeatMs: integer(env, 'DATABASE_LISTEN_HEARTBEAT_MS', 5000, 50, 600_000),
    listenHeartbeatTimeoutMs: integer(env, 'DATABASE_LISTEN_HEARTBEAT_TIMEOUT_MS', 2000, 50, 60_000),
    mediaLinkSeconds: integer(env, 'MEDIA_LINK_SECONDS', 6 * 3600, 60, 7 * 86400),
    sweepIntervalMs: integer(env, 'SWEEP_INTERVAL_SECONDS', nodeEnv === 'test' ? 0 : 600, 0, 86400) * 1000,
    apiDocs: env.API_DOCS ? flag(env, 'API_DOCS') : !production,
    siteUrl,
    paymentCallbackSecret: paymentSecret || PUBLISHED_SECRETS.developmentPaymentCallback,
    paymentsSandboxInProduction: flag(env, 'PAYMENTS_SANDBOX_IN_PRODUCTION'),
    cloudPayments: cards,
    paymentLifetimeMs: integer(env, 'PAYMENT_LIFETIME_MINUTES', 30, 10, 24 * 60) * 60_000,
    paymentRateLimitPerMinute: integer(env, 'PAYMENT_RATE_LIMIT_PER_MINUTE', 10, 0, 1_000_000),
    academyEmail,
    feedbackRateLimitPerHour: integer(env, 'FEEDBACK_RATE_LIMIT_PER_HOUR', 10, 0, 1_000_000),
    clientErrorRateLimitPerMinute: integer(env, 'CLIENT_ERROR_RATE_LIMIT_PER_MINUTE', 30, 0, 1_000_000),
    clientErrorRetentionDays: integer(env, 'CLIENT_ERROR_RETENTION_DAYS', 30, 1, 3650),
    clientErrorPruneIntervalMs:
      integer(env, 'CLIENT_ERROR_PRUNE_INTERVAL_SECONDS', nodeEnv === 'test' ? 0 : 3600, 0, 86400) * 1000,
    paymentReconcileIntervalMs:
      integer(env, 'PAYMENT_RECONCILE_INTERVAL_SECONDS', nodeEnv === 'test' ? 0 : 3600, 0, 86400) * 1000,
    notificationClockIntervalMs:
      integer(env, 'NOTIFICATION_CLOCK_INTERVAL_SECONDS', nodeEnv === 'test' ? 0 : 300, 0, 86400) * 1000,
    notificationBatchSize: integer(env, 'NOTIFICATION_BATCH_SIZE', 1000, 1, 10_000),
    questionRateLimitPerMinute: integer(env, 'QUESTION_RATE_LIMIT_PER_MINUTE', 5, 0, 1_000_000),
    questionRateLimitPerDay: integer(env, 'QUESTION_RATE_LIMIT_PER_DAY', 100, 0, 1_000_000),
    essayRateLimitPerMinute: integer(env, 'ESSAY_RATE_LIMIT_PER_MINUTE', 60, 0, 1_000_000),
    certificateLookupRateLimitPerMinute: integer(
      env,
      'CERTIFICATE_LOOKUP_RATE_LIMIT_PER_MINUTE',
      30,
      0,
      1_000_000,
    ),
    translation,
    oidcProviders: providers,
    metrics,
  };
}
