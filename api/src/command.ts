import { ConfigError } from './config';

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
