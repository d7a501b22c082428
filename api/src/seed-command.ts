import { loadCommandConfig } from './config';
import { createLogger, prepareDatabase } from './startup';
import { runCommand } from './command';

/** `npm run seed`: migrate, then fill an empty database with the demo content. Exits non-zero on any failure. */
async function main() {
  const config = loadCommandConfig();
  const logger = createLogger(config);
  const db = await prepareDatabase(config, logger, true);
  await db.close();
}

runCommand(main, 'Seed failed');
