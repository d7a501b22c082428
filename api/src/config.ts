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
  seedOnEmpty: boolean;
  /** Requests per minute and client address on the sign-in and code endpoints; 0 turns the limit off. */
  authRateLimitPerMinute: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const API_ROOT = path.resolve(__dirname, '..');
const DEV_JWT_SECRET = 'academy-development-secret-not-for-production';
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

/** Reads and checks the environment once, at start; a bad or missing production setting throws a ConfigError naming it. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const production = nodeEnv === 'production';

  const jwtSecret = env.JWT_SECRET ?? '';
  if (production && jwtSecret.length === 0)
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  if (production && jwtSecret.length < 32)
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
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
    seedOnEmpty: env.SEED_ON_EMPTY !== 'false',
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30, 0, 1_000_000),
  };
}
