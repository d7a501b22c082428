import { loadCommandConfig } from './config';
import type { Queryable } from './db/database';
import { clientErrorGroups, pruneClientErrors } from './repositories/client-errors';
import { createLogger, prepareDatabase } from './startup';
import { runCommand } from './command';

/**
 * `npm run client-errors -w @academy/api -- [--hours N] [--json]`: the errors browsers reported from
 * the remotes (docs/decisions/0011), grouped by remote and release version, the most recent first:
 * how many, which kinds, first and last seen, and the commonest message with its route and stack.
 * `-- --prune` deletes the reports last seen more than CLIENT_ERROR_RETENTION_DAYS ago instead.
 */
const USAGE = 'Usage: npm run client-errors -w @academy/api -- [--hours N] [--json] | --prune';

/**
 * Control characters (C0, DEL, C1) and the bidirectional controls that reorder what the operator
 * reads. The API strips the first kinds before storing (rules/src/client-error-text.ts); a row written
 * some other way, or before that rule, must not drive the operator's terminal either.
 */
const UNPRINTABLE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
/** What JSON.stringify leaves as it is: DEL, C1 and the bidirectional controls. */
const UNPRINTABLE_IN_JSON = /[\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const escapeCode = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
/** One field on one line, every control character written out as `\uXXXX`. */
export const printable = (text: string) => text.replace(UNPRINTABLE, escapeCode);

export async function runClientErrorsCommand(
  db: Queryable,
  args: string[],
  out: (line: string) => void,
  now: Date = new Date(),
  retentionDays = 30,
): Promise<number> {
  if (args.includes('--prune')) {
    if (args.length !== 1) {
      out(USAGE);
      return 2;
    }
    const before = new Date(now.getTime() - retentionDays * 86_400_000);
    const deleted = await pruneClientErrors(db, before);
    out(
      `Deleted ${deleted} client error report${deleted === 1 ? '' : 's'} last seen before ${before.toISOString()} ` +
        `(CLIENT_ERROR_RETENTION_DAYS=${retentionDays}).`,
    );
    return 0;
  }
  let hours = 24;
  let json = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--json') json = true;
    else if (arg === '--hours' && /^\d+$/.test(args[index + 1] ?? '') && Number(args[index + 1]) > 0) {
      hours = Number(args[index + 1]);
      index += 1;
    } else {
      out(USAGE);
      return 2;
    }
  }
  const groups = await clientErrorGroups(db, new Date(now.getTime() - hours * 3_600_000));
  if (json) {
    out(JSON.stringify(groups, null, 2).replace(UNPRINTABLE_IN_JSON, escapeCode));
    return 0;
  }
  if (groups.length === 0) {
    out(`No client errors in the last ${hours} h.`);
    return 0;
  }
  for (const group of groups) {
    out(
      `${printable(group.remote)} ${printable(group.version)}\t${group.count} report${group.count === 1 ? '' : 's'}` +
        `\t${group.kinds.map(printable).join(', ')}\tlast ${group.last_at.toISOString()}\tfirst ${group.first_at.toISOString()}`,
    );
    out(`  ${printable(group.route)}: ${printable(group.message)}`);
    for (const line of group.stack.split('\n').slice(0, 5))
      if (line.trim()) out(`    ${printable(line.trim())}`);
  }
  return 0;
}

async function main() {
  const config = loadCommandConfig();
  const db = await prepareDatabase(config, createLogger(config), false);
  try {
    process.exitCode = await runClientErrorsCommand(
      db,
      process.argv.slice(2),
      (line) => process.stdout.write(`${line}\n`),
      new Date(),
      config.clientErrorRetentionDays,
    );
  } finally {
    await db.close();
  }
}

if (require.main === module) runCommand(main, 'Client errors command failed');
