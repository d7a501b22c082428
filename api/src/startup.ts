import pino from 'pino';
import { createPasswordHasher } from './auth/password-hashing';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { runMigrations } from './db/migrate';
import { seedDemoContent } from './seed/seed';

/**
 * JSON lines on stdout, written asynchronously: lines logged while a write is under way go out
 * together in the next one, so the request log costs a write per batch, not a write per request.
 * server.ts flushes it before the process exits.
 */
export function createLogger(config: AppConfig) {
  return pino(
    { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    pino.destination({ dest: 1, sync: false }),
  );
}

/** Opens the database, applies pending migrations and, when asked, seeds an empty one. Any failure throws. */
export async function prepareDatabase(
  config: AppConfig,
  logger: pino.Logger,
  seed: boolean,
): Promise<Database> {
  const db = await openDatabase(config);
  try {
    const applied = await runMigrations(db);
    logger.info(
      { applied, database: db.kind },
      applied.length ? 'migrations applied' : 'database schema up to date',
    );
    if (seed) {
      const seeded = await seedDemoContent(db, {
        mediaDir: config.mediaDir,
        hasher: createPasswordHasher(config.argon2),
      });
      logger.info(seeded ? 'demo content created' : 'database has content: seed skipped');
    }
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
