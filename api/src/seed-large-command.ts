import { Client } from 'pg';
import { createPasswordHasher } from './auth/password-hashing';
import { ConfigError, loadCommandConfig } from './config';
import type { Queryable } from './db/database';
import {
  LARGE_PASSWORD,
  LARGE_TABLES,
  type LargeResult,
  generateLargeData,
  largeDataPresent,
  largeStudentEmail,
} from './seed/large';
import { createLogger, prepareDatabase } from './startup';
import { runCommand } from './command';

/**
 * `npm run seed:large -w @academy/api [-- --scale 0.01]`: migrates and seeds the database as
 * `npm run seed` does, then loads the large academy of decision 0184 (100,000 students at scale 1)
 * in one transaction, prints each table's rows and time, and ANALYZEs. PostgreSQL only.
 * The scale also comes from SEED_LARGE_SCALE.
 */
const USAGE = 'Usage: npm run seed:large -w @academy/api [-- --scale 0.01]';

export function parseScale(args: string[], env: NodeJS.ProcessEnv): number {
  let raw = env.SEED_LARGE_SCALE ?? '1';
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--scale') raw = args[++i] ?? '';
    else if (arg.startsWith('--scale=')) raw = arg.slice('--scale='.length);
    else throw new ConfigError(`unknown argument "${arg}". ${USAGE}`);
  }
  const scale = Number(raw);
  if (!raw.trim() || !Number.isFinite(scale) || scale <= 0 || scale > 10)
    throw new ConfigError(`--scale must be a number above 0 and at most 10, got "${raw}"`);
  return scale;
}

/** A pg client as the repositories' Queryable. */
export const clientQueryable = (client: Client): Queryable => ({
  async query<Row extends object>(text: string, params?: unknown[]) {
    const result = await client.query<Row>(text, params);
    return result.rows;
  },
});

/** Loads the large academy through `client` (its own transaction), then ANALYZE. */
export async function loadLargeAcademy(
  client: Client,
  options: { scale: number; passwordHash: string; now?: Date; out: (line: string) => void },
): Promise<LargeResult> {
  const db = clientQueryable(client);
  const started = performance.now();
  await client.query('BEGIN');
  let result: LargeResult;
  try {
    result = await generateLargeData(db, {
      scale: options.scale,
      passwordHash: options.passwordHash,
      now: options.now ?? new Date(),
      progress: (table, rows, ms) =>
        options.out(
          `  ${table.padEnd(17)} ${rows.toLocaleString('en-US').padStart(11)} rows  ${(ms / 1000).toFixed(1)} s`,
        ),
    });
    const commitStarted = performance.now();
    await client.query('COMMIT');
    options.out(`  commit            ${((performance.now() - commitStarted) / 1000).toFixed(1)} s`);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  const analyzeStarted = performance.now();
  await client.query(`ANALYZE ${LARGE_TABLES.join(', ')}`);
  options.out(`  analyze           ${((performance.now() - analyzeStarted) / 1000).toFixed(1)} s`);
  for (const [table, why] of Object.entries(result.capped)) options.out(`  note: ${table}: ${why}`);
  options.out(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return result;
}

async function main() {
  const scale = parseScale(process.argv.slice(2), process.env);
  const config = loadCommandConfig();
  if (!config.databaseUrl)
    throw new ConfigError(
      'seed:large needs PostgreSQL: set DATABASE_URL (postgres://...). PGlite, the embedded default, is ' +
        'meant for the demo and development data, not for a hundred thousand students (see the README).',
    );
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const logger = createLogger({ ...config, logLevel: 'warn' });
  const db = await prepareDatabase(config, logger, true);
  await db.close();
  const client = new Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const present = await largeDataPresent(clientQueryable(client));
    if (present > 0) {
      out(
        `The large academy is already loaded here (${present.toLocaleString('en-US')} generated students).`,
      );
      return;
    }
    out(`Loading the large academy at scale ${scale} (one transaction; every constraint and trigger on)...`);
    const passwordHash = await createPasswordHasher(config.argon2).hash(LARGE_PASSWORD);
    await loadLargeAcademy(client, { scale, passwordHash, out });
    out(
      `Every generated student signs in as ${largeStudentEmail(1)} ... with the password ${LARGE_PASSWORD}.`,
    );
  } finally {
    await client.end();
  }
}

if (require.main === module) runCommand(main, 'seed:large failed');
