import path from 'node:path';

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
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
  smtpUrl: string | null;
  mailFrom: string;
  argon2: Argon2Cost;
  logLevel: string;
  /** Photo upload limit in bytes. */
  photoMaxBytes: number;
  /** Fill an empty database with the demo course and student: on by default, off in production unless SEED_DEMO=true. */
  seedOnEmpty: boolean;
  /** Requests per minute and client address on the sign-in and code endpoints; 0 turns the limit off. */
  authRateLimitPerMinute: number;
  /** Requests per minute and account (the e-mail in the body, or the signed-in student) on the same endpoints. */
  accountRateLimitPerMinute: number;
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
  /** How long /health waits for the database before answering 503. */
  healthTimeoutMs: number;
  /** How long a signed lecture video or material link stays valid. */
  mediaLinkSeconds: number;
  /** How often expired codes and revoked tokens are deleted; 0 = never (tests sweep on demand). */
  sweepIntervalMs: number;
  /** Serve the OpenAPI description and explorer at /docs (default: yes, except in production). */
  apiDocs: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const API_ROOT = path.resolve(__dirname, '..');
export const DEV_JWT_SECRET = 'academy-development-secret-not-for-production';
/** Secrets published in this repository's history or its docs: never accepted in production. */
const KNOWN_SECRETS = new Set([DEV_JWT_SECRET, 'changeme', 'secret', 'your-secret-key']);

/** Why a production JWT secret is unsafe, or null when it is acceptable. */
export function weakSecretReason(secret: string): string | null {
  if (secret.length === 0) return 'is required when NODE_ENV=production';
  if (KNOWN_SECRETS.has(secret.trim()))
    return 'is a published development value; generate one (openssl rand -base64 48)';
  if (secret.trim() !== secret || /\s/.test(secret)) return 'must not contain whitespace';
  if (secret.length < 32) return 'must be at least 32 characters long';
  // A random 32+ character secret uses far more than 12 distinct characters; "aaaa…" or "abab…" does not.
  if (new Set(secret).size < 12) return 'has too little variety (fewer than 12 distinct characters)';
  if (/^(.{1,8})\1+$/.test(secret)) return 'is a short pattern repeated';
  return null;
}
const DEFAULT_CORS = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);
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

/** Reads and checks the environment once, at start; a bad or missing production setting throws a ConfigError naming it. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const production = nodeEnv === 'production';

  const jwtSecret = env.JWT_SECRET ?? '';
  const weakness = production ? weakSecretReason(jwtSecret) : null;
  if (weakness) throw new ConfigError(`JWT_SECRET ${weakness}`);
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

  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin.length > 0)
    : DEFAULT_CORS;

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
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Academy <no-reply@academy.test>',
    argon2: {
      memoryCost: integer(env, 'ARGON2_MEMORY_KIB', PRODUCTION_ARGON2.memoryCost, 1024, 4 * 1024 * 1024),
      timeCost: integer(env, 'ARGON2_TIME_COST', PRODUCTION_ARGON2.timeCost, 1, 20),
      parallelism: integer(env, 'ARGON2_PARALLELISM', PRODUCTION_ARGON2.parallelism, 1, 16),
    },
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    photoMaxBytes: 5 * 1024 * 1024,
    seedOnEmpty: seedDemo(env, production),
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30, 0, 1_000_000),
    accountRateLimitPerMinute: integer(env, 'ACCOUNT_RATE_LIMIT_PER_MINUTE', 10, 0, 1_000_000),
    redisUrl,
    redisPrefix: env.REDIS_PREFIX || 'academy:',
    trustProxy: trustProxy(env.TRUST_PROXY),
    databaseConnectTimeoutMs: integer(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5000, 100, 600_000),
    databaseStatementTimeoutMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 15_000, 100, 3_600_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 3_600_000),
    healthTimeoutMs: integer(env, 'HEALTH_TIMEOUT_MS', 2000, 50, 60_000),
    mediaLinkSeconds: integer(env, 'MEDIA_LINK_SECONDS', 6 * 3600, 60, 7 * 86400),
    sweepIntervalMs: integer(env, 'SWEEP_INTERVAL_SECONDS', nodeEnv === 'test' ? 0 : 600, 0, 86400) * 1000,
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : !production,
  };
}
