import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { checkPaymentProvider } from './payments';
import { createLogger, prepareDatabase } from './startup';

async function main() {
  const config = loadConfig();
  // This server passes no payment provider to buildApp: refuse the sandbox before touching the database.
  checkPaymentProvider(config, undefined);
  const logger = createLogger(config);
  const db = await prepareDatabase(config, logger, config.seedOnEmpty);
  const app = await buildApp({ config, db, logger });
  // SIGTERM: /ready answers 503 at once; after the drain the listener closes, the requests in flight
  // are answered and the onClose hooks run (running jobs finish there); all within the grace, else
  // exit 1 (docs/decisions/0174).
  closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    app.academy.readiness.beginShutdown();
    if (!err && config.shutdownDrainMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    await app.close();
    await db.close();
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
  });
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(78);
  }
  process.stderr.write(`API failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
