import { ConfigError, loadCommandConfig } from './config';
import { createLogger, prepareDatabase } from './startup';

/** `npm run seed`: migrate, then fill an empty database with the demo content. Exits non-zero on any failure. */
async function main() {
  const config = loadCommandConfig();
  const logger = createLogger(config);
  const db = await prepareDatabase(config, logger, true);
  await db.close();
}

main().catch((error: unknown) => {
  const prefix = error instanceof ConfigError ? 'Configuration error' : 'Seed failed';
  process.stderr.write(`${prefix}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
