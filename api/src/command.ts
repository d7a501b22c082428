import { type AppConfig, ConfigError, loadCommandConfig } from './config';
import type { Database } from './db/database';
import { JobQueue } from './jobs/queue';
import { createLogger, prepareDatabase } from './startup';

/**
 * Runs a command's `main` (the `npm run … -w @academy/api` scripts): a failure is one line on stderr,
 * never a stack trace: "Configuration error: …" for a bad setting (exit `configErrorExit`), else
 * "<failure>: …" (exit 1).
 */
export function runCommand(
  main: () => Promise<unknown>,
  failure: string,
  { configErrorExit = 1 } = {},
): void {
  main().catch((error: unknown) => {
    const prefix = error instanceof ConfigError ? 'Configuration error' : failure;
    process.stderr.write(`${prefix}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof ConfigError ? configErrorExit : 1);
  });
}

/**
 * Runs `run` with the command's settings, the migrated database and the job queue (not maintaining
 * it: the API instances do), then stops the queue and closes the database, whatever `run` did. Its
 * answer is the process's exit code; each output line goes to stdout.
 */
export async function withDatabaseAndQueue(
  run: (
    context: { config: AppConfig; db: Database; jobs: JobQueue },
    out: (line: string) => void,
  ) => Promise<number>,
): Promise<void> {
  const config = loadCommandConfig();
  const logger = createLogger(config);
  const db = await prepareDatabase(config, logger, false);
  try {
    const jobs = await JobQueue.open(db, config.jobs, {
      maintain: false,
      onError: (error) => logger.warn({ err: error }, 'job queue error'),
    });
    try {
      process.exitCode = await run({ config, db, jobs }, (line) => process.stdout.write(`${line}\n`));
    } finally {
      await jobs.stop();
    }
  } finally {
    await db.close();
  }
}
