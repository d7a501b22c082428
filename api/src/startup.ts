import pino from 'pino';
import { createPasswordHasher } from './auth/password-hashing';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { runMigrations } from './db/migrate';
import { seedDemoContent } from './seed/seed';
import { createMediaStorage } from './storage/create-media-storage';
import type { MediaStorage } from './storage/media-storage';

/**
 * JSON lines on stdout, written asynchronously in batches: a write when 8 KB of lines have gathered
 * or a quarter of a second has passed, so under load the request log costs a system call per few
 * dozen requests rather than one each, and a quiet server's lines still appear at once to a reader.
 * server.ts flushes it before the process exits.
 */
export function createLogger(config: AppConfig) {
  return pino(
    { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    pino.destination({ dest: 1, sync: false, minLength: 8192, periodicFlush: 250 }),
  );
}

/**
 * Applies pending migrations and, when asked, seeds an empty database: once, even when several
 * processes start together on one database (they take turns on a database lock).
 */
export async function migrateAndSeed(
  db: Database,
  options: {
    media: Pick<MediaStorage, 'write'>;
    argon2: AppConfig['argon2'];
    seed: boolean;
    logger: pino.Logger;
    now?: Date;
  },
): Promise<{ applied: string[]; seeded: boolean }> {
  return db.exclusive('academy:migrate-and-seed', async () => {
    const applied = await runMigrations(db);
    options.logger.info(
      { applied, database: db.kind },
      applied.length ? 'migrations applied' : 'database schema up to date',
    );
    let seeded = false;
    if (options.seed) {
      seeded = await seedDemoContent(db, {
        media: options.media,
        hasher: createPasswordHasher(options.argon2),
        ...(options.now ? { now: options.now } : {}),
      });
      options.logger.info(seeded ? 'demo content created' : 'database has content: seed skipped');
    }
    return { applied, seeded };
  });
}

/** Opens the database, applies pending migrations and, when asked, seeds an empty one. Any failure throws. */
export async function prepareDatabase(
  config: AppConfig,
  logger: pino.Logger,
  seed: boolean,
): Promise<Database> {
  const db = await openDatabase(config, (error) =>
    logger.warn({ err: error }, 'database connection lost; the pool will reconnect'),
  );
  try {
    const media = createMediaStorage(config);
    try {
      await migrateAndSeed(db, { media, argon2: config.argon2, seed, logger });
    } finally {
      await media.close();
    }
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
